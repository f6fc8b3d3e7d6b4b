/**
 * Which files of a Docusaurus site are pages: the docs and posts (the docs and blog plugins'
 * `include` and `exclude` defaults), and the files of `src/pages/` with their routes (the pages
 * plugin's defaults and `fileToPath`, `packages/docusaurus-plugin-content-pages`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../fs-walk';
import { contentFolders, contentKindOf, translatedBlogFolders, translatedDocFolders, translatedPostOf, VERSIONED_DOCS } from '../content-folders';

export const PAGE_SOURCE = /\.(mdx?|jsx?|tsx?)$/;
const MARKDOWN = /\.mdx?$/;

/** A file or folder named `_…` is a partial, imported by pages and never one itself (every plugin's `exclude` default). */
export const isPartialPath = (rel: string) => rel.split('/').some((p) => p.startsWith('_'));

/** The folders of the site folder whose Markdown files are docs and posts (the plugins' `path`, lib/content-folders.ts). */
export const contentPageFolders = () => [contentFolders().docs, VERSIONED_DOCS, contentFolders().blog, ...translatedDocFolders(), ...translatedBlogFolders()];

/**
 * A file of the content folder (`rel` relative to it: docs/intro.md) that is a doc or a post: a
 * .md or .mdx file under the docs' or the blog's folder, not a partial. contentlayer is given the same rule as
 * globs (contentGlobs()); the checks, `npm run dev`'s re-checks and the build's page reuse ask this.
 */
export const isContentPage = (rel: string) => contentKindOf(rel) !== null && MARKDOWN.test(rel) && !isPartialPath(rel);

/**
 * A file contentlayer makes a document of: a doc or post (isContentPage), or another locale's
 * translated doc (`i18n/zh-CN/docusaurus-plugin-content-docs/current/a.md`, or `version-<name>/`,
 * not a partial: contentGlobs' docs pattern). The build's page reuse and its document count, and
 * the importers of an edited file, ask this: a locale's sources are documents as the default's are.
 */
export const isDocumentSource = (rel: string) =>
  isContentPage(rel) ||
  (MARKDOWN.test(rel) &&
    !isPartialPath(rel) &&
    (translatedPostOf(rel) !== null || translatedDocFolders().some((f) => rel.startsWith(`${f}/`) && /^(current|version-[^/]+)\//.test(rel.slice(f.length + 1)))));

/** isContentPage as contentlayer's globs: each folder's `filePathPattern`, and the `contentDirExclude` of partials. */
export const contentGlobs = () => ({
  docs: `{${[contentFolders().docs, `${VERSIONED_DOCS}/version-*`, ...translatedDocFolders().map((f) => `${f}/{current,version-*}`)].join(',')}}/**/*.{md,mdx}`,
  blog: translatedBlogFolders().length ? `{${[contentFolders().blog, ...translatedBlogFolders()].join(',')}}/**/*.{md,mdx}` : `${contentFolders().blog}/**/*.{md,mdx}`,
  exclude: ['node_modules', '.git', '**/_*', '**/_*/**'],
});

/** Docusaurus's pages plugin `exclude` default: partials, tests. */
const excluded = (rel: string) => isPartialPath(rel) || rel.split('/').includes('__tests__') || /\.test\.[jt]sx?$/.test(rel) || /\.d\.ts$/.test(rel);

/** `fileToPath`: `index.js` → '', `a/index.mdx` → 'a', `a/b.tsx` → 'a/b' (no slashes around). */
export const pageRoute = (rel: string) => rel.replace(PAGE_SOURCE, '').replace(/(^|\/)index$/, '');

export type PageFile = {
  rel: string;
  route: string;
  kind: 'markdown' | 'react';
  /** Another locale's translation of the page (read from `dir`); absent for the default locale's. */
  locale?: string;
  /** The folder the file is read from, relative to the site folder: `src/pages` unless translated. */
  dir?: string;
};

/** The default locale's pages folder, relative to the site folder (the pages plugin's `path`). */
export const PAGES_DIR = 'src/pages';

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

/**
 * The translations of `pages` (the default locale's page files) in other locales: for each locale's
 * folder (`i18n/<locale>/docusaurus-plugin-content-pages`, lib/docusaurus/i18n.ts localizedContentFolder),
 * the page files it holds at the same path as a page of src/pages. The pages plugin lists its pages
 * from src/pages only and reads each from the locale's folder first (plugin-content-pages
 * src/content.ts loadPagesContent / processPageSourceFile: `getFolderContainingFile(getContentPathList
 * (contentPaths), relativeSource)`), so a translated file replaces its page at the locale's URL, Markdown
 * or React alike, and a file only the locale's folder has is no page at all.
 */
export function localizedPageFiles(root: string, pages: PageFile[], folders: { locale: string; dir: string }[]): PageFile[] {
  return folders.flatMap(({ locale, dir }) => (fs.existsSync(path.join(root, dir)) ? pages.filter((p) => fs.existsSync(path.join(root, dir, p.rel))).map((p) => ({ ...p, locale, dir })) : []));
}
