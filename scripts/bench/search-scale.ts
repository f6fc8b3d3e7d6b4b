// `npm run bench:search [-- --sizes 1000,10000] [--no-browser]`: the local search at scale. The real
// site (out/, built first) and generated sites of each size (scripts/bench/generate-site.ts:
// synthetic text with a realistic vocabulary): index build time, index size, and what a reader
// pays — bytes fetched (gzip) when the dialog opens and for each keystroke, the engine's time, and
// in Chromium the time from a key to its results on the page, and any long task.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { remarkHeadingIds } from '@/lib/docusaurus/remark-headings';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { routes } from '@/lib/routes';
import { withInlinks } from '@/lib/search/build';
import { INDEX_DIR } from '@/lib/search/constants';
import { indexFiles } from '@/lib/search/index-files';
import { extractPage } from '@/lib/search/records';
import { STOP_WORDS } from '@/lib/search/text';
import { site } from '@/lib/site';
import { createStaticServer } from '../static-server';
import { generateSite } from './generate-site';
import { keystrokes, measureSearch, SITE_QUERIES } from './search';
import { chromiumPath } from '@/lib/browser';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SIZES = (arg('sizes') ?? '1000,10000').split(',').map(Number).filter((n) => n > 0);
const BROWSER = !argv.includes('--no-browser');
const OUT = path.resolve(process.env.OUT_DIR?.trim() || 'out');
const kb = (n: number | null | undefined) => (n == null ? '–' : `${(n / 1024).toFixed(1)} KB`);
const s1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const md = unified().use(remarkParse).use(remarkGfm).use(remarkHeadingIds as never).use(remarkRehype).use(rehypeStringify);

/** A generated page → the HTML shape the export has (main > article.markdown > h1), its route. */
function renderPage(rel: string, text: string): { route: string; html: string } {
  const fm = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  const field = (k: string) => fm?.[1].match(new RegExp(`^${k}:\\s*(.*)$`, 'm'))?.[1].replace(/^["']|["']$/g, '') ?? '';
  const body = fm ? text.slice(fm[0].length) : text;
  const slug = rel.replace(/\.mdx?$/, '').replace(/(^|\/)\d+-/g, '$1').replace(/\/index$/, '');
  const route = rel.startsWith('blog/') ? `/blog/${field('slug') || slug.replace(/^blog\/(\d{4}-\d{2}-\d{2}-)?/, '')}/` : `/${slug}/`;
  const html = String(md.processSync(body.replace(/<[A-Z][\s\S]*?>|<\/[A-Z]\w*>|^import .*$/gm, '')));
  const description = field('description');
  return { route, html: `<html><head><meta name="description" content="${description.replace(/"/g, '&quot;')}"></head><body><main><article class="markdown"><h1>${field('title')}</h1>${html}</article></main></body></html>` };
}

type SizeResult = { label: string; pages: number; records: number; generateS?: number; renderS?: number; indexS: number; files: number; node: NonNullable<Awaited<ReturnType<typeof measureSearch>>>; browser?: BrowserResult };

/** Queries a reader of a generated site would type: two words of a page title, of pages across the site. */
function queriesFor(titles: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < 25 && i < titles.length; i += Math.max(1, Math.floor(titles.length / 25))) {
    const words = titles[i].toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
    if (words.length >= 2) out.push(`${words[0]} ${words[1]}`);
  }
  return out;
}

/** A copy of the export (hard links: instant, no space) whose search index is `files`. */
function overlay(dir: string, manifest: unknown, files: Map<string, string>) {
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('cp', ['-al', OUT, dir]);
  fs.rmSync(path.join(dir, INDEX_DIR), { recursive: true, force: true });
  fs.rmSync(path.join(dir, routes.searchManifest()));
  for (const [p, json] of files) {
    const abs = path.join(dir, p);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, json);
  }
  fs.writeFileSync(path.join(dir, routes.searchManifest()), JSON.stringify(manifest));
}

type BrowserResult = { openBytes: number; firstQueryBytes: number; laterKeyMedian: number; laterKeyMax: number; laterZero: number; keyToResultMedian: number; keyToResultP95: number; keyToResultMax: number; engineMedian: number; engineMax: number; longTasks: number };

/** In Chromium: open the dialog on /docs/, type each query key by key (a reader's pace), measure. */
async function inBrowser(root: string, queries: string[]): Promise<BrowserResult> {
  const server = createStaticServer({ root, compress: true });
  await new Promise<void>((r) => server.listen(0, r));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const executablePath = chromiumPath();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-gpu'] });
  const keyBytes: number[] = [];
  const keyTimes: number[] = [];
  const engine: number[] = [];
  let openBytes = 0;
  let firstQueryBytes = 0;
  let longTasks = 0;
  try {
    for (const [qi, query] of queries.entries()) {
      const page = await browser.newPage();
      let bytes = 0;
      const pending = new Set<Promise<void>>();
      page.on('response', (res) => {
        if (!res.url().startsWith(base)) return;
        const p = res
          .body()
          .then((b) => void (bytes += gzipSync(b).length))
          .catch(() => undefined);
        pending.add(p);
        void p.finally(() => pending.delete(p));
      });
      const settle = async () => {
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
        while (pending.size) await Promise.all([...pending]);
      };
      await page.goto(`${base}/docs/`, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        const w = window as unknown as { __keys: number[]; __long: number };
        w.__keys = [];
        w.__long = 0;
        addEventListener('keydown', () => w.__keys.push(performance.now()), true);
        new PerformanceObserver((l) => void (w.__long += l.getEntries().length)).observe({ type: 'longtask' });
      });
      await settle();
      bytes = 0;
      await page.getByRole('button', { name: 'Search' }).click();
      await page.locator('.DocSearch-Input').waitFor();
      // The pointer leaves the dialog: a hit under a resting pointer would be prefetched (an intent), which no keystroke asks for.
      await page.mouse.move(0, 0);
      await page.waitForFunction(() => performance.getEntriesByName('oso-search:load').length > 0);
      await settle();
      if (qi === 0) openBytes = bytes;
      let first = 0;
      for (const [i, q] of keystrokes(query).entries()) {
        bytes = 0;
        const before = await page.evaluate(() => performance.getEntriesByName('oso-search:query').length);
        await page.keyboard.type(query[q.length - 1]);
        if (query[q.length] === ' ') await page.keyboard.type(' ');
        await page.waitForFunction((n) => performance.getEntriesByName('oso-search:query').length > n, before);
        await settle();
        if (i === 0) first = bytes;
        else keyBytes.push(bytes);
      }
      if (qi === 0) firstQueryBytes = first;
      const m = await page.evaluate(() => {
        const w = window as unknown as { __keys: number[]; __long: number };
        const qs = performance.getEntriesByName('oso-search:query');
        return {
          keys: w.__keys.map((k) => {
            const q = qs.find((e) => e.startTime >= k);
            return q ? q.startTime + q.duration - k : null;
          }),
          engine: performance.getEntriesByName('oso-search:engine').map((e) => e.duration),
          long: w.__long,
        };
      });
      keyTimes.push(...m.keys.filter((x): x is number => x != null));
      engine.push(...m.engine);
      longTasks += m.long;
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
  return {
    openBytes,
    firstQueryBytes,
    laterKeyMedian: q(keyBytes, 0.5),
    laterKeyMax: Math.max(0, ...keyBytes),
    laterZero: keyBytes.filter((b) => b === 0).length / Math.max(1, keyBytes.length),
    keyToResultMedian: q(keyTimes, 0.5),
    keyToResultP95: q(keyTimes, 0.95),
    keyToResultMax: Math.max(0, ...keyTimes),
    engineMedian: q(engine, 0.5),
    engineMax: Math.max(0, ...engine),
    longTasks,
  };
}

/** Where bench/search.md's relevance section starts: it comes from bench:relevance, not from this bench. */
export const RELEVANCE_HEADING = '## Relevance on three sites';

async function main() {
  if (!fs.existsSync(path.join(OUT, routes.searchManifest()))) throw new Error(`${OUT} has no search index: build the site first (npm run build)`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-bench-search-'));
  const results: SizeResult[] = [];
  try {
    const realNode = (await measureSearch(OUT, SITE_QUERIES))!;
    const realManifest = JSON.parse(fs.readFileSync(path.join(OUT, routes.searchManifest()), 'utf8'));
    console.log(`▶ real site: ${realManifest.pages} pages`);
    results.push({ label: 'real site', pages: realManifest.pages, records: realManifest.records, indexS: NaN, files: fs.readdirSync(path.join(OUT, realManifest.base)).length + fs.readdirSync(path.join(OUT, realManifest.base, 'p')).length - 1, node: realNode, browser: BROWSER ? await inBrowser(OUT, ['funding data', 'impact metrics', 'graphql api']) : undefined });
    for (const n of SIZES) {
      console.log(`▶ generated site: ${n} pages`);
      let t = performance.now();
      const files = generateSite({ pages: n, seed: 1 });
      const generateS = (performance.now() - t) / 1000;
      t = performance.now();
      const read = [...files].filter(([f]) => /\.mdx?$/.test(f)).map(([f, text]) => {
        const { route, html } = renderPage(f, text);
        return { url: route, ...extractPage(html, route) };
      });
      const pages = withInlinks(read);
      const renderS = (performance.now() - t) / 1000;
      t = performance.now();
      const built = indexFiles(pages, site.search.synonyms);
      const indexS = (performance.now() - t) / 1000;
      const dir = path.join(tmp, `site-${n}`);
      overlay(dir, built.manifest, built.files);
      const titles = pages.map((p) => p.records[0].hierarchy.lvl1 ?? '');
      const queries = queriesFor(titles);
      const node = (await measureSearch(dir, queries))!;
      const browser = BROWSER ? await inBrowser(dir, queries.slice(0, 3)) : undefined;
      results.push({ label: `generated ${n.toLocaleString('en-US')}`, pages: built.manifest.pages, records: built.manifest.records, generateS, renderS, indexS, files: built.files.size, node, browser });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const lines = [
    `Local search at scale (${os.cpus().length} CPUs, Node ${process.version}; a query = typed key by key with a cold engine; bytes gzip)`,
    '',
    row(['', ...results.map((r) => r.label)]),
    row(['---', ...results.map(() => '---')]),
    row(['pages / records', ...results.map((r) => `${r.pages.toLocaleString('en-US')} / ${r.records.toLocaleString('en-US')}`)]),
    row(['index build (records → files)', ...results.map((r) => (Number.isNaN(r.indexS) ? 'in the build' : `${s1(r.indexS * 1000)} (${(r.indexS / (r.pages / 1000)).toFixed(2)} s/1,000 pages)`))]),
    row(['index: files, gzip in all', ...results.map((r) => `${r.files.toLocaleString('en-US')}, ${kb(r.node.gzipBytes)}`)]),
    row(['manifest (fetched on open)', ...results.map((r) => kb(r.node.manifestGzip))]),
    row(['first keystroke fetches (median)', ...results.map((r) => kb(r.node.firstKeyBytes))]),
    row(['later keystroke: median / p95 / max; share fetching nothing', ...results.map((r) => `${kb(r.node.laterKeyBytes)} / ${kb(r.node.laterKeyP95Bytes)} / ${kb(r.node.laterKeyMaxBytes)}; ${(100 * r.node.laterKeyZero).toFixed(0)}%`)]),
    row(['whole query typed (median / max)', ...results.map((r) => `${kb(r.node.queryBytes)} / ${kb(r.node.queryMaxBytes)}`)]),
    row(['of which page fragments (the rest: term shards)', ...results.map((r) => `${(100 * r.node.fragmentShare).toFixed(0)}%`)]),
    row(['engine per keystroke (Node): median / p95 / max', ...results.map((r) => `${r.node.engineMs?.toFixed(1)} / ${r.node.engineP95Ms?.toFixed(1)} / ${r.node.engineMaxMs.toFixed(1)} ms`)]),
  ];
  if (BROWSER) {
    lines.push(
      row(['Chromium: open the dialog (code + manifest)', ...results.map((r) => kb(r.browser?.openBytes))]),
      row(['Chromium: open + first keystroke', ...results.map((r) => kb(r.browser ? r.browser.openBytes + r.browser.firstQueryBytes : null))]),
      row(['Chromium: later keystroke median / max', ...results.map((r) => `${kb(r.browser?.laterKeyMedian)} / ${kb(r.browser?.laterKeyMax)}`)]),
      row(['Chromium: key → results on the page, median / p95 / max', ...results.map((r) => `${r.browser?.keyToResultMedian.toFixed(0)} / ${r.browser?.keyToResultP95.toFixed(0)} / ${r.browser?.keyToResultMax.toFixed(0)} ms`)]),
      row(['Chromium: engine (worker) median / max', ...results.map((r) => `${r.browser?.engineMedian.toFixed(1)} / ${r.browser?.engineMax.toFixed(1)} ms`)]),
      row(['Chromium: long tasks while typing', ...results.map((r) => String(r.browser?.longTasks ?? '–'))]),
    );
  }
  console.log(`\n${lines.join('\n')}`);
  fs.mkdirSync('bench', { recursive: true });
  // The relevance section (npm run bench:relevance -- --pagefind, per site) is kept as it is.
  const before = fs.existsSync('bench/search.md') ? fs.readFileSync('bench/search.md', 'utf8') : '';
  const relevance = before.indexOf(RELEVANCE_HEADING);
  fs.writeFileSync('bench/search.md', `${lines.join('\n')}\n${relevance >= 0 ? `\n${before.slice(relevance)}` : ''}`);
  fs.writeFileSync('bench/search.json', JSON.stringify(results, null, 2));
  console.log('\n→ bench/search.md, bench/search.json');
}

main().catch((e: Error) => {
  console.error(`✖ bench:search: ${e.stack ?? e.message}`);
  process.exit(1);
});
