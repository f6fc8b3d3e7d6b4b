'use client';
import type { NavMenuEntry } from '@/lib/navbar';
import { RouteLink } from '../ui/link';
import { NavAnchor } from './nav-anchor';
import { SamePageAnchor } from 'oso-locales-nav';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { isActivePrefix } from '@/lib/ui/nav-active';
import styles from './navbar.module.css';

/**
 * The Blog dropdown. As in Docusaurus, a dropdown with a `to` is a link: a click (or Enter) on
 * "Blog" goes to the blog, and the menu opens on hover. The keyboard opens it with ArrowDown on the
 * link or with the caret button next to it (Enter/Space), a disclosure whose name says what it
 * shows. Closes on outside click or touch, when focus leaves it, on Escape (focus goes back to the
 * control that had it), and after navigation. Without JS the caret hides and the link remains.
 */
export function NavbarDropdown({ label, className, href, items, activePrefix }: { label: string; className?: string; href: string; items: NavMenuEntry[]; activePrefix?: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
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
      if (e.key !== 'Escape') return;
      setOpen(false);
      // Focus inside the menu would be lost when it hides: it goes back to the caret.
      if (menu.current?.contains(document.activeElement)) toggle.current?.focus();
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

  const menuLinks = () => Array.from(menu.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  /** Open, then focus a menu link once it is shown (the list is `hidden` until the render). */
  const openAndFocus = (which: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const links = menuLinks();
      links[which === 'first' ? 0 : links.length - 1]?.focus();
    });
  };
  const onTriggerKey = (e: ReactKeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  // Arrow keys move through the menu's links, Home/End jump; Tab still walks them in order.
  const onMenuKey = (e: ReactKeyboardEvent) => {
    const links = menuLinks();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[e.key];
    if (next === undefined || at < 0) return;
    e.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  const active = activePrefix !== undefined && isActivePrefix(pathname, activePrefix);
  return (
    <div
      ref={ref}
      className={`${styles.dropdown} ${open ? styles.open : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <RouteLink href={href} className={`${styles.link} ${styles.dropdownLink} ${className ?? ''} ${active ? styles.active : ''}`} onKeyDown={onTriggerKey}>
        {label}
      </RouteLink>
      <button
        ref={toggle}
        type="button"
        className={styles.dropdownToggle}
        aria-label={`${label} menu`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
      >
        <svg className={styles.caret} viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M0 0l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <ul id={menuId} ref={menu} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {items.map((it, i) =>
          'heading' in it ? (
            <li key={i} className={styles.menuHeading}>
              <b>{it.heading}</b>
            </li>
          ) : !('href' in it) ? (
            // theme-classic's HtmlNavbarItem in a dropdown: the HTML is the row.
            <li key={i} className={[styles.menuHtml, it.className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: it.html }} />
          ) : (
            <li key={i}>
              {it.samePage ? (
                <SamePageAnchor item={it} root={it.href} from={it.samePage.from} className={styles.menuLink} onClick={() => setOpen(false)} />
              ) : (
                <NavAnchor item={it} href={it.href} className={styles.menuLink} onClick={() => setOpen(false)} />
              )}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
