// `npm run bench`: a benchmark, not a test. Builds out/ (or reuses it), serves it gzip-compressed,
// runs Lighthouse on every page kind (mobile and desktop, 3 runs, medians), measures bytes, build
// and search, checks the budgets and writes bench/report.md + bench/report.json.
// Options: --build (rebuild even if out/ exists), --runs=N, --kinds=landing,404, --devices=mobile,
// --no-lighthouse (bytes only), --port=N, --strict (exit 1 when a budget fails).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstLoadAll, htmlFiles } from '../lib/builder/first-load.ts';
import { chromiumPath } from '../lib/browser.ts';
import { siteUrlSettings } from '../lib/url-settings.ts';
import { checkFonts, checkImages, checkThirdParty } from './bench/assets.ts';
import { firstLoadCheck, lighthouseChecks, staticCheck } from './bench/budgets.ts';
import { PAGE_KINDS, lighthousePath } from './bench/kinds.ts';
import { renderReport, lighthouseTable } from './bench/report.mjs';
import { measureSearch } from './bench/search.ts';
import { createStaticServer } from './static-server.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? true]));
const OUT = path.resolve('out');
const BENCH = path.resolve('bench');
const runs = Number(args.runs ?? 3);
const devices = String(args.devices ?? 'mobile,desktop').split(',');
const kinds = args.kinds ? PAGE_KINDS.filter((k) => String(args.kinds).split(',').includes(k.kind)) : PAGE_KINDS;
// The base path the build used: BASE_PATH, else the content folder's baseUrl.
const basePath = siteUrlSettings().basePath;
const previous = fs.existsSync(path.join(BENCH, 'report.json')) ? JSON.parse(fs.readFileSync(path.join(BENCH, 'report.json'), 'utf8')) : null;
const started = Date.now();

function build() {
  if (fs.existsSync(path.join(OUT, 'index.html')) && !args.build) {
    const outMtime = fs.statSync(path.join(OUT, 'index.html')).mtimeMs;
    const same = previous?.build?.outMtime === outMtime && previous.build.seconds != null;
    return { seconds: same ? previous.build.seconds : null, outMtime, note: same ? 'measured when this out/ was built' : 'out/ reused; run with --build to time a build' };
  }
  console.log('▶ building the site (npm run build)…');
  const t = Date.now();
  const r = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return { seconds: (Date.now() - t) / 1000, outMtime: fs.statSync(path.join(OUT, 'index.html')).mtimeMs, note: 'full build measured by this run' };
}

function outSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(e.parentPath ?? e.path, e.name)).size;
  }
  return { bytes, files, pages: htmlFiles(dir).length };
}

async function lighthouseAll() {
  if (args['no-lighthouse']) return [];
  const { launchChrome, runLighthouse, medianOf } = await import('./bench/lighthouse.mjs');
  const port = Number(args.port ?? process.env.BENCH_PORT ?? 4190);
  const server = createStaticServer({ root: OUT, basePath, compress: true });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, resolve));
  const chrome = await launchChrome();
  const rows = [];
  try {
    for (const k of kinds) {
      for (const device of devices) {
        const url = `http://localhost:${port}${basePath}${lighthousePath(k)}`;
        const results = [];
        // The host's load average goes with each run: Lighthouse's simulated TBT scales with how busy the CPU was.
        for (let i = 0; i < runs; i++) results.push({ ...(await runLighthouse(url, device, chrome.port)), load: os.loadavg()[0] });
        const row = { kind: k.kind, device, path: lighthousePath(k), ...medianOf(results) };
        rows.push(row);
        console.log(`  ${k.kind.padEnd(15)} ${device.padEnd(7)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${Math.round(row.lcp)} ms TBT ${Math.round(row.tbt)} ms CLS ${row.cls?.toFixed(3)}`);
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  return rows;
}

function chromiumVersion() {
  const r = spawnSync(chromiumPath() ?? 'chromium', ['--version'], { encoding: 'utf8' });
  return (r.stdout || '').trim().replace(/^Chromium\s*/, '') || 'unknown';
}

const buildInfo = build();
console.log(`▶ Lighthouse: ${kinds.length} page kinds × ${devices.join('+')} × ${runs} run(s)`);
const lighthouse = await lighthouseAll();
console.log('▶ bytes, search');
const routes = firstLoadAll(OUT, basePath);
const routeFor = (k) => routes.find((r) => r.route === (k.notFound ? '/404' : k.path.split('?')[0]));
const search = await measureSearch(OUT);
const images = checkImages(OUT, basePath);
const fonts = checkFonts(OUT);
const thirdParty = checkThirdParty(OUT);

const budgets = [
  firstLoadCheck(routes),
  ...lighthouse.filter((r) => r.device === 'mobile').flatMap((r) => lighthouseChecks(r.kind, r, undefined, { notFound: PAGE_KINDS.find((k) => k.kind === r.kind)?.notFound })),
  staticCheck(`images: sized, lazy below the fold, WebP/AVIF/SVG, ≤ 200 KB (${images.files} files, ${images.tags} <img>)`, images),
  staticCheck(`fonts: system stack or self-hosted with font-display: swap (${fonts.faces} @font-face)`, fonts),
  staticCheck('no third-party resource in any page', thirdParty),
];

const report = {
  date: new Date().toISOString(),
  lighthouseVersion: JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
  chromium: chromiumVersion(),
  runs,
  benchmarkIndex: lighthouse.length ? Math.round(lighthouse.reduce((s, r) => s + (r.benchmarkIndex ?? 0), 0) / lighthouse.length) : null,
  loadAverage: lighthouse.length
    ? `${Math.min(...lighthouse.map((r) => r.load)).toFixed(1)}–${Math.max(...lighthouse.map((r) => r.load)).toFixed(1)} during the runs (medians per page)`
    : os.loadavg()[0].toFixed(1),
  cpus: os.cpus().length,
  lighthouse,
  firstLoad: {
    routes: routes.length,
    largest: routes[0],
    smallest: routes[routes.length - 1],
    kinds: PAGE_KINDS.map((k) => ({ kind: k.kind, ...routeFor(k) })),
  },
  build: buildInfo,
  out: outSize(OUT),
  search,
  budgets,
  benchSeconds: (Date.now() - started) / 1000,
};

fs.mkdirSync(BENCH, { recursive: true });
fs.writeFileSync(path.join(BENCH, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(BENCH, 'first-load.json'), `${JSON.stringify(routes.map(({ route, total, chunks, inline, payload }) => ({ route, total, chunks, inline, payload })), null, 2)}\n`);
const md = renderReport(report);
fs.writeFileSync(path.join(BENCH, 'report.md'), md);
console.log(`\n${lighthouse.length ? `${lighthouseTable(lighthouse)}\n\n` : ''}${md.slice(md.indexOf('## Bytes'))}`);
console.log(`bench: ${report.benchSeconds.toFixed(0)} s; wrote bench/report.md and bench/report.json`);
if (args.strict && budgets.some((b) => !b.pass)) process.exit(1);
