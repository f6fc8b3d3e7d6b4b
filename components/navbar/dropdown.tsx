'use client';
import { RouteLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { withBase } from '@/lib/routes';
import styles from './navbar.module.css';

export type DropdownEntry = { label: string; to?: string; href?: string } | { heading: string };

/**
 * The Blog dropdown: opens on hover and on click/Enter (as Docusaurus does, the label toggles the
 * menu; without JS it is a plain link to the blog). Closes on outside click or touch, when focus
 * leaves it, on Escape, and after navigation.
 */
export function NavbarDropdown({ label, href, items, activePrefix }: { label: string; href: string; items: DropdownEntry[]; activePrefix: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  const pathname = usePathname() ?? '';

  // Close after navigation: adjust state while rendering instead of in an effect.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const active = pathname.startsWith(activePrefix.replace(/\/$/, ''));
  return (
    <div
      ref={ref}
      className={`${styles.dropdown} ${open ? styles.open : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <a
        ref={trigger}
        href={withBase(href)}
        role="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        className={`${styles.link} ${active ? styles.active : ''}`}
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === ' ') {
            e.preventDefault();
            setOpen((o) => !o);
          }
        }}
      >
        {label}
        <svg className={styles.caret} viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M0 0l5 6 5-6z" fill="currentColor" />
        </svg>
      </a>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {items.map((it, i) =>
          'heading' in it ? (
            <li key={i} className={styles.menuHeading}>
              <b>{it.heading}</b>
            </li>
          ) : (
            <li key={i}>
              <RouteLink href={it.to ?? it.href!} className={styles.menuLink} onClick={() => setOpen(false)}>
                {it.label}
              </RouteLink>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
