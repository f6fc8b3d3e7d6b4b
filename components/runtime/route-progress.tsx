'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { anchorOf, isPlainClick, navigationHref } from '@/lib/runtime/links';
import { BASE_PATH } from '@/lib/url';

export const PROGRESS_DELAY_MS = 200;

type NProgressApi = typeof import('nprogress');
let loading: Promise<NProgressApi> | null = null;
/** nprogress loads with the first navigation, not with the page: it is not first-load JS. */
function nprogress(): Promise<NProgressApi> {
  loading ??= import('nprogress').then((m) => {
    const np = (m as { default?: NProgressApi }).default ?? (m as NProgressApi);
    np.configure({ showSpinner: false, minimum: 0.08, speed: 200, trickleSpeed: 800 });
    return np;
  });
  return loading;
}

/**
 * The route-change progress bar: it starts 200 ms after a navigation begins (a fast one shows
 * nothing) and finishes when the new path renders. Query-only and hash-only changes never start it.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const startSoon = () => {
      window.clearTimeout(timer.current);
      void nprogress();
      // Callbacks on the one promise run in order: a done() queued later always follows this start().
      timer.current = window.setTimeout(() => void nprogress().then((np) => np.start()), PROGRESS_DELAY_MS);
    };
    // The clicks the router takes (components/runtime/client-links.tsx), to another page.
    const onClick = (e: MouseEvent) => {
      const a = anchorOf(e.target);
      if (!a || !isPlainClick(e, a) || navigationHref(a.href, location, BASE_PATH) === null) return;
      if (new URL(a.href).pathname !== location.pathname) startSoon();
    };
    // popstate fires after the URL changed: compare with the path React still shows.
    const onPop = () => {
      if (location.pathname !== shown.current) startSoon();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  useEffect(() => {
    shown.current = pathname;
    window.clearTimeout(timer.current);
    if (loading) void loading.then((np) => np.done());
  }, [pathname]);

  return null;
}
