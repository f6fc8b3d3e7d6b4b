import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { SitePage } from '@/components/docusaurus/site-page';
import { sitePage } from '@/lib/docusaurus/built-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { baseUrlBannerScript } from '@/lib/runtime/boot';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';

/**
 * The site's `/`: its own `src/pages/index.*`. A site without one has no `/` page, as with
 * Docusaurus: this renders notFound() and the post-build removes what it wrote (lib/build/publish-content.ts).
 */
const own = sitePage('');

export const metadata = own ? pageMetadata({ title: own.title ?? '', description: own.description, path: '/' }) : {};

const BANNER = baseUrlBannerScript(site.baseUrl);

export default function Home() {
  if (!own) notFound();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: BANNER }} />
      <JsonLd data={websiteJsonLd()} />
      <SitePage page={own} />
    </>
  );
}
