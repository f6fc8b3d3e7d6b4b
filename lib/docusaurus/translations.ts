import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseDataFile } from '../data-file';

/**
 * A site's translation files, as Docusaurus reads them for one locale (read, not copied, from
 * Docusaurus's source):
 * - the theme's default strings: packages/docusaurus-theme-translations/src/index.ts
 *   (`codeTranslationLocalesToTry`: the locale as written, then its maximized language-region, then
 *   language-script, then the language: "zh-CN" → zh-CN, zh-Hans, zh; "pt" → pt-BR; "fr-CA" → fr),
 *   from the `@docusaurus/theme-translations` package's `locales/<lang>/theme-common.json` and
 *   `theme-search-algolia.json` (flat `{id: message, "id___DESCRIPTION": …}`);
 * - `i18n/<locale>/code.json`, the site's overrides of them (`{id: {message, description}}`), merged
 *   over the defaults as core's server/translations/translations.ts merges code translations;
 * - `i18n/<locale>/docusaurus-theme-classic/navbar.json` and `footer.json`
 *   (packages/docusaurus-theme-classic/src/translations.ts: `title`, `item.label.<label>`,
 *   `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`);
 * - `i18n/<locale>/docusaurus-plugin-content-docs/current.json` and `version-<name>.json`
 *   (packages/docusaurus-plugin-content-docs/src/translations.ts: `version.label`,
 *   `sidebar.<sidebarId>.category.<label>`, `sidebar.<sidebarId>.link.<label>`,
 *   `sidebar.<sidebarId>.doc.<label>`, a generated index's title and description);
 * - `i18n/<locale>/docusaurus-plugin-content-blog/options.json`
 *   (packages/docusaurus-plugin-content-blog/src/translations.ts: `title`, `description`, `sidebar.title`).
 * A file that is not JSON, or not an object of messages, fails with one line naming it.
 */

/** id → message, as the site shows it. */
export type Messages = Readonly<Record<string, string>>;

const I18N_FOLDER = 'i18n';
const DESCRIPTION_SUFFIX = '___DESCRIPTION';

/** The ordered locales whose theme strings are tried for `locale` (theme-translations' index.ts). */
export function codeTranslationLocalesToTry(locale: string): string[] {
  let max: Intl.Locale;
  try {
    max = new Intl.Locale(locale).maximize();
  } catch {
    return [locale];
  }
  const tries = [locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language];
  return [...new Set(tries.filter((l) => !l.includes('undefined')))];
}

let packageLocales: string | null | undefined;
/** `@docusaurus/theme-translations`'s locales folder (undefined when the package is not installed). */
function themeTranslationsDir(): string | undefined {
  if (packageLocales === undefined) {
    try {
      const req = createRequire(path.join(process.cwd(), 'package.json'));
      packageLocales = path.join(path.dirname(req.resolve('@docusaurus/theme-translations/package.json')), 'locales');
    } catch {
      packageLocales = null;
    }
  }
  return packageLocales ?? undefined;
}

const shown = (file: string) => {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel.split(path.sep).join('/');
};

/** A JSON file of messages, `{id: "message"}` or `{id: {message}}`; undefined when absent. */
export function readMessagesFile(file: string): Messages | undefined {
  if (!fs.existsSync(file)) return undefined;
  const data = parseDataFile(file, fs.readFileSync(file, 'utf8'), shown(file));
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`${shown(file)}: not an object of translations ({"id": {"message": "…"}})`);
  const out: Record<string, string> = {};
  for (const [id, v] of Object.entries(data as Record<string, unknown>)) {
    if (id.endsWith(DESCRIPTION_SUFFIX)) continue;
    if (typeof v === 'string') out[id] = v;
    else if (v && typeof v === 'object' && typeof (v as { message?: unknown }).message === 'string') out[id] = (v as { message: string }).message;
    else throw new Error(`${shown(file)}: "${id}" has no message (expected {"message": "…"})`);
  }
  return out;
}

/** The theme's default strings for `locale` from `@docusaurus/theme-translations` ({} for none, e.g. English). */
export function defaultThemeStrings(locale: string, dir = themeTranslationsDir()): Messages {
  if (!dir) return {};
  for (const tryLocale of codeTranslationLocalesToTry(locale)) {
    const folder = path.join(dir, tryLocale);
    if (!fs.existsSync(path.join(folder, 'theme-common.json'))) continue;
    return { ...readMessagesFile(path.join(folder, 'theme-common.json')), ...readMessagesFile(path.join(folder, 'theme-search-algolia.json')) };
  }
  return {};
}

/** `i18n/<locale>/` in the site folder. */
export const localeI18nDir = (siteDir: string, locale: string) => path.join(siteDir, I18N_FOLDER, locale);

/** The theme's strings for `locale`: theme-translations' defaults, then the site's `i18n/<locale>/code.json` over them. */
export function themeStrings(siteDir: string, locale: string): Messages {
  return { ...defaultThemeStrings(locale), ...readMessagesFile(path.join(localeI18nDir(siteDir, locale), 'code.json')) };
}

/** `i18n/<locale>/docusaurus-theme-classic/navbar.json` ({} when absent). */
export const navbarTranslations = (siteDir: string, locale: string): Messages =>
  readMessagesFile(path.join(localeI18nDir(siteDir, locale), 'docusaurus-theme-classic', 'navbar.json')) ?? {};

/** `i18n/<locale>/docusaurus-theme-classic/footer.json` ({} when absent). */
export const footerTranslations = (siteDir: string, locale: string): Messages =>
  readMessagesFile(path.join(localeI18nDir(siteDir, locale), 'docusaurus-theme-classic', 'footer.json')) ?? {};

/** A plugin instance's folder under i18n/<locale>/: its name, then `-<id>` unless the id is the default. */
const pluginFolder = (plugin: string, pluginId = 'default') => (pluginId === 'default' ? plugin : `${plugin}-${pluginId}`);

/** The docs version's file: `current.json` for the current version, else `version-<name>.json` ({} when absent). */
export function docsTranslations(siteDir: string, locale: string, versionName = 'current', pluginId?: string): Messages {
  const file = versionName === 'current' ? 'current.json' : `version-${versionName}.json`;
  return readMessagesFile(path.join(localeI18nDir(siteDir, locale), pluginFolder('docusaurus-plugin-content-docs', pluginId), file)) ?? {};
}

/** The blog's `options.json` (`title`, `description`, `sidebar.title`; {} when absent). */
export const blogTranslations = (siteDir: string, locale: string, pluginId?: string): Messages =>
  readMessagesFile(path.join(localeI18nDir(siteDir, locale), pluginFolder('docusaurus-plugin-content-blog', pluginId), 'options.json')) ?? {};
