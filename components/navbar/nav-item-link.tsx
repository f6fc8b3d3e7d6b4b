'use client';
import { RouteLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import { isActivePrefix } from '@/lib/ui/nav-active';
import styles from './navbar.module.css';

/** A navbar item that shows as active on every page under its prefix (the bar's look unless classes are given). */
export function NavItemLink({
  href,
  label,
  activePrefix,
  className = styles.link,
  activeClassName = styles.active,
}: {
  href: string;
  label: string;
  activePrefix: string;
  className?: string;
  activeClassName?: string;
}) {
  const pathname = usePathname() ?? '';
  const active = isActivePrefix(pathname, activePrefix);
  return (
    <RouteLink href={href} className={`${className} ${active ? activeClassName : ''}`}>
      {label}
    </RouteLink>
  );
}
