import type { MetadataRoute } from 'next';
import { indexablePages } from '@/lib/seo/indexed-pages';
import { sitemapEntries } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(indexablePages());
}
