import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryIndex } from '@/components/docs/category-index';
import { DocPage } from '@/components/docs/doc-page';
import { generatedIndexes } from '@/lib/docs/sidebar';
import { allDocRoutes, docByAlias, docByRoute, mainSidebar } from '@/lib/docs/source';
import { pageMetadata } from '@/lib/metadata';
import { contentImage } from '@/lib/content/assets';
import { routes } from '@/lib/routes';

type Params = { slug?: string[] };

const routeOf = (slug?: string[]) => (slug ?? []).map(decodeURIComponent).join('/');

export function generateStaticParams(): Params[] {
  const docs = allDocRoutes().map((r) => ({ slug: r ? r.split('/') : [] }));
  const cats = generatedIndexes(mainSidebar()).map((c) => ({ slug: c.generatedIndex!.slug.split('/') }));
  return [...docs, ...cats];
}

export const dynamicParams = false;

function lookup(route: string) {
  const doc = docByRoute(route) ?? docByAlias(route);
  if (doc) return { doc } as const;
  const cat = generatedIndexes(mainSidebar()).find((c) => c.generatedIndex!.slug === route);
  if (cat) return { category: cat } as const;
  return null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const route = routeOf((await params).slug);
  const found = lookup(route);
  if (!found) return {};
  if ('doc' in found && found.doc) {
    const d = found.doc.entry;
    return pageMetadata({
      title: d.title,
      description: d.description,
      path: routes.doc(d.route),
      noindex: d.unlisted,
      image: contentImage(d.source, d.image),
      card: true,
      markdown: routes.docMarkdown(d.route),
      type: 'article',
      head: d.head,
    });
  }
  const g = found.category!.generatedIndex!;
  return pageMetadata({ title: g.title, description: g.description, path: found.category!.href, card: true });
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const route = routeOf((await params).slug);
  const found = lookup(route);
  if (!found) notFound();
  if ('doc' in found && found.doc) return <DocPage doc={found.doc} />;
  return <CategoryIndex category={found.category!} />;
}
