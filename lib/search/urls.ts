import { stripBase, withoutTrailingSlash } from '../url';

/**
 * Hits link with next/link, which adds the base path itself: so every hit URL becomes a site path
 * ("/docs/a/#b"). Records pushed to Algolia carry absolute URLs; local records already are paths.
 */
export function toSitePath(url: string, siteUrl: string, basePath = ''): string {
  let u: URL;
  try {
    u = new URL(url, 'http://local.invalid');
  } catch {
    return url;
  }
  const site = new URL(siteUrl);
  const ours = u.host === 'local.invalid' || u.host === site.host;
  if (!ours) return url;
  return `${stripBase(u.pathname, basePath)}${u.search}${u.hash}`;
}

/** "Let us know.": a new issue on the repository, prefilled with the query that found nothing. */
export function missingResultsUrl(repository: string, query: string): string {
  const title = `Search: no results for "${query}"`;
  const body = `Searching the documentation for "${query}" found nothing. I expected to find:\n\n`;
  return `${withoutTrailingSlash(repository)}/issues/new?${new URLSearchParams({ title, body })}`;
}

/** The host the page preconnects to in hosted mode: the read (DSN) host the client tries first. */
export const hostedSearchOrigin = (appId: string) => `https://${appId}-dsn.algolia.net`;
