import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ExportedSite } from '../build/exported-site';
import { routes } from '../routes';
import { INDEX_FORMAT, packIndex } from './local-index';
import { extractRecords } from './records';
import type { SearchRecord } from './types';

/**
 * Post-build: every exported page → records → the packed index, written content-hashed under
 * out/_next/static/ (cached as immutable by hosts) with a small manifest at a fixed address.
 */
export const INDEX_DIR = '_next/static/search';
/** Exported routes that are never documents, whatever their HTML says. */
const NOT_DOCUMENTS = [/^\/404\/$/, /^\/_not-found\/$/, new RegExp(`^${routes.search()}$`)];

/** Every page of the export (a folder's index.html: not 404.html) → its records, in route order. */
export function collectRecords(site: ExportedSite): SearchRecord[] {
  return site
    .pages()
    .filter((p) => p.file.endsWith('index.html') && !NOT_DOCUMENTS.some((re) => re.test(p.route)))
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap((p) => extractRecords(p.html, p.route));
}

export type Manifest = { format: number; path: string; records: number; pages: number; bytes: number; gzipBytes: number };

export function writeSearchIndex(site: ExportedSite): Manifest {
  const records = collectRecords(site);
  const json = JSON.stringify(packIndex(records));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  site.remove(INDEX_DIR);
  const file = `index.${hash}.json`;
  site.write(`${INDEX_DIR}/${file}`, json);
  const manifest: Manifest = {
    format: INDEX_FORMAT,
    path: `/${INDEX_DIR}/${file}`,
    records: records.length,
    pages: new Set(records.map((r) => r.url_without_anchor)).size,
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, { level: 9 }).length,
  };
  site.write(routes.searchManifest().slice(1), JSON.stringify(manifest));
  return manifest;
}

/** The index may not grow past this (every reader downloads it whole on first search). */
export const GZIP_BUDGET = 300 * 1024;

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

/** The post-build step: the index, within its budget, from at least one page. */
export function searchIndexStep(out: ExportedSite): string {
  const removed = removeWorkerSource(out);
  const m = writeSearchIndex(out);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (m.pages === 0) throw new Error('no page produced search records: is the HTML structure (main > article > h1) still the same?');
  if (m.gzipBytes > GZIP_BUDGET) throw new Error(`the index is ${kb(m.gzipBytes)} gzip, over the ${kb(GZIP_BUDGET)} budget.`);
  return `${m.records} records from ${m.pages} pages → ${m.path}, ${kb(m.bytes)} raw, ${kb(m.gzipBytes)} gzip (budget ${kb(GZIP_BUDGET)})${removed.length ? `; removed the unused worker source ${removed.join(', ')}` : ''}`;
}
