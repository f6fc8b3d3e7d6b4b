import { escapeHtml } from './text';
import type { Level, SearchHit } from './types';
import { toSitePath } from './urls';

/** Hit fields DocSearch may render through innerHTML when a highlight is missing (saved searches). */
const HTML_LEVELS: Level[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * Make a hit safe and local before DocSearch sees it: its URL becomes a site path for next/link,
 * and the raw text it falls back to (recent searches keep no highlights) is escaped, so page text
 * like "a <b> c" shows as text.
 */
export function prepareHit<T extends Pick<SearchHit, 'url' | 'hierarchy' | 'content'> & { url_without_anchor?: string }>(hit: T, siteUrl: string, basePath: string): T {
  const hierarchy = { ...hit.hierarchy };
  for (const l of HTML_LEVELS) hierarchy[l] = hierarchy[l] == null ? null : escapeHtml(hierarchy[l]!);
  return {
    ...hit,
    url: toSitePath(hit.url, siteUrl, basePath),
    ...(hit.url_without_anchor ? { url_without_anchor: toSitePath(hit.url_without_anchor, siteUrl, basePath) } : {}),
    hierarchy,
    content: hit.content == null ? null : escapeHtml(hit.content),
  };
}
