/**
 * Every locale but the default one gets a route folder of its own, `app/<locale path>/`, written from
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
import type { I18nSettings } from '../docusaurus/i18n';
import { templateFiles, writeGeneratedFolders, SITE_ROUTES } from './generated-route-folder';

export const LOCALE_TEMPLATE = 'app-templates/locale';
const MARK = '.generated-locale-routes';
const MARK_TEXT = `Written by lib/build/locale-route-folders.ts from ${LOCALE_TEMPLATE}/ for one of the site's i18n.locales; do not edit (npm run build and npm run dev write it again).\n`;
/** The template's stand-in for the locale's name. */
const PLACEHOLDER = '__LOCALE__';
/** The `/` page's template, written as page.tsx when the default locale has a `/` (app/(site)/page.tsx). */
const HOME = 'page.home.tsx';

/**
 * Writes `root`/app/<path>/ for every locale of `i18n` but the default (`only`: just that one, for
 * `npm run dev -- --locale`; '' none), removing other locales' folders. Returns the folders written, relative to `root`.
 */
export function writeLocaleRouteFolders(i18n: I18nSettings, root = process.cwd(), only?: string): string[] {
  const hasHome = fs.existsSync(path.join(root, SITE_ROUTES, 'page.tsx'));
  const locales = i18n.locales.filter((l) => l.locale !== i18n.defaultLocale && (only === undefined || l.locale === only));
  const folders = new Map(
    locales.map((l) => {
      const files = templateFiles(path.join(root, LOCALE_TEMPLATE), (t) => t.replaceAll(PLACEHOLDER, l.locale));
      const home = files.get(HOME);
      files.delete(HOME);
      if (home && hasHome) files.set('page.tsx', home);
      return [l.path, files];
    }),
  );
  writeGeneratedFolders({
    parent: path.join(root, 'app'),
    mark: MARK,
    markText: MARK_TEXT,
    folders,
    taken: (top) => `i18n locale path "${top}": /${top} is one of this engine's own routes (app/${top}/); give the locale another path (i18n.localeConfigs.<locale>.path)`,
  });
  return [...folders.keys()].map((p) => `app/${p}`);
}

/** `npm run build` and `npm run dev` (after the home route is written): the content folder's locales. */
export async function writeSiteLocaleRouteFolders(root = process.cwd(), only?: string): Promise<string[]> {
  let i18n: I18nSettings | undefined;
  try {
    i18n = (await import('../site')).site.i18n;
  } catch {
    // reported by the checks, naming the file and key
  }
  try {
    return writeLocaleRouteFolders(i18n ?? { defaultLocale: 'en', path: 'i18n', locales: [] }, root, only);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    process.exit(1);
  }
}
