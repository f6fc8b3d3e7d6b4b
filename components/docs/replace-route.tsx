'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { exportHref } from '@/lib/url';

/** Replaces this history entry with `to` (client navigation does not run a <meta> refresh). */
export function ReplaceRoute({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => router.replace(exportHref(to) + window.location.search + window.location.hash), [router, to]);
  return null;
}
