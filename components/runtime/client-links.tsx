'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { BASE_PATH } from '@/lib/url';
import { PREFETCH_SETTLE_MS, anchorOf, createPrefetchQueue, heldWhile, isPlainClick, navigationHref, opensHere, prefetchPath, whenIdle } from '@/lib/runtime/links';

/**
 * Client-side navigation and prefetching for every link of the site, from one place (see
 * lib/runtime/links.ts): a plain click on a link to one of the site's pages goes through the
 * router; visible links are prefetched once the page has settled, one per idle callback; a link is
 * prefetched at once when the pointer, a touch or the focus reaches it. Links inside
 * `[data-prefetch="intent"]` (search hits) wait for the intent. No prefetching on 2g or with data
 * saver (the boot script marks <html data-no-prefetch>).
 */
export function ClientLinks() {
  const router = useRouter();

  useEffect(() => {
    // React's own listeners sit on the document too and were added first: a component's onClick
    // runs before this, and its preventDefault() keeps the router out.
    const onClick = (e: MouseEvent) => {
      const a = anchorOf(e.target);
      if (!a || !isPlainClick(e, a)) return;
      const href = navigationHref(a.href, location, BASE_PATH);
      if (href === null) return;
      e.preventDefault();
      router.push(href);
    };
    document.addEventListener('click', onClick);
    // Tests (and curious readers) can tell when client navigation is wired up: this listener is it.
    document.documentElement.dataset.hydrated = 'true';
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  useEffect(() => {
    if (document.documentElement.hasAttribute('data-no-prefetch')) return;
    // DocSearch marks the body while its dialog is open: the page's visible links wait until it closes.
    const searching = () => document.body.classList.contains('DocSearch--active');
    const queue = createPrefetchQueue((path) => router.prefetch(path), heldWhile(searching, whenIdle));
    const seen = new WeakSet<Element>();
    let io: IntersectionObserver | null = null;
    let mo: MutationObserver | null = null;
    let settle: number | undefined;
    let scanPlanned = false;
    let stopped = false;

    const target = (node: EventTarget | null) => {
      const a = anchorOf(node);
      return a && opensHere(a) ? prefetchPath(a.href, location, BASE_PATH) : null;
    };
    const scan = () => {
      scanPlanned = false;
      if (stopped || !io) return;
      for (const a of document.querySelectorAll('a[href]')) {
        if (seen.has(a)) continue;
        seen.add(a);
        if (!a.closest('[data-prefetch="intent"]')) io.observe(a);
      }
    };
    const start = () => {
      if (stopped) return;
      io = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (!e.isIntersecting) continue;
            io?.unobserve(e.target);
            const path = target(e.target);
            if (path) queue.add(path);
          }
        },
        { rootMargin: '200px' },
      );
      scan();
      // Links that appear later: a client navigation's new page, an opened menu.
      mo = new MutationObserver(() => {
        if (scanPlanned) return;
        scanPlanned = true;
        whenIdle(scan);
      });
      mo.observe(document.body, { childList: true, subtree: true });
    };
    const onLoad = () => {
      settle = window.setTimeout(() => whenIdle(start), PREFETCH_SETTLE_MS);
    };
    let lastIntent: Element | null = null;
    const onIntent = (e: Event) => {
      // pointerover fires again for every child the pointer crosses: one look per link is enough.
      const a = anchorOf(e.target);
      if (!a || a === lastIntent) return;
      lastIntent = a;
      const path = target(a);
      if (path) queue.add(path, true);
    };

    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    const opts = { capture: true, passive: true } as const;
    document.addEventListener('pointerover', onIntent, opts);
    document.addEventListener('touchstart', onIntent, opts);
    document.addEventListener('focusin', onIntent, opts);
    return () => {
      stopped = true;
      window.clearTimeout(settle);
      queue.stop();
      io?.disconnect();
      mo?.disconnect();
      window.removeEventListener('load', onLoad);
      document.removeEventListener('pointerover', onIntent, opts);
      document.removeEventListener('touchstart', onIntent, opts);
      document.removeEventListener('focusin', onIntent, opts);
    };
  }, [router]);

  return null;
}
