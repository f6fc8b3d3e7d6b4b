/**
 * What a docs page sends the sidebar: the part a reader sees, never the whole tree. As Docusaurus's
 * lazy collapsible does, a collapsed category carries no children; it names the small JSON file that
 * holds them (`branch`), fetched when a reader opens it. Open categories (collapsed: false, not
 * collapsible, or holding the current page) carry their children, and a long list of children only a
 * window of them (SIDEBAR_WINDOW around the current page, or its first ones), with how many it left
 * out on each side (`more`) and the file holding them all. So a page's HTML and payload stay the
 * same size however many docs the site or a category holds; a reader without JavaScript reaches the
 * rest through the category's page and the prev/next links.
 */
import { createHash } from 'node:crypto';
import { routes } from '../routes';
import { localizePath } from '../docusaurus/i18n';
import { inCurrentLocale } from '../i18n/current-locale';
import { site } from '../site';
import { pathTo } from './sidebar';
import type { Sidebar, SidebarCategory, SidebarItem } from './types';

/** How many of an open category's children a page draws when it has more than SIDEBAR_WHOLE. */
export const SIDEBAR_WINDOW = 12;
/** Up to this many children are drawn whole: hiding a handful is not worth a "Show more". */
export const SIDEBAR_WHOLE = 16;

export type NavLink = { type: 'link'; label: string; href: string; className?: string };
/** A sidebars file's `html` item, drawn as written. */
export type NavHtml = { type: 'html'; value: string; defaultStyle: boolean; className?: string; label?: undefined; href?: undefined };
export type NavCategory = {
  type: 'category';
  label: string;
  href?: string;
  className?: string;
  collapsible: boolean;
  /** Present when the category is drawn open (all its children, or the window `more` says)… */
  items?: NavItem[];
  /** …the URL (without the base path) of the JSON array of all its children, when `items` is not them all. */
  branch?: string;
  /** How many children the window of `items` leaves out before and after it. */
  more?: { before: number; after: number };
};
export type NavItem = NavLink | NavHtml | NavCategory;

type Localize = (path: string) => string;
const link = (it: SidebarItem & { type: 'link' }, localize: Localize): NavLink => ({ type: 'link', label: it.label, href: localize(it.href), ...(it.className ? { className: it.className } : {}) });
const head = (c: SidebarCategory, localize: Localize) => ({
  type: 'category' as const,
  label: c.label,
  ...(c.href ? { href: localize(c.href) } : {}),
  ...(c.className ? { className: c.className } : {}),
  collapsible: c.collapsible,
});
const opensByDefault = (c: SidebarCategory) => !c.collapsible || !c.collapsed;

/**
 * The children an open category draws: all of them when they are few, else SIDEBAR_WINDOW of them
 * around the one at `current` (the first ones when it is -1). A run left out that would be shorter
 * than three is drawn instead, so a "Show more" always stands for a few.
 */
export function sidebarWindow<T>(all: T[], current: number): { items: T[]; before: number; after: number } {
  if (all.length <= SIDEBAR_WHOLE) return { items: all, before: 0, after: 0 };
  let start = current < 0 ? 0 : Math.min(Math.max(0, current - Math.floor(SIDEBAR_WINDOW / 2)), all.length - SIDEBAR_WINDOW);
  let end = start + SIDEBAR_WINDOW;
  if (start < 3) start = 0;
  if (all.length - end < 3) end = all.length;
  return { items: all.slice(start, end), before: start, after: all.length - end };
}

/** One sidebar's views and branch files, each worked out once per build. */
class SidebarViews {
  private closed = new WeakMap<SidebarCategory, NavCategory>();
  private urls = new WeakMap<SidebarCategory, string>();
  private files = new Map<string, string>();

  /** `localize` puts a page's path in the sidebar's locale: the client draws the hrefs as given (lib/i18n/localize-href.ts). */
  constructor(private localize: Localize) {}

  /** The file of a category's children as a page that does not hold the current page shows them. */
  private branch(c: SidebarCategory): string {
    let url = this.urls.get(c);
    if (!url) {
      const json = JSON.stringify(this.items(c.items));
      url = routes.sidebarBranch(createHash('sha256').update(json).digest('hex').slice(0, 16));
      this.files.set(url, json);
      this.urls.set(c, url);
    }
    return url;
  }

  /** A category drawn open with `children`, windowed around the child at `current` when they are many. */
  private open(c: SidebarCategory, children: NavItem[], current: number): NavCategory {
    const { items, before, after } = sidebarWindow(children, current);
    if (items === children) return { ...head(c, this.localize), items };
    return { ...head(c, this.localize), items, branch: this.branch(c), more: { before, after } };
  }

  /** A category as every page that does not hold the current page shows it. */
  category(c: SidebarCategory): NavCategory {
    let v = this.closed.get(c);
    if (!v) {
      v = opensByDefault(c) ? this.open(c, this.items(c.items), -1) : { ...head(c, this.localize), branch: this.branch(c) };
      this.closed.set(c, v);
    }
    return v;
  }

  items(items: SidebarItem[], open = new Set<SidebarCategory>(), active?: string): NavItem[] {
    return items.map((it) => {
      if (it.type === 'link') return link(it, this.localize);
      if (it.type === 'html') return it;
      if (!open.has(it)) return this.category(it);
      const current = it.items.findIndex((x) => (x.type === 'link' ? x.href === active : x.type === 'category' && open.has(x)));
      return this.open(it, this.items(it.items, open, active), current);
    });
  }

  /** Every branch file: URL path → JSON. */
  branches(root: Sidebar): Map<string, string> {
    this.items(root);
    const walk = (items: SidebarItem[]) => items.forEach((it) => it.type === 'category' && (this.category(it), it.items.length > SIDEBAR_WHOLE && this.branch(it), walk(it.items)));
    walk(root);
    return this.files;
  }
}

const views = new WeakMap<Sidebar, SidebarViews>();
/** A sidebar's views: each locale's sidebars are trees of their own (lib/docs/source.ts docsSets), so one localizer each. */
const viewsOf = (s: Sidebar, localize: Localize) => {
  let v = views.get(s);
  if (!v) views.set(s, (v = new SidebarViews(localize)));
  return v;
};

/** The sidebar a page at `active` sends: top level, categories open by default, and its own branch. */
export function sidebarView(sidebar: Sidebar, active?: string): NavItem[] {
  const open = new Set(active ? (pathTo(sidebar, active) ?? []) : []);
  return viewsOf(sidebar, inCurrentLocale).items(sidebar, open, active);
}

/** The branch files the build writes (URL path → JSON): every collapsed-by-default category's, and every long one's. */
export const sidebarBranches = (sidebar: Sidebar, locale = site.i18n.defaultLocale): Map<string, string> => viewsOf(sidebar, (p) => localizePath(site.i18n, locale, p)).branches(sidebar);
