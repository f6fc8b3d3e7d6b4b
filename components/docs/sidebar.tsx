'use client';
import { RouteLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '@/lib/docs/types';
import { Collapsible } from '../ui/collapsible';
import { revealInScroller } from '@/lib/ui/reveal';
import { BASE_PATH } from '@/lib/url';
import styles from './sidebar.module.css';

const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);

function contains(items: SidebarItem[], href: string): boolean {
  return items.some((i) => i.href === href || (i.type === 'category' && contains(i.items, href)));
}

function Category({ item, active, level }: { item: SidebarCategory; active: string; level: number }) {
  const holdsActive = item.href === active || contains(item.items, active);
  const [open, setOpen] = useState(!item.collapsed || holdsActive);
  const id = useId();
  // Navigating into a collapsed category opens it (state adjusted during render, not in an effect).
  const [held, setHeld] = useState(holdsActive);
  if (held !== holdsActive) {
    setHeld(holdsActive);
    if (holdsActive) setOpen(true);
  }
  const expanded = item.collapsible ? open : true;
  const toggle = item.collapsible ? (
    <button
      type="button"
      className={styles.caret}
      aria-expanded={expanded}
      aria-controls={id}
      aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
      onClick={() => setOpen((o) => !o)}
    />
  ) : null;
  return (
    <li className={`${styles.category} ${item.className ?? ''}`}>
      <div className={`${styles.row} ${item.href === active ? styles.active : ''}`}>
        {item.href ? (
          <RouteLink href={item.href} className={styles.link} aria-current={item.href === active ? 'page' : undefined}>
            {item.label}
          </RouteLink>
        ) : (
          <button type="button" className={styles.link} aria-expanded={expanded} aria-controls={id} onClick={() => setOpen((o) => !o)}>
            {item.label}
          </button>
        )}
        {item.href ? toggle : null}
      </div>
      <Collapsible open={expanded} id={id}>
        <Items items={item.items} active={active} level={level + 1} />
      </Collapsible>
    </li>
  );
}

function Items({ items, active, level }: { items: SidebarItem[]; active: string; level: number }) {
  return (
    <ul className={level > 0 ? styles.nested : styles.list}>
      {items.map((it) =>
        it.type === 'link' ? (
          <li key={it.href} className={it.className}>
            <RouteLink
              href={it.href}
              className={`${styles.link} ${styles.leaf} ${it.href === active ? styles.active : ''}`}
              aria-current={it.href === active ? 'page' : undefined}
            >
              {it.label}
            </RouteLink>
          </li>
        ) : (
          <Category key={`${it.label}-${it.href ?? ''}`} item={it} active={active} level={level} />
        ),
      )}
    </ul>
  );
}

/**
 * The docs sidebar: categories as their `collapsed` says (collapsed by default), the current page
 * marked, its branch opened, and its link scrolled into view in the sidebar's own scroll box, on
 * load, in the mobile drawer when it opens, and after navigation (once a branch it opens has grown).
 */
export function DocsSidebar({ items }: { items: SidebarItem[] }) {
  const pathname = usePathname() ?? '';
  const active = norm(BASE_PATH && pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = nav.current;
    const reveal = () => {
      const link = root?.querySelector<HTMLElement>('[aria-current="page"]');
      if (link) revealInScroller(link);
    };
    // A category this navigation opened is animating its height (components/ui/collapsible.tsx
    // sets the transition inline): measure once it has grown.
    const growing = root?.querySelector<HTMLElement>('[style*="transition"]');
    if (!growing) return reveal();
    growing.addEventListener('transitionend', reveal, { once: true });
    return () => growing.removeEventListener('transitionend', reveal);
  }, [active]);
  return (
    <nav ref={nav} aria-label="Docs sidebar" className={styles.sidebar}>
      <Items items={items} active={active} level={0} />
    </nav>
  );
}
