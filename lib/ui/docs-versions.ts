/**
 * Which docs version the navbar shows, as theme-common decides it (docsPreferredVersion,
 * useDocsVersionCandidates): the version of the page in view, else the reader's preferred version
 * (the one last chosen in the version dropdown or the banner, kept in localStorage per docs plugin),
 * else the last version. Pure: the browser's components/navbar/versions.tsx hands in the path and
 * the stored name.
 */
import { isActivePrefix } from './nav-active';
import type { VersionLink } from '../navbar';
import { STORAGE_KEYS } from '../storage-keys';

/** The attribute a version's link carries: a click on it makes that version the preferred one. */
export const VERSION_ATTR = 'data-docs-version';

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
