import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { INDEX_DIR } from './constants';
import { buildIndex, fragmentPath, type IndexPage, type Manifest, shardPath } from './sharded-index';

export type IndexStats = Manifest & { files: number; largestShardGzip: number; largestFragmentGzip: number };

/** The index's files (site path → JSON) and manifest for these pages; pure, for the build and the bench. */
export function indexFiles(pages: IndexPage[], synonyms: string[][]): { manifest: Manifest; files: Map<string, string>; stats: IndexStats } {
  const built = buildIndex(pages, synonyms);
  const hash = createHash('sha256');
  const shards = built.shards.map((s) => JSON.stringify(s));
  const fragments = built.fragments.map((f) => JSON.stringify(f));
  for (const s of [...shards, ...fragments, JSON.stringify(built.manifest)]) hash.update(s).update('\n');
  const base = `/${INDEX_DIR}/${hash.digest('hex').slice(0, 16)}/`;
  const files = new Map<string, string>();
  shards.forEach((s, i) => files.set(shardPath({ base }, i), s));
  fragments.forEach((f, i) => files.set(fragmentPath({ base }, i), f));
  const gz = (s: string) => gzipSync(s, { level: 6 }).length;
  let bytes = 0;
  let gzipBytes = 0;
  let largestShardGzip = 0;
  let largestFragmentGzip = 0;
  for (const [file, json] of files) {
    const g = gz(json);
    bytes += Buffer.byteLength(json);
    gzipBytes += g;
    if (file.includes('/p/')) largestFragmentGzip = Math.max(largestFragmentGzip, g);
    else largestShardGzip = Math.max(largestShardGzip, g);
  }
  const manifest: Manifest = { ...built.manifest, base, bytes, gzipBytes };
  return { manifest, files, stats: { ...manifest, files: files.size, largestShardGzip, largestFragmentGzip } };
}

