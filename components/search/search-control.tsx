'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lazy } from '@/components/ui/lazy';
import { searchClient } from '@/lib/search/client';
import { isApplePlatform, isTypedQueryStart, shortcutAction } from '@/lib/search/shortcuts';
import type { SearchConfig } from '@/lib/search/types';
import { CloseSearchContext, SearchModalLoading } from './search-modal-loading';
import styles from './search-button.module.css';

// DocSearch and its CSS load with the dialog, never with the page.
const SearchModal = lazy(() => import('./search-modal'), { loading: SearchModalLoading });

const noSubscribe = () => () => {};
const useApple = () => useSyncExternalStore(noSubscribe, () => isApplePlatform(navigator.platform), () => false);

/** The navbar button, the Ctrl/⌘ K and / shortcuts, and the dialog they open. */
export function SearchControl({ config }: { config: SearchConfig }) {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const button = useRef<HTMLButtonElement>(null);
  const isOpen = useRef(false);
  // What had focus when the dialog opened (the button, or where a shortcut was pressed).
  const opener = useRef<HTMLElement | null>(null);
  const apple = useApple();

  const show = useCallback((query?: string) => {
    if (!isOpen.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    isOpen.current = true;
    setInitialQuery(query);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    isOpen.current = false;
    setOpen(false);
    setInitialQuery(undefined);
    // Focus goes back where it was (as DocSearch does for its button), once the dialog, which
    // held it, is gone; unless something else took it meanwhile (a page chosen from the hits).
    const back = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && back?.isConnected && back !== document.body) back.focus({ preventScroll: true });
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutAction(e, isOpen.current);
      if (action) {
        e.preventDefault();
        if (action === 'open') show();
        else close();
      } else if (!isOpen.current && document.activeElement === button.current && isTypedQueryStart(e)) {
        e.preventDefault();
        show(e.key);
      } else if (isOpen.current) {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
        const typed = e.key.length === 1 && !e.metaKey && !e.ctrlKey && !e.altKey;
        if (!input) {
          // The dialog's code is still loading: keep what is typed so it becomes the first query.
          if (typed) {
            e.preventDefault();
            setInitialQuery((q) => `${q ?? ''}${e.key}`.slice(0, 64));
          } else if (e.key === 'Backspace') {
            setInitialQuery((q) => q?.slice(0, -1));
          }
        } else if ((typed || e.key === 'Backspace') && !document.activeElement?.closest('.DocSearch-Modal')) {
          // The dialog is in the page but its box has not taken focus yet (DocSearch focuses it an
          // effect later): give it focus now, and this key lands in it rather than nowhere.
          input.focus();
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show, close]);

  const label = config.text?.label ?? 'Search';
  // Hovering or focusing the button fetches the dialog's code and the index, so both are usually
  // ready by the time the first key is typed.
  const preload = () => {
    void SearchModal.preload().catch(() => undefined);
    void searchClient(config).preload().catch(() => undefined);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        onClick={() => show()}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.placeholder}>{label}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open ? (
        <CloseSearchContext.Provider value={close}>
          <SearchModal config={config} initialQuery={initialQuery} onClose={close} />
        </CloseSearchContext.Provider>
      ) : null}
    </>
  );
}
