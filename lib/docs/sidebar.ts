/** Walks over a built sidebar (lib/docs/types.ts): reading order, the path to a page, its category pages, its first link. */
import type { Sidebar, SidebarCategory, SidebarItem } from './types';

/**
 * A sidebar's pages in reading order (what prev/next walks): docs and categories with a link, as
 * Docusaurus's `collectSidebarNavigation` (its `link` and `ref` items are not the sidebar's pages).
 */
export function flattenSidebar(sidebar: Sidebar): { label: string; href: string; docId?: string; className?: string }[] {
  const out: { label: string; href: string; docId?: string; className?: string }[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const it of items) {
      if (it.type === 'link') {
        if (it.docId) out.push({ label: it.label, href: it.href, docId: it.docId, className: it.className });
      } else if (it.type === 'category') {
        if (it.href) out.push({ label: it.label, href: it.href, docId: it.linkDocId, className: it.className });
        walk(it.items);
      }
    }
  };
  walk(sidebar);
  return out;
}

/** Categories that hold the page at `href` (for breadcrumbs and for expanding the active branch); null when the sidebar does not hold it. */
export function pathTo(sidebar: Sidebar, href: string): SidebarCategory[] | null {
  for (const it of sidebar) {
    if (it.type === 'link') {
      if (it.docId && it.href === href) return [];
    } else if (it.type === 'category') {
      if (it.href === href) return [it];
      const inner = pathTo(it.items, href);
      if (inner) return [it, ...inner];
    }
  }
  return null;
}

/** Every generated-index category, for their pages. */
export function generatedIndexes(sidebar: Sidebar): SidebarCategory[] {
  const out: SidebarCategory[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const it of items) {
      if (it.type !== 'category') continue;
      if (it.generatedIndex) out.push(it);
      walk(it.items);
    }
  };
  walk(sidebar);
  return out;
}

/** Docusaurus's `findFirstSidebarItemLink`: a sidebar's first link or category link, depth first. */
export function firstSidebarLink(items: Sidebar): { href: string; label: string } | undefined {
  for (const it of items) {
    if (it.type === 'link') return it;
    if (it.type === 'category') {
      if (it.href) return { href: it.href, label: it.label };
      const inner = firstSidebarLink(it.items);
      if (inner) return inner;
    }
  }
  return undefined;
}
