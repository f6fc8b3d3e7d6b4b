'use client';
import { usePathname } from 'next/navigation';
import type { ByVersion, NavLinkData } from '@/lib/navbar';
import { useShownVersion } from './versions';
import { withBase } from '@/lib/routes';
import { isNavActive } from '@/lib/ui/nav-active';
import { NavAnchor } from './nav-anchor';
import styles from './navbar.module.css';

/** A navbar link that shows as active by its item's rule (lib/ui/nav-active.ts); the bar's look unless classes are given. */
export function NavItemLink({
  item,
  className = styles.link,
  activeClassName = styles.active,
  markExternal,
}: {
  item: NavLinkData;
  className?: string;
  activeClassName?: string;
  markExternal?: boolean;
}) {
  const pathname = usePathname() ?? '';
  const active = isNavActive(item, pathname, withBase(pathname));
  if (item.byVersion) return <VersionedLink item={item} byVersion={item.byVersion} className={className} activeClassName={activeClassName} markExternal={markExternal} />;
  return <NavAnchor item={item} href={item.href} className={`${className}${active ? ` ${activeClassName}` : ''}`} markExternal={markExternal} />;
}

/** A `doc` or `docSidebar` item of a versioned site: its link in the version the navbar follows (components/navbar/versions.tsx). */
function VersionedLink({ item, byVersion, className, activeClassName, markExternal }: { item: NavLinkData; byVersion: ByVersion; className: string; activeClassName: string; markExternal?: boolean }) {
  const pathname = usePathname() ?? '';
  const { shown } = useShownVersion(byVersion.versions);
  const link = (shown && byVersion.links[shown.name]) ?? { href: item.href, activePrefix: item.activePrefix };
  const active = isNavActive({ activePrefix: link.activePrefix }, pathname);
  return <NavAnchor item={item} href={link.href} className={`${className}${active ? ` ${activeClassName}` : ''}`} markExternal={markExternal} />;
}
