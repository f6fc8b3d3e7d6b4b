'use client';
import { useEffect } from 'react';

/**
 * Rendered beside each island (./island.tsx), so only a page with one runs it: loads the island
 * runtime (its own chunk, fetched then) and hydrates the page's islands; again after a client-side
 * navigation to another page with islands.
 */
export function IslandHydrator() {
  useEffect(() => {
    void import('./runtime').then((m) => m.hydrateIslands());
  }, []);
  return null;
}
