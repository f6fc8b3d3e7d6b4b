import { HITS_PER_PAGE, SNIPPET_ELLIPSIS } from './constants';
import { highlight, type Matcher, snippet, type Tags } from './highlight';
import { type LocalIndex, OWN_FIELDS } from './local-index';
import { matcherFor, type ParsedQuery, parseQuery, typoCount, typosAllowed } from './match';
import { LEVELS, type SearchHit, type SearchRecord, type SearchRequest, type SearchResult } from './types';

/**
 * Answer one Algolia search request from the local index, in Algolia's response shape.
 * Ranking follows Algolia's order of criteria: fewer typos, then where the words matched
 * (a title or heading before body text), then relevance; one hit per URL.
 */
const BOOST = { title: 5, heading: 3, content: 1, context: 0.3 };
const TITLE_FIELDS = ['title', 'heading'];

type Ranked = { record: SearchRecord; words: number; typos: number; tier: number; score: number; terms: string[] };

function rank(idx: LocalIndex, q: ParsedQuery, combineWith: 'AND' | 'OR'): Ranked[] {
  const found = idx.search.search(q.words.join(' '), {
    combineWith,
    boost: BOOST,
    prefix: (_t, i, terms) => q.prefixLast && i === terms.length - 1,
    fuzzy: (t) => typosAllowed(t) || false,
    maxFuzzy: 2,
  });
  const ranked: Ranked[] = [];
  for (const r of found) {
    const fields = Object.values(r.match as Record<string, string[]>).flat();
    // A paragraph found only through the headings above it is noise: its heading is the hit.
    if (!fields.some((f) => (OWN_FIELDS as string[]).includes(f))) continue;
    ranked.push({
      record: idx.records[r.id as number],
      words: combineWith === 'AND' ? q.words.length : new Set(r.queryTerms).size,
      typos: typoCount(q, r.terms),
      tier: fields.some((f) => TITLE_FIELDS.includes(f)) ? 0 : 1,
      score: r.score,
      terms: r.terms,
    });
  }
  ranked.sort((a, b) => b.words - a.words || a.typos - b.typos || a.tier - b.tier || b.score - a.score);
  const seen = new Set<string>();
  return ranked.filter((r) => !seen.has(r.record.url) && seen.add(r.record.url));
}

/**
 * All words must match; when that finds nothing, the hits with the most of them (like Algolia's
 * "allOptional"), as long as they hold at least half the words: "alert 1" alone is not an answer
 * to a six-word query.
 */
const search = (idx: LocalIndex, q: ParsedQuery) => {
  if (!q.words.length) return [];
  const all = rank(idx, q, 'AND');
  if (all.length || q.words.length === 1) return all;
  const enough = Math.max(2, Math.ceil(q.words.length / 2));
  return rank(idx, q, 'OR').filter((r) => r.words >= enough);
};

/** "hierarchy.lvl1:10" → ["hierarchy.lvl1", 10]. */
const snippetSpecs = (attrs: string[] = []) =>
  attrs.map((a) => {
    const [name, n] = a.split(':');
    return [name, Number(n) || 10] as const;
  });

export function toHit(record: SearchRecord, q: ParsedQuery, matcher: Matcher, req: SearchRequest): SearchHit {
  const tags: Tags = { pre: req.highlightPreTag ?? '<em>', post: req.highlightPostTag ?? '</em>' };
  const ellipsis = req.snippetEllipsisText ?? SNIPPET_ELLIPSIS;
  const valueOf = (attr: string) => (attr === 'content' ? record.content : record.hierarchy[attr.replace('hierarchy.', '') as keyof SearchRecord['hierarchy']]);
  const hit: SearchHit = { ...record, hierarchy: { ...record.hierarchy }, _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } };
  for (const lvl of LEVELS) {
    const v = record.hierarchy[lvl];
    if (v) hit._highlightResult.hierarchy[lvl] = highlight(v, matcher, q.words, tags);
  }
  if (record.content) hit._highlightResult.content = highlight(record.content, matcher, q.words, tags);
  for (const [attr, words] of snippetSpecs(req.attributesToSnippet)) {
    const v = valueOf(attr);
    if (!v) continue;
    const s = snippet(v, matcher, q.words, words, ellipsis, tags);
    if (attr === 'content') hit._snippetResult.content = s;
    else hit._snippetResult.hierarchy[attr.replace('hierarchy.', '') as keyof SearchRecord['hierarchy']] = s;
  }
  return hit;
}

export function runQuery(idx: LocalIndex, req: SearchRequest): SearchResult {
  const started = Date.now();
  const q = parseQuery(req.query);
  const hitsPerPage = Math.min(Math.max(req.hitsPerPage ?? HITS_PER_PAGE, 0), 1000);
  const page = Math.max(req.page ?? 0, 0);
  const ranked = search(idx, q);
  const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    hits: slice.map((r) => toHit(r.record, q, matcherFor(q, r.terms), req)),
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hitsPerPage,
    query: q.text,
    params: new URLSearchParams({ query: q.text, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
    index: req.indexName,
    exhaustiveNbHits: true,
    processingTimeMS: Date.now() - started,
  };
}
