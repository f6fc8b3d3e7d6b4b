/**
 * V8's explicit compile hint for the scripts every page runs on load.
 *
 * A chunk's functions are compiled lazily, on first call: for React and the Next.js router that is
 * during the one task that starts the page, on the main thread (a third to a half of that task on
 * this site). `//# allFunctionsCalledOnLoad` as a script's first line tells V8 (Chrome 136+) that
 * its functions run on load, so they are compiled eagerly, while the script streams in, off the
 * main thread. Other engines read a comment. Only first-load chunks get the hint: lazily loaded
 * code (the search dialog, nprogress, the search worker) keeps lazy compilation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileForSrc, scriptsOf } from './first-load';
import type { PageMemo } from './page-memo';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunk files (absolute paths) that some page loads with a <script src>, noModule polyfills aside.
 * With `memo`, each page's script list is read once per HTML across builds (lib/builder/page-memo.ts).
 */
export function firstLoadChunks(outDir: string, pagesHtml: Iterable<string>, basePath = '', memo?: PageMemo): string[] {
  const files = new Set<string>();
  const statics = path.join(outDir, '_next', 'static') + path.sep;
  const srcOf = (html: string) => (memo ? memo.of([html], () => scriptsOf(html).src) : scriptsOf(html).src);
  for (const html of pagesHtml) {
    for (const src of srcOf(html)) {
      const file = fileForSrc(outDir, src, basePath);
      if (file.startsWith(statics) && file.endsWith('.js') && fs.existsSync(file)) files.add(file);
    }
  }
  return [...files].sort();
}

/** Prefix each chunk with the hint (once). Returns the files changed. */
export function addCompileHints(chunks: string[]): string[] {
  const changed: string[] = [];
  for (const file of chunks) {
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    changed.push(file);
  }
  return changed;
}
