// `npm run build`: checks → content → next build → every post-build step in scripts/postbuild (in name order).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OUT_DIR } from './out-dir.mjs';

const bin = (name) => path.join('node_modules', '.bin', name);
const run = (label, cmd, args, env = {}) => {
  const t = Date.now();
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
};

const started = Date.now();
run('content checks (config, frontmatter, routes, links)', process.execPath, ['scripts/check.mjs']);
run('content (contentlayer2)', process.execPath, ['scripts/content.mjs']);
run('next build', bin('next'), ['build'], { NEXT_TELEMETRY_DISABLED: '1' });
for (const step of fs.readdirSync('scripts/postbuild').filter((f) => f.endsWith('.mjs')).sort()) {
  run(`post-build: ${step}`, process.execPath, [path.join('scripts/postbuild', step)]);
}
console.log(`\nSite written to ${path.relative(process.cwd(), OUT_DIR)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
