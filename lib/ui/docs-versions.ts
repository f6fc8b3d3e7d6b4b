/**
 * Which docs version the navbar shows, as theme-common decides it (docsPreferredVersion,
 * useDocsVersionCandidates): the version of the page in view, else the reader's preferred version
 * (the one last chosen in the version dropdown or the banner, kept in localStorage per docs plugin),
 * else the last version. Pure but for the storage: lib/ui/follow-version.ts hands in the path and
 * the page's twins, and applies the result to the navbar's items.
 */
import { isActivePrefix } from './nav-active';
import type { VersionLink } from '../navbar';
import { STORAGE_KEYS } from '../storage-keys';

/** The attribute a version's link carries: a click on it makes that version the preferred one. */
export const VERSION_ATTR = 'data-docs-version';
/** The navbar's version item (components/navbar/versions.tsx): 'dropdown' or 'label'. */
export const VERSION_ITEM_ATTR = 'data-version-item';
/** A `doc` or `docSidebar` navbar link's link in each version (JSON of ByVersion['links']). */
export const VERSION_LINKS_ATTR = 'data-version-links';
/** The site's versions (JSON of VersionLink[]), once in the navbar. */
export const VERSIONS_DATA_ATTR = 'data-docs-versions';

/** Stores the reader's preferred docs version (theme-common's savePreferredVersionName), for every page and tab. */
export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.preferredVersion, name);
  } catch {
    // storage blocked: the preference is simply not kept
  }
}

export function readPreferredVersion(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.preferredVersion);
  } catch {
    return null;
  }
}

/**
 * The version whose pages the path is under: the one with the longest root, so the last version (at
 * the docs' root) is matched after the others, as getActiveVersion orders them. None off the docs.
 */
export function activeVersionOf<V extends Pick<VersionLink, 'root'>>(pathname: string, versions: V[]): V | undefined {
  return versions.filter((v) => isActivePrefix(pathname, v.root)).sort((a, b) => b.root.length - a.root.length)[0];
}

/** The version the navbar's items follow: in view, else preferred (when still built), else the last. */
export function shownVersion<V extends Pick<VersionLink, 'root' | 'name' | 'isLast'>>(pathname: string, versions: V[], preferred: string | null | undefined): V | undefined {
  return activeVersionOf(pathname, versions) ?? versions.find((v) => v.name === preferred) ?? versions.find((v) => v.isLast) ?? versions[0];
}

/**
 * The page in view in each version (its twin, by doc id), as the doc page writes them in its
 * `data-doc-alternates` attribute (components/docs/version-banner.tsx), else nothing.
 */
export function parseAlternates(value: string | null | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const o = JSON.parse(value) as unknown;
    return o && typeof o === 'object' && !Array.isArray(o) ? Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string')) : {};
  } catch {
    return {};
  }
}

/** The last version (served at the docs' root), what the server draws the navbar's items for. */
export const lastVersionLink = <V extends Pick<VersionLink, 'isLast'>>(versions: V[]): V | undefined => versions.find((v) => v.isLast) ?? versions[0];

/**
 * What the navbar's version items show on a page: the version in view (marked in the dropdown),
 * the version they follow (in view, else preferred, else the last), and each version's link: the
 * page in view in that version (`alternates`, written by the doc page), else its main doc.
 */
export function versionsView(pathname: string, versions: VersionLink[], preferred: string | null, alternates: Record<string, string>) {
  return {
    active: activeVersionOf(pathname, versions),
    shown: shownVersion(pathname, versions, preferred),
    hrefs: Object.fromEntries(versions.map((v) => [v.name, alternates[v.name] ?? v.mainHref])) as Record<string, string>,
  };
}
