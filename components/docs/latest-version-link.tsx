'use client';
import type { ReactNode } from 'react';
import { RouteLink } from '../ui/link';
import { savePreferredVersion } from '@/lib/ui/docs-versions';

/** The version banner's link: it goes to the latest version and makes it the preferred one (as theme-classic's DocVersionBanner does). */
export function LatestVersionLink({ href, version, children }: { href: string; version: string; children: ReactNode }) {
  return (
    <RouteLink href={href} onClick={() => savePreferredVersion(version)}>
      {children}
    </RouteLink>
  );
}
