// `npm run test:e2e`: build out/ when it is missing or older than the sources, serve it, run Playwright.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createStaticServer } from './static-server.mjs';

const SOURCES = ['app', 'components', 'lib', 'content', 'public', 'scripts', 'contentlayer.config.ts', 'next.config.ts', 'package.json'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), st.mtimeMs);
}

const built = fs.existsSync('out/index.html') ? fs.statSync('out/index.html').mtimeMs : 0;
if (process.env.E2E_SKIP_BUILD !== '1' && (!built || SOURCES.some((s) => newest(s) > built))) {
  console.log('Building the site for the end-to-end tests…');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const port = Number(process.env.E2E_PORT ?? 4173);
const server = createStaticServer({ root: 'out' });
await new Promise((resolve) => server.listen(port, resolve));
console.log(`Serving out/ on http://localhost:${port} for Playwright`);

// Async spawn: the server answers from this same event loop while Playwright runs.
const child = spawn(path.join('node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: `http://localhost:${port}` },
});
child.on('exit', (code, signal) => {
  server.close();
  process.exit(code ?? (signal ? 1 : 0));
});
