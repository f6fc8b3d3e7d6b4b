import { createHash } from 'node:crypto';
import { gzipSize } from '../gzip-size';
import { INDEX_DIR } from './constants';
import { blockPath, buildIndex, fragmentPath, type IndexOptions, type IndexPage, type Manifest, shardPath } from './sharded-index';

export type IndexStats = Manifest & { files: number; parts: number; largestShardGzip: number; largestFragmentGzip: number };

/**
 * The index's files (site path → JSON) and manifest for these pages; pure, for the build and the bench.
 * `sizeOf` gives a file's gzip size (the build keeps them per file between builds: at 10 docs versions
 * gzipping the ~2,500 files for the manifest's sizes was a fifth of an author's next build's index).
 */
export function indexFiles(pages: IndexPage[], synonyms: string[][], opts?: IndexOptions, sizeOf: (json: string) => number = gzipSize): { manifest: Manifest; files: Map<string, string>; stats: IndexStats } {
  const built = buildIndex(pages, synonyms, opts);
  const hash = createHash('sha256');
  const shards = built.shards.map((s) => JSON.stringify(s));
  const blocks = built.manifest.blocks ? [] : built.blocks.map((b) => JSON.stringify(b));
  const fragments = built.fragments.map((parts) => parts.map((f) => JSON.stringify(f)));
  for (const s of [...shards, ...blocks, ...fragments.flat(), JSON.stringify(built.manifest)]) hash.update(s).update('\n');
  const base = `/${INDEX_DIR}/${hash.digest('hex').slice(0, 16)}/`;
  const files = new Map<string, string>();
  shards.forEach((s, i) => files.set(shardPath({ base }, i), s));
  blocks.forEach((b, k) => files.set(blockPath({ base }, k), b));
  fragments.forEach((parts, id) => parts.forEach((f, part) => files.set(fragmentPath({ base }, id, part), f)));
  let bytes = 0;
  let gzipBytes = 0;
  let largestShardGzip = 0;
  let largestFragmentGzip = 0;
  for (const [file, json] of files) {
    const g = sizeOf(json);
    bytes += Buffer.byteLength(json);
    gzipBytes += g;
    if (file.includes('/p/')) largestFragmentGzip = Math.max(largestFragmentGzip, g);
    else if (/\/t\d+\.json$/.test(file)) largestShardGzip = Math.max(largestShardGzip, g);
  }
  const manifest: Manifest = { ...built.manifest, base, bytes, gzipBytes };
  return { manifest, files, stats: { ...manifest, files: files.size, parts: fragments.reduce((n, p) => n + p.length, 0), largestShardGzip, largestFragmentGzip } };
}

