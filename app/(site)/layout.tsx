import type { ReactNode } from 'react';
import { rootMetadata, rootViewport, SiteRoot } from '@/components/layout/site-root';
import { site } from '@/lib/site';

/**
 * The default locale's root layout: every route of the engine is in this route group. A site with
 * several locales has one more root layout per other locale (app/<locale path>/layout.tsx, written by
 * lib/builder/locale-route-folders.ts); Next loads a page of another root layout with a full page load,
 * as Docusaurus's locales are separate sites.
 */
export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteRoot locale={site.i18n.defaultLocale}>{children}</SiteRoot>;
}
