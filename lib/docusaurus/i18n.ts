/**
 * Docusaurus's i18n contract: `i18n: {defaultLocale, locales, path, localeConfigs}` with its defaults,
 * where each locale's pages live, and where its translated files are read from. Pure (no Node
 * imports): the build, the pages and the tests read the same rules.
 *
 * Read from Docusaurus's source:
 * - core src/server/i18n.ts (getDefaultLocaleConfig, loadI18n): a locale's `label` is its own name
 *   for itself (Intl.DisplayNames, first letter upper-cased), `direction` from rtl-detect's
 *   getLangDir, `htmlLang` the locale, `calendar` 'gregory', `path` the locale; a config entry is
 *   merged over those defaults key by key. `path` names the locale's folder under `i18n.path` only;
 * - core src/server/configValidation.ts (I18N_CONFIG_SCHEMA): `defaultLocale` required, `locales`
 *   at least one, `path` 'i18n';
 * - core src/server/i18n.ts (3.10.2, getFullLocaleConfig's getInferredBaseUrl): the default locale at
 *   the site's baseUrl, every other at `baseUrl + <the locale's name> + '/'` unless its `baseUrl`
 *   says: the URL segment is the locale's name even when its `path` (its folder) differs;
 * - docusaurus-utils src/i18nUtils.ts (getPluginI18nPath): a plugin's translated files under
 *   `<i18n.path>/<locale path>/<plugin name>[-<plugin id>]/<sub paths>`; the docs plugin's sub path is
 *   `current` or `version-<name>` (plugin-content-docs versions/files.ts getDocsDirPathLocalized).
 */

import { defaultLocaleConfig as intlLocaleDefaults } from './locale-config';
import { withoutTrailingSlash } from '../url';

export type Direction = 'ltr' | 'rtl';

export type LocaleConfig = {
  /** The locale's name in `i18n.locales` ('zh-CN'). */
  locale: string;
  label: string;
  direction: Direction;
  htmlLang: string;
  calendar: string;
  /** Its folder under `i18n.path`: the locale itself unless set. Not its URL segment (the locale's name is). */
  path: string;
  /** Set only when the config sets it (a locale on its own domain or base). */
  url?: string;
  baseUrl?: string;
};

export type I18nSettings = {
  defaultLocale: string;
  /** The folder the translations are read from, relative to the site folder ('i18n'). */
  path: string;
  /** Every built locale, the default first. */
  locales: LocaleConfig[];
};

/** A config without `i18n`: Docusaurus's DEFAULT_I18N_CONFIG (one locale, 'en'). */
export const DEFAULT_I18N_FOLDER = 'i18n';

/** A locale's defaults (direction, calendar and label from Intl, as core's getDefaultLocaleConfig): ./locale-config.ts. */
export const defaultLocaleConfig = (locale: string): LocaleConfig => ({ locale, ...intlLocaleDefaults(locale) });

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A locale's URL segment or folder: one path segment Next can make a folder of. */
const validPath = (p: string) => p !== '' && p !== '.' && p !== '..' && !/[\\/?#[\]()@%]/.test(p) && !p.startsWith('_');

/**
 * The config's `i18n` with Docusaurus's defaults; a bad value is one line naming its key (thrown).
 * Without `i18n`, one locale: `fallbackLocale` (the site's), as Docusaurus's default config gives 'en'.
 */
export function resolveI18n(raw: unknown, fallbackLocale = 'en'): I18nSettings {
  if (raw === undefined || raw === null) return { defaultLocale: fallbackLocale, path: DEFAULT_I18N_FOLDER, locales: [defaultLocaleConfig(fallbackLocale)] };
  if (!isObj(raw)) throw new Error('i18n: must be an object ({defaultLocale, locales})');
  const defaultLocale = raw.defaultLocale;
  if (typeof defaultLocale !== 'string' || !defaultLocale.trim()) throw new Error('i18n.defaultLocale: required, a locale name such as "en"');
  const locales = raw.locales ?? [defaultLocale];
  if (!Array.isArray(locales) || !locales.length || locales.some((l) => typeof l !== 'string' || !l.trim())) throw new Error('i18n.locales: must be a list of locale names such as ["en", "fr"]');
  if (!locales.includes(defaultLocale)) throw new Error(`i18n.defaultLocale: "${defaultLocale}" is not one of i18n.locales (${locales.join(', ')})`);
  if (new Set(locales).size !== locales.length) throw new Error(`i18n.locales: a locale is listed twice (${locales.join(', ')})`);
  const folder = raw.path ?? DEFAULT_I18N_FOLDER;
  if (typeof folder !== 'string' || !folder.trim()) throw new Error('i18n.path: must be a folder name such as "i18n"');
  const configs = raw.localeConfigs ?? {};
  if (!isObj(configs)) throw new Error('i18n.localeConfigs: must be an object keyed by locale');
  const strings = ['label', 'htmlLang', 'calendar', 'path', 'url', 'baseUrl'] as const;
  const ordered = [defaultLocale, ...(locales as string[]).filter((l) => l !== defaultLocale)];
  const resolved = ordered.map((locale): LocaleConfig => {
    const given = configs[locale] ?? {};
    if (!isObj(given)) throw new Error(`i18n.localeConfigs.${locale}: must be an object`);
    for (const k of strings) if (given[k] !== undefined && typeof given[k] !== 'string') throw new Error(`i18n.localeConfigs.${locale}.${k}: must be a string`);
    if (given.direction !== undefined && given.direction !== 'ltr' && given.direction !== 'rtl') throw new Error(`i18n.localeConfigs.${locale}.direction: must be "ltr" or "rtl"`);
    const c: LocaleConfig = { ...defaultLocaleConfig(locale), ...(Object.fromEntries(Object.entries(given).filter(([k, v]) => v !== undefined && (strings as readonly string[]).concat('direction').includes(k))) as Partial<LocaleConfig>) };
    if (!validPath(locale)) throw new Error(`i18n.locales: "${locale}" is not one URL segment (no / ? # [ ] ( ) @ %, no leading _), and a locale's pages are at <baseUrl>${locale}/`);
    if (!validPath(c.path)) throw new Error(`i18n.localeConfigs.${locale}.path: "${c.path}" is not one URL segment (no / ? # [ ] ( ) @ %, no leading _)`);
    return c;
  });
  const paths = new Map<string, string>();
  for (const c of resolved) {
    const other = paths.get(c.path);
    if (other) throw new Error(`i18n.localeConfigs.${c.locale}.path: "${c.path}" is also ${other}'s path`);
    paths.set(c.path, c.locale);
  }
  return { defaultLocale, path: folder.replace(/^\.\/+|\/+$/g, ''), locales: resolved };
}

/**
 * A locale's own origin and base (core src/server/i18n.ts loadI18n, Docusaurus 3.10: `url` is the
 * locale's `url` else the site's; `baseUrl` is the locale's, normalised to `/…/`, else the site's
 * baseUrl with the locale's segment for any locale but the default). theme-common's
 * useAlternatePageUtils `createUrl` puts a page's path after them: the hreflang alternates, and the
 * language menu's row when the locale is on another origin (theme-classic LocaleDropdownNavbarItem:
 * fully qualified unless `localeConfig.url === siteConfig.url`).
 *
 * This engine builds every locale in one export under the site's baseUrl, each at
 * `<baseUrl><locale>/`: a locale on another origin is supported (its links, hreflang, canonical
 * and language menu row are on that origin; deploy the export there too), a locale under another
 * base is not (`unsupportedLocaleBaseUrls`).
 */
export const localeOrigin = (i18n: I18nSettings, locale: string, siteUrl: string): string => withoutTrailingSlash(localeConfig(i18n, locale).url ?? siteUrl);

/** The locale is served from another origin than the site's. */
export const onOtherOrigin = (i18n: I18nSettings, locale: string, siteUrl: string) => localeOrigin(i18n, locale, siteUrl) !== withoutTrailingSlash(siteUrl);

/** `/a//b` and `a/b` as Docusaurus's normalizeUrl(['/', base, '/']) writes a baseUrl: '/a/b/'. */
const asBaseUrl = (base: string) => `/${base.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');

/**
 * The `localeConfigs[x].baseUrl` this build cannot honour, each as one line naming its key: a
 * locale is built at `<site baseUrl><its path>/` (the default locale at the site's baseUrl), so a
 * baseUrl elsewhere would have its links point where no page is. `siteBaseUrl` is the config's baseUrl.
 */
export function unsupportedLocaleBaseUrls(i18n: I18nSettings, siteBaseUrl: string): string[] {
  return i18n.locales.flatMap((c) => {
    if (c.baseUrl === undefined) return [];
    const built = asBaseUrl(`${siteBaseUrl}/${localeRoutePrefix(i18n, c.locale)}`);
    return asBaseUrl(c.baseUrl) === built ? [] : [`i18n.localeConfigs.${c.locale}.baseUrl: "${c.baseUrl}" is not supported: this engine builds every locale in one export, ${c.locale} at ${built}; remove the key or set it to "${built}" (a locale on its own domain: set its url)`];
  });
}

/** The site builds more than its default locale. */
export const isMultiLocale = (i18n: I18nSettings) => i18n.locales.length > 1;

export function localeConfig(i18n: I18nSettings, locale: string): LocaleConfig {
  const c = i18n.locales.find((l) => l.locale === locale);
  if (!c) throw new Error(`locale "${locale}": not one of i18n.locales (${i18n.locales.map((l) => l.locale).join(', ')})`);
  return c;
}

/**
 * The segment a locale's pages are under, without slashes: '' for the default locale (at the site's
 * base), its name for the others ('zh-CN', whatever its `path`): getInferredBaseUrl.
 */
export const localeRoutePrefix = (i18n: I18nSettings, locale: string) => (locale === i18n.defaultLocale ? '' : localeConfig(i18n, locale).locale);

/** A site path ('/docs/a', base path aside) in a locale: '/zh-CN/docs/a'; the default locale's is unchanged. */
export function localizePath(i18n: I18nSettings, locale: string, path: string): string {
  const prefix = localeRoutePrefix(i18n, locale);
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' ? `/${prefix}/` : `/${prefix}${path}`;
}

/** The locale a site path (base path aside) is in, and the path in the default locale's terms. */
export function delocalizePath(i18n: I18nSettings, path: string): { locale: string; path: string } {
  for (const c of i18n.locales) {
    if (c.locale === i18n.defaultLocale) continue;
    const segment = localeRoutePrefix(i18n, c.locale);
    if (path === `/${segment}` || path.startsWith(`/${segment}/`)) return { locale: c.locale, path: path.slice(segment.length + 1) || '/' };
  }
  return { locale: i18n.defaultLocale, path };
}

export type PluginName = 'docs' | 'blog' | 'pages';
const PLUGIN_FOLDERS: Record<PluginName, string> = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  pages: 'docusaurus-plugin-content-pages',
};

/**
 * The folder (relative to the site folder) a locale's translated files of a plugin are read from
 * (getPluginI18nPath): `i18n/zh-CN/docusaurus-plugin-content-docs/current` for the current docs,
 * `…/version-1.0` for a version, `i18n/zh-CN/docusaurus-plugin-content-blog` for the blog.
 */
export function localizedContentFolder(i18n: I18nSettings, locale: string, plugin: PluginName, version?: string): string {
  const parts = [i18n.path, localeConfig(i18n, locale).path, PLUGIN_FOLDERS[plugin]];
  if (plugin === 'docs') parts.push(!version || version === 'current' ? 'current' : `version-${version}`);
  return parts.join('/');
}

/**
 * Which locale's translated docs a source path (relative to the site folder) is, and its path as
 * the default locale's docs folder holds it: `i18n/zh-CN/docusaurus-plugin-content-docs/current/a.mdx`
 * → {locale: 'zh-CN', version: 'current', rel: 'a.mdx'}. Null for any other file.
 */
export function translatedDocOf(i18n: I18nSettings, source: string): { locale: string; version: string; rel: string } | null {
  for (const c of i18n.locales) {
    if (c.locale === i18n.defaultLocale) continue;
    const head = `${i18n.path}/${c.path}/${PLUGIN_FOLDERS.docs}/`;
    if (!source.startsWith(head)) continue;
    const m = /^(current|version-([^/]+))\/(.+)$/.exec(source.slice(head.length));
    if (m) return { locale: c.locale, version: m[2] ?? 'current', rel: m[3] };
  }
  return null;
}

/**
 * A page's alternates in every locale (theme-common useAlternatePageUtils createUrl, and the
 * classic theme's SiteMetadata head tags): one `<link rel="alternate" hreflang>` per locale, at its
 * `htmlLang`, and `x-default` at the default locale's page. `pathInDefault` is the page's path in the
 * default locale (base path aside); `absolute` turns a site path into a full URL (origin and base).
 */
export function alternateLinks(i18n: I18nSettings, pathInDefault: string, absolute: (path: string, locale: LocaleConfig) => string): { hrefLang: string; href: string }[] {
  const links = i18n.locales.map((c) => ({ hrefLang: c.htmlLang, href: absolute(localizePath(i18n, c.locale, pathInDefault), c) }));
  return [...links, { hrefLang: 'x-default', href: links[0].href }];
}
