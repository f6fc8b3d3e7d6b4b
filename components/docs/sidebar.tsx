'use client';
import { RouteLink, SmartLink } from '../ui/link';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { NavCategory, NavItem } from '@/lib/docs/sidebar-view';
import { Collapsible } from '../ui/collapsible';
import { useFocusOnArrival, useLazyBranch } from '@/lib/ui/lazy-branch';
import { revealInScroller, scrollerOf } from '@/lib/ui/reveal';
import { isExternal, withTrailingSlash } from '@/lib/url';
import styles from './sidebar.module.css';

/** The sidebar's labels in the page's locale ("… sidebar category '{label}'"), from the server (lib/i18n/ui-text.ts). */
export type SidebarText = { nav: string; expand: string; collapse: string };
const TextContext = createContext({} as SidebarText);


function contains(items: NavItem[] | undefined, href: string): boolean {
  return !!items?.some((i) => (i.type !== 'html' && i.href === href) || (i.type === 'category' && contains(i.items, href)));
}

// Each docs page draws its own sidebar (lib/docs/sidebar-view.ts): what a reader opened, the long
// lists they showed whole and where the sidebar was scrolled outlive the page, for the next one (as
// the fetched branches do).
const opened = new Map<string, boolean>();
const whole = new Set<string>();
let lastScroll = 0;

const keyOf = (it: NavItem) => (it.type === 'link' ? it.href : it.type === 'html' ? it.value : `${it.label}\n${it.href ?? ''}`);

/** The whole list, each child the page drew (the current page's branch open) kept as drawn. */
function merge(drawn: NavItem[], all: NavItem[]): NavItem[] {
  const mine = new Map(drawn.map((it) => [keyOf(it), it]));
  return all.map((it) => mine.get(keyOf(it)) ?? it);
}

/** A window's "Show N more" row, for the children left out on one side of it. */
function More({ count, label, onShow }: { count: number; label: string; onShow: () => void }) {
  return (
    <li>
      <button type="button" className={styles.more} aria-label={`Show ${count} more in '${label}'`} onClick={onShow}>
        Show {count} more
      </button>
    </li>
  );
}

function Category({ item, active, level, path }: { item: NavCategory; active: string; level: number; path: string }) {
  const text = useContext(TextContext);
  const holdsActive = item.href === active || contains(item.items, active);
  const [open, setOpen] = useState(() => holdsActive || (opened.get(path) ?? !!item.items));
  const [showAll, setShowAll] = useState(() => !!item.more && whole.has(path));
  const id = useId();
  const expanded = item.collapsible ? open : true;
  const windowed = !!item.more;
  const { data: drawn, failed: failedBranch, retry: retryBranch } = useLazyBranch(item.items, windowed ? undefined : item.branch, expanded);
  const all = useLazyBranch<NavItem[]>(undefined, windowed && showAll ? item.branch : undefined, true);
  const items = drawn && all.data ? merge(drawn, all.data) : drawn;
  const failed = failedBranch || all.failed;
  const retry = () => (failedBranch ? retryBranch() : all.retry());
  // Focus goes to the first child the window had left out, once the whole list is drawn.
  const focusOnArrival = useFocusOnArrival(all.data, (at) => document.getElementById(id)?.querySelector<HTMLElement>(`:scope > ul > li:nth-child(${at + 1}) :is(a, button)`));
  const show = (at: number) => {
    whole.add(path);
    focusOnArrival(at);
    setShowAll(true);
    if (all.failed) all.retry();
  };
  const toggle = () =>
    setOpen((o) => {
      opened.set(path, !o);
      return !o;
    });
  // A collapsed category's children come when it is first opened: until then it has no panel.
  const panel = expanded || !!items || failed;
  const caret = item.collapsible ? (
    <button
      type="button"
      className={styles.caret}
      aria-expanded={expanded}
      aria-controls={panel ? id : undefined}
      aria-label={(expanded ? text.collapse : text.expand).replace('{label}', item.label)}
      onClick={toggle}
    />
  ) : null;
  const more = item.more && !all.data ? item.more : undefined;
  return (
    <li className={item.className}>
      <div className={item.href === active ? `${styles.row} ${styles.active}` : styles.row}>
        {item.href ? (
          <RouteLink href={item.href} aria-current={item.href === active ? 'page' : undefined}>
            {item.label}
          </RouteLink>
        ) : (
          <button type="button" aria-expanded={expanded} aria-controls={panel ? id : undefined} onClick={toggle}>
            {item.label}
          </button>
        )}
        {item.href ? caret : null}
      </div>
      {panel ? (
        <Collapsible open={expanded && !!(items || failed)} id={id}>
          {items ? (
            <Items
              items={items}
              active={active}
              level={level + 1}
              path={path}
              before={more?.before ? <More count={more.before} label={item.label} onShow={() => show(0)} /> : null}
              after={more?.after ? <More count={more.after} label={item.label} onShow={() => show(more.before + items.length)} /> : null}
            />
          ) : null}
          {failed ? (
            <p className={styles.failed}>
              Could not load this section.{' '}
              <button type="button" className={styles.retry} onClick={retry}>
                Retry
              </button>
            </p>
          ) : null}
        </Collapsible>
      ) : null}
    </li>
  );
}

function Items({ items, active, level, path, before, after }: { items: NavItem[]; active: string; level: number; path: string; before?: ReactNode; after?: ReactNode }) {
  return (
    <ul className={level > 0 ? styles.nested : styles.list}>
      {before}
      {items.map((it, i) =>
        it.type === 'html' ? (
          // A sidebars file's `html` item: the site's own markup, as Docusaurus draws it.
          <li key={`html-${i}`} className={[it.defaultStyle ? styles.htmlItem : '', it.className ?? ''].join(' ').trim() || undefined} dangerouslySetInnerHTML={{ __html: it.value }} />
        ) : it.type === 'link' ? (
          <li key={it.href} className={it.className}>
            {isExternal(it.href) ? (
              <SmartLink href={it.href} markExternal>{it.label}</SmartLink>
            ) : (
              <RouteLink href={it.href} aria-current={it.href === active ? 'page' : undefined}>
                {it.label}
              </RouteLink>
            )}
          </li>
        ) : (
          <Category key={`${it.label}-${it.href ?? ''}`} item={it} active={active} level={level} path={`${path}/${it.label}`} />
        ),
      )}
      {after}
    </ul>
  );
}

/**
 * The docs sidebar: categories as their `collapsed` says (collapsed by default), the current page
 * marked, its branch opened, and its link scrolled into view in the sidebar's own scroll box, on
 * load, in the mobile drawer when it opens, and after navigation (where the last page left it).
 */
export function DocsSidebar({ items, text }: { items: NavItem[]; text: SidebarText }) {
  const pathname = usePathname() ?? '';
  // usePathname() is already without the base path.
  const active = withTrailingSlash(pathname);
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
    <nav ref={nav} aria-label={text.nav} className={styles.sidebar}>
      <TextContext.Provider value={text}>
        <Items items={items} active={active} level={0} path="" />
      </TextContext.Provider>
    </nav>
  );
}
