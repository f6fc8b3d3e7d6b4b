/**
 * Turbopack's build cache. Next 16.4 keeps one by default (`turbopackFileSystemCacheForBuild`), in
 * `.next/cache/turbopack` whatever the distDir. Warm, it saves most of the compile: a 200-page site's
 * `next build` went from 24.9 to 16.9 s (compile 9.9 → 2.5 s), its process from 0.63 to 0.43 GB.
 * Nothing prunes it, though: every change to the code and every other variant built in this checkout
 * (another content folder, OUT_DIR, BASE_PATH) adds to it, and each build loads it. At 424 MB, after
 * a day of such builds here, the same `next build` took 39.1 s and its process 1.63 GB.
 * So `npm run build` starts over when the cache has grown past CAP: about two sites' worth (one
 * build of this site or of a generated 200-page site leaves ~50 MB).
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../fs-walk';

export const TURBOPACK_CACHE_DIR = path.join(process.cwd(), '.next', 'cache', 'turbopack');

const CAP = 128 * 2 ** 20;

/** Total size of the files under `dir` (0 when it does not exist). */
function sizeOf(dir: string): number {
  return walkFiles(dir).reduce((bytes, f) => bytes + fs.statSync(path.join(dir, f)).size, 0);
}

/** Clears the cache in `dir` when it is larger than `cap` bytes; says what it found. */
export function trimTurbopackCache(dir = TURBOPACK_CACHE_DIR, cap = CAP): { bytes: number; cleared: boolean } {
  const bytes = sizeOf(dir);
  if (bytes <= cap) return { bytes, cleared: false };
  fs.rmSync(dir, { recursive: true, force: true });
  return { bytes, cleared: true };
}
