import { getDoc, type DocsSet } from './docs/docs-set';
import { firstSidebarLink } from './docs/sidebar';
import type { Sidebar } from './docs/types';
import { routes } from './routes';
import { site } from './site';

/** A menu row: a link, or a heading that groups the links after it. */
export type NavMenuEntry = { label: string; href: string } | { heading: string };

/**
 * The navbar's items as the desktop bar and the mobile menu both render them. Each item carries
 * the path prefix under which it shows as active (none for links off the site).
 */
export type NavItem = {
  label: string;
  href: string;
  position: 'left' | 'right';
  /** Shown as active on every page under this path; absent for external links. */
  activePrefix?: string;
  external: boolean;
  /** A dropdown's rows; the item itself stays a link, as in Docusaurus. */
  menu?: NavMenuEntry[];
};

type ConfigItem = (typeof site.navbar.items)[number];

/** The path every page of a sidebar is under (at least the docs root): where its navbar item is active. */
function commonPrefix(items: Sidebar): string {
  const hrefs: string[] = [];
  const walk = (list: Sidebar) => list.forEach((it) => (it.type === 'link' && it.docId ? hrefs.push(it.href) : it.type === 'category' ? (it.href && hrefs.push(it.href), walk(it.items)) : null));
  walk(items);
  if (!hrefs.length) return routes.docsRoot();
  const parts = hrefs.map((h) => h.split('/').slice(0, -1));
  let n = 0;
  while (parts.every((p) => p[n] !== undefined && p[n] === parts[0][n])) n++;
  const prefix = `${parts[0].slice(0, n).join('/')}/`;
  return prefix.startsWith(routes.docsRoot()) ? prefix : routes.docsRoot();
}

/** A doc named by id, as Docusaurus's `doc` items name it: its page, labelled by its id unless a label is given. */
function docLink(set: DocsSet, docId: string, label: string | undefined, where: string): { href: string; label: string } {
  try {
    const d = getDoc(set, docId);
    return { href: routes.doc(d.route), label: label ?? docId };
  } catch (e) {
    throw new Error(`site navbar ${where}: docId "${docId}": ${(e as Error).message}`);
  }
}

/** A navbar item of the settings as a link (or dropdown), its docs and sidebars looked up in `set`. */
export function navItem(item: ConfigItem, set: DocsSet, i = 0): NavItem {
  const { position } = item;
  switch (item.type) {
    case 'docSidebar': {
      const sidebars = set.sidebars;
      const id = item.sidebarId ?? Object.keys(sidebars)[0];
      const sidebar = sidebars[id];
      if (!sidebar) throw new Error(`site navbar items[${i}]: sidebarId "${id}" is not a sidebar. Sidebars: ${Object.keys(sidebars).join(', ') || 'none'}`);
      const first = firstSidebarLink(sidebar) ?? { href: routes.docsRoot(), label: 'Docs' };
      return { label: item.label ?? first.label, position, href: first.href, activePrefix: commonPrefix(sidebar), external: false };
    }
    case 'doc': {
      const d = docLink(set, item.docId, item.label, `items[${i}]`);
      return { ...d, position, activePrefix: d.href, external: false };
    }
    case 'dropdown': {
      const href = item.to ?? item.href ?? '#';
      return {
        label: item.label,
        position,
        href,
        ...(item.href ? { external: true } : { activePrefix: href, external: false }),
        menu: item.items.map((e, j) => ('heading' in e ? { heading: e.heading } : 'docId' in e ? docLink(set, e.docId, e.label, `items[${i}].items[${j}]`) : { label: e.label, href: (e.to ?? e.href)! })),
      };
    }
    case 'link':
      return item.to
        ? { label: item.label, position, href: item.to, activePrefix: item.to, external: false }
        : { label: item.label, position, href: item.href!, external: true };
  }
}

/** The navbar's items (the site's, unless others are given), their docs and sidebars looked up in `set`. */
export const navItems = (set: DocsSet, items: ConfigItem[] = site.navbar.items): NavItem[] => items.map((item, i) => navItem(item, set, i));
