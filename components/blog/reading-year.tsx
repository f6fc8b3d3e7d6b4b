'use client';
/**
 * The year of the post being read, for the blog sidebar (which is in the blog layout, drawn once
 * for every blog page, so it cannot be told server-side): a post page sets it while it is shown,
 * and the sidebar opens that year when it is one of the older years sent closed.
 */
import { useEffect, useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

/** Set (or clear, with null) the year being read; subscribers hear of a change. */
export function setReadingYear(year: string | null) {
  if (year === current) return;
  current = year;
  listeners.forEach((l) => l());
}

/** The year being read now. */
export const readingYear = () => current;

/** Hear of each change of the year being read; returns the unsubscribe. */
export function subscribeReadingYear(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** The year of the post on screen, or null (on the server too, and on pages that are not posts). */
export const useReadingYear = () => useSyncExternalStore(subscribeReadingYear, readingYear, () => null);

/** On a post page: its year is the year being read while the page is shown. */
export function ReadingYear({ year }: { year: string }) {
  useEffect(() => {
    setReadingYear(year);
    return () => setReadingYear(null);
  }, [year]);
  return null;
}
