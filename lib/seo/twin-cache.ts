/**
 * The Markdown twins' bodies cached on disk, so a build converts only the documents that changed
 * (#40). Converting is a full MDX parse and a print (lib/seo/markdown.ts), redone on every build for
 * bodies that almost never change: on the Docusaurus sample (80 twins, a host at load 5 on 2 cores)
 * writing the twins and llms.txt took 2.0 s with every body converted, 0.27 s with every body
 * cached, 0.6 s with one document edited (measured in the step's process, imports excluded).
 *
 * A body's key hashes what the conversion reads directly: the MDX, the document's path (links
 * resolve from it), the site's origin and the conversion's code (lib/seo/markdown.ts and the
 * project files it imports, read at run time, and the installed packages). What it asks along the
 * way — the URL of each link and image (another document's slug can move it) and the rows of each
 * chart's data file — the memo (lib/memo.ts) records with the body and asks again before
 * using it: an entry whose answers changed is converted afresh. The output is the same, byte for
 * byte, as without the cache.
 *
 * The cache lives with npm's other build caches, one folder per content folder under
 * node_modules/.cache/oso-markdown-twins/ and one file per body, so an edit writes one file. Each
 * build removes its folder's bodies it did not use (edited or deleted documents, older code), and
 * the folders of content folders not built for 30 days. `rm -rf` it to convert every body again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { absoluteUrl } from '../absolute-url';
import { codeHash, DiskMemo, hashOf } from '../memo';

export { importedFiles } from '../memo';
import { mdxToMarkdown, type TwinOptions } from './markdown';

export const TWIN_CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'oso-markdown-twins');

/** Bump to drop every cached body when the conversion changes in a way the hashed files miss. */
const VERSION = 1;

/** Where the conversion starts (its code is hashed with the installed packages: lib/memo.ts codeHash). */
const CONVERSION = 'lib/seo/markdown.ts';

/** The hash of the conversion's code: its files and the installed packages. */
const conversionHash = (root: string) => codeHash([CONVERSION], root, `v${VERSION}`);

/** The key of the body of the document at `source` (relative to the content folder) with MDX `raw`. */
export const twinKey = (source: string, raw: string, root = process.cwd()) => hashOf(conversionHash(root), absoluteUrl('/'), source, raw).slice(0, 32);

/** The memo of the twins of the content folder `contentRoot`: a folder of its own in `dir`. */
export function twinMemo(contentRoot: string, dir = TWIN_CACHE_DIR): DiskMemo {
  return new DiskMemo(path.join(dir, hashOf(path.resolve(contentRoot)).slice(0, 16)));
}

/** The folders of content folders not built for this long go at the end of a build. */
const UNUSED_FOR_MS = 30 * 24 * 3600 * 1000;

/** After a build asked for every body: remove the bodies it did not use, and stale folders. */
export function pruneTwins(memo: DiskMemo, now = Date.now()): number {
  const removed = memo.prune();
  try {
    fs.utimesSync(memo.dir, now / 1000, now / 1000);
    const parent = path.dirname(memo.dir);
    for (const d of fs.readdirSync(parent)) {
      const abs = path.join(parent, d);
      if (abs !== memo.dir && now - fs.statSync(abs).mtimeMs > UNUSED_FOR_MS) fs.rmSync(abs, { recursive: true, force: true });
    }
  } catch {
    // nothing cached, or not ours to clean
  }
  return removed;
}

/**
 * The twin body of the document at `source` (MDX `raw`): from `memo` when neither it nor what it
 * looked up changed, else converted (by `convert`, mdxToMarkdown but for tests) and stored.
 */
export function cachedTwinBody(memo: DiskMemo, source: string, raw: string, o: TwinOptions, convert = mdxToMarkdown): string {
  return memo.get(twinKey(source, raw), { readData: o.readData, resolveUrl: o.resolveUrl }, (looked) => convert(raw, looked));
}
