// `npm run bench:serve [-- --root out --page /docs/ --before <git rev>]`: the static server's load
// figure, 2,000 requests at concurrency 50 to one page, plain and gzip (req/s, p50, p99), for
// scripts/static-server.ts, the same server at another commit (--before), and the `serve` npm package
// (run through npx; left out, with a note, when npx cannot start it). One machine, one run each: the
// figures compare servers run side by side, not hosts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../static-server';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const ROOT = path.resolve(arg('--root', 'out'));
const PAGE = arg('--page', '/');
const BEFORE = arg('--before', '');
const TOTAL = 2000;
const CONCURRENCY = 50;

if (!fs.existsSync(path.join(ROOT, 'index.html')) && !fs.existsSync(path.join(ROOT, '404.html'))) {
  console.error(`${ROOT} has no exported site: run npm run build first, or pass --root <folder>.`);
  process.exit(1);
}

type Figure = { rps: number; p50: number; p99: number; bytes: number };

/** TOTAL GETs of PAGE at CONCURRENCY, each connection kept alive, as a browser or a load balancer would. */
async function load(port: number, gzip: boolean): Promise<Figure> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const times: number[] = [];
  let bytes = 0;
  let next = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const t = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path: PAGE, agent, headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${PAGE} answered ${res.statusCode}`));
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => {
          times.push(performance.now() - t);
          resolve();
        });
      });
      req.on('error', reject);
    });
  const worker = async () => {
    while (next++ < TOTAL) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const took = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { rps: TOTAL / took, p50: at(0.5), p99: at(0.99), bytes: bytes / TOTAL };
}

async function ours(create: typeof createStaticServer, compress: boolean): Promise<Figure> {
  const server = create({ root: ROOT, compress });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    await load((server.address() as AddressInfo).port, false); // warm-up: file cache, JIT, gzip cache
    return await load((server.address() as AddressInfo).port, compress);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

/** `npx serve` on a free port, answering once it does; undefined when it cannot start. */
async function startServe(compress: boolean): Promise<{ port: number; child: ChildProcess } | undefined> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const child = spawn('npx', ['--yes', 'serve@14', '-L', '-l', `tcp://127.0.0.1:${port}`, ...(compress ? [] : ['--no-compression']), ROOT], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const up = await new Promise<boolean>((resolve) => {
    let out = '';
    const seen = (d: Buffer) => {
      out += d;
      if (/Accepting connections|Serving!/.test(out)) resolve(true);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', () => resolve(false));
  });
  if (!up) return undefined;
  // Its banner comes before the socket is bound: wait for a first answer.
  for (;;) {
    const ok = await new Promise<boolean>((r) => http.get({ host: '127.0.0.1', port, path: PAGE }, (res) => (res.resume(), r(true))).on('error', () => r(false)));
    if (ok) return { port, child };
  }
}

async function theirs(compress: boolean): Promise<Figure | undefined> {
  const s = await startServe(compress);
  if (!s) return undefined;
  try {
    await load(s.port, false);
    return await load(s.port, compress);
  } finally {
    process.kill(-s.child.pid!, 'SIGTERM');
  }
}

/** The server as it was at a commit, loaded from a copy beside this one (its relative imports resolve the same). */
async function before(rev: string): Promise<typeof createStaticServer> {
  const file = path.resolve('scripts', `.bench-static-server-${process.pid}.ts`);
  fs.writeFileSync(file, execFileSync('git', ['show', `${rev}:scripts/static-server.ts`], { encoding: 'utf8' }));
  process.on('exit', () => fs.rmSync(file, { force: true }));
  return ((await import(file)) as { createStaticServer: typeof createStaticServer }).createStaticServer;
}

const rows: [string, Figure | undefined][] = [];
if (BEFORE) {
  const old = await before(BEFORE);
  rows.push([`scripts/static-server.ts at ${BEFORE}`, await ours(old, false)], [`scripts/static-server.ts at ${BEFORE}, --gzip`, await ours(old, true)]);
}
rows.push(['scripts/static-server.ts', await ours(createStaticServer, false)], ['scripts/static-server.ts, --gzip', await ours(createStaticServer, true)]);
rows.push(['serve 14 (npx serve --no-compression)', await theirs(false)], ['serve 14 (npx serve, gzip)', await theirs(true)]);

const size = fs.statSync(path.join(ROOT, PAGE.replace(/^\/+/, ''), PAGE.endsWith('/') ? 'index.html' : '')).size;
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (shared), Node ${process.version}: ${TOTAL} GETs of ${PAGE} (${(size / 1024).toFixed(0)} KB) at concurrency ${CONCURRENCY}, keep-alive\n`);
console.log('| server | req/s | p50 ms | p99 ms | bytes/answer |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, f] of rows) console.log(f ? `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.bytes.toFixed(0)} |` : `| ${name} | could not start (npx serve unavailable) | | | |`);
