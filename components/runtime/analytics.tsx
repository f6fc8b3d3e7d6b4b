'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Google Analytics when NEXT_PUBLIC_GTAG_ID is set: IP anonymisation off, and one page_view per
 * path (first load and every push, replace or pop); query- and hash-only changes send nothing.
 */
export function Analytics({ gtagId, anonymizeIp }: { gtagId: string; anonymizeIp: boolean }) {
  const pathname = usePathname();
  useEffect(() => {
    window.dataLayer = window.dataLayer || [];
    if (!window.gtag) {
      window.gtag = function gtag() {
        // gtag.js reads the arguments object itself, not an array copy.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments);
      };
      window.gtag('js', new Date());
      window.gtag('config', gtagId, { anonymize_ip: anonymizeIp, send_page_view: false });
      // A plain async tag after hydration, as next/script's afterInteractive does, without its
      // ~2 KB loader in every page's first-load JS.
      const tag = document.createElement('script');
      tag.async = true;
      tag.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
      document.head.appendChild(tag);
    }
  }, [gtagId, anonymizeIp]);
  useEffect(() => {
    window.gtag?.('event', 'page_view', { page_path: pathname, page_location: location.href, page_title: document.title });
  }, [pathname]);
  return null;
}
