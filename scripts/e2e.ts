// `npm run test:e2e`: build out/ when it is missing or older than the sources, serve it, run Playwright.
// A second export with a test analytics id (out-gtag/) serves the analytics spec, and a third, the
// OSO team's Docusaurus sample built unchanged (out-compat/), serves the Docusaurus drop-in spec.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { E2E_PORT } from '../e2e/port';
import { createStaticServer } from './static-server';
import { TSX, TSX_ARGS } from './tsx';

const SOURCES = ['app', 'components', 'lib', 'content', 'public', 'scripts', 'contentlayer.config.ts', 'next.config.ts', 'package.json'];
export const TEST_GTAG_ID = 'G-E2ETEST000';

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), st.mtimeMs);
}
const stale = (marker: string, extra: string[] = []) => {
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  return !built || [...SOURCES, ...extra].some((s) => newest(s) > built);
};
/** The Docusaurus sample (shared test data, read only): it is built from a copy. */
export const COMPAT_CORPUS = path.resolve('..', 'shared', 'compat', 'oso-docusaurus');
const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(args[0].endsWith('.ts') ? TSX : process.execPath, args[0].endsWith('.ts') ? [...TSX_ARGS, ...args] : args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') {
  if (stale('out-gtag/index.html')) {
    console.log('Building the analytics variant (out-gtag/) for the end-to-end tests…');
    run(['scripts/content.ts']);
    run([path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { NEXT_PUBLIC_GTAG_ID: TEST_GTAG_ID, NEXT_TELEMETRY_DISABLED: '1', OUT_DIR: 'out-gtag' });
  }
  if (fs.existsSync(COMPAT_CORPUS) && stale('out-compat/index.html', [COMPAT_CORPUS])) {
    console.log(`Building ${path.relative(process.cwd(), COMPAT_CORPUS)} unchanged (from a copy) into out-compat/ for the end-to-end tests…`);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-compat-'));
    fs.cpSync(COMPAT_CORPUS, copy, { recursive: true });
    run(['scripts/build.ts'], { CONTENT_DIR: copy, OUT_DIR: 'out-compat' });
    fs.rmSync(copy, { recursive: true, force: true });
  }
  if (stale('out/index.html')) {
    console.log('Building the site for the end-to-end tests…');
    run(['scripts/build.ts']);
  }
}

const listen = (server: Server, port: number) => new Promise<void>((resolve) => server.listen(port, resolve));
const main = createStaticServer({ root: 'out' });
await listen(main, E2E_PORT);
const servers = [main];
const env: NodeJS.ProcessEnv = { ...process.env, BASE_URL: `http://localhost:${E2E_PORT}` };
if (fs.existsSync('out-gtag/index.html')) {
  const gtag = createStaticServer({ root: 'out-gtag' });
  await listen(gtag, E2E_PORT + 1);
  servers.push(gtag);
  env.GTAG_BASE_URL = `http://localhost:${E2E_PORT + 1}`;
  env.GTAG_ID = TEST_GTAG_ID;
}
if (fs.existsSync('out-compat/index.html')) {
  const compat = createStaticServer({ root: 'out-compat' });
  await listen(compat, E2E_PORT + 2);
  servers.push(compat);
  env.COMPAT_BASE_URL = `http://localhost:${E2E_PORT + 2}`;
  env.COMPAT_CORPUS = COMPAT_CORPUS;
}
const also = [env.GTAG_BASE_URL && `out-gtag/ on ${env.GTAG_BASE_URL}`, env.COMPAT_BASE_URL && `out-compat/ on ${env.COMPAT_BASE_URL}`].filter(Boolean);
console.log(`Serving out/ on ${env.BASE_URL}${also.length ? `, ${also.join(', ')}` : ''} for Playwright`);

// Async spawn: the servers answer from this same event loop while Playwright runs.
const child = spawn(path.join('node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code, signal) => {
  servers.forEach((s) => s.close());
  process.exit(code ?? (signal ? 1 : 0));
});
