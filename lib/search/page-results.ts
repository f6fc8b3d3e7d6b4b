import { QUERY_MAX_LENGTH } from './constants';
import type { HighlightValue, SearchHit, SearchText } from './types';

/**
 * The search page's view of hits: grouped by page, in rank order, each with its heading path and
 * marked snippet. A hit on the page's title with no text of its own is the page's heading itself
 * (`titleHit`), never an entry repeating the title under it.
 */
export type PageGroup = {
  url: string;
  /** The page's best hit, which stands for the page (e.g. in the recent searches). */
  first: SearchHit;
  /** The page's title is one of its hits (its heading shows the match). */
  titleHit: boolean;
  section: HighlightValue | { value: string };
  title: HighlightValue | { value: string };
  hits: { key: string; url: string; path: (HighlightValue | { value: string })[]; snippet: string | null; hit: SearchHit }[];
};

const hl = (hit: SearchHit, level: 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3') =>
  hit._highlightResult?.hierarchy?.[level] ?? (hit.hierarchy[level] ? { value: hit.hierarchy[level]! } : null);

export function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    let g = groups.get(hit.url_without_anchor);
    if (!g) {
      g = { url: hit.url_without_anchor, first: hit, titleHit: false, section: hl(hit, 'lvl0') ?? { value: '' }, title: hl(hit, 'lvl1') ?? { value: '' }, hits: [] };
      groups.set(hit.url_without_anchor, g);
    }
    const snippet = hit._snippetResult?.content?.value ?? null;
    if (hit.type === 'lvl1' && !snippet) {
      g.titleHit = true;
      continue;
    }
    // A page hit that stands for its best section (several of the page's sections matched) keeps that section's heading path.
    const levels = [hl(hit, 'lvl2'), hl(hit, 'lvl3')];
    const path = levels.filter((v): v is HighlightValue => Boolean(v));
    g.hits.push({ key: hit.objectID, url: hit.url, path, snippet, hit });
  }
  return [...groups.values()];
}

/** The page's words (lib/i18n/ui-text.ts searchText, in the page's locale); English without them. */
type PageText = Pick<SearchText, 'emptyTitle' | 'resultsTitle' | 'documentsFound' | 'noResults' | 'locale'>;
const ENGLISH_PAGE: PageText = { emptyTitle: 'Search the documentation', resultsTitle: 'Search results for "{query}"', documentsFound: { one: '1 document found', other: '{count} documents found' }, noResults: 'No documents were found', locale: 'en' };

/** "3 documents found": the form of the locale's plural category for `n` (lib/docusaurus/plural-forms.ts pluralFormsByCategory made them). */
export function countLabel(n: number, text: PageText = ENGLISH_PAGE): string {
  if (n === 0) return text.noResults;
  const forms = text.documentsFound;
  return (forms[new Intl.PluralRules(text.locale).select(n)] ?? forms.other ?? '').replace('{count}', String(n));
}

/** The search page's title: the spec's two forms. */
export const searchPageTitle = (query: string, text: PageText = ENGLISH_PAGE) => (query.trim() ? text.resultsTitle.replace('{query}', query.trim()) : text.emptyTitle);

/**
 * The exported /search page holds the empty form (only the browser sees ?q=). This script, placed
 * right after that form, gives the heading and the field the query before the first paint, so the
 * page does not show "Search the documentation" and then change its heading once scripts run.
 */
export function prefillScript(text?: PageText): string {
  const [pre, post = ''] = searchPageTitle('\u0000', text).split('\u0000');
  // A block, not a function: `let` keeps the names out of the page's globals.
  return (
    `{let q=(new URLSearchParams(location.search).get("q")||"").slice(0,${QUERY_MAX_LENGTH}),t=q.trim(),f=document.currentScript.previousElementSibling;` +
    `if(t)f.previousElementSibling.textContent=${JSON.stringify(pre)}+t+${JSON.stringify(post)},f.q.value=q}`
  );
}
