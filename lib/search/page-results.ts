import { QUERY_MAX_LENGTH } from './constants';
import type { HighlightValue, SearchHit } from './types';

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

export const countLabel = (n: number) => (n === 0 ? 'No documents were found' : n === 1 ? '1 document found' : `${n} documents found`);

/** The search page's title: the spec's two forms. */
export const searchPageTitle = (query: string) => (query.trim() ? `Search results for "${query.trim()}"` : 'Search the documentation');

/**
 * The exported /search page holds the empty form (only the browser sees ?q=). This script, placed
 * right after that form, gives the heading and the field the query before the first paint, so the
 * page does not show "Search the documentation" and then change its heading once scripts run.
 */
export function prefillScript(): string {
  const [pre, post] = searchPageTitle('\u0000').split('\u0000');
  // A block, not a function: `let` keeps the names out of the page's globals.
  return (
    `{let q=(new URLSearchParams(location.search).get("q")||"").slice(0,${QUERY_MAX_LENGTH}),t=q.trim(),f=document.currentScript.previousElementSibling;` +
    `if(t)f.previousElementSibling.textContent=${JSON.stringify(pre)}+t+${JSON.stringify(post)},f.q.value=q}`
  );
}
