'use client';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * On a site with one docs version ("current"), keeps the preferred-version storage key a Docusaurus
 * reader's scripts may look for. A versioned site writes it only when the reader chooses a version
 * (components/navbar/versions.tsx, components/docs/version-banner.tsx), as Docusaurus does.
 */
export function PreferredVersion() {
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEYS.preferredVersion, 'current');
    } catch {
      // storage blocked: the preference is simply not kept
    }
  }, []);
  return null;
}
