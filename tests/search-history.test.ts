import { describe, expect, it } from 'vitest';
import { recentSearchesKey, favoriteSearchesKey } from '../lib/search/constants';
import { addRecentSearch, asPageHit, recentLimit, recentSearches, type StoredHit } from '../lib/search/history';

function storage(init: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(init).map(([k, v]) => [k, JSON.stringify(v)]));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}
const hit = (n: number): StoredHit => ({
  objectID: `/docs/p${n}/#0`,
  url: `/docs/p${n}/`,
  url_without_anchor: `/docs/p${n}/`,
  anchor: null,
  type: 'lvl1',
  hierarchy: { lvl0: 'Documentation', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});
const ids = (list: StoredHit[]) => list.map((h) => h.objectID.replace(/^\/docs\/p(\d+)\/#0$/, '$1'));
const KEY = recentSearchesKey('opensource');

describe('search history (DocSearch 3.9 rules)', () => {
  it.each([
    [0, 7],
    [1, 4],
    [10, 4],
  ])('with %i favourites, keeps %i recent searches', (favorites, limit) => expect(recentLimit(favorites)).toBe(limit));

  it('keeps the newest 7, newest first', () => {
    const s = storage();
    for (let i = 1; i <= 9; i++) addRecentSearch(s, 'opensource', hit(i));
    expect(ids(recentSearches(s, 'opensource'))).toEqual(['9', '8', '7', '6', '5', '4', '3']);
    expect(JSON.parse(s.data.get(KEY)!)).toHaveLength(7);
  });

  it('keeps 4 once a favourite exists, and never a favourite twice', () => {
    const s = storage({ [favoriteSearchesKey('opensource')]: [hit(1)] });
    for (let i = 1; i <= 6; i++) addRecentSearch(s, 'opensource', hit(i));
    expect(ids(recentSearches(s, 'opensource'))).toEqual(['6', '5', '4', '3']);
  });

  it('moves a repeated search to the front instead of listing it twice', () => {
    const s = storage();
    [1, 2, 1].forEach((i) => addRecentSearch(s, 'opensource', hit(i)));
    expect(ids(recentSearches(s, 'opensource'))).toEqual(['1', '2']);
  });

  it('stores no highlights, and keeps each index apart', () => {
    const s = storage();
    addRecentSearch(s, 'other', { ...hit(1), _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } } as never);
    expect(JSON.parse(s.data.get(recentSearchesKey('other'))!)[0]).not.toHaveProperty('_highlightResult');
    expect(recentSearches(s, 'opensource')).toEqual([]);
  });

  it('survives storage that holds garbage or refuses writes', () => {
    const s = { getItem: () => '{not json', setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(addRecentSearch(s, 'opensource', hit(1))).toHaveLength(1);
  });

  it('stands a paragraph hit for its page', () => {
    const paragraph: StoredHit = { ...hit(2), objectID: '/docs/p2/#5', url: '/docs/p2/#setup', anchor: 'setup', type: 'content', content: 'Text', hierarchy: { ...hit(2).hierarchy, lvl2: 'Setup' } };
    expect(asPageHit(paragraph)).toEqual(hit(2));
  });
});
