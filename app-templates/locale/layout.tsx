import type { ReactNode } from 'react';
import { rootMetadata, rootViewport, SiteRoot } from '@/components/layout/site-root';

/** A locale's root layout: the site's chrome in this locale (lib/builder/locale-route-folders.ts writes LOCALE). */
export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function LocaleRootLayout({ children }: { children: ReactNode }) {
  return <SiteRoot locale="__LOCALE__">{children}</SiteRoot>;
}
