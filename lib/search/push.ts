import { site } from '../site';
import { BASE_PATH } from '../url';
import type { ExportedSite } from '../exported-site';
import { collectPages } from './build';
import type { SearchRecord } from './types';

/**
 * What `npm run search:push` uploads: the local index's records with absolute URLs and the weights
 * DocSearch's ranking uses, plus the index settings of the DocSearch crawler's Docusaurus template.
 */
const LEVEL_WEIGHT = { lvl1: 100, lvl2: 90, lvl3: 80, content: 0 } as const;

export type AlgoliaRecord = SearchRecord & { weight: { pageRank: number; level: number; position: number } };

export const ALGOLIA_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: ['content:10'],
  attributesForFaceting: ['type'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
} as const;

/**
 * Records with absolute URLs and DocSearch's weights; a page's rank is the number of other pages
 * linking to it, the same measure the local engine ranks ties by.
 */
export function toAlgoliaRecords(records: SearchRecord[], origin: string, pageRank: (url: string) => number = () => 0): AlgoliaRecord[] {
  const abs = (path: string) => `${origin}${path}`;
  const position = new Map<string, number>();
  return records.map((r) => {
    const n = position.get(r.url_without_anchor) ?? 0;
    position.set(r.url_without_anchor, n + 1);
    return { ...r, url: abs(r.url), url_without_anchor: abs(r.url_without_anchor), weight: { pageRank: pageRank(r.url_without_anchor), level: LEVEL_WEIGHT[r.type], position: n } };
  });
}

/** The site's synonym groups as Algolia's multi-way synonyms (ids stable while the list's order is). */
export const toAlgoliaSynonyms = (groups: string[][]) => groups.map((synonyms, i) => ({ objectID: `site-synonym-${i + 1}`, type: 'synonym' as const, synonyms }));

export function planPush(out: ExportedSite) {
  const origin = `${site.url}${BASE_PATH}`;
  const pages = collectPages(out);
  const inlinks = new Map(pages.map((p) => [p.url, p.inlinks ?? 0]));
  const records = toAlgoliaRecords(
    pages.flatMap((p) => p.records),
    origin,
    (url) => inlinks.get(url) ?? 0,
  );
  const synonyms = toAlgoliaSynonyms(site.search.synonyms);
  const bySection: Record<string, number> = {};
  for (const r of records) if (r.type === 'lvl1') bySection[r.hierarchy.lvl0 ?? ''] = (bySection[r.hierarchy.lvl0 ?? ''] ?? 0) + 1;
  return { indexName: site.search.indexName, appId: site.search.appId, origin, records, bySection, settings: ALGOLIA_SETTINGS, synonyms };
}
