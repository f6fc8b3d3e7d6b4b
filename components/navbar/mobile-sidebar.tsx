'use client';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMobileSecondary } from './mobile-context';
import styles from './mobile-sidebar.module.css';

export const MOBILE_BREAKPOINT = 996;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The navbar at ≤ 996 px: a hamburger that opens a slide-in sidebar with the primary menu
 * (navbar items) and, where a section provides one, a secondary menu shown first.
 * Traps focus, locks page scroll, and closes on Escape, backdrop, navigation and a wide window.
 */
/** `text`: the bar's labels in the page's locale (lib/i18n/ui-text.ts, from the server). */
export function MobileSidebar({ brand, colorToggle, primary, text }: { brand: ReactNode; colorToggle: ReactNode; primary: ReactNode; text: { toggle: string; close: string; menu: string; back: string } }) {
  const [open, setOpen] = useState(false);
  const secondary = useMobileSecondary();
  const [showPrimary, setShowPrimary] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = useCallback(() => {
    setOpen(false);
    hamburger.current?.focus();
  }, []);

  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const mq = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`);
    const onWide = () => mq.matches && setOpen(false);
    mq.addEventListener('change', onWide);
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const nodes = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null);
      if (!nodes.length) return;
      const firstNode = nodes[0];
      const last = nodes[nodes.length - 1];
      if (e.shiftKey && document.activeElement === firstNode) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        firstNode.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      mq.removeEventListener('change', onWide);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = prevOverflow;
    };
  }, [open, close]);

  const onSecondary = Boolean(secondary) && !showPrimary;
  return (
    <>
      <button
        ref={hamburger}
        type="button"
        className={styles.hamburger}
        aria-label={text.toggle}
        aria-expanded={open}
        onClick={() => {
          setShowPrimary(false);
          setOpen((o) => !o);
        }}
      >
        <svg viewBox="0 0 30 30" width="30" height="30" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {open ? (
        <>
          <div className={styles.backdrop} onClick={close} data-testid="mobile-backdrop" />
          <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={text.menu}>
            <div className={styles.header}>
              {brand}
              <div className={styles.headerEnd}>
                {colorToggle}
                <button type="button" className={styles.closeBtn} aria-label={text.close} onClick={close}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
            </div>
            <div className={styles.body}>
              {onSecondary ? (
                <div className={styles.secondary}>
                  <button type="button" className={styles.back} onClick={() => setShowPrimary(true)}>
                    {text.back}
                  </button>
                  {secondary}
                </div>
              ) : (
                <div className={styles.primary}>{primary}</div>
              )}
            </div>
          </div>
        </>
      ) : null}
    </>
  );
}
