import { getDoc, type DocsSet } from './docs/docs-set';
import { firstSidebarLink } from './docs/sidebar';
import type { Sidebar } from './docs/types';
import { isExternal, routes } from './routes';
import { site } from './site';
import type { ActiveRule } from './ui/nav-active';

/** How a link item looks (theme-classic's NavbarNavLink): its label, or its inner HTML, a class and the attributes of its `<a>`. */
export type NavLinkLook = { label: string; html?: string; className?: string; attrs?: Record<string, string> };

/** A link of the bar, the mobile menu or a dropdown: where it goes, how it looks, when it is active. */
export type NavLinkData = NavLinkLook & ActiveRule & { href: string; external: boolean };

/** HTML as the site wrote it (theme-classic's `html` item), with its class. */
export type NavHtml = { html: string; className?: string };

/** A menu row: a link, a heading that groups the links after it, or HTML. */
export type NavMenuEntry = NavLinkLook & { href: string } | { heading: string } | NavHtml;

/**
 * The navbar's items as the desktop bar and the mobile menu both render them: links (a dropdown is
 * a link with a menu, as in Docusaurus) and `html` items.
 */
export type NavItem =
  | (NavLinkData & {
      type?: undefined;
      position: 'left' | 'right';
      /** A dropdown's rows; the item itself stays a link, as in Docusaurus. */
      menu?: NavMenuEntry[];
    })
  | (NavHtml & { type: 'html'; position: 'left' | 'right' });

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

type LinkSettings = { label?: string; html?: string; className?: string; attrs?: Record<string, string>; to?: string; href?: string; activeBasePath?: string; activeBaseRegex?: string };

const withLeadingSlash = (p: string) => (p.startsWith('/') ? p : `/${p}`);
/** Only the keys that are set, so that items compare equal to what they were written as. */
const set = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * A link item of the settings as a link. theme-classic's NavbarNavLink: a `to` item is active by
 * `activeBaseRegex`, else `activeBasePath`, else its `to`; an `href` item (even one inside the site)
 * never is. Off the site, its `href` stays as written.
 */
function linkData(item: LinkSettings): NavLinkData {
  const look = set({ label: item.label ?? '', html: item.html, className: item.className, attrs: item.attrs });
  if (!item.to) return { ...look, href: item.href!, external: isExternal(item.href!) };
  const rule: ActiveRule = item.activeBaseRegex ? { activeRegex: item.activeBaseRegex } : item.activeBasePath ? { activeBase: withLeadingSlash(item.activeBasePath) } : { activePrefix: item.to };
  return { ...look, href: item.to, ...rule, external: false };
}

/** A navbar item of the settings as a link (or dropdown, or HTML), its docs and sidebars looked up in `set`. */
export function navItem(item: ConfigItem, docs: DocsSet, i = 0): NavItem {
  const { position } = item;
  const cls = (c: string | undefined) => (c ? { className: c } : {});
  const sidebarLink = (sidebarId: string | undefined, where: string) => {
    const id = sidebarId ?? Object.keys(docs.sidebars)[0];
    const sidebar = docs.sidebars[id];
    if (!sidebar) throw new Error(`site navbar ${where}: sidebarId "${id}" is not a sidebar. Sidebars: ${Object.keys(docs.sidebars).join(', ') || 'none'}`);
    return { sidebar, first: firstSidebarLink(sidebar) ?? { href: routes.docsRoot(), label: 'Docs' } };
  };
  switch (item.type) {
    case 'docSidebar': {
      const { sidebar, first } = sidebarLink(item.sidebarId, `items[${i}]`);
      return { label: item.label ?? first.label, ...cls(item.className), position, href: first.href, activePrefix: commonPrefix(sidebar), external: false };
    }
    case 'doc': {
      const d = docLink(docs, item.docId, item.label, `items[${i}]`);
      return { ...d, ...cls(item.className), position, activePrefix: d.href, external: false };
    }
    case 'html':
      return { type: 'html', html: item.html, ...cls(item.className), position };
    case 'dropdown': {
      const href = item.to ?? item.href ?? '#';
      const menu = item.items.map((e, j): NavMenuEntry => {
        if ('heading' in e || ('html' in e && !('to' in e || 'href' in e))) return e as NavMenuEntry;
        if ('docId' in e) return { ...docLink(docs, e.docId, e.label, `items[${i}].items[${j}]`), ...cls(e.className) };
        if ('sidebarId' in e) {
          const { first } = sidebarLink(e.sidebarId, `items[${i}].items[${j}]`);
          return { label: e.label ?? first.label, href: first.href, ...cls(e.className) };
        }
        const l = linkData(e as LinkSettings);
        return set({ label: l.label, html: l.html, className: l.className, attrs: l.attrs, href: l.href });
      });
      return { label: item.label, ...cls(item.className), position, href, ...(item.href ? { external: true } : { activePrefix: href, external: false }), menu };
    }
    case 'link':
      return { ...linkData(item), position };
  }
}

/** The navbar's items (the site's, unless others are given), their docs and sidebars looked up in `set`. */
export const navItems = (docs: DocsSet, items: ConfigItem[] = site.navbar.items): NavItem[] => items.map((item, i) => navItem(item, docs, i));
