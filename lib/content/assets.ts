/**
 * Files that docs and posts keep beside them (`./gcp_signup.png`, `../integrate/x.png`, a post's
 * `image: ./cover.png`, `import Logo from './logo.png'`): published as Docusaurus publishes them,
 * under /assets/ with a content hash in the name, so a host may cache them for ever and a
 * changed image gets a new URL. Staged in .contentlayer/assets when first referenced (during the
 * compile or the page build) and copied into out/ after the export; `npm run dev` serves the same
 * folder. Images also get their intrinsic size, so they reserve their space (no layout shift),
 * as do site images served from public/ or the content's static/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { contentPaths } from '../env';
import { isExternal } from '../url';

export const ASSETS_DIR = path.resolve('.contentlayer', 'assets');
export const ASSETS_ROUTE = '/assets/';

/** Links and sources that point at a page rather than a file (no extension, or .md/.mdx/.html). */
const PAGE = /(^|\/)[^/.]*$|\.(mdx?|html?)$/i;
export const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)$/i;

export type Asset = { url: string; size: Size | null };

const hashed = new Map<string, { mtime: number; asset: Asset }>();

/**
 * Bytes published as `/assets/<stem>-<hash><ext>` (without base path), staged once: the same bytes
 * are one file and one URL whichever page names them (a file beside the content, a site
 * component's island chunk).
 */
export function publishBytes(stem: string, ext: string, buf: Buffer | string): string {
  const hash = crypto.createHash('sha256').update(buf).digest('hex').slice(0, 8);
  const name = `${stem.replace(/[^\w.-]+/g, '-')}-${hash}${ext.toLowerCase()}`;
  const staged = path.join(ASSETS_DIR, name);
  if (!fs.existsSync(staged)) {
    fs.mkdirSync(ASSETS_DIR, { recursive: true });
    fs.writeFileSync(staged, buf);
  }
  return `${ASSETS_ROUTE}${name}`;
}

/** The published URL (without base path) of a file, staged for the export; cached per file version. */
export function publishAsset(abs: string): Asset {
  const mtime = fs.statSync(abs).mtimeMs;
  const hit = hashed.get(abs);
  if (hit && hit.mtime === mtime) return hit.asset;
  const ext = path.extname(abs);
  const asset = { url: publishBytes(path.basename(abs, ext), ext, fs.readFileSync(abs)), size: IMAGE.test(abs) ? fileImageSize(abs) : null };
  hashed.set(abs, { mtime, asset });
  return asset;
}

/**
 * The file a relative URL in `fromFile` names, when it is a file beside the content (not a page,
 * not a remote URL, and it exists). Query and hash are dropped.
 */
export function localFile(fromFile: string, url: string): string | undefined {
  if (!url || isExternal(url) || url.startsWith('/') || url.startsWith('#')) return undefined;
  let rel: string;
  try {
    rel = decodeURIComponent(url.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  if (!rel || PAGE.test(rel)) return undefined;
  const abs = path.resolve(path.dirname(fromFile), rel);
  return fs.existsSync(abs) && fs.statSync(abs).isFile() ? abs : undefined;
}

/** A URL as a page of `fromFile` needs it: a file beside the content → its asset URL, others unchanged. */
export function assetUrl(fromFile: string, url: string): string {
  const abs = localFile(fromFile, url);
  return abs ? publishAsset(abs).url : url;
}

/** A frontmatter `image` of a content file: one beside it becomes an asset; URLs and root paths stay. */
export function contentImage(source: string, image?: string): string | undefined {
  return image ? assetUrl(path.join(contentPaths().root, source), image) : undefined;
}

/** The staged asset names a text names: `/assets/<name>` (after any base path). */
export function assetNamesIn(text: string): string[] {
  return [...text.matchAll(/\/assets\/([\w.-]+)/g)].map((m) => m[1]);
}

/**
 * Copy into the export the staged assets that its pages name; returns how many. The staging folder
 * keeps every file any build ever staged (another content folder's, an image since removed from its
 * page): only what this export's pages link is published.
 */
export function copyAssets(outDir: string, used: ReadonlySet<string>, staged = ASSETS_DIR): number {
  if (!fs.existsSync(staged)) return 0;
  const dest = path.join(outDir, ASSETS_ROUTE);
  let copied = 0;
  for (const f of fs.readdirSync(staged)) {
    if (!used.has(f)) continue;
    fs.mkdirSync(dest, { recursive: true });
    fs.copyFileSync(path.join(staged, f), path.join(dest, f));
    copied++;
  }
  return copied;
}

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
  // Files published from beside the content are staged, not in a static folder.
  if (rel.startsWith(ASSETS_ROUTE)) dirs = [path.dirname(ASSETS_DIR)];
  for (const dir of dirs) {
    const file = path.join(dir, rel);
    if (file.startsWith(dir) && fs.existsSync(file)) return fileImageSize(file);
  }
  return null;
}
