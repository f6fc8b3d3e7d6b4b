// `npm run bench:scale [-- --sizes 200,1000,1500] [--keep] [--warm] [--rebuild] [--docusaurus DIR]`: does the cost per page stay flat as the
// site grows? For each size, a generated site (scripts/bench/generate-site.ts, the search bench's
// generator) is built with `npm run build`'s own script into out-scale-N/ (CONTENT_DIR, OUT_DIR),
// and the run reports: wall time and its phases (checks, contentlayer, next build, post-build, and
// the slowest post-build steps), the build's peak memory (the proportional memory of its whole process
// tree, sampled every 200 ms from /proc, and which processes made it), out/ per page and HTML per page. Writes bench/scale.md.
// The generated site and its export are removed afterwards unless --keep. Each build is cold: the
// build caches (scripts/bench/caches.ts) are cleared before it, unless --warm.
// --rebuild builds each site a second time, unchanged, and a third after one page was edited (what
// an author's next build costs: the caches the first one filled), and reports their wall times,
// phases and peak memory too; with --docusaurus, Docusaurus builds its copy again after the same edit.
// --docusaurus DIR builds each generated site with Docusaurus too, right after this engine's build
// (DIR: the project ../shared/compat/docusaurus-anchor/ set up with its dependencies, as for
// `npm run bench:docusaurus`; see scripts/bench/docusaurus.ts), cold unless --warm, and reports its
// wall time, peak memory, out/ per page and HTML per page beside this engine's.
// --before DIR builds each generated site first with another checkout of this engine (an earlier
// commit: `git worktree add DIR COMMIT`, then `npm install` there), cold unless --warm, so a change is
// measured before and after on the same host and content, the two builds alternating size by size.
//
// It runs in this checkout (as the end-to-end tests build out-compat/): .contentlayer/ and .next/
// hold the last generated site's content afterwards; the next `npm run build` regenerates them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isPageFile } from '@/lib/exported-site';
import { TSX, TSX_ARGS } from '../tsx';
import { engineCaches } from './caches';
import { forgetKeptPages } from '@/lib/builder/page-reuse';
import { docusaurusBin, docusaurusCaches, docusaurusOn } from './docusaurus';
import { generateSite, writeSite } from './generate-site';
import { cutDocsVersion } from '@/lib/docusaurus/cut-version';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SIZES = (arg('sizes') ?? '200,1000,1500').split(',').map(Number).filter((n) => n > 0);
const KEEP = argv.includes('--keep');
const WARM = argv.includes('--warm');
const REBUILD = argv.includes('--rebuild');
/** `--versions N`: N-1 snapshots of the docs cut beside them, as `docusaurus docs:version` cuts them (the working copy is the Nth). */
const VERSIONS = Math.max(1, Number(arg('versions') ?? 1));
/** With --versions, the report goes to bench/scale-versions-N.md, beside (not over) bench/scale.md. */
const REPORT = arg('versions') ? `scale-versions-${VERSIONS}.md` : 'scale.md';
const DOCU = arg('docusaurus') ? path.resolve(arg('docusaurus')!) : null;
const DOCUSAURUS = DOCU ? docusaurusBin(DOCU) : null;
const BEFORE = arg('before') ? path.resolve(arg('before')!) : null;
if (BEFORE && !fs.existsSync(path.join(BEFORE, TSX))) {
  console.error(`${BEFORE} is not a checkout of this engine with its dependencies installed: git worktree add DIR COMMIT, then npm install in DIR`);
  process.exit(1);
}

type Row = {
  pages: number;
  htmlPages: number;
  wall: number;
  phases: Record<string, number>;
  steps: Array<[string, number]>;
  peak: Memory | null;
  outBytes: number;
  htmlBytes: number;
  htmlGzip: number;
  htmlBare: number;
  /** The same site built again, unchanged (--rebuild). */
  again?: Rebuild;
  /** Then again after one page was edited (--rebuild): an author's build after a save. */
  edited?: Rebuild;
  /** The same site built by the checkout --before names, and its commit. */
  before?: OtherBuild & { commit: string };
  /** The same site built by Docusaurus (--docusaurus). */
  docusaurus?: OtherBuild;
};
type Rebuild = { wall: number; phases: Record<string, number>; steps: Array<[string, number]>; peak: Memory | null };
/** The same site built by another engine or checkout, measured as this one's build is. */
type OtherBuild = { wall: number; peak: Memory | null; edited?: number } & ReturnType<typeof measureOut>;

/** The page --rebuild edits (a paragraph added at its end) in a site folder: its first doc. */
function editOnePage(site: string, round: string): string {
  const docs = path.join(site, 'docs');
  const file = fs.readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f)).sort()[0];
  fs.appendFileSync(path.join(docs, file), `\n\nThis paragraph was added by the benchmark (${round}).\n`);
  return path.join('docs', file);
}

/**
 * Cuts `n - 1` snapshots of the docs, oldest first so versions.json lists them newest first ('2.0',
 * '1.0' …), with `npm run docs:version`'s module (lib/docusaurus/cut-version.ts, as `docusaurus
 * docs:version` cuts them). An edit of docs/ is then an edit of the current version, "Next".
 */
async function cutVersions(site: string, n: number): Promise<void> {
  for (let i = 1; i < n; i++) await cutDocsVersion(site, `${i}.0`);
}

/** The sidebars' navs: what a page shows of the site's structure, which grows with its categories and years. */
const SIDEBARS = /<nav aria-label="(?:Docs sidebar|Blog recent posts navigation)"[\s\S]*?<\/nav>/g;

/**
 * The memory of a process and every process under it (Linux /proc; null elsewhere): each one's
 * proportional set size (its private pages plus its share of pages it shares), so worker processes
 * sharing a runtime are not counted twice; the largest single process too, as \`/usr/bin/time\`
 * reports it. By parent, not by process group: the build runs its phases in groups of their own (so
 * it can stop each whole), and a group would leave them out.
 */
/** What a build process is, from its command line: the part of the build it runs. */
function processLabel(pid: number): string {
  let cmd = '';
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '?';
  }
  const known: Array<[RegExp, string]> = [
    [/scripts\/cards\.ts/, 'cards'],
    [/scripts\/check\.ts/, 'checks'],
    [/contentlayer2/, 'contentlayer'],
    [/scripts\/content\.ts/, 'contentlayer'],
    [/scripts\/postbuild\.ts/, 'post-build'],
    [/esbuild/, 'esbuild'],
    [/next\/dist\/.*(worker|processChild)|static-paths-worker|export\/worker/, 'next workers'],
    [/\bnext\b/, 'next build'],
    [/scripts\/build\.ts/, 'build script'],
    [/docusaurus/, 'docusaurus'],
  ];
  return known.find(([re]) => re.test(cmd))?.[1] ?? path.basename(cmd.split(' ')[0] || '?');
}

type Memory = { total: number; largest: number; parts: Record<string, number> };

function treeMemory(root: number): Memory | null {
  if (!fs.existsSync('/proc/self/smaps_rollup')) return null;
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (in parentheses): state ppid …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended between the listing and the read
    }
  }
  let total = 0;
  let largest = 0;
  const parts: Record<string, number> = {};
  const kb = (name: string, text: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  for (const pending = [root]; pending.length; ) {
    const pid = pending.pop()!;
    pending.push(...(children.get(pid) ?? []));
    try {
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const pss = kb('Pss', rollup);
      total += pss;
      largest = Math.max(largest, kb('Rss', rollup));
      const label = processLabel(pid);
      parts[label] = (parts[label] ?? 0) + pss;
    } catch {
      // ended meanwhile
    }
  }
  return { total, largest, parts };
}

/** Runs a build in its own process group, echoing its log; resolves with the log and the peak memory. */
function run(cmd: string, args: string[], opts: { env: Record<string, string>; cwd?: string }): Promise<{ log: string; wall: number; peak: Memory | null }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // PWD follows cwd: contentlayer2 takes its working folder from PWD, and would read this checkout's content config.
    const env = { ...process.env, ...(opts.cwd ? { PWD: path.resolve(opts.cwd) } : {}), ...opts.env };
    const child = spawn(cmd, args, { cwd: opts.cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    let peak: Memory | null = null;
    const sample = () => {
      const m = treeMemory(child.pid!);
      // The parts are those of the sample with the largest total: what made the peak.
      if (m) peak = { total: Math.max(peak?.total ?? 0, m.total), largest: Math.max(peak?.largest ?? 0, m.largest), parts: m.total > (peak?.total ?? 0) ? m.parts : peak!.parts };
    };
    const timer = setInterval(sample, 200);
    const take = (b: Buffer) => {
      log += b;
      process.stdout.write(b);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${cmd} ${args.join(' ')} failed (exit ${code})`));
      else resolve({ log, wall: (Date.now() - started) / 1000, peak });
    });
  });
}

/** An engine's build (`npm run build`'s script) of CONTENT_DIR into OUT_DIR: this checkout's, or the one in `cwd`. */
// As `npm run build` runs it: bundled (scripts/run.mjs), or through tsx in a checkout from before it.
const build = (env: Record<string, string>, cwd?: string) =>
  fs.existsSync(path.join(cwd ?? '.', 'scripts', 'run.mjs'))
    ? run(process.execPath, ['scripts/run.mjs', 'build'], { env, cwd })
    : run(TSX, [...TSX_ARGS, 'scripts/build.ts'], { env, cwd });

function measureOut(dir: string) {
  let outBytes = 0;
  let htmlBytes = 0;
  let htmlGzip = 0;
  let htmlPages = 0;
  let htmlBare = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const size = fs.statSync(file).size;
    outBytes += size;
    if (isPageFile(path.relative(dir, file))) {
      const html = fs.readFileSync(file);
      htmlPages++;
      htmlBytes += size;
      htmlGzip += gzipSync(html).length;
      htmlBare += Buffer.byteLength(html.toString('utf8').replace(SIDEBARS, ''));
    }
  }
  return { outBytes, htmlBytes, htmlGzip, htmlPages, htmlBare };
}

/** A build's phases and post-build steps, from its log. */
function phasesOf(log: string) {
  const phases: Record<string, number> = {};
  const steps: Array<[string, number]> = [];
  // A step run aside (beside the steps before it) says so after its time.
  for (const m of log.matchAll(/^✔ (.+?) \(([\d.]+) s(, beside the [^)]*)?\)$/gm)) {
    const step = /^post-build: ([^:]+):/.exec(m[1]);
    if (step) steps.push([m[3] ? `${step[1]} (aside)` : step[1], Number(m[2])]);
    else phases[m[1].replace(/ \(.*$/, '')] = Number(m[2]);
  }
  steps.sort((a, b) => b[1] - a[1]);
  return { phases, steps };
}

async function measure(pages: number): Promise<Row> {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), `oso-scale-${pages}-`));
  const outName = `out-scale-${pages}`;
  try {
    writeSite(content, generateSite({ pages, seed: 1 }), { pages, seed: 1 });
    await cutVersions(content, VERSIONS);
    console.log(`\n━━ ${pages} pages: ${content} → ${outName}/`);
    const env = { CONTENT_DIR: content, OUT_DIR: outName, NEXT_TELEMETRY_DISABLED: '1' };
    let before: Row['before'];
    if (BEFORE) {
      const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BEFORE, encoding: 'utf8' }).stdout.trim();
      console.log(`\n━━ ${pages} pages with the engine in ${BEFORE} (${commit})`);
      if (!WARM) for (const cache of engineCaches(BEFORE)) fs.rmSync(cache, { recursive: true, force: true });
      const b = await build(env, BEFORE);
      before = { wall: b.wall, peak: b.peak, commit, ...measureOut(path.join(BEFORE, outName)) };
      if (!KEEP) fs.rmSync(path.join(BEFORE, outName), { recursive: true, force: true });
    }
    if (!WARM) for (const cache of engineCaches(process.cwd())) fs.rmSync(cache, { recursive: true, force: true });
    const { log, wall, peak } = await build(env);
    const { phases, steps } = phasesOf(log);
    const row: Row = { pages, wall, phases, steps, peak, before, ...measureOut(path.resolve(outName)) };
    if (REBUILD) {
      console.log(`\n━━ ${pages} pages again, unchanged`);
      const again = await build(env);
      row.again = { wall: again.wall, ...phasesOf(again.log), peak: again.peak };
      console.log(`\n━━ ${pages} pages again, ${editOnePage(content, 'ours')} edited`);
      const edited = await build(env);
      row.edited = { wall: edited.wall, ...phasesOf(edited.log), peak: edited.peak };
    }
    if (DOCU && DOCUSAURUS) {
      console.log(`\n━━ ${pages} pages with Docusaurus`);
      const project = await docusaurusOn(DOCU, content);
      try {
        if (!WARM) for (const cache of docusaurusCaches(DOCU)) fs.rmSync(cache, { recursive: true, force: true });
        const d = await run(DOCUSAURUS, ['build'], { cwd: project, env: { DOCUSAURUS_TELEMETRY: '0' } });
        row.docusaurus = { wall: d.wall, peak: d.peak, ...measureOut(path.join(project, 'build')) };
        if (REBUILD) {
          console.log(`\n━━ ${pages} pages with Docusaurus again, ${editOnePage(project, 'Docusaurus')} edited`);
          row.docusaurus.edited = (await run(DOCUSAURUS, ['build'], { cwd: project, env: { DOCUSAURUS_TELEMETRY: '0' } })).wall;
        }
      } finally {
        fs.rmSync(project, { recursive: true, force: true });
      }
    }
    return row;
  } finally {
    fs.rmSync(content, { recursive: true, force: true });
    if (!KEEP) {
      fs.rmSync(path.resolve(outName), { recursive: true, force: true });
      forgetKeptPages(outName);
    }
  }
}

const rows: Row[] = [];
for (const n of SIZES) rows.push(await measure(n));

const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;
const s = (x: number | undefined) => (x == null ? '–' : `${x.toFixed(1)} s`);
const growth = (f: (r: Row) => number) => (rows.length > 1 ? `${(((f(rows.at(-1)!) / f(rows[0])) - 1) * 100).toFixed(0)}%` : '–');
const PHASES = ['content checks', 'content', 'next build', 'post-build'];
const phaseCell = (phases: Record<string, number>) => `${PHASES.map((k) => (phases[k] ?? 0).toFixed(0)).join(' / ')} s`;
const peakCell = (p: Row['peak']) => (p == null ? '–' : `${gb(p.total)} / ${gb(p.largest)}`);
/** The processes the peak was made of, largest first. */
const partsCell = (p: Row['peak']) =>
  p == null
    ? '–'
    : Object.entries(p.parts)
        .sort((a, b) => b[1] - a[1])
        .filter(([, bytes]) => bytes >= 0.02 * 2 ** 30)
        .map(([label, bytes]) => `${label} ${gb(bytes)}`)
        .join(', ');
type Out = ReturnType<typeof measureOut>;
const PER_PAGE = [
  ['out/ per page', 'outBytes'],
  ['HTML per page (raw)', 'htmlBytes'],
  ['HTML per page without its sidebars (raw)', 'htmlBare'],
  ['HTML per page (gzip)', 'htmlGzip'],
] as const;
/** One engine's per-page rows (`of` picks its export's sizes): each size per HTML file, and its growth. */
const perPageRows = (prefix: string, of: (r: Row) => Out) =>
  PER_PAGE.map(([label, key]) => {
    const per = (r: Row) => of(r)[key] / of(r).htmlPages;
    return `| ${prefix}${label} | ${rows.map((r) => `${(per(r) / 1024).toFixed(1)} KB`).join(' | ')} | ${growth(per)} |`;
  });
/** A rebuild's rows (`of` picks it from a row; none unless every size has it). */
const rebuildRows = (label: string, of: (r: Row) => Rebuild | undefined) =>
  rows.every(of)
    ? [
        `| ${label}: wall | ${rows.map((r) => s(of(r)!.wall)).join(' | ')} | |`,
        `| ${label}: checks / contentlayer / next build / post-build | ${rows.map((r) => phaseCell(of(r)!.phases)).join(' | ')} | |`,
        `| ${label}: slowest post-build steps | ${rows.map((r) => of(r)!.steps.slice(0, 3).map(([n, t]) => `${n} ${t.toFixed(1)} s`).join(', ') || '–').join(' | ')} | |`,
        `| ${label}: peak memory (PSS / largest RSS) | ${rows.map((r) => peakCell(of(r)!.peak)).join(' | ')} | |`,
      ]
    : [];
const again = [...rebuildRows('rebuild, unchanged', (r) => r.again), ...rebuildRows('rebuild, one page edited', (r) => r.edited)];
/** Another build's rows beside this engine's (`of` picks it from a row; none unless every size has it). */
const otherRows = (heading: string, prefix: string, of: (r: Row) => OtherBuild | undefined) => {
  if (!rows.every(of)) return [];
  const o = (r: Row) => of(r)!;
  return [
    `| **${heading}, same content:** HTML files | ${rows.map((r) => o(r).htmlPages).join(' | ')} | |`,
    `| ${prefix}: build wall (this engine's ratio) | ${rows.map((r) => `${s(o(r).wall)} (${(r.wall / o(r).wall).toFixed(2)}×)`).join(' | ')} | |`,
    `| ${prefix}: peak memory (PSS / largest RSS) | ${rows.map((r) => peakCell(o(r).peak)).join(' | ')} | |`,
    ...(rows.every((r) => o(r).edited != null && r.edited)
      ? [`| ${prefix}: rebuild, one page edited (this engine's ratio) | ${rows.map((r) => `${s(o(r).edited)} (${(r.edited!.wall / o(r).edited!).toFixed(2)}×)`).join(' | ')} | |`]
      : []),
    ...perPageRows(`${prefix}: `, o),
  ];
};
const before = otherRows(`Before (${rows[0]?.before?.commit})`, 'before', (r) => r.before);
const docusaurus = otherRows('Docusaurus', 'Docusaurus', (r) => r.docusaurus);
const table = [
  `| | ${rows.map((r) => `${r.pages} pages`).join(' | ')} | first → last |`,
  `|---|${rows.map(() => '---').join('|')}|---|`,
  `| pages exported (HTML files) | ${rows.map((r) => r.htmlPages).join(' | ')} | |`,
  `| build wall | ${rows.map((r) => s(r.wall)).join(' | ')} | |`,
  `| s per 1,000 pages | ${rows.map((r) => s((r.wall / r.htmlPages) * 1000)).join(' | ')} | ${growth((r) => r.wall / r.htmlPages)} |`,
  `| checks / contentlayer / next build / post-build | ${rows.map((r) => phaseCell(r.phases)).join(' | ')} | |`,
  `| slowest post-build steps | ${rows.map((r) => r.steps.slice(0, 3).map(([n, t]) => `${n} ${t.toFixed(1)} s`).join(', ')).join(' | ')} | |`,
  `| peak memory: all processes (PSS) / largest process (RSS) | ${rows.map((r) => peakCell(r.peak)).join(' | ')} | |`,
  `| at the peak (PSS) | ${rows.map((r) => partsCell(r.peak)).join(' | ')} | |`,
  ...again,
  `| out/ | ${rows.map((r) => `${(r.outBytes / 2 ** 20).toFixed(0)} MB`).join(' | ')} | |`,
  ...perPageRows('', (r) => r),
  ...before,
  ...docusaurus,
].join('\n');

const report = `# Build at scale${VERSIONS > 1 ? `, ${VERSIONS} docs versions` : ''}\n\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}. Generated sites (seed 1)${VERSIONS > 1 ? `, each with its docs in ${VERSIONS} versions (the working copy and ${VERSIONS - 1} snapshots cut as \`docs:version\` cuts them; an edit is in the working copy)` : ''}, ${WARM ? 'builds with the caches as they were' : 'cold builds (caches cleared before each)'}${REBUILD ? ', each site then built again unchanged and again after one page was edited (the rebuild rows)' : ''}${BEFORE ? ', each site first built by the engine at an earlier commit (the before rows), the two alternating' : ''}${DOCU ? ', each site then built by Docusaurus (the Docusaurus rows)' : ''}; \`npm run bench:scale${REBUILD || DOCU || BEFORE ? ' --' : ''}${REBUILD ? ' --rebuild' : ''}${arg('versions') ? ` --versions ${VERSIONS}` : ''}${BEFORE ? ' --before DIR' : ''}${DOCU ? ' --docusaurus DIR' : ''}\`.\n\n${table}\n`;
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(path.join('bench', REPORT), report);
console.log(`\n${report}\nWritten to bench/${REPORT}`);
