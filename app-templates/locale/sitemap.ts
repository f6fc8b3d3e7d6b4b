import type { MetadataRoute } from 'next';
import { indexablePages } from '@/lib/seo/indexed-pages';
import { pagesInLocale, sitemapEntries } from '@/lib/seo/sitemap';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

/** This locale's sitemap, /<locale path>/sitemap.xml, as Docusaurus writes one per locale. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(pagesInLocale(indexablePages(), site.i18n, '__LOCALE__'));
}
