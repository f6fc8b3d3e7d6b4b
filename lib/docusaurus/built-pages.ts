/**
 * The compiled pages of the content folder's `src/pages/`, as the routes that draw them read them:
 * written once per build by lib/content/site-pages-file.ts (`writeSitePages`) next to contentlayer's documents. This
 * module imports nothing of the compile, so the routes' server bundle carries none of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledPage } from './src-pages';

export const BUILT_PAGES_FILE = path.resolve('.contentlayer', 'site-pages.json');

let pages: { mtime: number; list: CompiledPage[]; all: CompiledPage[] } | undefined;

/**
 * The site's own pages (none without `src/pages/`, or before the content was generated), read again
 * when the file was written again (`npm run dev` compiles them anew after an edit: scripts/dev.ts).
 */
function builtPages(): { list: CompiledPage[]; all: CompiledPage[] } {
  const mtime = fs.statSync(BUILT_PAGES_FILE, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  if (pages?.mtime !== mtime) {
    const all = mtime < 0 ? [] : (JSON.parse(fs.readFileSync(BUILT_PAGES_FILE, 'utf8')) as CompiledPage[]);
    pages = { mtime, all, list: all.filter((p) => !p.locale) };
  }
  return pages;
}

/** The default locale's pages: every locale has these routes. */
export const sitePages = (): CompiledPage[] => builtPages().list;

/**
 * The page at `route` as `locale` shows it: its translation from i18n/<locale>/docusaurus-plugin-content-pages/
 * when there is one (./page-files.ts localizedPageFiles), else the default locale's page.
 */
export const sitePage = (route: string, locale?: string) => (locale ? builtPages().all.find((p) => p.route === route && p.locale === locale) : undefined) ?? sitePages().find((p) => p.route === route);
