'use client';
import { Children, isValidElement, useId, useState, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import styles from './tabs.module.css';

type ItemProps = { value: string; label?: string; default?: boolean; children?: ReactNode };
const EVENT = 'oso:tabs';

function readGroup(groupId: string): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.tabGroup(groupId));
  } catch {
    return null; // storage blocked: fall back to the default tab
  }
}

const EVENTS = [EVENT, 'storage', 'popstate'];
function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange);
  };
}

/**
 * The search parameter a `<Tabs queryString>` keeps its choice in (theme-common tabsUtils.tsx
 * getQueryStringKey): the string given, else the groupId (required then, with Docusaurus's error).
 */
export function queryStringKey(queryString: string | boolean | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return null;
  if (!groupId)
    throw new Error('Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".');
  return groupId;
}

export function TabItem({ children }: ItemProps) {
  return <>{children}</>;
}

/**
 * Docusaurus Tabs (theme-common tabsUtils.tsx useTabs): panels render on the server; tabs with the
 * same groupId switch together (on this page, islands' tabs too, and in other tabs) and remember the
 * choice; with `queryString` the choice is also in the URL (`?key=value`, replaced in place), which
 * wins over the remembered one, as Docusaurus syncs to `queryStringValue ?? storageValue`.
 */
export function Tabs({ children, groupId, defaultValue, values: labels, className, queryString }: { children: ReactNode; groupId?: string; defaultValue?: string; values?: { value: string; label?: string }[]; className?: string; queryString?: string | boolean }) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<ItemProps>[];
  const labelOf = (item: ReactElement<ItemProps>) => labels?.find((v) => v.value === item.props.value)?.label ?? item.props.label ?? item.props.value;
  const values = items.map((i) => i.props.value);
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0];
  const key = queryStringKey(queryString, groupId);
  const query = useSyncExternalStore(subscribe, () => (key ? new URLSearchParams(location.search).get(key) : null), () => null);
  const stored = useSyncExternalStore(subscribe, () => (groupId ? readGroup(groupId) : null), () => null);
  const [local, setLocal] = useState<string | null>(null);
  const valid = (v: string | null) => (v !== null && values.includes(v) ? v : undefined);
  const selected = valid(query) ?? valid(stored) ?? valid(local) ?? initial;
  const id = useId();

  const choose = (value: string) => {
    setLocal(value);
    if (key) {
      const url = new URL(location.href);
      url.searchParams.set(key, value);
      history.replaceState(history.state, '', url);
    }
    if (groupId) {
      try {
        localStorage.setItem(STORAGE_KEYS.tabGroup(groupId), value);
      } catch {
        // storage blocked: this page's choice stays
      }
    }
    window.dispatchEvent(new Event(EVENT));
  };

  const onKey = (e: React.KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (index + delta + values.length) % values.length;
    choose(values[next]);
    (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, i) => (
          <button
            key={item.props.value}
            role="tab"
            type="button"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={selected === item.props.value}
            tabIndex={selected === item.props.value ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(item.props.value)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {labelOf(item)}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={selected !== item.props.value}
          className={styles.panel}
          data-label={labelOf(item)}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
