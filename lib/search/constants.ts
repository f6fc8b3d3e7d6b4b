import { routes } from '../routes';

/** Search limits from the spec (§9); DocSearch 3.9 applies the same values inside the dialog. */
export const HITS_PER_PAGE = 20;
export const MAX_HITS_PER_GROUP = 5;
export const SNIPPET_WORDS = 10;
export const QUERY_MAX_LENGTH = 64;
export const RECENT_SEARCHES = 7;
export const RECENT_SEARCHES_WITH_FAVORITES = 4;
export const FAVORITE_SEARCHES = 10;
export const SNIPPET_ELLIPSIS = '…';

/** Hosted client transport, matching the spec's timeouts (ms). */
export const TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 };

/** DocSearch's own local storage keys (kept per index). */
export const recentSearchesKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favoriteSearchesKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

/** Section labels (lvl0), in their order in the dialog. */
export const SECTIONS: { label: string }[] = [{ label: 'Documentation' }, { label: 'Blog' }];

/**
 * A page's section by its route prefix (lib/routes.ts, on the routeBasePaths): the longest prefix
 * wins, so a blog at /blog/ stays Blog when the docs are at the root. Anything else is a free-form page.
 */
export function sectionPrefixes(): { prefix: string; label: string }[] {
  return [
    { prefix: routes.docsRoot(), label: SECTIONS[0].label },
    { prefix: routes.blog(), label: SECTIONS[1].label },
  ].sort((a, b) => b.prefix.length - a.prefix.length);
}
export const PAGES_SECTION = 'Pages';

/** Where the post-build step writes the local index's shards and fragments (under a content hash). */
export const INDEX_DIR = '_next/static/search';
