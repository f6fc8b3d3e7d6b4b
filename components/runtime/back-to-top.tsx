'use client';
import { useEffect, useState } from 'react';
import styles from './back-to-top.module.css';

export const EASING_FACTOR = 0.85;

/** Each frame scrolls to 0.85 × the current offset, so the motion eases out; instant under reduced motion. */
export function scrollToTopEased(win: Window = window) {
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    win.scrollTo({ top: 0, behavior: 'instant' });
    return;
  }
  const step = () => {
    const y = win.scrollY;
    // 'instant': the page's CSS smooth scrolling would otherwise fight the per-frame easing.
    if (y < 1) return win.scrollTo({ top: 0, behavior: 'instant' });
    win.scrollTo({ top: Math.floor(y * EASING_FACTOR), behavior: 'instant' });
    win.requestAnimationFrame(step);
  };
  win.requestAnimationFrame(step);
}

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 300);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label={label}
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      tabIndex={visible ? 0 : -1}
      onClick={() => scrollToTopEased()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 15l6-6 6 6" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
