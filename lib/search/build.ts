import type { ExportedSite } from '../exported-site';
import { routes } from '../routes';
import { INDEX_DIR, sectionPrefixes } from './constants';
import { site as siteConfig } from '../site';
import { BASE_PATH, TRAILING_SLASH, trimSlashes } from '../url';
import { routeBases, routeUnder } from '../route-bases';
import { docsVersions, versionOfRoute } from '../docusaurus/versions';
import { extractPage } from './records';
import { pageMemo } from '../builder/page-memo';

/** Where reading a page's records starts (its code is part of each kept result's key). */
const RECORDS_CODE = 'lib/search/records.ts';
import { delocalizePath, localizePath } from '../docusaurus/i18n';
import { indexFiles, type IndexStats } from './index-files';
import { gzipSize } from '../gzip-size';
import fs from 'node:fs';
import path from 'node:path';
import { isNotFoundRoute } from '../i18n/not-found';
import type { IndexOptions, IndexPage } from './sharded-index';
import type { SearchRecord } from './types';

/**
 * Post-build: every exported page → records → the sharded index (lib/search/sharded-index.ts),
 * written under out/_next/static/search/<hash>/ (cached as immutable by hosts) with the manifest at
 * a fixed address.
 */
/** Exported routes that are never documents, whatever their HTML says. */
const NOT_DOCUMENTS = [new RegExp(`^${routes.search()}$`)];
/** A route that is no document: the search page, or a 404 page in any locale (lib/i18n/not-found.ts). */
const notDocument = (route: string) => isNotFoundRoute(siteConfig.i18n, route) || NOT_DOCUMENTS.some((re) => re.test(route));

/**
 * Every document page of the export, in route order, with its records and how many pages link to it.
 * A page's records are read once per HTML (lib/builder/page-memo.ts): a page kept from the last build
 * costs no parse.
 */
export function collectPages(site: ExportedSite, memo = pageMemo(site.dir, 'search-records', [RECORDS_CODE])): IndexPage[] {
  const read = site
    .pages()
    // A page is `path/index.html`, or `path.html` on a trailingSlash: false site (404.html is neither a document).
    .filter((p) => (p.file.endsWith('index.html') || !TRAILING_SLASH) && !notDocument(p.route))
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((p) => ({ url: p.route, ...memo.of([p.html, p.route, BASE_PATH, JSON.stringify(sectionPrefixes())], () => extractPage(p.html, p.route, BASE_PATH)) }));
  memo.done();
  return withInlinks(read);
}

/** Extracted pages → index pages, each with the number of other pages whose text links to it. */
export function withInlinks(read: (ReturnType<typeof extractPage> & { url: string })[]): IndexPage[] {
  const kept = read.filter((p) => p.records.length);
  const inlinks = new Map<string, number>();
  for (const p of kept) for (const l of p.links) inlinks.set(l, (inlinks.get(l) ?? 0) + 1);
  return kept.map((p) => ({ url: p.url, records: p.records, description: p.description, inlinks: inlinks.get(p.url) ?? 0, ...(p.code ? { code: p.code } : {}) }));
}

/** Every record of the export, in route order (what `search:push` uploads). */
export const collectRecords = (site: ExportedSite): SearchRecord[] => collectPages(site).flatMap((p) => p.records);

/** A route of a docs version other than the last (lib/docusaurus/versions.ts), on a site with versions. */
export function olderVersionRoute(route: string): boolean {
  if (docsVersions().length < 2) return false;
  const rest = routeUnder(trimSlashes(route), routeBases().docs);
  return rest !== null && !versionOfRoute(rest).isLast;
}

/** The docs version (its name) of a route, on a site with versions; none off the docs. */
export function versionOfDocsRoute(route: string): string | undefined {
  if (docsVersions().length < 2) return undefined;
  const rest = routeUnder(trimSlashes(route), routeBases().docs);
  return rest === null ? undefined : versionOfRoute(rest).name;
}

/** Where a page's terms are worked out (sharded-index.ts analyzePage; its code is part of each kept result's key). */
const TERMS_CODE = 'lib/search/sharded-index.ts';

/** The `base` of the manifest at `sitePath` in the last export, if it has one. */
function previousBase(site: ExportedSite, sitePath: string): string | undefined {
  if (!site.previous) return undefined;
  try {
    const base = (JSON.parse(fs.readFileSync(path.join(site.previous, sitePath), 'utf8')) as { base?: unknown }).base;
    return typeof base === 'string' && base.startsWith(`/${INDEX_DIR}/`) ? base : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One index per locale, of that locale's pages (as each Docusaurus locale build has its own search
 * index): the default locale's manifest at routes.searchManifest(), another's under its path
 * (`/zh-CN/search-index.json`, what its pages' search loads: lib/i18n/current-locale.ts).
 * Returns the default locale's stats and how many of its files were kept from the last export.
 *
 * An edit build (#54) redoes only what depends on the edited pages: each page's terms and fragments
 * are kept per page (`analyzePage` through lib/builder/page-memo.ts, keyed by the page's records), so
 * only the pages whose records changed are analysed again; what spans pages (the strengths, which
 * depend on the average page length, the shards, the directory) is worked out again from them. The
 * folder of the index is named by the hash of its whole content, so it moves with any change; a file
 * whose bytes are the last export's same file in the last folder (most fragments, the shards an edit
 * did not reach) is linked from it rather than written (ExportedSite.writeReusing). The result is the
 * index a cold build writes, byte for byte; a removed page is gone from it as from a cold build's.
 */
export function writeSearchIndex(site: ExportedSite): IndexStats & { reused: number } {
  const all = collectPages(site);
  site.remove(INDEX_DIR);
  const i18n = siteConfig.i18n;
  const memo = pageMemo(site.dir, 'search-terms', [TERMS_CODE]);
  const analyzed: IndexOptions['analyzed'] = (p, chunkChars, analyze) =>
    memo.of([JSON.stringify([p.url, p.records, p.description ?? null, p.code ?? null, chunkChars, sectionPrefixes()])], analyze);
  const sizes = pageMemo(site.dir, 'search-gzip', ['lib/search/index-files.ts']);
  const sizeOf = (json: string) => sizes.of([json], () => gzipSize(json));
  let first: (IndexStats & { reused: number }) | undefined;
  for (const { locale } of i18n.locales) {
    const pages = all.filter((p) => delocalizePath(i18n, p.url).locale === locale);
    const inDefault = (route: string) => delocalizePath(i18n, route).path;
    const { manifest, files, stats } = indexFiles(pages, siteConfig.search.synonyms, { olderVersion: (route) => olderVersionRoute(inDefault(route)), versionOf: (route) => versionOfDocsRoute(inDefault(route)), analyzed }, sizeOf);
    const manifestPath = localizePath(i18n, locale, routes.searchManifest()).slice(1);
    const before = previousBase(site, manifestPath);
    let reused = 0;
    for (const [file, json] of files) {
      // The same file of the last index: under its folder, by the same name.
      const was = before ? `${before}${file.slice(manifest.base.length)}` : file;
      if (site.writeReusing(file.slice(1), json, was.slice(1))) reused++;
    }
    site.write(manifestPath, JSON.stringify(manifest));
    first ??= { ...stats, reused };
  }
  memo.done();
  sizes.done();
  return first!;
}

/**
 * Turbopack bundles `new Worker(new URL('./worker.ts', import.meta.url))` into chunks (what the
 * browser runs) and also copies the worker's TypeScript source to _next/static/media/, which
 * nothing requests. Source files are not published.
 */
function removeWorkerSource(out: ExportedSite): string[] {
  const stray = out.files().filter((f) => /^_next\/static\/media\/worker\.[\w-]+\.ts$/.test(f));
  for (const f of stray) out.remove(f);
  return stray;
}

/** The post-build step: the index, from at least one page. Its size is reported, never a reason to fail: a reader fetches only what a query needs. */
export function searchIndexStep(out: ExportedSite): string {
  const removed = removeWorkerSource(out);
  const m = writeSearchIndex(out);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (m.pages === 0) throw new Error('no page produced search records: is the HTML structure (main > article > h1) still the same?');
  return (
    `${m.records} records from ${m.pages} pages → ${m.shards} term shards, ${m.blocks ? 'their directory in the manifest' : `${m.directory.length} directory blocks`} and ${m.parts} fragment parts under ${m.base}, ` +
    `${kb(m.gzipBytes)} gzip in all (largest shard ${kb(m.largestShardGzip)}, largest fragment ${kb(m.largestFragmentGzip)}); ${m.reused} of ${m.files} files unchanged, kept from the last export` +
    `${removed.length ? `; removed the unused worker source ${removed.join(', ')}` : ''}`
  );
}
