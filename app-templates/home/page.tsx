import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeFrame } from '@/components/home/home-frame';
import { SitePage } from '@/components/docusaurus/site-page';
import { sitePage } from '@/lib/docusaurus/built-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { currentLocale } from '@/lib/i18n/current-locale';

/** The site's `/` when it is the site's own src/pages/index page: nothing of the docs' code on it. */
export function generateMetadata(): Metadata {
  const page = sitePage('', currentLocale());
  return page ? pageMetadata({ title: page.title ?? '', description: page.description, path: routes.sitePage(page.route) }) : {};
}

export default function Home() {
  const page = sitePage('', currentLocale());
  if (!page) notFound();
  return (
    <HomeFrame>
      <SitePage page={page} />
    </HomeFrame>
  );
}
