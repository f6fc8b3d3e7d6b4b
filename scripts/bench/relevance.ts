// Search relevance bench: reader intents, each with the page(s) that answer it, run through the
// local engine over a built export exactly as the DocSearch dialog asks it; reports top-1 and top-3
// overall and per kind, and every miss. Two sets, so ranking is not tuned to one site's pages: this
// site's (scripts/bench/search-intents.json on out/) and the OSO team's Docusaurus sample's
// (scripts/bench/search-intents-compat.json on out-compat/, which the end-to-end run builds from
// ../shared/compat/oso-docusaurus; skipped when it is not built). A bench, not a test: the figures
// never change the exit code (only a missing or unreadable index does).
//
//   npx tsx --tsconfig tsconfig.scripts.json scripts/bench/relevance.ts [--out out --intents file.json]
//   npm run bench:relevance -- --content DIR --intents FILE [--out OUT] [--reindex] [--pagefind] [--explain-misses]
//   npm run bench:relevance -- --content DIR --intents FILE --explain QUERY   (why the pages rank as they do)
// Any site folder: builds DIR into OUT (default out-<folder name>; nothing is redone when it is up to
// date), then runs FILE's intents on it. Expected routes may carry the site's baseUrl, as the
// routes a reader sees do. --reindex re-indexes the export's HTML with this checkout's engine in
// memory instead of reading its index files (tuning without a build; the export's HTML is the same).
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Engine, Trace } from '@/lib/search/engine';
import { type Fragment, fragmentPath } from '@/lib/search/sharded-index';
import { engineOverFiles } from '@/lib/search/files';
import { HITS_PER_PAGE, MAX_HITS_PER_GROUP, SNIPPET_ELLIPSIS, SNIPPET_WORDS } from '@/lib/search/constants';
import type { SearchHit, SearchRequest } from '@/lib/search/types';
import { routes } from '@/lib/routes';
import { BASE_PATH, stripBase } from '@/lib/url';
import { contentUrlSettings, urlSettingsEnv } from '@/lib/url-settings';
import { scriptCommand } from '../tsx';

export type Intent = { query: string; expect: string[]; kind: string; note?: string };
/** A query in, result URLs out, best first (anchors and repeats allowed: they are folded into pages). */
export type SearchFn = (query: string) => Promise<string[]> | string[];

export type IntentResult = {
  intent: Intent;
  /** Distinct pages, in the order of their first hit. */
  pages: string[];
  /** 1-based position of the first expected page among `pages`, or null when none came back. */
  rank: number | null;
  top1: boolean;
  top3: boolean;
};
export type Rates = { n: number; top1: number; top3: number };
export type RelevanceReport = Rates & {
  byKind: (Rates & { kind: string })[];
  results: IntentResult[];
  /** The intents whose page is not in the top 3. */
  misses: IntentResult[];
};

/** "/docs/a/#b" → "/docs/a/": what a page is, for ranking. */
export const pageOf = (url: string) => url.replace(/[?#].*$/, '');

const distinctPages = (urls: string[]) => [...new Set(urls.map(pageOf))];

function rates(rs: IntentResult[]): Rates {
  const n = rs.length;
  return { n, top1: n ? rs.filter((r) => r.top1).length / n : 0, top3: n ? rs.filter((r) => r.top3).length / n : 0 };
}

/** Run every intent through `search` (one at a time, in order) and score it: any expected page counts. */
export async function evaluateRelevance(intents: Intent[], search: SearchFn): Promise<RelevanceReport> {
  const results: IntentResult[] = [];
  for (const intent of intents) {
    if (!intent.query?.trim() || !intent.expect?.length) throw new Error(`intent ${JSON.stringify(intent)}: needs a query and at least one expected page`);
    const pages = distinctPages(await search(intent.query));
    const wanted = new Set(intent.expect.map(pageOf));
    const i = pages.findIndex((p) => wanted.has(p));
    const rank = i < 0 ? null : i + 1;
    results.push({ intent, pages, rank, top1: rank === 1, top3: rank !== null && rank <= 3 });
  }
  const kinds = [...new Set(intents.map((i) => i.kind))];
  return {
    ...rates(results),
    byKind: kinds.map((kind) => ({ kind, ...rates(results.filter((r) => r.intent.kind === kind)) })),
    results,
    misses: results.filter((r) => !r.top3),
  };
}

/** The request DocSearch 3.9's dialog sends for a query (desktop; a ≤768 px screen asks 5-word snippets). */
export function dialogRequest(query: string, indexName = process.env.NEXT_PUBLIC_ALGOLIA_INDEX?.trim() || 'opensource'): SearchRequest {
  const w = SNIPPET_WORDS;
  return {
    query,
    indexName,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}:${w}`).concat(`content:${w}`),
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    // What the dialog adds for the local engine: it shows at most this many hits per section.
    hitsPerGroup: MAX_HITS_PER_GROUP,
    // The local build has no insights.
    clickAnalytics: false,
  };
}

/**
 * The order the dialog shows hits in: grouped by section (lvl0) in order of first appearance, at
 * most `maxResultsPerGroup` per section, and within a section by page title (lvl1).
 */
export function displayOrder(hits: SearchHit[], perGroup = MAX_HITS_PER_GROUP): SearchHit[] {
  const group = (xs: SearchHit[], key: (x: SearchHit) => string) => {
    const groups = new Map<string, SearchHit[]>();
    for (const x of xs) {
      const g = groups.get(key(x)) ?? [];
      if (g.length < perGroup) g.push(x);
      groups.set(key(x), g);
    }
    return groups;
  };
  return [...group(hits, (h) => h.hierarchy.lvl0 ?? '').values()].flatMap((g) => [...group(g, (h) => h.hierarchy.lvl1 ?? '').values()].flat());
}

// ---------------------------------------------------------------------------------------------
// The command.

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const frac = (x: number, n: number) => `${Math.round(x * n)}/${n}`;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function loadEngine(outDir: string, trace?: Trace): Promise<{ engine: Engine; pages: Set<string>; file: string; urlOf: (id: number) => string }> {
  if (process.argv.includes('--reindex')) {
    // Imported here: the build's modules read the site's settings as they load.
    const { engineOverExport } = await import('./reindex');
    const { engine, pages, urlOf } = engineOverExport(outDir, trace);
    return { engine, pages: new Set(pages), urlOf, file: `${path.relative(process.cwd(), outDir)}/ (re-indexed in memory)` };
  }
  const { engine, pages, manifest } = engineOverFiles(outDir, trace);
  const urlOf = (id: number) => (JSON.parse(fs.readFileSync(path.join(outDir, fragmentPath(manifest, id)), 'utf8')) as Fragment)[0];
  return { engine, pages: new Set(pages()), urlOf, file: path.join(outDir, 'search-index.json') };
}

/**
 * `--explain QUERY`: why the pages rank as they do — each word's index terms (~prefix, ~typo), then
 * the first pages with every criterion of the ranking (lib/search/query.ts rankPages), in its order.
 */
async function explain(outDir: string, query: string, expect: string[] = [], n = 10): Promise<void> {
  let seen: Parameters<Trace> | null = null;
  const { engine, urlOf } = await loadEngine(outDir, (...a) => {
    seen ??= a;
  });
  await engine.search([dialogRequest(query)]);
  if (!seen) return;
  const [q, ranked, terms] = seen as Parameters<Trace>;
  console.log(`\nexplain ${JSON.stringify(q)}:`);
  for (const s of terms) console.log(`  ${s.label}: ${s.alts.map((alt) => alt.map((w) => `${w.word} → ${w.terms.join(' ') || '(none)'}`).join(' + ')).join('  |  ')}`);
  const wanted = new Set(expect.map(pageOf));
  const cols = ['slots', 'required', 'typos', 'prefixes', 'headPairs', 'pairs', 'headed', 'title', 'standing'] as const;
  console.log(`  rank  ${cols.join(' ')} score  page`);
  const rows = ranked.map((r, i) => ({ r, i, url: urlOf(r.id) }));
  for (const { r, i, url } of rows.filter((x) => x.i < n || wanted.has(pageOf(x.url)))) {
    console.log(`  ${String(i + 1).padStart(4)}  ${cols.map((c) => String(r[c]).padStart(c.length)).join(' ')} ${r.score.toFixed(2).padStart(5)}  ${url}${wanted.has(pageOf(url)) ? '  ← expected' : ''}`);
  }
}

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The intent sets and the exports they run on. */
function sets(): { name: string; outDir: string; intentsFile: string; required: boolean; basePath?: string }[] {
  const out = arg('--out');
  const intents = arg('--intents');
  if (out || intents)
    return [{ name: 'intents', outDir: path.resolve(out ?? process.env.OUT_DIR?.trim() ?? 'out'), intentsFile: path.resolve(intents ?? path.join(BENCH_DIR, 'search-intents.json')), required: true }];
  return [
    { name: 'this site', outDir: path.resolve(process.env.OUT_DIR?.trim() ?? 'out'), intentsFile: path.join(BENCH_DIR, 'search-intents.json'), required: true },
    { name: 'Docusaurus sample (../shared/compat/oso-docusaurus)', outDir: path.resolve('out-compat'), intentsFile: path.join(BENCH_DIR, 'search-intents-compat.json'), required: false },
    // Sites the ranking was never tuned on (issue #55), when built (the end-to-end run builds out-mysql2/).
    ...[
      ['MySQL2 docs (../shared/compat/node-mysql2-docs)', 'out-mysql2', '../shared/compat/node-mysql2-docs', 'search-intents-mysql2.json'],
      ['wshub docs (../shared/compat/wshub-docs)', 'out-wshub', '../shared/compat/wshub-docs', 'search-intents-wshub.json'],
    ].map(([name, out, content, file]) => ({
      name,
      outDir: path.resolve(out),
      intentsFile: path.join(BENCH_DIR, file),
      required: false,
      basePath: fs.existsSync(content) ? contentUrlSettings({}, path.resolve(content)).basePath : '',
    })),
  ];
}

/** Routes as the index has them: a reader's routes carry the site's base path, the index's do not. */
export const withoutBase = (intents: Intent[], basePath: string): Intent[] =>
  basePath ? intents.map((i) => ({ ...i, expect: i.expect.map((u) => stripBase(u, basePath)) })) : intents;

/** Result lists that came back empty. */
const empties = (r: RelevanceReport) => r.results.filter((x) => !x.pages.length).length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The engine's code a reader downloads to search (the worker's chunk, gzip), from the export's chunks. */
function engineCodeBytes(outDir: string): number {
  const dir = path.join(outDir, '_next', 'static', 'chunks');
  if (!fs.existsSync(dir)) return 0;
  const sizes = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dir, f)))
    .filter((b) => b.includes('search index not loaded'))
    .map((b) => gzipSync(b).length);
  return sizes.length ? Math.max(...sizes) : 0;
}

/** One engine's row of the comparison: rates overall and per kind, empty lists, bytes on open + first query (median over the intents). */
type Row = { name: string; report: RelevanceReport; bytes: number };

function printComparison(rows: Row[]): void {
  const kinds = rows[0].report.byKind.map((k) => k.kind);
  const head = ['engine', 'top-1', 'top-3', ...kinds.map((k) => `${k} top-1 / top-3`), 'empty lists', 'open + first query (median, gzip)'];
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => ' --- ').join('|')}|`);
  for (const { name, report: r, bytes } of rows) {
    const byKind = kinds.map((k) => {
      const x = r.byKind.find((b) => b.kind === k)!;
      return `${frac(x.top1, x.n)} / ${frac(x.top3, x.n)}`;
    });
    console.log(`| ${[name, `${pct(r.top1)} (${frac(r.top1, r.n)})`, `${pct(r.top3)} (${frac(r.top3, r.n)})`, ...byKind, String(empties(r)), kb(bytes)].join(' | ')} |`);
  }
}

/** The same intents through Pagefind on the same export, beside this engine. */
async function compareWithPagefind(outDir: string, intents: Intent[], ours: RelevanceReport): Promise<Row[]> {
  const { pagefindOver } = await import('./pagefind');
  const pf = await pagefindOver(outDir);
  const theirs = await evaluateRelevance(intents, pf.search);
  const theirBytes: number[] = [];
  const ourBytes: number[] = [];
  const code = engineCodeBytes(outDir);
  for (const i of intents) {
    theirBytes.push(await pf.coldBytes(i.query));
    // A fresh engine per query: the manifest, then what the query fetches, and the engine's code.
    const { engine, fetched } = engineOverFiles(outDir);
    await engine.search([dialogRequest(i.query)]);
    ourBytes.push(code + [routes.searchManifest(), ...fetched].reduce((n, f) => n + gzipSync(fs.readFileSync(path.join(outDir, f))).length, 0));
  }
  console.log(`\nbeside Pagefind ${pf.version} (its defaults, on the same export; bytes: its pagefind.js, wasm and index, against this engine's worker chunk and index; neither's dialog)`);
  const rows = [
    { name: 'this engine', report: ours, bytes: median(ourBytes) },
    { name: `Pagefind ${pf.version}`, report: theirs, bytes: median(theirBytes) },
  ];
  printComparison(rows);
  return rows;
}

/** Every set beside the others, each engine's row per set: the table of issue #55. */
function printSideBySide(sets: { name: string; rows: Row[] }[]): void {
  const cell = (x: { top1: number; top3: number; n: number }) => `${frac(x.top1, x.n)} / ${frac(x.top3, x.n)}`;
  const engines = sets[0].rows.map((r) => r.name);
  const kinds = [...new Set(sets.flatMap((s) => s.rows[0].report.byKind.map((k) => k.kind)))];
  console.log(`\n| | ${sets.map((s) => `${s.name} (${s.rows[0].report.n})`).join(' | ')} |\n|${[0, ...sets].map(() => ' --- ').join('|')}|`);
  const line = (label: string, f: (r: Row) => string) => console.log(`| ${label} | ${sets.map((s) => s.rows.map(f).join('; ')).join(' | ')} |`);
  console.log(`| engines in each cell | ${sets.map(() => engines.join('; ')).join(' | ')} |`);
  line('top-1 / top-3', (r) => `${pct(r.report.top1)} / ${pct(r.report.top3)}`);
  line('empty result lists', (r) => String(empties(r.report)));
  for (const k of kinds) line(`${k}, top-1 / top-3`, (r) => {
    const x = r.report.byKind.find((b) => b.kind === k);
    return x ? cell(x) : '–';
  });
  line('open + first query (median, gzip)', (r) => kb(r.bytes));
}

async function runSet(outDir: string, intentsFile: string, basePath = BASE_PATH): Promise<{ report: RelevanceReport; rows?: Row[] }> {
  const intents = withoutBase(JSON.parse(fs.readFileSync(intentsFile, 'utf8')) as Intent[], basePath);
  const { engine, pages, file } = await loadEngine(outDir);

  const hitsFor = async (query: string, hitsPerPage = HITS_PER_PAGE) =>
    (await engine.search([{ ...dialogRequest(query), hitsPerPage, ...(hitsPerPage > HITS_PER_PAGE ? { hitsPerGroup: undefined } : {}) }])).results[0].hits;
  const report = await evaluateRelevance(intents, async (q) => (await hitsFor(q)).map((h) => h.url));
  const shown = await evaluateRelevance(intents, async (q) => displayOrder(await hitsFor(q)).map((h) => h.url));

  console.log(`Search relevance: ${intents.length} intents (${path.relative(process.cwd(), intentsFile)}) on ${path.relative(process.cwd(), file)}`);
  console.log(`request: the DocSearch dialog's (hitsPerPage ${HITS_PER_PAGE}); rank = position among distinct pages in hit order\n`);
  const unknown = intents.flatMap((i) => i.expect.filter((u) => !pages.has(pageOf(u))).map((u) => `${JSON.stringify(i.query)} → ${u}`));
  if (unknown.length) console.log(`⚠ expected pages that are not in the index (a typo, or the page is gone):\n  ${unknown.join('\n  ')}\n`);

  console.log(`overall   top-1 ${pct(report.top1)} (${frac(report.top1, report.n)})   top-3 ${pct(report.top3)} (${frac(report.top3, report.n)})   empty result lists ${empties(report)}`);
  console.log(`as shown  top-1 ${pct(shown.top1)}   top-3 ${pct(shown.top3)}   (the dialog's display order: grouped by section, ${MAX_HITS_PER_GROUP} per section)\n`);
  const w = Math.max(...report.byKind.map((k) => k.kind.length));
  console.log(`${'kind'.padEnd(w)}    n   top-1    top-3`);
  for (const k of report.byKind) console.log(`${k.kind.padEnd(w)}  ${String(k.n).padStart(3)}  ${pct(k.top1).padStart(6)}   ${pct(k.top3).padStart(6)}`);

  const seconds = report.results.filter((r) => r.top3 && !r.top1);
  console.log(`\nin the top 3, not first: ${seconds.length}`);
  for (const r of seconds) console.log(`- [${r.intent.kind}] ${JSON.stringify(r.intent.query)}: rank ${r.rank}, after ${r.pages.slice(0, r.rank! - 1).join(', ')}`);
  console.log(`\nmisses (expected page not in the top 3): ${report.misses.length}`);
  for (const m of report.misses) {
    let where = m.rank ? `rank ${m.rank}` : `not in results (the dialog's ${HITS_PER_PAGE} hits)`;
    if (!m.rank) {
      // Where it is in the whole ranking, beyond what the dialog asks for.
      const all = distinctPages((await hitsFor(m.intent.query, 1000)).map((h) => h.url));
      const wanted = new Set(m.intent.expect.map(pageOf));
      const i = all.findIndex((p) => wanted.has(p));
      where += i < 0 ? `; not matched at all (${all.length} page${all.length === 1 ? '' : 's'} match)` : `; page ${i + 1} of ${all.length} in the full ranking`;
    }
    console.log(`- [${m.intent.kind}] ${JSON.stringify(m.intent.query)}: ${where}`);
    console.log(`    expected: ${m.intent.expect.join(', ')}`);
    console.log(`    top 3:    ${m.pages.slice(0, 3).join(', ') || '(no results)'}`);
    if (process.argv.includes('--explain-misses')) await explain(outDir, m.intent.query, m.intent.expect);
  }
  const rows = process.argv.includes('--pagefind') ? await compareWithPagefind(outDir, intents, report) : undefined;
  return { report, rows };
}

/**
 * `--content DIR`: build DIR (up to date in about a second), then run this bench again with the
 * site's settings in its environment, as a build hands them to its phases.
 */
function runOnContent(content: string): number {
  const root = path.resolve(content);
  const outDir = path.resolve(arg('--out') ?? process.env.OUT_DIR?.trim() ?? `out-${path.basename(root)}`);
  const env = { ...process.env, CONTENT_DIR: root, OUT_DIR: path.relative(process.cwd(), outDir) };
  if (!process.argv.includes('--reindex') || !fs.existsSync(path.join(outDir, 'search-index.json'))) {
    if (path.relative(process.cwd(), outDir).startsWith('..')) throw new Error(`${outDir} is outside this checkout: a build writes only here (--reindex reads an export anywhere)`);
    console.log(`building ${path.relative(process.cwd(), root) || root} into ${env.OUT_DIR}/ (npm run build: nothing is redone when it is up to date)`);
    const built = spawnSync('npm', ['run', 'build', '--silent'], { env, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`the build of ${root} failed`);
  }
  const [cmd, args] = scriptCommand('bench/relevance');
  const rest = process.argv.slice(2).filter((a, i, all) => a !== '--content' && all[i - 1] !== '--content' && a !== '--out' && all[i - 1] !== '--out');
  const child = spawnSync(cmd, [...args, ...rest, '--out', outDir], { env: { ...env, ...urlSettingsEnv(contentUrlSettings(env, root)) }, stdio: 'inherit' });
  return child.status ?? 1;
}

async function main() {
  const content = arg('--content');
  if (content) process.exit(runOnContent(content));
  const query = arg('--explain');
  if (query) {
    const set = sets()[0];
    const intents = withoutBase(JSON.parse(fs.readFileSync(set.intentsFile, 'utf8')) as Intent[], set.basePath ?? BASE_PATH);
    return explain(set.outDir, query, intents.find((i) => i.query === query)?.expect);
  }
  const done: { name: string; report: RelevanceReport; rows?: Row[] }[] = [];
  for (const set of sets()) {
    if (!set.required && !fs.existsSync(path.join(set.outDir, 'search-index.json'))) {
      console.log(`\n(${set.name}: ${path.relative(process.cwd(), set.outDir)}/ is not built — the end-to-end run builds it — so its intents are skipped)`);
      continue;
    }
    console.log(`\n━━ ${set.name} ━━`);
    done.push({ name: set.name, ...(await runSet(set.outDir, set.intentsFile, set.basePath)) });
  }
  if (done.length > 1) {
    console.log('\n━━ every set ━━');
    for (const { name, report: r } of done) console.log(`${name}: top-1 ${pct(r.top1)} (${frac(r.top1, r.n)}), top-3 ${pct(r.top3)} (${frac(r.top3, r.n)})`);
    const compared = done.filter((d) => d.rows);
    if (compared.length > 1) printSideBySide(compared.map((d) => ({ name: d.name.replace(/ \(.*\)$/, ''), rows: d.rows! })));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e: Error) => {
    console.error(`✖ bench:relevance: ${e.message}`);
    process.exit(1);
  });
}
