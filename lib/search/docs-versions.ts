/**
 * Search on a site with several docs versions, in the browser (lib/search/local-client.ts): the
 * version in view (the page's, else the reader's preferred one, lib/ui/docs-versions.ts) goes with
 * each query (SearchRequest.docsVersion: its pages rank first, lib/search/engine.ts), and each hit of
 * a docs page says its version in its section (lvl0: "Documentation · 1.7"), so the dialog and the
 * search page group the versions apart and no two hits look alike. Docusaurus's contextual search
 * keeps to the version in view (theme-search-algolia's useSearchTag, docsPreferredVersion); here the
 * other versions follow, labelled.
 */
import type { VersionLink } from '../navbar';
import { stripBase } from '../url';
import { activeVersionOf, readPreferredVersion, shownVersion, VERSIONS_DATA_ATTR } from '../ui/docs-versions';
import type { SearchHit, SearchResult } from './types';

export type VersionView = { versions: VersionLink[]; preferred: string };

/** A path without the base path. */
const sitePath = (url: string) => stripBase(new URL(url, 'http://x').pathname);

/** The site's versions (the navbar's list, components/navbar/versions.tsx) and the one in view; null off a versioned site or outside a browser. */
export function versionInView(): VersionView | null {
  if (typeof document === 'undefined') return null;
  let versions: VersionLink[];
  try {
    versions = JSON.parse(document.querySelector(`[${VERSIONS_DATA_ATTR}]`)?.getAttribute(VERSIONS_DATA_ATTR) ?? '[]') as VersionLink[];
  } catch {
    return null;
  }
  if (versions.length < 2) return null;
  const shown = shownVersion(sitePath(location.pathname), versions, readPreferredVersion());
  return shown ? { versions, preferred: shown.name } : null;
}

/** A section label with the version: "Documentation · 1.7". */
export const versionedSection = (section: string, version: Pick<VersionLink, 'label'>) => `${section} · ${version.label}`;

/** A hit of a docs page with its version in its section (plain and highlighted). */
export function labelHit<H extends Pick<SearchHit, 'url' | 'hierarchy'> & Partial<Pick<SearchHit, '_highlightResult'>>>(hit: H, versions: VersionLink[]): H {
  const v = activeVersionOf(sitePath(hit.url), versions);
  const lvl0 = hit.hierarchy.lvl0;
  if (!v || !lvl0) return hit;
  const hl = hit._highlightResult?.hierarchy.lvl0;
  return {
    ...hit,
    hierarchy: { ...hit.hierarchy, lvl0: versionedSection(lvl0, v) },
    ...(hit._highlightResult ? { _highlightResult: { ...hit._highlightResult, hierarchy: { ...hit._highlightResult.hierarchy, ...(hl ? { lvl0: { ...hl, value: versionedSection(hl.value, v) } } : {}) } } } : {}),
  };
}

export const labelResult = (r: SearchResult, versions: VersionLink[]): SearchResult => ({ ...r, hits: r.hits.map((h) => labelHit(h, versions)) });
