'use client';
import { RouteLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '@/lib/docs/types';
import { Collapsible } from '../ui/collapsible';
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

/** The docs sidebar: categories expanded by default, the current page marked, its branch opened. */
export function DocsSidebar({ items, basePath = '' }: { items: SidebarItem[]; basePath?: string }) {
  const pathname = usePathname() ?? '';
  const active = norm(pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname);
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <Items items={items} active={active} level={0} />
    </nav>
  );
}
