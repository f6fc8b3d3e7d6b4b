'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { ByVersion, NavItem, NavLinkData, NavMenuEntry, VersionLink } from '@/lib/navbar';
import { isNavActive } from '@/lib/ui/nav-active';
import { activeVersionOf, parseAlternates, readPreferredVersion, savePreferredVersion, shownVersion, VERSION_ATTR } from '@/lib/ui/docs-versions';
import { NavbarDropdown } from './dropdown';
import { NavAnchor } from './nav-anchor';
import styles from './navbar.module.css';

/** A click on a version's link anywhere on the page (the dropdown's, the banner's) saves that version. */
const saveOnClick = (e: MouseEvent) => {
  const name = (e.target as Element | null)?.closest?.(`[${VERSION_ATTR}]`)?.getAttribute(VERSION_ATTR);
  if (name) savePreferredVersion(name);
};

/**
 * The version the navbar follows on this page, the reader's preferred one and the page's twins in
 * the other versions (read after each navigation: the doc page writes them, storage may have changed
 * in another tab). Before hydration the items show the last version, as a page outside the docs does.
 */
export function useShownVersion(versions: VersionLink[]) {
  const pathname = usePathname() ?? '';
  const [state, setState] = useState<{ preferred: string | null; alternates: Record<string, string> }>({ preferred: null, alternates: {} });
  useEffect(() => {
    const read = () => setState({ preferred: readPreferredVersion(), alternates: parseAlternates(document.querySelector('[data-doc-alternates]')?.getAttribute('data-doc-alternates')) });
    read();
    window.addEventListener('storage', read);
    document.addEventListener('click', saveOnClick, true);
    return () => {
      window.removeEventListener('storage', read);
      document.removeEventListener('click', saveOnClick, true);
    };
  }, [pathname]);
  return { active: activeVersionOf(pathname, versions), shown: shownVersion(pathname, versions, state.preferred), alternates: state.alternates };
}

type VersionsItem = Extract<NavItem, { type: 'versions' }>;
/** The mobile menu's classes, handed in by its (server) component so that no style map ships here. */
export type MobileClasses = { menuLink: string; submenu: string; menuHeading: string; menuHtml: string };

/**
 * theme-classic's DocsVersionDropdownNavbarItem (the versions, each the page in view in that
 * version, else its main doc; the site's entries before and after; the version in view marked
 * unless `dropdownActiveClassDisabled`) and DocsVersionNavbarItem (the shown version's label,
 * linking to `to` or its main doc). `mobile`: drawn as the mobile menu draws a dropdown.
 */
export function VersionsNavItem({ item, mobile }: { item: VersionsItem; mobile?: MobileClasses }) {
  const { active, shown, alternates } = useShownVersion(item.versions);
  if (!shown) return null;
  if (item.kind === 'label') {
    const look = { label: item.label ?? shown.label, className: item.className };
    return <NavAnchor item={look} href={item.to ?? shown.mainHref} className={mobile ? mobile.menuLink : styles.link} />;
  }
  const versionEntries: NavMenuEntry[] = item.versions.map((v) => ({
    label: v.label,
    href: alternates[v.name] ?? v.mainHref,
    attrs: { [VERSION_ATTR]: v.name },
    ...(v.name === active?.name && !item.activeClassDisabled ? { className: 'dropdown__link--active' } : {}),
  }));
  const entries = [...item.before, ...versionEntries, ...item.after];
  if (mobile) {
    // theme-classic: on mobile the dropdown is a collapsible list under the version's label.
    return (
      <div>
        <span className={mobile.menuLink}>{shown.label}</span>
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
  return <NavbarDropdown label={shown.label} className={item.className} href={shown.mainHref} items={entries} />;
}

/** A `doc` or `docSidebar` item of a versioned site: its link in the version the navbar follows. */
export function VersionedNavLink({ item, byVersion, className = styles.link, activeClassName = styles.active }: { item: NavLinkData; byVersion: ByVersion; className?: string; activeClassName?: string }) {
  const pathname = usePathname() ?? '';
  const { shown } = useShownVersion(byVersion.versions);
  const link = (shown && byVersion.links[shown.name]) ?? { href: item.href, activePrefix: item.activePrefix };
  const active = isNavActive({ activePrefix: link.activePrefix }, pathname);
  return <NavAnchor item={item} href={link.href} className={`${className}${active ? ` ${activeClassName}` : ''}`} />;
}
