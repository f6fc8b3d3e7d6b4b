'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { MAIN_ID } from '../layout/main';

/**
 * After a client-side navigation, focus lands where a full page load would leave a screen reader:
 * the new page's <h1> (or its <main>), so Tab continues from the content instead of from the link
 * that was followed, which may no longer exist. Next's route announcer reads the new title out.
 * The first load and query- or hash-only changes keep the browser's own focus.
 */
export function FocusOnNavigate() {
  const pathname = usePathname();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(MAIN_ID);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Next (or the hash target) decides the scroll position; focus must not move it.
    target.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
