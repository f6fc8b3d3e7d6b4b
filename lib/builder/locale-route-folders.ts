/**
 * Every locale but the default one gets a route folder of its own, `app/<locale>/`, written from
 * app-templates/locale/ before `next build` or `next dev` reads app/ (by ./generated-route-folder.ts,
 * as the blog's folder is): its own root layout, which draws the chrome in that locale with its
 * `<html lang dir>`, and the default locale's routes (docs, tags, site pages, search, `/`) re-exported
 * in that locale (lib/i18n/locale-route.ts). So one `next build` compiles the engine once and renders
 * each locale's pages, where Docusaurus builds each locale as a site of its own.
 *
 * A site with one locale gets no folder (and any left from an earlier build is removed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeRoutePrefix, type I18nSettings } from '../docusaurus/i18n';
import { templateFiles, writeGeneratedFolders, SITE_ROUTES } from './generated-route-folder';
import { BLOG_TEMPLATE, blogRouteFolder, DEFAULT_BLOG_ROUTE_NAMES, namedBlogFiles, rootBlogFolders, siteBlogRouteNames, type BlogRouteNames } from './blog-route-folder';

export const LOCALE_TEMPLATE = 'app-templates/locale';
const MARK = '.generated-locale-routes';
const MARK_TEXT = `Written by lib/builder/locale-route-folders.ts from ${LOCALE_TEMPLATE}/ for one of the site's i18n.locales; do not edit (npm run build and npm run dev write it again).\n`;
/** The template's stand-in for the locale's name. */
const PLACEHOLDER = '__LOCALE__';
/** The `/` page's template, written as page.tsx when the default locale has a `/` (app/(site)/page.tsx). */
const HOME = 'page.home.tsx';

/**
 * The blog's routes in a locale, under its routeBasePath (`blogBase`): each page and layout of the blog's
 * route folder (./blog-route-folder.ts, written first) re-exported in the locale, as the template's
 * docs route is. Docusaurus builds each locale's blog at `/<locale>/<routeBasePath>/…`, an
 * untranslated post with the default locale's text (plugin-content-blog src/blogUtils.ts: each post
 * read from the locale's folder first, `getContentPathList`). A blog at the root ('') has the folders
 * ./blog-route-folder.ts writes there (tags, archive, authors, page); its posts come with the docs'
 * catch-all, its list with the home page.
 */
function blogWrappers(root: string, blogBase: string, locale: string, names: BlogRouteNames): Map<string, string> {
  const out = new Map<string, string>();
  const blogModules = `@/${blogRouteFolder(blogBase)}`;
  // At the folders the blog's route options name, as the default locale's (./blog-route-folder.ts).
  const template = namedBlogFiles(templateFiles(path.join(root, BLOG_TEMPLATE)), names);
  const files = blogBase ? template : new Map([...rootBlogFolders(template)].flatMap(([top, inTop]) => [...inTop].map(([rel, text]): [string, string] => [path.join(top, rel), text])));
  for (const [rel, text] of files) {
    const at = path.posix.join(blogBase, rel);
    const from = `${blogModules}/${rel.replace(/\.tsx$/, '')}`;
    if (rel === 'layout.tsx' || rel.endsWith('/layout.tsx')) out.set(at, `// The blog's layout (${BLOG_TEMPLATE}/${rel}); written by lib/builder/locale-route-folders.ts.\nexport { default } from '${from}';\n`);
    else if (rel === 'page.tsx' || rel.endsWith('/page.tsx')) {
      out.set(
        at,
        [
          `// The blog's ${rel} (${BLOG_TEMPLATE}/) in this locale; written by lib/builder/locale-route-folders.ts.`,
          `import * as route from '${from}';`,
          `import { localeRoute } from '@/lib/i18n/locale-route';`,
          `const r = localeRoute(${JSON.stringify(locale)}, route);`,
          ...(/export const dynamicParams = false/.test(text) ? ['export const dynamicParams = false;', 'export const generateStaticParams = r.generateStaticParams;'] : []),
          'export const generateMetadata = r.generateMetadata;',
          'export default r.Page;',
          '',
        ].join('\n'),
      );
    }
  }
  return out;
}

/**
 * Writes `root`/app/<path>/ for every locale of `i18n` but the default (`only`: just that one, for
 * `npm run dev -- --locale`; '' none), removing other locales' folders; with the blog's routes when
 * `blogBase` (its routeBasePath) is given. Returns the folders written, relative to `root`.
 */
export function writeLocaleRouteFolders(i18n: I18nSettings, root = process.cwd(), only?: string, blogBase?: string, blogNames: BlogRouteNames = DEFAULT_BLOG_ROUTE_NAMES): string[] {
  const hasHome = fs.existsSync(path.join(root, SITE_ROUTES, 'page.tsx'));
  const locales = i18n.locales.filter((l) => l.locale !== i18n.defaultLocale && (only === undefined || l.locale === only));
  const folders = new Map(
    locales.map((l) => {
      const files = templateFiles(path.join(root, LOCALE_TEMPLATE), (t) => t.replaceAll(PLACEHOLDER, l.locale));
      const home = files.get(HOME);
      files.delete(HOME);
      if (home && hasHome) files.set('page.tsx', home);
      if (blogBase !== undefined) for (const [rel, text] of blogWrappers(root, blogBase, l.locale, blogNames)) files.set(rel, text);
      return [localeRoutePrefix(i18n, l.locale), files];
    }),
  );
  writeGeneratedFolders({
    parent: path.join(root, 'app'),
    mark: MARK,
    markText: MARK_TEXT,
    folders,
    taken: (top) => `i18n.locales: "${top}": its pages would be at /${top}/, one of this engine's own routes (app/${top}/); name the locale otherwise`,
  });
  return [...folders.keys()].map((p) => `app/${p}`);
}

/** `npm run build` and `npm run dev` (after the home route is written): the content folder's locales. */
export async function writeSiteLocaleRouteFolders(root = process.cwd(), only?: string): Promise<string[]> {
  let i18n: I18nSettings | undefined;
  let blogBase: string | undefined;
  let blogNames = DEFAULT_BLOG_ROUTE_NAMES;
  try {
    const { site } = await import('../site');
    i18n = site.i18n;
    blogBase = site.blog.enabled ? site.blog.routeBasePath : undefined;
    blogNames = await siteBlogRouteNames(site.blog);
  } catch {
    // reported by the checks, naming the file and key
  }
  try {
    return writeLocaleRouteFolders(i18n ?? { defaultLocale: 'en', path: 'i18n', locales: [] }, root, only, blogBase, blogNames);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    process.exit(1);
  }
}
