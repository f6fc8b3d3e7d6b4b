import type { Metadata } from 'next';
import { rootMetadata, rootViewport, SiteRoot } from '@/components/layout/site-root';
import NotFound, { metadata as notFoundMetadata } from './(site)/not-found';
import { site } from '@/lib/site';

/**
 * The export's 404.html: an address no route has. With a root layout per locale (app/(site)/ and
 * app/<locale path>/), no layout holds every address, so Next draws this page whole (its
 * `experimental.globalNotFound`, next.config.ts): the default locale's chrome around the not-found
 * page, as one root layout drew it before.
 */
export const metadata: Metadata = { ...rootMetadata, ...notFoundMetadata };
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <SiteRoot locale={site.i18n.defaultLocale}>
      <NotFound />
    </SiteRoot>
  );
}
