import type { SearchConfig } from './types';

type SiteSearch = {
  url: string;
  repository?: string;
  search: { indexName: string; appId?: string; apiKey?: string; insights: boolean };
};

/**
 * What the browser gets to know about search, read on the server from lib/site.ts (and, on a
 * locale's page, which local index is that locale's: lib/search/build.ts): hosted only
 * when both the app id and the search key are set (the index name has a default); insights only
 * in hosted mode, and only when the config turns them on.
 */
export function searchConfig(site: SiteSearch, localIndex?: string): SearchConfig {
  const { appId, apiKey, indexName, insights } = site.search;
  const hosted = appId && apiKey ? { appId, apiKey } : null;
  return { indexName, hosted, insights: Boolean(hosted && insights), repository: site.repository, siteUrl: site.url, ...(localIndex ? { localIndex } : {}) };
}
