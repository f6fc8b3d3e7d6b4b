'use client';
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** On the not-found page: says when the address itself was malformed (set by the boot script). */
export function BadPathNotice() {
  const bad = useSyncExternalStore(noop, () => document.documentElement.dataset.badPath === 'true', () => false);
  if (!bad) return null;
  return (
    <p role="alert">
      <strong>This address has invalid percent-encoding</strong>, so it cannot name any page. Check the link for a broken
      <code> %</code> sequence.
    </p>
  );
}
