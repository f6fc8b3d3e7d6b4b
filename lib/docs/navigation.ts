import { routes } from '../routes';
import { flattenSidebar, pathTo } from './sidebar';
import type { DocEntry } from './entry';
import type { Sidebar } from './types';
import { getDoc, sidebarOf, type DocsSet } from './docs-set';

export type PageLink = { label: string; href: string };

/**
 * Previous and next page in sidebar order, for a doc or for a category's generated index (given by
 * its href). Hidden items are skipped; a doc's frontmatter `pagination_prev` / `pagination_next`
 * (a doc id, or null to drop the link) win.
 */
export function prevNext(set: DocsSet, page: DocEntry | { href: string }): { prev?: PageLink; next?: PageLink } {
  const doc = 'route' in page ? page : undefined;
  const href = doc ? routes.doc(doc.route) : (page as { href: string }).href;
  // Docusaurus's getDocNavigation: the neighbours in the sidebar that lists the page; none without one.
  const flat = flattenSidebar(sidebarOf(set, href)?.items ?? []).filter((i) => i.className !== 'hidden');
  const i = flat.findIndex((x) => x.href === href);
  const labelOf = (x: { label: string; docId?: string }) => {
    const d = x.docId ? set.docs.find((v) => v.id === x.docId) : undefined;
    return d?.paginationLabel ?? x.label;
  };
  const pick = (override: string | null | undefined, fallback?: { label: string; href: string; docId?: string }) => {
    if (override === null) return undefined;
    if (override !== undefined) {
      const t = getDoc(set, override);
      return { label: t.paginationLabel ?? t.sidebarLabel ?? t.title, href: routes.doc(t.route) };
    }
    return fallback ? { label: labelOf(fallback), href: fallback.href } : undefined;
  };
  return {
    prev: pick(doc?.paginationPrev, i > 0 ? flat[i - 1] : undefined),
    next: pick(doc?.paginationNext, i >= 0 && i < flat.length - 1 ? flat[i + 1] : undefined),
  };
}

export type Crumb = { label: string; href?: string };

/** Breadcrumbs: the categories that hold the page, then the page itself (not a link). */
export function breadcrumbs(sidebar: Sidebar, href: string, pageLabel: string): Crumb[] {
  const cats = pathTo(sidebar, href) ?? [];
  const crumbs: Crumb[] = cats.map((c) => ({ label: c.label, href: c.href && c.href !== href ? c.href : undefined }));
  if (cats.length && cats[cats.length - 1].href === href) crumbs.pop();
  crumbs.push({ label: pageLabel });
  return crumbs;
}
