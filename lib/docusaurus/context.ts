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

/** What `useDocusaurusContext()` returns, on the server and in an island alike. */
export function docusaurusContext(site: SiteConfig) {
  return {
    siteConfig: docusaurusSiteConfig(site),
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {},
    // core's server/i18n.ts: the locale's config (direction, calendar …) under localeConfigs.
    i18n: {
      defaultLocale: site.locale,
      currentLocale: site.locale,
      locales: [site.locale],
      localeConfigs: { [site.locale]: { htmlLang: site.locale, direction: site.direction, calendar: site.calendar, path: site.locale } },
    },
  };
}
