/**
 * What a docs page sends the sidebar: the part a reader sees, never the whole tree. As Docusaurus's
 * lazy collapsible does, a collapsed category carries no children; it names the small JSON file that
 * holds them (`branch`), fetched when a reader opens it. Open categories (collapsed: false, not
 * collapsible, or holding the current page) carry their children. So a page's HTML and payload
 * grow with the branch it is in, not with the number of docs; a reader without JavaScript reaches a
 * collapsed category's docs through its category page and the prev/next links.
 */
import { createHash } from 'node:crypto';
import { routes } from '../routes';
import { pathTo } from './sidebar';
import type { Sidebar, SidebarCategory, SidebarItem } from './types';

export type NavLink = { type: 'link'; label: string; href: string; className?: string };
export type NavCategory = {
  type: 'category';
  label: string;
  href?: string;
  className?: string;
  collapsible: boolean;
  /** Present when the category is drawn open… */
  items?: NavItem[];
  /** …otherwise the URL (without the base path) of the JSON array of its children. */
  branch?: string;
};
export type NavItem = NavLink | NavCategory;

const link = (it: SidebarItem & { type: 'link' }): NavLink => ({ type: 'link', label: it.label, href: it.href, ...(it.className ? { className: it.className } : {}) });
const head = (c: SidebarCategory) => ({
  type: 'category' as const,
  label: c.label,
  ...(c.href ? { href: c.href } : {}),
  ...(c.className ? { className: c.className } : {}),
  collapsible: c.collapsible,
});
const opensByDefault = (c: SidebarCategory) => !c.collapsible || !c.collapsed;

/** One sidebar's views and branch files, each worked out once per build. */
class SidebarViews {
  private closed = new WeakMap<SidebarCategory, NavCategory>();
  private files = new Map<string, string>();

  /** A category as every page that does not hold the current page shows it. */
  category(c: SidebarCategory): NavCategory {
    let v = this.closed.get(c);
    if (!v) {
      const children = this.items(c.items);
      if (opensByDefault(c)) v = { ...head(c), items: children };
      else {
        const json = JSON.stringify(children);
        const url = routes.sidebarBranch(createHash('sha256').update(json).digest('hex').slice(0, 16));
        this.files.set(url, json);
        v = { ...head(c), branch: url };
      }
      this.closed.set(c, v);
    }
    return v;
  }

  items(items: SidebarItem[], open = new Set<SidebarCategory>()): NavItem[] {
    return items.map((it) => {
      if (it.type === 'link') return link(it);
      return open.has(it) ? { ...head(it), items: this.items(it.items, open) } : this.category(it);
    });
  }

  /** Every branch file: URL path → JSON. */
  branches(root: Sidebar): Map<string, string> {
    this.items(root);
    const walk = (items: SidebarItem[]) => items.forEach((it) => it.type === 'category' && (this.category(it), walk(it.items)));
    walk(root);
    return this.files;
  }
}

const views = new WeakMap<Sidebar, SidebarViews>();
const viewsOf = (s: Sidebar) => {
  let v = views.get(s);
  if (!v) views.set(s, (v = new SidebarViews()));
  return v;
};

/** The sidebar a page at `active` sends: top level, categories open by default, and its own branch. */
export function sidebarView(sidebar: Sidebar, active?: string): NavItem[] {
  const open = new Set(active ? (pathTo(sidebar, active) ?? []) : []);
  return viewsOf(sidebar).items(sidebar, open);
}

/** The branch files the build writes (URL path → JSON), one per collapsed-by-default category. */
export const sidebarBranches = (sidebar: Sidebar): Map<string, string> => viewsOf(sidebar).branches(sidebar);
