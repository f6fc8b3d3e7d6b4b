/**
 * `useDocusaurusContext().siteConfig` in Docusaurus's shape, from this site's settings: what site
 * components and pages read (`siteConfig.title`, `tagline`, `customFields` …).
 */
import type { SiteConfig } from '../site.schema';

export function docusaurusSiteConfig(site: SiteConfig) {
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    favicon: site.favicon,
    customFields: site.customFields,
    themeConfig: { colorMode: site.colorMode, navbar: { title: site.navbar.title } },
  };
}

/**
 * What `useDocusaurusContext()` returns, on the server and in an island alike, for the page in
 * `currentLocale`. Its `i18n` is core's (server/i18n.ts): the default locale, every locale built, and
 * each one's config under localeConfigs; a site page reads `currentLocale` to link into its own
 * locale (node-mysql2's home redirects a reader to `/<locale>/docs`).
 */
export function docusaurusContext(site: SiteConfig, currentLocale = site.i18n.defaultLocale) {
  const i18n = site.i18n;
  return {
    siteConfig: docusaurusSiteConfig(site),
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {},
    i18n: {
      defaultLocale: i18n.defaultLocale,
      currentLocale,
      locales: i18n.locales.map((l) => l.locale),
      path: i18n.path,
      localeConfigs: Object.fromEntries(
        i18n.locales.map((l) => [l.locale, { label: l.label, htmlLang: l.htmlLang, direction: l.direction, calendar: l.calendar, path: l.path, ...(l.url ? { url: l.url } : {}), ...(l.baseUrl ? { baseUrl: l.baseUrl } : {}) }]),
      ),
    },
  };
}

/**
 * The locale of a page in the browser, from its path: a non-default locale's pages are under
 * `<base path>/<locale>/` (lib/docusaurus/i18n.ts localeRoutePrefix), the default locale's at the base.
 * Written out as source for an island's context module, which has no import of this project's code.
 */
export const LOCALE_OF_PATH_SOURCE = `function localeOfPath(pathname, basePath, i18n) {
  const rest = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const first = rest.split('/')[1];
  return first && first !== i18n.defaultLocale && i18n.locales.includes(first) ? first : i18n.defaultLocale;
}`;
