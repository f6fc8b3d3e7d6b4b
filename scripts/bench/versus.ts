// `npm run bench:docusaurus -- --docusaurus DIR [--builds N [--cold | --edit]] [--runs N] [--kinds a,b] [--no-lighthouse]`: this engine
// against Docusaurus 3 on the same content, interleaved so the machine's drift falls on both alike.
//
// Ours: the OSO team's Docusaurus sample (../shared/compat/oso-docusaurus), built unchanged from a
// copy into out-compat/. Theirs: DIR, a Docusaurus project on the same content with its
// dependencies installed (../shared/compat/docusaurus-anchor/README.md says how to set one up, in a
// temporary folder), built into DIR/build. With --builds N both are built N times, ours then
// theirs, and the wall times compared (--cold clears each one's caches before each of its builds:
// ours scripts/bench/caches.ts, Docusaurus's .docusaurus/ and node_modules/.cache;
// without it the second round onwards is warm; --edit adds a paragraph to one page in both copies
// before each round after the first, an author's build after a save); every round builds the same
// copy of the sample, as an author's folder stays put; without --builds the existing out-compat/ and
// DIR/build are used. --no-lighthouse stops after the builds (bench/versus-builds.md).
// Then Lighthouse (mobile, simulated throttling) runs on each page kind, ours then theirs, --runs
// times (default 3), and the medians are compared with the host's benchmarkIndex noted, beside each
// page's HTML gzip and the JavaScript it fetched. Writes bench/versus.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withCorpusCopy } from '../compat';
import { lighthousePath, PAGE_KINDS } from './kinds';
import { docusaurusBin, docusaurusCaches } from './docusaurus';
import { createStaticServer } from '../static-server';
import { engineCaches } from './caches';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const DOCU = path.resolve(arg('docusaurus') ?? '/tmp/docu');
const BUILDS = Number(arg('builds') ?? 0);
const COLD = argv.includes('--cold');
const EDIT = argv.includes('--edit');
const LIGHTHOUSE = !argv.includes('--no-lighthouse');
const RUNS = Number(arg('runs') ?? 3);
const OURS = path.resolve('out-compat');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const THEIRS = path.join(DOCU, 'build');

// The bench's page kinds that the sample has, plus the docs index (the one page Docusaurus and
// this engine each generate from the sidebar), at the URL Lighthouse loads.
const COMPARED = ['landing', 'docs index', 'docs page', 'blog list', 'blog post', '404'];
const KINDS = [...PAGE_KINDS, { kind: 'docs index', path: '/docs/' }]
  .filter((k) => COMPARED.includes(k.kind) && (!arg('kinds') || arg('kinds')!.split(',').includes(k.kind)))
  .sort((a, b) => COMPARED.indexOf(a.kind) - COMPARED.indexOf(b.kind))
  .map((k) => ({ kind: k.kind, path: lighthousePath(k) }));

const DOCUSAURUS = docusaurusBin(DOCU);

function timed(label: string, cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): number {
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${label} failed (exit ${r.status ?? r.signal})`);
  const s = (Date.now() - t) / 1000;
  console.log(`  ${label}: ${s.toFixed(1)} s`);
  return s;
}

const clear = (...dirs: string[]) => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
/** The page --edit changes before each round after the first, in both copies of the sample. */
const EDITED = path.join('docs', 'get-started', 'python.md');
function buildOurs(copy: string): number {
  if (COLD) clear(...engineCaches());
  const env = { OUT_DIR: 'out-compat', NEXT_TELEMETRY_DISABLED: '1', CONTENT_DIR: copy };
  return timed('ours (npm run build)', process.execPath, ['scripts/run.mjs', 'build'], { env });
}
function buildTheirs(): number {
  if (COLD) clear(...docusaurusCaches(DOCU));
  return timed('Docusaurus (docusaurus build)', DOCUSAURUS, ['build'], { cwd: DOCU, env: { DOCUSAURUS_TELEMETRY: '0' } });
}

// One copy of the sample for every round, as an author's folder stays where it is.
const builds: { ours: number[]; theirs: number[] } = { ours: [], theirs: [] };
const theirEdited = path.join(DOCU, EDITED);
const theirOriginal = EDIT ? fs.readFileSync(theirEdited, 'utf8') : '';
try {
  withCorpusCopy((copy) => {
    for (let i = 0; i < BUILDS; i++) {
      console.log(`▶ builds, round ${i + 1} of ${BUILDS}`);
      if (EDIT && i > 0) {
        const paragraph = `\n\nThis paragraph was added by the benchmark, round ${i + 1}.\n`;
        for (const file of [path.join(copy, EDITED), theirEdited]) fs.appendFileSync(file, paragraph);
      }
      builds.ours.push(buildOurs(copy));
      builds.theirs.push(buildTheirs());
    }
  });
} finally {
  if (EDIT) fs.writeFileSync(theirEdited, theirOriginal);
}
const MODE = COLD ? 'cold' : EDIT ? 'edit' : 'warm';
const DESCRIBED = {
  cold: 'each cold: caches cleared before it',
  warm: 'the first as the caches were, then warm and unchanged',
  edit: `the first as the caches were, then each after one page was edited (${EDITED}, a paragraph added in both copies)`,
}[MODE];
// The first round of a warm or edit run starts from whatever the caches held: the others are compared.
const compared = (xs: number[]) => (COLD || xs.length < 2 ? xs : xs.slice(1));
const buildLine = BUILDS
  ? `Builds, interleaved (ours then Docusaurus, ${BUILDS}×, ${DESCRIBED}): ours ${builds.ours.map((s) => s.toFixed(1)).join(', ')} s, Docusaurus ${builds.theirs.map((s) => s.toFixed(1)).join(', ')} s; median ratio ${(median(compared(builds.ours)) / median(compared(builds.theirs))).toFixed(2)}×${COLD ? '' : ' (rounds 2 onwards)'}.`
  : 'Builds: not timed in this run (--builds N).';
if (!LIGHTHOUSE) {
  fs.mkdirSync('bench', { recursive: true });
  fs.writeFileSync(path.join('bench', `versus-builds-${MODE}.md`), `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, Node ${process.version}\n\n${buildLine}\n`);
  console.log(buildLine);
  process.exit(0);
}
for (const [name, dir] of [['ours', OURS], ['Docusaurus', THEIRS]]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${name}: ${dir} has no built site; run with --builds 1`);
}

/** A page's HTML file in an export (`/a/` → a/index.html; `/404.html` as is). */
const htmlGzip = (root: string, p: string) => {
  const file = p.endsWith('.html') ? path.join(root, p) : path.join(root, p, 'index.html');
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : null;
};

const { launchChrome, runLighthouse, medianOf } = await import('./lighthouse.mjs');
type Summary = Awaited<ReturnType<typeof runLighthouse>>;
const serve = async (root: string) => {
  const server = createStaticServer({ root, basePath: '', compress: true });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, resolve));
  return { server, origin: `http://localhost:${(server.address() as { port: number }).port}` };
};
const ours = await serve(OURS);
const theirs = await serve(THEIRS);
const chrome = await launchChrome();
const results = new Map<string, { ours: Summary[]; theirs: Summary[] }>();
try {
  for (const k of KINDS) {
    const r = { ours: [] as Summary[], theirs: [] as Summary[] };
    for (let i = 0; i < RUNS; i++) {
      r.ours.push(await runLighthouse(ours.origin + k.path, 'mobile', chrome.port));
      r.theirs.push(await runLighthouse(theirs.origin + k.path, 'mobile', chrome.port));
    }
    results.set(k.kind, r);
    console.log(`  ${k.kind}: done`);
  }
} finally {
  await chrome.kill();
  ours.server.close();
  theirs.server.close();
}

const ratio = (a: number | null | undefined, b: number | null | undefined) => (a != null && b ? `${(a / b).toFixed(2)}×` : '–');
const kb = (n: number | null | undefined) => (n == null ? '–' : `${(n / 1024).toFixed(1)} KB`);
const ms = (n: number | null | undefined) => (n == null ? '–' : `${Math.round(n)} ms`);
const rows = KINDS.map((k) => {
  const r = results.get(k.kind)!;
  const a = medianOf(r.ours);
  const b = medianOf(r.theirs);
  const ha = htmlGzip(OURS, k.path);
  const hb = htmlGzip(THEIRS, k.path);
  return `| ${k.kind} | ${a.performance} / ${b.performance} | ${ms(a.fcp)} / ${ms(b.fcp)} (${ratio(a.fcp, b.fcp)}) | ${ms(a.lcp)} / ${ms(b.lcp)} | ${ms(a.tbt)} / ${ms(b.tbt)} | ${kb(ha)} / ${kb(hb)} (${ratio(ha, hb)}) | ${kb(a.jsBytes)} / ${kb(b.jsBytes)} (${ratio(a.jsBytes, b.jsBytes)}) |`;
});
const bench = [...results.values()].flatMap((r) => [...r.ours, ...r.theirs]).map((s) => s.benchmarkIndex).filter((x): x is number => x != null);
const report = [
  '# This engine and Docusaurus 3 on the same content',
  '',
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, Node ${process.version}; \`npm run bench:docusaurus\`. The OSO team's Docusaurus sample built by each (ours: out-compat/, Docusaurus: ${THEIRS}), both served gzip-compressed by scripts/static-server.ts.`,
  '',
  buildLine,
  '',
  `Lighthouse mobile (simulated throttling), ${RUNS} runs per kind and site, interleaved ours / Docusaurus, medians. benchmarkIndex ${Math.min(...bench)}–${Math.max(...bench)} (median ${median(bench)}).`,
  '',
  '| page | score | FCP | LCP | TBT | HTML gzip | JS fetched |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(path.join('bench', 'versus.md'), report);
console.log(`\n${report}\nWritten to bench/versus.md`);
