import { localizedNavbar, localizedVersionLabel } from '@/lib/i18n/theme-config';
import { searchText, uiText } from '@/lib/i18n/ui-text';
import { navbarFit } from '@/lib/navbar-fit';
import { site } from '@/lib/site';
import { docsSet } from '@/lib/docs/source';
import { docsVersions } from '@/lib/docusaurus/versions';
import { inCurrentLocale } from '@/lib/i18n/current-locale';
// The version items' browser code on a versioned site, nothing on another (next.config.ts).
import { VersionedNavLink, VersionsNavItem, VersionsRuntime } from 'oso-versions-nav';
import { localizeNavItems, localizeVersionLinks, navItems, versionLinks, type NavItem as NavItemData } from '@/lib/navbar';
import { withBase } from '@/lib/routes';
import { ColorModeToggle } from '../layout/color-mode-toggle';
import { SmartLink } from '../ui/link';
import { NavbarDropdown } from './dropdown';
import { MobileSidebar } from './mobile-sidebar';
import { NavAnchor } from './nav-anchor';
import { NavItemLink } from './nav-item-link';
import { PrimaryMenu } from './primary-menu';
import { SearchButton } from '../search/search-button';
import { NavItemBoundary } from './nav-item-boundary';
import { NavbarFitStyle } from './navbar-fit';
import styles from './navbar.module.css';

function NavItem({ item }: { item: NavItemData }) {
  // theme-classic's HtmlNavbarItem: the site's HTML as written, in the bar's item box.
  if (item.type === 'html') return <div className={[styles.htmlItem, item.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.type === 'versions') return <VersionsNavItem item={item} />;
  if (item.menu) return <NavbarDropdown label={item.label} className={item.className} href={item.href} items={item.menu} activePrefix={item.activePrefix} />;
  if (item.byVersion) return <VersionedNavLink item={item} byVersion={item.byVersion} />;
  if (!item.external) return <NavItemLink item={item} />;
  return <NavAnchor item={item} href={item.href} className={styles.link} markExternal />;
}

/** One side of the bar: each item in its own boundary, so one that fails to render leaves the rest. */
function NavItems({ items }: { items: NavItemData[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item, i) => (
        <li key={i}>
          <NavItemBoundary config={item}>
            <NavItem item={item} />
          </NavItemBoundary>
        </li>
      ))}
    </ul>
  );
}

export function Navbar() {
  const navbar = localizedNavbar();
  const { logo, title } = navbar;
  const versioned = { versions: docsVersions(), setOf: docsSet };
  const items = localizeNavItems(navItems(docsSet(), navbar.items, versioned), inCurrentLocale, localizedVersionLabel);
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  // A Docusaurus navbar may have a title, a logo, both or neither.
  const brand =
    logo || title ? (
      <SmartLink href={logo?.href ?? '/'} className={styles.brand} target={logo?.target === '_blank' ? '_blank' : undefined}>
        {logo ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.logoLight} src={withBase(logo.src)} alt={logo.alt} width={32} height={32} />
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.logoDark} src={withBase(logo.srcDark)} alt={logo.alt} width={32} height={32} />
          </>
        ) : null}
        {title ? <span className={styles.title}>{title}</span> : null}
      </SmartLink>
    ) : null;
  const text = uiText();
  const modes = {
    label: text.message('theme.colorToggle.ariaLabel'),
    dark: text.t('theme.colorToggle.ariaLabel.mode.dark'),
    light: text.t('theme.colorToggle.ariaLabel.mode.light'),
    system: text.t('theme.colorToggle.ariaLabel.mode.system'),
  };
  const mobileText = {
    toggle: text.t('theme.docs.sidebar.toggleSidebarButtonAriaLabel'),
    close: text.t('theme.docs.sidebar.closeSidebarButtonAriaLabel'),
    menu: text.t('engine.navbar.menuAriaLabel'),
    back: text.t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel'),
  };
  // Where this bar, in this locale, stops fitting the window (lib/navbar-fit.ts): the mobile bar from there down.
  const fit = navbarFit({ brand: logo || title ? { logo: Boolean(logo), title: title || undefined } : undefined, items, search: searchText(text).label, toggle: !site.colorMode.disableSwitch });
  const toggle = <ColorModeToggle defaultMode={site.colorMode.defaultMode} respectSystem={site.colorMode.respectPrefersColorScheme} text={modes} />;
  return (
    <header className={styles.navbar}>
      <NavbarFitStyle fit={fit} />
      <nav aria-label={text.t('theme.NavBar.navAriaLabel')} className={styles.inner}>
        <MobileSidebar brand={brand} colorToggle={toggle} primary={<PrimaryMenu items={items} />} text={mobileText} />
        {brand}
        <NavItems items={left} />
        <div className={styles.spacer} />
        <NavItems items={right} />
        {versioned.versions.length > 1 ? <VersionsRuntime versions={localizeVersionLinks(versionLinks(versioned), inCurrentLocale, localizedVersionLabel)} /> : null}
        <SearchButton />
        {site.colorMode.disableSwitch ? null : (
          <ColorModeToggle defaultMode={site.colorMode.defaultMode} respectSystem={site.colorMode.respectPrefersColorScheme} className={styles.desktopOnly} text={modes} />
        )}
      </nav>
    </header>
  );
}
