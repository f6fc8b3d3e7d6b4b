import { routes } from '../routes';
import { flattenSidebar, pathTo } from '../docs/sidebar';
import type { DocEntry } from '../docs/entry';
import type { Sidebar } from '../docs/types';
import { getDoc, sidebarOf, type DocsSet } from '../docs/docs-set';

export type PageLink = { label: string; href: string };

/** Docusaurus's `toDocNavigationLink` label (see prevNext). */
const docLinkLabel = (d: DocEntry, itemLabel?: string) => d.paginationLabel ?? d.sidebarLabel ?? itemLabel ?? d.title;

/**
 * Previous and next page in sidebar order, for a doc or for a category's generated index (given by
 * its href). A doc's frontmatter `pagination_prev` / `pagination_next` (a doc id, or null to drop
 * the link) win.
 *
 * Docusaurus: `getDocNavigation` walks every doc and every linked category of the sidebar, leaving
 * out only unlisted docs (a `sidebar_class_name: hidden` doc keeps its place); `toNavigationLink`
 * names a neighbour `pagination_label ?? sidebar_label ?? <sidebar item label> ?? title`, a
 * category's own doc by the doc alone (`toDocNavigationLink(doc)`, no item label: not the
 * category's label) and a generated index by the category's label, from
 * packages/docusaurus-plugin-content-docs/src/sidebars/utils.ts and src/docs.ts (addDocNavigation).
 */
export function prevNext(set: DocsSet, page: DocEntry | { href: string }): { prev?: PageLink; next?: PageLink } {
  const doc = 'route' in page ? page : undefined;
  const href = doc ? routes.doc(doc.route) : (page as { href: string }).href;
  // Docusaurus's getDocNavigation: the neighbours in the sidebar that lists the page; none without one.
  const sidebar = sidebarOf(set, href)?.items ?? [];
  const flat = flattenSidebar(sidebar);
  const i = flat.findIndex((x) => x.href === href);
  const labelOf = (x: { label: string; href: string; docId?: string }) => {
    const d = x.docId ? set.docs.find((v) => v.id === x.docId) : undefined;
    if (!d) return x.label;
    const ownCategory = pathTo(sidebar, x.href)?.at(-1)?.href === x.href;
    return docLinkLabel(d, ownCategory ? undefined : x.label);
  };
  const pick = (override: string | null | undefined, fallback?: { label: string; href: string; docId?: string }) => {
    if (override === null) return undefined;
    if (override !== undefined) {
      const t = getDoc(set, override);
      return { label: docLinkLabel(t), href: routes.doc(t.route) };
    }
    return fallback ? { label: labelOf(fallback), href: fallback.href } : undefined;
  };
  return {
    prev: pick(doc?.paginationPrev, i > 0 ? flat[i - 1] : undefined),
    next: pick(doc?.paginationNext, i >= 0 && i < flat.length - 1 ? flat[i + 1] : undefined),
  };
}

export type Crumb = { label: string; href?: string };

/**
 * Breadcrumbs: the categories that hold the page, then the page itself (not a link), named by its
 * sidebar item; `pageLabel` names a page the sidebar does not list.
 *
 * Docusaurus: `getSidebarBreadcrumbs` collects the sidebar items on the way to the page, a
 * category whose href is the page's included, and DocBreadcrumbs shows each `item.label`: on a
 * category's own doc the last crumb is the category's label, from
 * packages/docusaurus-plugin-content-docs/src/client/docsUtils.tsx and
 * packages/docusaurus-theme-classic/src/theme/DocBreadcrumbs/index.tsx.
 */
export function breadcrumbs(sidebar: Sidebar, href: string, pageLabel: string): Crumb[] {
  const cats = pathTo(sidebar, href) ?? [];
  const crumbs: Crumb[] = cats.map((c) => ({ label: c.label, href: c.href && c.href !== href ? c.href : undefined }));
  if (cats.at(-1)?.href === href) return crumbs;
  const item = (cats.at(-1)?.items ?? sidebar).find((it) => it.type === 'link' && it.href === href);
  crumbs.push({ label: item?.label ?? pageLabel });
  return crumbs;
}

/**
 * The breadcrumbs a doc page shows: none at all (null) when the docs plugin's `breadcrumbs` option
 * is false, as `useSidebarBreadcrumbs` in plugin-content-docs's src/client/docsUtils.tsx returns null
 * then and theme-classic's DocBreadcrumbs renders nothing (its structured data included).
 */
export const shownBreadcrumbs = (enabled: boolean, sidebar: Sidebar, href: string, pageLabel: string): Crumb[] | null =>
  enabled ? breadcrumbs(sidebar, href, pageLabel) : null;
