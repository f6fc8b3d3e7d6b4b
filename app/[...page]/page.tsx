import { notFound } from 'next/navigation';
import { SitePage } from '@/components/docusaurus/site-page';
import { sitePage, sitePages } from '@/lib/docusaurus/built-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { orPlaceholder, routes } from '@/lib/routes';

type Params = { page: string[] };

export const dynamicParams = false;

/** The pages of a Docusaurus site's src/pages (the landing page, `/`, is app/page.tsx's). */
export function generateStaticParams(): Params[] {
  return orPlaceholder(
    sitePages()
      .filter((p) => p.route)
      .map((p) => ({ page: p.route.split('/') })),
    ['page'],
    true,
  );
}

const find = async (params: Promise<Params>) => sitePage((await params).page.map(decodeURIComponent).join('/'));

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const page = await find(params);
  return page ? pageMetadata({ title: page.title ?? '', description: page.description, path: routes.sitePage(page.route) }) : {};
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const page = await find(params);
  if (!page) notFound();
  return <SitePage page={page} />;
}
