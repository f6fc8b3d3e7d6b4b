/**
 * The post-build's per-page results, kept between builds (#54): what a step reads out of one exported
 * page (the search index's records, the link check's links and ids, the SEO audit's tags) depends on
 * that page's HTML and the step's code only, so it is kept under the hash of both and read back while
 * they are the same. An author's next build re-reads only the pages it generated again (lib/builder/page-reuse.ts
 * keeps the others, byte for byte as the last build had them): with 10 docs versions, the ~1,650 kept
 * pages cost a read and a hash each instead of an HTML parse each.
 *
 * What a step decides across pages is never kept: the link check still resolves every link against
 * this export's files (a removed page breaks the links to it), the audit still compares the sitemap
 * with this build's pages, the index is still built from every page's records.
 *
 * The memo is lib/memo.ts's (one file per entry, no lookups: the key is all the result depends on),
 * one folder per export folder and step under node_modules/.cache/oso-postbuild/; each build removes
 * the entries it did not use (`done`). `rm -rf` it to read every page again.
 */
import path from 'node:path';
import { codeHash, DiskMemo, hashOf } from '../memo';

export const PAGE_MEMO_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'oso-postbuild');

/** Bump to drop every kept result when a step's output changes in a way its hashed code misses. */
const VERSION = 1;

export type PageMemo = {
  /** The result for these inputs (the page's HTML and anything else the result reads): kept, else computed and kept. Must survive JSON. */
  of<T>(inputs: string[], compute: () => T): T;
  /** After a step asked for every page: removes the results it did not use; how many it read back. */
  done(): { hits: number; misses: number };
};

/**
 * The memo of one step over the export in `outDir`: `code` names the files where the step's per-page
 * work starts (relative to the project; what they import is hashed too).
 */
export function pageMemo(outDir: string, step: string, code: string[], dir = PAGE_MEMO_DIR, root = process.cwd()): PageMemo {
  const memo = new DiskMemo(path.join(dir, hashOf(path.resolve(outDir)).slice(0, 16), step));
  const version = hashOf(`v${VERSION}`, codeHash(code, root));
  return {
    of: (inputs, compute) => memo.get(hashOf(version, ...inputs).slice(0, 32), {}, compute),
    done: () => {
      memo.prune();
      return { hits: memo.hits, misses: memo.misses };
    },
  };
}
