// The site's own links: client-side navigation and route prefetching, without a next/link per link.
//
// Every internal link is a plain <a> (components/ui/link.tsx). One click listener turns a plain
// click on one into a client-side navigation (components/runtime/client-links.tsx), and one
// observer prefetches route payloads. With next/link, each of the 30 to 160 links of a page was a
// client component to hydrate, and every visible link's payload (a HEAD request, the route tree and
// the page segment, decoded on the main thread) was fetched while the page was still starting:
// together about half of a page's blocking time in Lighthouse. Now visible links are prefetched
// once the page has settled, one per idle callback, and a link at once when the pointer, a touch or
// the focus reaches it. This module is the pure part.

import { hasFileExtension, normalizeBasePath, pathInBase } from '../url';

type Here = { origin: string; pathname: string; search?: string };

/** Where a link leads inside the app, or null: another origin or scheme, outside the base path, or a file. */
export function appLink(href: string, here: Here, basePath = ''): { path: string; search: string; hash: string; samePage: boolean } | null {
  let url: URL;
  try {
    url = new URL(href, here.origin + here.pathname);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  const path = pathInBase(url.pathname, normalizeBasePath(basePath));
  // Feeds, Markdown twins, images: every page route ends in a slash or has no extension.
  if (path === null || hasFileExtension(path)) return null;
  return { path, search: url.search, hash: url.hash, samePage: url.pathname === here.pathname && url.search === (here.search ?? '') };
}

/**
 * The app path (base path removed, with its query) to prefetch for a link, or null when there is
 * nothing to prefetch: not an app page (see appLink), or the page being read.
 */
export function prefetchPath(href: string, here: Here, basePath = ''): string | null {
  const link = appLink(href, here, basePath);
  return link && !link.samePage ? link.path + link.search : null;
}

/**
 * The href to hand to the router for a click on a link, or null to leave the click to the browser:
 * not an app page (see appLink), or a jump to a heading of the page being read.
 */
export function navigationHref(href: string, here: Here, basePath = ''): string | null {
  const link = appLink(href, here, basePath);
  if (!link || (link.samePage && link.hash)) return null;
  return link.path + link.search + link.hash;
}

type ClickLike = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean };
type AnchorLike = { target: string; hasAttribute(name: string): boolean };

/** The link a DOM event happened in (an HTML <a href>, not an SVG one), if any. */
export function anchorOf(node: EventTarget | null): HTMLAnchorElement | null {
  const a = (node as Element | null)?.closest?.('a[href]');
  return typeof HTMLAnchorElement !== 'undefined' && a instanceof HTMLAnchorElement ? a : null;
}

/** Whether a link opens in this tab as a page (not another tab or window, not a download). */
export const opensHere = (a: AnchorLike) => (!a.target || a.target === '_self') && !a.hasAttribute('download');

/** A click the router may take over: the main button, no modifier (new tab, window, download), not handled yet, a link for this tab. */
export function isPlainClick(e: ClickLike, a: AnchorLike): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  return opensHere(a);
}

export type Schedule = (run: () => void) => void;

export type PrefetchQueue = {
  /** Queue a path (once per queue); `now` prefetches it at once, ahead of the queue (an intent). */
  add(path: string, now?: boolean): void;
  /** Paths waiting for an idle moment. */
  readonly pending: number;
  /** Stop: nothing queued runs any more. */
  stop(): void;
};

/**
 * A queue that prefetches one path per idle callback, so no single task decodes several payloads,
 * and never the same path twice.
 */
export function createPrefetchQueue(prefetch: (path: string) => void, schedule: Schedule): PrefetchQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let scheduled = false;
  let stopped = false;

  const run = (path: string) => {
    try {
      prefetch(path);
    } catch {
      // A prefetch is only a head start: the navigation fetches what it needs anyway.
    }
  };
  const drain = () => {
    scheduled = false;
    if (stopped) return;
    const next = waiting.shift();
    if (next !== undefined) run(next);
    if (waiting.length) plan();
  };
  const plan = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    schedule(drain);
  };

  return {
    add(path, now = false) {
      if (stopped) return;
      if (seen.has(path)) {
        // Already queued but not yet run: an intent takes it out of the queue and runs it now.
        const i = now ? waiting.indexOf(path) : -1;
        if (i >= 0) {
          waiting.splice(i, 1);
          run(path);
        }
        return;
      }
      seen.add(path);
      if (now) run(path);
      else {
        waiting.push(path);
        plan();
      }
    },
    get pending() {
      return waiting.length;
    },
    stop() {
      stopped = true;
      waiting.length = 0;
    },
  };
}

/** The browser's idle callback (with a deadline, so a busy page still prefetches), or a timeout. */
/**
 * `schedule`, holding each run while `held()` says so (checked again every `retryMs`): the page's
 * own links wait while the reader is searching, when the next page is one of the hits and each
 * keystroke's downloads should have the network to themselves.
 */
export function heldWhile(held: () => boolean, schedule: Schedule, retry: Schedule = (run) => void window.setTimeout(run, 500)): Schedule {
  return (run) => {
    const attempt = () => (held() ? retry(() => schedule(attempt)) : run());
    schedule(attempt);
  };
}

export const whenIdle: Schedule = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: 2000 });
  else window.setTimeout(run, 50);
};

/**
 * How long after the load event visible links start being prefetched. The first seconds belong to
 * the page being opened (hydration, images, the reader's first scroll); a link the reader points
 * at, touches or focuses is prefetched at once regardless.
 */
export const PREFETCH_SETTLE_MS = 2000;
