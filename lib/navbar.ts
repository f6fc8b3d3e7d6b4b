import { getDoc, mainDoc, type DocsSet } from './docs/docs-set';
import type { DocsVersion } from './docusaurus/versions';
import { firstSidebarLink } from './docs/sidebar';
import type { Sidebar } from './docs/types';
import { isExternal, routes } from './routes';
import { site } from './site';
import { localeConfig, localizePath, onOtherOrigin } from './docusaurus/i18n';
import { absoluteUrl } from './absolute-url';
import { currentLocale } from './i18n/current-locale';
import type { ActiveRule } from './ui/nav-active';

/** How a link item looks (theme-classic's NavbarNavLink): its label, or its inner HTML, a class and the attributes of its `<a>`. */
export type NavLinkLook = { label: string; html?: string; className?: string; attrs?: Record<string, string> };

/**
 * A docs version as the navbar's version-aware items see it in the browser: its label, the path
 * its pages are under (`root`), its main doc (theme-common's getVersionMainDoc).
 */
export type VersionLink = { name: string; label: string; root: string; mainHref: string; isLast: boolean };

/** A `doc` or `docSidebar` item's link in each version that has it (the item follows the version in view). */
export type ByVersion = { versions: VersionLink[]; links: Record<string, { href: string; activePrefix: string }> };

/** A link of the bar, the mobile menu or a dropdown: where it goes, how it looks, when it is active. */
export type NavLinkData = NavLinkLook & ActiveRule & { href: string; external: boolean; byVersion?: ByVersion };

/** HTML as the site wrote it (theme-classic's `html` item), with its class. */
export type NavHtml = { html: string; className?: string };

/** A menu row: a link, a heading that groups the links after it, or HTML. */
export type NavMenuEntry = (NavLinkLook & { href: string; samePage?: SamePage }) | { heading: string } | NavHtml;

/** A language menu's row: `href` is the locale's root; in the browser, the page in view there, read from `from` (the current locale's root). */
export type SamePage = { from: string };

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
  | (NavHtml & { type: 'html'; position: 'left' | 'right' })
  /** theme-classic's docsVersionDropdown (`dropdown`) and docsVersion (`label`), drawn in the browser for the version in view (components/navbar/versions.tsx). */
  | {
      type: 'versions';
      kind: 'dropdown' | 'label';
      position: 'left' | 'right';
      className?: string;
      versions: VersionLink[];
      before: NavMenuEntry[];
      after: NavMenuEntry[];
      activeClassDisabled: boolean;
      label?: string;
      to?: string;
    };

/** The site's docs versions for the navbar: each one's docs set (a one-version site has one). */
export type VersionedDocs = { versions: DocsVersion[]; setOf: (version: string) => DocsSet };

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

/** A version's label in the locale being rendered (its translation file's `version.label`). */
export type VersionLabel = (v: Pick<VersionLink, 'name' | 'label'>) => string;

/**
 * Each version's links in a locale, its label as the locale's translation files give it: what the
 * browser's version items (lib/ui/follow-version.ts) match the page's path against and link to, so
 * they stay in the locale (Docusaurus builds each locale under its own baseUrl).
 */
export const localizeVersionLinks = (versions: VersionLink[], localize: (path: string) => string, versionLabel: VersionLabel): VersionLink[] =>
  versions.map((v) => ({ ...v, label: versionLabel(v), root: localize(v.root), mainHref: localize(v.mainHref) }));

/** Each version as the browser's navbar items see it. */
export const versionLinks = (v: VersionedDocs): VersionLink[] =>
  v.versions.map((x) => {
    const main = mainDoc(v.setOf(x.name));
    return { name: x.name, label: x.label, root: routes.doc(x.pathPart), mainHref: main ? routes.doc(main.route) : routes.doc(x.pathPart), isLast: x.isLast };
  });

/**
 * A `doc` or `docSidebar` item in every version that has its doc or sidebar (theme-classic's
 * DocNavbarItem and DocSidebarNavbarItem look it up in the version in view, else the preferred, else
 * the last). Undefined for a site with one version.
 */
function byVersion(versioned: VersionedDocs | undefined, linkIn: (set: DocsSet) => { href: string; activePrefix: string } | undefined): ByVersion | undefined {
  if (!versioned || versioned.versions.length < 2) return undefined;
  const links: ByVersion['links'] = {};
  for (const v of versioned.versions) {
    try {
      const l = linkIn(versioned.setOf(v.name));
      if (l) links[v.name] = l;
    } catch {
      // this version has no such doc or sidebar: the item keeps another version's link there
    }
  }
  return { versions: versionLinks(versioned), links };
}

/** A navbar item of the settings as a link (or dropdown, or HTML), its docs and sidebars looked up in `set` (and in each version's, when given). */
export function navItem(item: ConfigItem, docs: DocsSet, i = 0, versioned?: VersionedDocs): NavItem {
  const { position } = item;
  const cls = (c: string | undefined) => (c ? { className: c } : {});
  const sidebarLink = (sidebarId: string | undefined, where: string) => {
    const id = sidebarId ?? Object.keys(docs.sidebars)[0];
    const sidebar = docs.sidebars[id];
    if (!sidebar) throw new Error(`site navbar ${where}: sidebarId "${id}" is not a sidebar. Sidebars: ${Object.keys(docs.sidebars).join(', ') || 'none'}`);
    return { sidebar, first: firstSidebarLink(sidebar) ?? { href: routes.docsRoot(), label: 'Docs' } };
  };
  type Entry = Extract<ConfigItem, { type: 'dropdown' }>['items'][number];
  const menuEntry = (e: Entry, where: string): NavMenuEntry => {
    if ('heading' in e || ('html' in e && !('to' in e || 'href' in e))) return e as NavMenuEntry;
    if ('docId' in e) return { ...docLink(docs, e.docId, e.label, where), ...cls(e.className) };
    if ('sidebarId' in e) {
      const { first } = sidebarLink(e.sidebarId, where);
      return { label: e.label ?? first.label, href: first.href, ...cls(e.className) };
    }
    const l = linkData(e as LinkSettings);
    return set({ label: l.label, html: l.html, className: l.className, attrs: l.attrs, href: l.href });
  };
  switch (item.type) {
    case 'docSidebar': {
      const { sidebar, first } = sidebarLink(item.sidebarId, `items[${i}]`);
      const versions = byVersion(versioned, (set) => {
        const s = set.sidebars[item.sidebarId ?? Object.keys(set.sidebars)[0]];
        const f = s && firstSidebarLink(s);
        return f ? { href: f.href, activePrefix: commonPrefix(s) } : undefined;
      });
      return { label: item.label ?? first.label, ...cls(item.className), position, href: first.href, activePrefix: commonPrefix(sidebar), external: false, ...(versions ? { byVersion: versions } : {}) };
    }
    case 'doc': {
      const d = docLink(docs, item.docId, item.label, `items[${i}]`);
      const versions = byVersion(versioned, (set) => {
        const href = routes.doc(getDoc(set, item.docId).route);
        return { href, activePrefix: href };
      });
      return { ...d, ...cls(item.className), position, activePrefix: d.href, external: false, ...(versions ? { byVersion: versions } : {}) };
    }
    case 'docsVersionDropdown':
    case 'docsVersion': {
      const versions = versioned ? versionLinks(versioned) : [];
      const entries = (list: Entry[], key: string) => list.map((e, j) => menuEntry(e, `items[${i}].${key}[${j}]`));
      return item.type === 'docsVersionDropdown'
        ? { type: 'versions', kind: 'dropdown', position, ...cls(item.className), versions, before: entries(item.before, 'dropdownItemsBefore'), after: entries(item.after, 'dropdownItemsAfter'), activeClassDisabled: item.activeClassDisabled }
        : { type: 'versions', kind: 'label', position, ...cls(item.className), versions, before: [], after: [], activeClassDisabled: true, ...(item.label ? { label: item.label } : {}), ...(item.to ? { to: item.to } : {}) };
    }
    case 'localeDropdown': {
      // theme-classic's LocaleDropdownNavbarItem: labelled with the current locale, a full page load to another (target _self).
      const current = currentLocale();
      const root = (locale: string) => localizePath(site.i18n, locale, '/');
      // A locale on its own origin is linked there, fully qualified (LocaleDropdownNavbarItem: unless its url is the site's).
      const rowRoot = (locale: string) => (onOtherOrigin(site.i18n, locale, site.url) ? absoluteUrl(root(locale)) : root(locale));
      const entries = (list: Entry[], key: string) => list.map((e, j) => menuEntry(e, `items[${i}].${key}[${j}]`));
      const locales = site.i18n.locales.map((c): NavMenuEntry => ({
        label: c.label,
        href: rowRoot(c.locale),
        attrs: { lang: c.htmlLang, target: '_self', ...(c.locale === current ? { 'aria-current': 'true' } : {}) },
        ...(c.locale === current ? { className: 'dropdown__link--active' } : {}),
        samePage: { from: root(current) },
      }));
      return { label: localeConfig(site.i18n, current).label, ...cls(item.className), position, href: '#', external: false, menu: [...entries(item.before, 'dropdownItemsBefore'), ...locales, ...entries(item.after, 'dropdownItemsAfter')] };
    }
    case 'html':
      return { type: 'html', html: item.html, ...cls(item.className), position };
    case 'dropdown': {
      const href = item.to ?? item.href ?? '#';
      const menu = item.items.map((e, j) => menuEntry(e, `items[${i}].items[${j}]`));
      return { label: item.label, ...cls(item.className), position, href, ...(item.href ? { external: true } : { activePrefix: href, external: false }), menu };
    }
    case 'link':
      return { ...linkData(item), position };
  }
}

/** The navbar's items (the site's, unless others are given), their docs and sidebars looked up in `set` (the last version's), and in each version's when given. */
export const navItems = (docs: DocsSet, items: ConfigItem[] = site.navbar.items, versioned?: VersionedDocs): NavItem[] => items.map((item, i) => navItem(item, docs, i, versioned));

/**
 * The navbar's items in the rendered locale: every site path (links, dropdown rows, active
 * prefixes) through `localize` (lib/i18n/current-locale.ts inCurrentLocale), as the browser's
 * menus draw hrefs as given. A language menu's rows are each locale's already.
 */
export function localizeNavItems(items: NavItem[], localize: (path: string) => string, versionLabel: VersionLabel = (v) => v.label): NavItem[] {
  const entry = (e: NavMenuEntry): NavMenuEntry => ('href' in e && !e.samePage && !isExternal(e.href) ? { ...e, href: localize(e.href) } : e);
  return items.map((it) => {
    if (it.type === 'html') return it;
    if (it.type === 'versions') return { ...it, versions: localizeVersionLinks(it.versions, localize, versionLabel), before: it.before.map(entry), after: it.after.map(entry) };
    const byVersion = it.byVersion && {
      versions: localizeVersionLinks(it.byVersion.versions, localize, versionLabel),
      links: Object.fromEntries(Object.entries(it.byVersion.links).map(([name, l]) => [name, { href: localize(l.href), activePrefix: localize(l.activePrefix) }])),
    };
    return {
      ...it,
      ...(byVersion ? { byVersion } : {}),
      ...(it.external || it.href === '#' ? {} : { href: localize(it.href) }),
      ...(it.activePrefix !== undefined ? { activePrefix: localize(it.activePrefix) } : {}),
      ...(it.menu ? { menu: it.menu.map(entry) } : {}),
    };
  });
}
