'use client';
import { usePathname } from 'next/navigation';
import type { NavLinkLook } from '@/lib/navbar';
import { samePageHref } from '@/lib/ui/same-page';
import { NavAnchor } from './nav-anchor';

/**
 * A language menu's row (theme-classic's LocaleDropdownNavbarItem): the page in view in that
 * locale, worked out from the path where the page is read, as theme-common's useAlternatePageUtils
 * does; the locale's home without JavaScript.
 */
export function SamePageAnchor({ item, root, from, className, onClick }: { item: NavLinkLook; root: string; from: string; className?: string; onClick?: () => void }) {
  const pathname = usePathname() ?? '/';
  return <NavAnchor item={item} href={samePageHref(root, from, pathname)} className={className} onClick={onClick} />;
}
