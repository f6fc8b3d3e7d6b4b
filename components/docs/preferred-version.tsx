'use client';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Remembers the docs version being read, as Docusaurus does. There is one version ("current"), so
 * this only keeps the storage key a Docusaurus reader's scripts may look for.
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
