'use client';
import { RouteLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import styles from './navbar.module.css';

export function NavItemLink({ href, label, activePrefix }: { href: string; label: string; activePrefix: string }) {
  const pathname = usePathname() ?? '';
  const active = pathname === activePrefix.replace(/\/$/, '') || pathname.startsWith(activePrefix);
  return (
    <RouteLink href={href} className={`${styles.link} ${active ? styles.active : ''}`}>
      {label}
    </RouteLink>
  );
}
