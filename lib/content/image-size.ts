import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { contentPaths } from '../env';

export type Size = { width: number; height: number };

/** Folders served from the site root: the project's public/ and the content folder's static/. */
export const staticDirs = () => [path.join(process.cwd(), 'public'), contentPaths().static];

const cache = new Map<string, Size | null>();

/** Intrinsic width and height of an image file (any format image-size reads), or null. */
export function fileImageSize(file: string): Size | null {
  if (!cache.has(file)) {
    let size: Size | null = null;
    try {
      const s = imageSize(fs.readFileSync(file));
      size = s.width && s.height ? { width: s.width, height: s.height } : null;
    } catch {
      size = null;
    }
    cache.set(file, size);
  }
  return cache.get(file) ?? null;
}

/**
 * The intrinsic size of a site image (`/img/…`, served from a static folder), read at build time
 * so Markdown images get width and height and reserve their space. Remote or unknown images: null.
 */
export function localImageSize(src: string, dirs = staticDirs()): Size | null {
  if (!src.startsWith('/') || src.startsWith('//')) return null;
  let rel: string;
  try {
    rel = decodeURIComponent(src.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  for (const dir of dirs) {
    const file = path.join(dir, rel);
    if (file.startsWith(dir) && fs.existsSync(file)) return fileImageSize(file);
  }
  return null;
}
