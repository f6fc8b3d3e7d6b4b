// `npm run build`: checks → content (contentlayer2) → next build → post-build (scripts/postbuild.ts).
// Each phase is its own process: the checks run in development mode (drafts included), the
// post-build in production mode, as `next build` does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { HEAP_GROWING_FLAG } from '@/lib/build/heap';
import { OUT_DIR } from '@/lib/env';
import { TSX, TSX_ARGS } from './tsx';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const run = (label: string, cmd: string, args: string[], env: Record<string, string> = {}) => {
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
run('content checks (config, frontmatter, routes, links)', TSX, [...TSX_ARGS, 'scripts/check.ts']);
run('content (contentlayer2)', TSX, [...TSX_ARGS, 'scripts/content.ts']);
run('next build', bin('next'), ['build'], { NEXT_TELEMETRY_DISABLED: '1' });
run('post-build', TSX, [HEAP_GROWING_FLAG, ...TSX_ARGS, 'scripts/postbuild.ts']);
console.log(`\nSite written to ${path.relative(process.cwd(), OUT_DIR)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
