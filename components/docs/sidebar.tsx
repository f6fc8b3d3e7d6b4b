'use client';
import { RouteLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { NavCategory, NavItem } from '@/lib/docs/sidebar-view';
import { Collapsible } from '../ui/collapsible';
import { useLazyBranch } from '@/lib/ui/lazy-branch';
import { revealInScroller, scrollerOf } from '@/lib/ui/reveal';
import { BASE_PATH } from '@/lib/url';
import styles from './sidebar.module.css';

const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);

function contains(items: NavItem[] | undefined, href: string): boolean {
  return !!items?.some((i) => i.href === href || (i.type === 'category' && contains(i.items, href)));
}

// Each docs page draws its own sidebar (lib/docs/sidebar-view.ts): what a reader opened and where
// the sidebar was scrolled outlive the page, for the next one (as the fetched branches do).
const opened = new Map<string, boolean>();
let lastScroll = 0;

function Category({ item, active, level, path }: { item: NavCategory; active: string; level: number; path: string }) {
  const holdsActive = item.href === active || contains(item.items, active);
  const [open, setOpen] = useState(() => holdsActive || (opened.get(path) ?? !!item.items));
  const id = useId();
  const expanded = item.collapsible ? open : true;
  const { data: items, failed, retry } = useLazyBranch(item.items, item.branch, expanded);
  const toggle = () =>
    setOpen((o) => {
      opened.set(path, !o);
      return !o;
    });
  const caret = item.collapsible ? (
    <button
      type="button"
      className={styles.caret}
      aria-expanded={expanded}
      aria-controls={id}
      aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
      onClick={toggle}
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
          <button type="button" className={styles.link} aria-expanded={expanded} aria-controls={id} onClick={toggle}>
            {item.label}
          </button>
        )}
        {item.href ? caret : null}
      </div>
      <Collapsible open={expanded && !!(items || failed)} id={id}>
        {items ? (
          <Items items={items} active={active} level={level + 1} path={path} />
        ) : failed ? (
          <p className={styles.failed}>
            Could not load this section.{' '}
            <button type="button" className={styles.retry} onClick={retry}>
              Retry
            </button>
          </p>
        ) : null}
      </Collapsible>
    </li>
  );
}

function Items({ items, active, level, path }: { items: NavItem[]; active: string; level: number; path: string }) {
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
          <Category key={`${it.label}-${it.href ?? ''}`} item={it} active={active} level={level} path={`${path}/${it.label}`} />
        ),
      )}
    </ul>
  );
}

/**
 * The docs sidebar: categories as their `collapsed` says (collapsed by default), the current page
 * marked, its branch opened, and its link scrolled into view in the sidebar's own scroll box, on
 * load, in the mobile drawer when it opens, and after navigation (where the last page left it).
 */
export function DocsSidebar({ items }: { items: NavItem[] }) {
  const pathname = usePathname() ?? '';
  const active = norm(BASE_PATH && pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname);
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = nav.current && scrollerOf(nav.current);
    if (!box) return;
    box.scrollTop = lastScroll;
    if (link) revealInScroller(link);
    const keep = () => (lastScroll = box.scrollTop);
    box.addEventListener('scroll', keep, { passive: true });
    return () => box.removeEventListener('scroll', keep);
  }, [active]);
  return (
    <nav ref={nav} aria-label="Docs sidebar" className={styles.sidebar}>
      <Items items={items} active={active} level={0} path="" />
    </nav>
  );
}
