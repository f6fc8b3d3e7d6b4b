'use client';
/**
 * A sidebar part sent as the URL of a small JSON file instead of inline (the docs sidebar's
 * collapsed categories, the blog sidebar's older years): fetched when a reader opens it, once per
 * page session (what was fetched outlives the page, for the next one), and asked again after a
 * failure only when the reader retries.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { withBase } from '@/lib/url';

const fetched = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

function load<T>(url: string): Promise<T> {
  let p = pending.get(url);
  if (!p) {
    p = fetch(withBase(url))
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`))))
      .then((data: unknown) => (fetched.set(url, data), data));
    // A failed fetch is tried again on the next opening.
    p.catch(() => pending.delete(url));
    pending.set(url, p);
  }
  return p as Promise<T>;
}

/** The part's data: `inline` when the page sent it, else fetched from `url` once `wanted`. */
export function useLazyBranch<T>(inline: T | undefined, url: string | undefined, wanted: boolean): { data?: T; failed: boolean; retry: () => void } {
  const [data, setData] = useState<T | undefined>(() => inline ?? (url ? (fetched.get(url) as T | undefined) : undefined));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // After a failure, Retry (clearing `failed`) asks again.
    if (data || failed || !wanted || !url) return;
    let live = true;
    load<T>(url).then(
      (got) => live && setData(got),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [data, failed, wanted, url]);
  return { data, failed, retry: () => setFailed(false) };
}

/**
 * For a "Show N more" that fetches the rest of a list: call the returned function with the index of
 * the first item it adds; once `data` has come, `find` gives that item's element and it takes the
 * focus (the button the reader pressed is gone by then).
 */
export function useFocusOnArrival(data: unknown, find: (at: number) => HTMLElement | null | undefined): (at: number) => void {
  const pending = useRef<number | null>(null);
  const finder = useRef(find);
  useLayoutEffect(() => {
    finder.current = find;
  });
  useEffect(() => {
    const at = pending.current;
    if (!data || at === null) return;
    pending.current = null;
    finder.current(at)?.focus();
  }, [data]);
  return useCallback((at: number) => {
    pending.current = at;
  }, []);
}
