/**
 * Where the post-build writes the local search index's manifest (lib/search/build.ts), before the
 * base path; `routes.searchManifest()` for the pages. A module of its own: the search client is in
 * every page's first-load JS, and importing lib/routes.ts would carry its whole table there.
 */
export const SEARCH_MANIFEST_ROUTE = '/search-index.json';
