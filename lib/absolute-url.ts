import { site } from './site';
import { BASE_PATH, hasScheme } from './url';
import { delocalizePath, localeOrigin, type I18nSettings } from './docusaurus/i18n';

type Origins = { siteUrl: string; basePath: string; i18n: I18nSettings };
const current = (): Origins => ({ siteUrl: site.url, basePath: BASE_PATH, i18n: site.i18n });

/**
 * An absolute URL for a site path (base path included); absolute URLs pass through. A path in a
 * locale served from its own origin (`i18n.localeConfigs.<locale>.url`, lib/docusaurus/i18n.ts
 * localeOrigin) is on that origin, as Docusaurus's build of that locale writes its canonical,
 * alternates, sitemap and feeds with its own `url`.
 */
export function absoluteUrlIn(path: string, { siteUrl, basePath, i18n }: Origins): string {
  if (hasScheme(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${localeOrigin(i18n, delocalizePath(i18n, p).locale, siteUrl)}${basePath}${p}`;
}

export const absoluteUrl = (path: string): string => absoluteUrlIn(path, current());

/** The site path of an absolute URL on this site (base path removed), or null for another host; a locale's own origin counts for that locale's paths. */
export function sitePathIn(url: string, { siteUrl, basePath, i18n }: Origins): string | null {
  for (const origin of new Set([siteUrl, ...i18n.locales.map((l) => localeOrigin(i18n, l.locale, siteUrl))])) {
    const prefix = `${origin}${basePath}`;
    if (!url.startsWith(prefix)) continue;
    const rest = url.slice(prefix.length);
    const path = rest.startsWith('/') ? rest : rest ? null : '/';
    if (path !== null && localeOrigin(i18n, delocalizePath(i18n, path).locale, siteUrl) === origin) return path;
  }
  return null;
}

export const sitePath = (url: string): string | null => sitePathIn(url, current());
