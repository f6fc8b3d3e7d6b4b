import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
const NOT_DOCUMENTS = [/^\/404\/$/, /^\/_not-found\/$/, /^\/_next\//, new RegExp(`^${routes.search()}$`)];

/** `out/docs/a/index.html` → `/docs/a/`. */
export function routeOfFile(outDir: string, file: string): string {
  const rel = path.relative(outDir, path.dirname(file)).split(path.sep).filter(Boolean).join('/');
  return rel ? `/${rel}/` : '/';
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(p);
    return e.name === 'index.html' ? [p] : [];
  });
}

export function collectRecords(outDir: string): SearchRecord[] {
  return htmlFiles(outDir)
    .map((file) => ({ file, route: routeOfFile(outDir, file) }))
    .filter(({ route }) => !NOT_DOCUMENTS.some((re) => re.test(route)))
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap(({ file, route }) => extractRecords(fs.readFileSync(file, 'utf8'), route));
}

export type Manifest = { format: number; path: string; records: number; pages: number; bytes: number; gzipBytes: number };

export function writeSearchIndex(outDir: string): Manifest {
  const records = collectRecords(outDir);
  const json = JSON.stringify(packIndex(records));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
  const dir = path.join(outDir, INDEX_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const file = `index.${hash}.json`;
  fs.writeFileSync(path.join(dir, file), json);
  const manifest: Manifest = {
    format: INDEX_FORMAT,
    path: `/${INDEX_DIR}/${file}`,
    records: records.length,
    pages: new Set(records.map((r) => r.url_without_anchor)).size,
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, { level: 9 }).length,
  };
  fs.writeFileSync(path.join(outDir, routes.searchManifest().slice(1)), JSON.stringify(manifest));
  return manifest;
}
