import { describe, expect, it } from 'vitest';
import { toAlgoliaRecords, toAlgoliaSynonyms } from '../lib/search/push';
import type { SearchRecord } from '../lib/search/types';

const record = (url: string, type: SearchRecord['type'], anchor: string | null = null): SearchRecord => ({
  objectID: `${url}#0`,
  url: anchor ? `${url}#${anchor}` : url,
  url_without_anchor: url,
  anchor,
  type,
  hierarchy: { lvl0: 'Documentation', lvl1: 'T', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});

describe('what search:push sends to Algolia', () => {
  it('absolute URLs, the level and position weights, and each page rank from the links into it', () => {
    const rs = toAlgoliaRecords([record('/docs/a/', 'lvl1'), record('/docs/a/', 'lvl2', 'x'), record('/docs/b/', 'lvl1')], 'https://docs.example.org', (u) => (u === '/docs/a/' ? 7 : 0));
    expect(rs.map((r) => [r.url, r.weight])).toEqual([
      ['https://docs.example.org/docs/a/', { pageRank: 7, level: 100, position: 0 }],
      ['https://docs.example.org/docs/a/#x', { pageRank: 7, level: 90, position: 1 }],
      ['https://docs.example.org/docs/b/', { pageRank: 0, level: 100, position: 0 }],
    ]);
  });

  it("the site's synonym groups as multi-way synonyms with stable ids", () => {
    expect(toAlgoliaSynonyms([['rf4', 'retro funding 4'], ['qf', 'quadratic funding']])).toEqual([
      { objectID: 'site-synonym-1', type: 'synonym', synonyms: ['rf4', 'retro funding 4'] },
      { objectID: 'site-synonym-2', type: 'synonym', synonyms: ['qf', 'quadratic funding'] },
    ]);
  });
});
