'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * The browser part of the navbar's version items that loads with the page: after each navigation it
 * loads (once) and runs lib/ui/follow-version.ts, which makes the items follow the version in view
 * or the preferred one. Kept this small so that a versioned page stays under the first-load budget.
 */
export function VersionsFollow() {
  const pathname = usePathname() ?? '';
  useEffect(() => {
    void import('@/lib/ui/follow-version').then((m) => m.followVersion(pathname));
  }, [pathname]);
  return null;
}
