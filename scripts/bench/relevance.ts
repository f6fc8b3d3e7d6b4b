// Search relevance bench: reader intents, each with the page(s) that answer it, run through the
// local engine over a built export exactly as the DocSearch dialog asks it; reports top-1 and top-3
// overall and per kind, and every miss. Two sets, so ranking is not tuned to one site's pages: this
// site's (scripts/bench/search-intents.json on out/) and the OSO team's Docusaurus sample's
// (scripts/bench/search-intents-compat.json on out-compat/, which the end-to-end run builds from
// ../shared/compat/oso-docusaurus; skipped when it is not built). A bench, not a test: the figures
// never change the exit code (only a missing or unreadable index does).
//
//   npx tsx --tsconfig tsconfig.scripts.json scripts/bench/relevance.ts [--out out --intents file.json]
//   npm run bench:relevance -- --content DIR --intents FILE [--out OUT] [--reindex]
// Any site folder: builds DIR into OUT (default out-<folder name>; nothing is redone when it is up to
// date), then runs FILE's intents on it. Expected routes may carry the site's baseUrl, as the
// routes a reader sees do. --reindex re-indexes the export's HTML with this checkout's engine in
// memory instead of reading its index files (tuning without a build; the export's HTML is the same).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Engine } from '@/lib/search/engine';
import { engineOverFiles } from '@/lib/search/files';
import { HITS_PER_PAGE, MAX_HITS_PER_GROUP, SNIPPET_ELLIPSIS, SNIPPET_WORDS } from '@/lib/search/constants';
import type { SearchHit, SearchRequest } from '@/lib/search/types';
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

async function loadEngine(outDir: string): Promise<{ engine: Engine; pages: Set<string>; file: string }> {
  if (process.argv.includes('--reindex')) {
    // Imported here: the build's modules read the site's settings as they load.
    const { engineOverExport } = await import('./reindex');
    const { engine, pages } = engineOverExport(outDir);
    return { engine, pages: new Set(pages), file: `${path.relative(process.cwd(), outDir)}/ (re-indexed in memory)` };
  }
  const { engine, pages } = engineOverFiles(outDir);
  return { engine, pages: new Set(pages()), file: path.join(outDir, 'search-index.json') };
}

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The intent sets and the exports they run on. */
function sets(): { name: string; outDir: string; intentsFile: string; required: boolean }[] {
  const out = arg('--out');
  const intents = arg('--intents');
  if (out || intents)
    return [{ name: 'intents', outDir: path.resolve(out ?? process.env.OUT_DIR?.trim() ?? 'out'), intentsFile: path.resolve(intents ?? path.join(BENCH_DIR, 'search-intents.json')), required: true }];
  return [
    { name: 'this site', outDir: path.resolve(process.env.OUT_DIR?.trim() ?? 'out'), intentsFile: path.join(BENCH_DIR, 'search-intents.json'), required: true },
    { name: 'Docusaurus sample (../shared/compat/oso-docusaurus)', outDir: path.resolve('out-compat'), intentsFile: path.join(BENCH_DIR, 'search-intents-compat.json'), required: false },
  ];
}

/** Routes as the index has them: a reader's routes carry the site's base path, the index's do not. */
export const withoutBase = (intents: Intent[], basePath: string): Intent[] =>
  basePath ? intents.map((i) => ({ ...i, expect: i.expect.map((u) => stripBase(u, basePath)) })) : intents;

async function runSet(outDir: string, intentsFile: string): Promise<RelevanceReport> {
  const intents = withoutBase(JSON.parse(fs.readFileSync(intentsFile, 'utf8')) as Intent[], BASE_PATH);
  const { engine, pages, file } = await loadEngine(outDir);

  const hitsFor = async (query: string, hitsPerPage = HITS_PER_PAGE) =>
    (await engine.search([{ ...dialogRequest(query), hitsPerPage, ...(hitsPerPage > HITS_PER_PAGE ? { hitsPerGroup: undefined } : {}) }])).results[0].hits;
  const report = await evaluateRelevance(intents, async (q) => (await hitsFor(q)).map((h) => h.url));
  const shown = await evaluateRelevance(intents, async (q) => displayOrder(await hitsFor(q)).map((h) => h.url));

  console.log(`Search relevance: ${intents.length} intents (${path.relative(process.cwd(), intentsFile)}) on ${path.relative(process.cwd(), file)}`);
  console.log(`request: the DocSearch dialog's (hitsPerPage ${HITS_PER_PAGE}); rank = position among distinct pages in hit order\n`);
  const unknown = intents.flatMap((i) => i.expect.filter((u) => !pages.has(pageOf(u))).map((u) => `${JSON.stringify(i.query)} → ${u}`));
  if (unknown.length) console.log(`⚠ expected pages that are not in the index (a typo, or the page is gone):\n  ${unknown.join('\n  ')}\n`);

  console.log(`overall   top-1 ${pct(report.top1)} (${frac(report.top1, report.n)})   top-3 ${pct(report.top3)} (${frac(report.top3, report.n)})`);
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
  }
  return report;
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
  const done: { name: string; report: RelevanceReport }[] = [];
  for (const set of sets()) {
    if (!set.required && !fs.existsSync(path.join(set.outDir, 'search-index.json'))) {
      console.log(`\n(${set.name}: ${path.relative(process.cwd(), set.outDir)}/ is not built — the end-to-end run builds it — so its intents are skipped)`);
      continue;
    }
    console.log(`\n━━ ${set.name} ━━`);
    done.push({ name: set.name, report: await runSet(set.outDir, set.intentsFile) });
  }
  if (done.length > 1) {
    console.log('\n━━ both sets ━━');
    for (const { name, report: r } of done) console.log(`${name}: top-1 ${pct(r.top1)} (${frac(r.top1, r.n)}), top-3 ${pct(r.top3)} (${frac(r.top3, r.n)})`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e: Error) => {
    console.error(`✖ bench:relevance: ${e.message}`);
    process.exit(1);
  });
}
