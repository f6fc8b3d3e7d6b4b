import { absoluteUrl } from '../absolute-url';
import { exportHref } from '../routes';
import { localizePath, type I18nSettings } from '../docusaurus/i18n';

export type SitemapPage = { path: string; lastModified?: string };

const newest = (dates: (string | undefined)[]) => dates.filter((d): d is string => Boolean(d)).sort().at(-1);

/**
 * sitemap.xml entries: absolute URLs, each once, sorted. Pages without a date of their own (lists,
 * tags, search) take the newest date of the site's content, the last time any of them changed.
 */
export function sitemapEntries(pages: readonly SitemapPage[]): { url: string; lastModified?: string }[] {
  const fallback = newest(pages.map((p) => p.lastModified));
  const seen = new Map<string, string | undefined>();
  for (const p of pages) if (!seen.has(p.path)) seen.set(p.path, p.lastModified ?? fallback);
  return [...seen]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, lastModified]) => ({ url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}) }));
}

/**
 * A locale's pages for its own sitemap (Docusaurus's sitemap plugin writes one per locale's build, at
 * `<locale baseUrl>sitemap.xml`): the default locale's pages at that locale's paths.
 */
export const pagesInLocale = (pages: readonly SitemapPage[], i18n: I18nSettings, locale: string): SitemapPage[] => pages.map((p) => ({ ...p, path: exportHref(localizePath(i18n, locale, p.path)) }));
