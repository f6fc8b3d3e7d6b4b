/**
 * Which files of a Docusaurus site's `src/pages/` are pages, and at which route: the pages plugin's
 * `include` and `exclude` defaults and `fileToPath` (`packages/docusaurus-plugin-content-pages`).
 */
import { walkFiles } from '../fs-walk';

export const PAGE_SOURCE = /\.(mdx?|jsx?|tsx?)$/;
const MARKDOWN = /\.mdx?$/;

/** Docusaurus's pages plugin `exclude` default: partials, tests. */
const excluded = (rel: string) => rel.split('/').some((p) => p.startsWith('_') || p === '__tests__') || /\.test\.[jt]sx?$/.test(rel) || /\.d\.ts$/.test(rel);

/** `fileToPath`: `index.js` → '', `a/index.mdx` → 'a', `a/b.tsx` → 'a/b' (no slashes around). */
export const pageRoute = (rel: string) => rel.replace(PAGE_SOURCE, '').replace(/(^|\/)index$/, '');

export type PageFile = { rel: string; route: string; kind: 'markdown' | 'react' };

/** The page files of `src/pages/`, in path order; two files on one route are an error naming both. */
export function listPageFiles(pagesDir: string): PageFile[] {
  const out: PageFile[] = walkFiles(pagesDir)
    .filter((rel) => PAGE_SOURCE.test(rel) && !excluded(rel))
    .map((rel) => ({ rel, route: pageRoute(rel), kind: MARKDOWN.test(rel) ? 'markdown' : 'react' }));
  const seen = new Map<string, string>();
  for (const p of out) {
    const other = seen.get(p.route);
    if (other) throw new Error(`src/pages/${other} and src/pages/${p.rel} are both the page /${p.route}`);
    seen.set(p.route, p.rel);
  }
  return out;
}
