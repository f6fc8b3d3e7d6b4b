'use client';
import { usePathname } from 'next/navigation';
import type { NavLinkData } from '@/lib/navbar';
import { withBase } from '@/lib/url';
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
  return <NavAnchor item={item} href={item.href} className={`${className}${active ? ` ${activeClassName}` : ''}`} markExternal={markExternal} />;
}
