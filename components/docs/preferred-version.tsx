'use client';
import { useEffect } from 'react';

export const preferredVersionKey = (pluginId = 'default') => `oso.docs.preferredVersion.${pluginId}`;

/** Remembers the docs version being read, per docs plugin, as Docusaurus does. */
export function PreferredVersion({ name, pluginId = 'default' }: { name: string; pluginId?: string }) {
  useEffect(() => {
    try {
      localStorage.setItem(preferredVersionKey(pluginId), name);
    } catch {
      // storage blocked: the preference is simply not kept
    }
  }, [name, pluginId]);
  return null;
}
