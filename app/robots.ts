import type { MetadataRoute } from 'next';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/absolute-url';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl(routes.sitemap()) };
}
