import type { ByVersion, NavItem, NavLinkData, NavMenuEntry, VersionLink } from '@/lib/navbar';
import { lastVersionLink, VERSION_ATTR, VERSION_ITEM_ATTR, VERSION_LINKS_ATTR, VERSIONS_DATA_ATTR } from '@/lib/ui/docs-versions';
import { NavbarDropdown } from './dropdown';
import { NavAnchor } from './nav-anchor';
import { NavItemLink } from './nav-item-link';
import { VersionsFollow } from './versions-follow';
import styles from './navbar.module.css';

/**
 * The navbar's version items on a versioned site, drawn on the server for the last version (what a
 * page outside the docs shows to a reader with no preferred version). In the browser, one small
 * component (./versions-follow.tsx) loads, after the page, the code that makes them follow the
 * version in view, else the preferred one (lib/ui/follow-version.ts): the label, each version's link
 * to the page in view there, the version marked, the `doc` and `docSidebar` links. So a versioned
 * page's first-load JS carries a few hundred bytes for them, not the items' whole browser code.
 */

type VersionsItem = Extract<NavItem, { type: 'versions' }>;
/** The mobile menu's classes, handed in by its component so that no style map is repeated here. */
export type MobileClasses = { menuLink: string; submenu: string; menuHeading: string; menuHtml: string };

/** Once in the navbar: the versions (for lib/ui/follow-version.ts) and the browser part that loads it. */
export function VersionsRuntime({ versions }: { versions: VersionLink[] }) {
  return (
    <>
      <span hidden {...{ [VERSIONS_DATA_ATTR]: JSON.stringify(versions) }} />
      <VersionsFollow />
    </>
  );
}

/**
 * theme-classic's DocsVersionDropdownNavbarItem (the versions, each the page in view in that
 * version, else its main doc; the site's entries before and after; the version in view marked
 * unless `dropdownActiveClassDisabled`) and DocsVersionNavbarItem (the shown version's label,
 * linking to `to` or its main doc). `mobile`: drawn as the mobile menu draws a dropdown.
 */
export function VersionsNavItem({ item, mobile }: { item: VersionsItem; mobile?: MobileClasses }) {
  const shown = lastVersionLink(item.versions);
  if (!shown) return null;
  // What lib/ui/follow-version.ts may change: the label unless the item sets one, the link unless it has a `to`.
  const itemAttrs = (kind: string) => ({ [VERSION_ITEM_ATTR]: kind, ...(item.activeClassDisabled ? { 'data-active-off': '' } : {}), ...(item.label ? { 'data-fixed-label': '' } : {}), ...(item.to ? { 'data-fixed-to': '' } : {}) });
  if (item.kind === 'label') {
    const look = { label: item.label ?? shown.label, className: item.className, attrs: itemAttrs('label') };
    return <NavAnchor item={look} href={item.to ?? shown.mainHref} className={mobile ? mobile.menuLink : styles.link} />;
  }
  const versionEntries: NavMenuEntry[] = item.versions.map((v) => ({ label: v.label, href: v.mainHref, attrs: { [VERSION_ATTR]: v.name } }));
  const entries = [...item.before, ...versionEntries, ...item.after];
  if (mobile) {
    // theme-classic: on mobile the dropdown is a collapsible list under the version's label.
    return (
      <div {...itemAttrs('dropdown')}>
        <span className={mobile.menuLink} data-version-label="">
          {shown.label}
        </span>
        <ul className={mobile.submenu}>
          {entries.map((e, i) =>
            'heading' in e ? (
              <li key={i} className={mobile.menuHeading}>{e.heading}</li>
            ) : !('href' in e) ? (
              <li key={i} className={mobile.menuHtml} dangerouslySetInnerHTML={{ __html: e.html }} />
            ) : (
              <li key={i}>
                <NavAnchor item={e} href={e.href} className={mobile.menuLink} markExternal />
              </li>
            ),
          )}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.versionsItem} {...itemAttrs('dropdown')}>
      <NavbarDropdown label={shown.label} className={item.className} href={shown.mainHref} items={entries} />
    </div>
  );
}

/** A `doc` or `docSidebar` item of a versioned site: the last version's link, its link in each version for the browser. */
export function VersionedNavLink({ item, byVersion, className = styles.link, activeClassName = styles.active }: { item: NavLinkData; byVersion: ByVersion; className?: string; activeClassName?: string }) {
  const last = lastVersionLink(byVersion.versions);
  const link = (last && byVersion.links[last.name]) ?? { href: item.href, activePrefix: item.activePrefix ?? item.href };
  const attrs = { ...item.attrs, [VERSION_LINKS_ATTR]: JSON.stringify(byVersion.links), 'data-active-class': activeClassName };
  return <NavItemLink item={{ ...item, href: link.href, activePrefix: link.activePrefix, attrs }} className={className} activeClassName={activeClassName} />;
}
