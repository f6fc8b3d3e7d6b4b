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

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function TabItem({ children }: ItemProps) {
  return <>{children}</>;
}

/**
 * Docusaurus Tabs: panels render on the server; tabs with the same groupId switch together
 * (on this page and in other tabs) and remember the choice.
 */
export function Tabs({ children, groupId, defaultValue, values: labels, className }: { children: ReactNode; groupId?: string; defaultValue?: string; values?: { value: string; label?: string }[]; className?: string }) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<ItemProps>[];
  const labelOf = (item: ReactElement<ItemProps>) => labels?.find((v) => v.value === item.props.value)?.label ?? item.props.label ?? item.props.value;
  const values = items.map((i) => i.props.value);
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0];
  const stored = useSyncExternalStore(subscribe, () => (groupId ? readGroup(groupId) : null), () => null);
  const [local, setLocal] = useState<string | null>(null);
  const wanted = groupId ? stored : local;
  const selected = wanted && values.includes(wanted) ? wanted : initial;
  const id = useId();

  const choose = (value: string) => {
    if (!groupId) return setLocal(value);
    try {
      localStorage.setItem(STORAGE_KEYS.tabGroup(groupId), value);
    } catch {
      setLocal(value);
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
