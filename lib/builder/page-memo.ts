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
 * One file per export folder and step under node_modules/.cache/oso-postbuild/, each line a key and its
 * result's JSON: a build reads it once, parses a result only when asked for it, and writes it again
 * (with only the results it used) when it computed any or left any unused. At 10 docs versions an
 * author's next build asked six steps for ~3,900 results; one small file each cost an open, a read
 * and a close apiece. A page's HTML is hashed once for every step that reads it (the same string,
 * lib/exported-site.ts keeps each page's text). `rm -rf` the folder to read every page again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeHash, hashOf } from '../memo';

export const PAGE_MEMO_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'oso-postbuild');

/** Bump to drop every kept result when a step's output changes in a way its hashed code misses. */
const VERSION = 2;

export type PageMemo = {
  /** The result for these inputs (the page's HTML and anything else the result reads): kept, else computed and kept. Must survive JSON. */
  of<T>(inputs: string[], compute: () => T): T;
  /** After a step asked for every page: removes the results it did not use; how many it read back. */
  done(): { hits: number; misses: number };
};

/** Each long input's hash, by the input itself: the steps hash the same page texts. */
const digests = new Map<string, string>();
const LONG = 1024;
const digestOf = (input: string) => {
  if (input.length < LONG) return `=${input}`;
  let d = digests.get(input);
  if (d === undefined) digests.set(input, (d = `#${hashOf(input)}`));
  return d;
};

/** A step's kept results, each key's JSON unparsed: `key\tjson` lines. */
function readPack(file: string): Map<string, string> {
  const out = new Map<string, string>();
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return out; // nothing kept yet
  }
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) out.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return out;
}

/**
 * The memo of one step over the export in `outDir`: `code` names the files where the step's per-page
 * work starts (relative to the project; what they import is hashed too).
 */
export function pageMemo(outDir: string, step: string, code: string[], dir = PAGE_MEMO_DIR, root = process.cwd()): PageMemo {
  const folder = path.join(dir, hashOf(path.resolve(outDir)).slice(0, 16));
  const file = path.join(folder, `${step}.tsv`);
  const version = hashOf(`v${VERSION}`, codeHash(code, root));
  let kept: Map<string, string> | undefined;
  const used = new Map<string, string>();
  let hits = 0;
  let misses = 0;
  return {
    of<T>(inputs: string[], compute: () => T): T {
      const key = hashOf(version, ...inputs.map(digestOf)).slice(0, 32);
      kept ??= readPack(file);
      const stored = used.get(key) ?? kept.get(key);
      if (stored !== undefined) {
        hits++;
        used.set(key, stored);
        return JSON.parse(stored) as T;
      }
      misses++;
      const value = compute();
      // JSON holds no tab or raw newline: one line per result (none for a value JSON cannot hold).
      const json = JSON.stringify(value) as string | undefined;
      if (json !== undefined) used.set(key, json);
      return value;
    },
    done() {
      kept ??= readPack(file);
      if (misses || used.size !== kept.size) {
        fs.mkdirSync(folder, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, [...used].map(([k, v]) => `${k}\t${v}\n`).join(''));
        fs.renameSync(tmp, file);
      }
      // The folder of one file per result this memo kept before (VERSION 1).
      fs.rmSync(path.join(folder, step), { recursive: true, force: true });
      return { hits, misses };
    },
  };
}
