import { FAVORITE_SEARCHES, favoriteSearchesKey, RECENT_SEARCHES, RECENT_SEARCHES_WITH_FAVORITES, recentSearchesKey } from './constants';
import type { SearchHit } from './types';

/**
 * DocSearch's search history, readable and writable outside the dialog: the search page records
 * the result a reader opens, so the dialog lists it under "Recent". Same keys, same rules as
 * DocSearch 3.9: per index, newest first, no duplicates, no favourite twice, 7 kept (4 when
 * favourites exist), 10 favourites.
 */
export type StoredHit = Omit<SearchHit, '_highlightResult' | '_snippetResult'>;
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const recentLimit = (favorites: number) => (favorites > 0 ? RECENT_SEARCHES_WITH_FAVORITES : RECENT_SEARCHES);

function read(storage: StorageLike, key: string): StoredHit[] {
  try {
    const v = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export const favoriteSearches = (storage: StorageLike, indexName: string) => read(storage, favoriteSearchesKey(indexName)).slice(0, FAVORITE_SEARCHES);

export function recentSearches(storage: StorageLike, indexName: string): StoredHit[] {
  return read(storage, recentSearchesKey(indexName)).slice(0, recentLimit(favoriteSearches(storage, indexName).length));
}

export function addRecentSearch(storage: StorageLike, indexName: string, hit: SearchHit | StoredHit): StoredHit[] {
  const { _highlightResult, _snippetResult, ...stored } = hit as SearchHit;
  void _highlightResult;
  void _snippetResult;
  const favorites = favoriteSearches(storage, indexName);
  const recent = recentSearches(storage, indexName);
  if (favorites.some((f) => f.objectID === stored.objectID)) return recent;
  const next = [stored, ...recent.filter((r) => r.objectID !== stored.objectID)].slice(0, recentLimit(favorites.length));
  try {
    storage.setItem(recentSearchesKey(indexName), JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): history is a convenience, searching still works.
  }
  return next;
}

/** The page a hit belongs to, as its title record (what DocSearch saves for a paragraph hit). */
export function asPageHit(hit: StoredHit): StoredHit {
  const { lvl0, lvl1 } = hit.hierarchy;
  return {
    ...hit,
    objectID: `${hit.url_without_anchor}#0`,
    url: hit.url_without_anchor,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}
