import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { baseUrlBannerScript } from '@/lib/runtime/boot';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';

const BANNER = baseUrlBannerScript(site.baseUrl);

/**
 * What the site's `/` carries around its page, whichever page it is (the site's src/pages/index or a
 * doc at the docs' root): the wrong-base-URL banner's script and the WebSite JSON-LD.
 */
export function HomeFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: BANNER }} />
      <JsonLd data={websiteJsonLd()} />
      {children}
    </>
  );
}
