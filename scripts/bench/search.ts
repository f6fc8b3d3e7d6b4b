// The local search index over an export (or an index written elsewhere): its size, and what each
// query costs with a cold engine — bytes downloaded (gzip) and the engine's own time — through the
// same engine the browser runs (lib/search).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from '@/lib/builder/first-load';
import { MAX_HITS_PER_GROUP } from '@/lib/search/constants';
import { createEngine } from '@/lib/search/engine';
import type { Manifest } from '@/lib/search/sharded-index';
import { dialogRequest } from './relevance';

/** Queries for the real site (its own vocabulary). */
export const SITE_QUERIES = ['bigquery', 'pyoso', 'dagster', 'retro funding', 'impact metrics', 'oss directory', 'graphql api', 'sqlmesh',
  'collections', 'dependencies', 'optimism', 'gitcoin grants', 'network graph', 'semantic layer', 'airbyte', 'artifacts', 'onchain',
  'developer activity', 'python client', 'quickstart', 'funding data', 'contract', 'trino', 'data portal', 'how to contribute'];

const pct = (xs: number[], p: number) => (xs.length ? xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] : null);

/** Every prefix a reader types on the way to `query` ("f", "fu", …, "funding data"). */
export const keystrokes = (query: string) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter((q) => !q.endsWith(' '));

/**
 * `root` holds search-index.json and the files it names (an export, or a bench overlay). For each
 * query, a fresh engine types it key by key, as the dialog asks: bytes are the gzip size of every
 * file fetched (the manifest included), first keystroke and later ones apart.
 */
export async function measureSearch(root: string, queries: string[] = SITE_QUERIES) {
  const manifestFile = path.join(root, 'search-index.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifestText = fs.readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const gz = new Map<string, number>();
  const sizeOf = (p: string) => {
    if (!gz.has(p)) gz.set(p, gzipSize(fs.readFileSync(path.join(root, p))));
    return gz.get(p)!;
  };
  const engineMs: number[] = [];
  const firstBytes: number[] = [];
  const laterBytes: number[] = [];
  const queryBytes: number[] = [];
  let fragmentBytes = 0;
  let shardBytes = 0;
  for (const query of queries) {
    let bytes = gzipSize(Buffer.from(manifestText));
    const engine = createEngine(manifest, async (p: string) => {
      bytes += sizeOf(p);
      if (p.includes('/p/')) fragmentBytes += sizeOf(p);
      else shardBytes += sizeOf(p);
      return JSON.parse(fs.readFileSync(path.join(root, p), 'utf8'));
    });
    let total = 0;
    let i = 0;
    for (const q of keystrokes(query)) {
      const before = bytes;
      const { ms } = await engine.search([{ ...dialogRequest(q), hitsPerGroup: MAX_HITS_PER_GROUP }]);
      engineMs.push(ms);
      (i++ === 0 ? firstBytes : laterBytes).push(bytes - before);
      total = bytes;
    }
    queryBytes.push(total);
  }
  return {
    pages: manifest.pages,
    records: manifest.records,
    shards: manifest.shards,
    gzipBytes: manifest.gzipBytes,
    bytes: manifest.bytes,
    manifestGzip: gzipSize(Buffer.from(manifestText)),
    queries: queries.length,
    keystrokes: engineMs.length,
    engineMs: pct(engineMs, 0.5),
    engineP95Ms: pct(engineMs, 0.95),
    engineMaxMs: Math.max(...engineMs),
    firstKeyBytes: pct(firstBytes, 0.5),
    laterKeyBytes: pct(laterBytes, 0.5),
    laterKeyP95Bytes: pct(laterBytes, 0.95),
    laterKeyMaxBytes: Math.max(0, ...laterBytes),
    laterKeyZero: laterBytes.filter((b) => b === 0).length / Math.max(1, laterBytes.length),
    queryBytes: pct(queryBytes, 0.5),
    queryMaxBytes: Math.max(...queryBytes),
    /** Of the bytes fetched, the share that was page fragments (the rest: term shards). */
    fragmentShare: fragmentBytes / Math.max(1, fragmentBytes + shardBytes),
  };
}
