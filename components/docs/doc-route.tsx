import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryIndex } from './category-index';
import { DocPage } from './doc-page';
import { DocsFrame } from './docs-frame';
import { Moved } from './moved';
import { generatedIndexes } from '@/lib/docs/sidebar';
import { categoryFolderRoutes, docByAlias, docByRoute, docVersionView, everySidebarItem, routedDocs } from '@/lib/docs/source';
import { pageMetadata } from '@/lib/seo/metadata';
import { contentImage } from '@/lib/content/assets';
import { routes } from '@/lib/routes';

/**
 * A doc route (under the docs' routeBasePath, routed by app/[...path]): a doc or one of its
 * aliases, a generated category index, or a category's folder path leading to its index.
 */
export function docRoutes(): { route: string; source?: string }[] {
  // A doc's routes (its own and its aliases) show that doc; the others, what every doc shares.
  const docs = routedDocs().flatMap((d) => [d.entry.route, ...d.entry.aliases].map((route) => ({ route, source: d.entry.source })));
  const cats = generatedIndexes(everySidebarItem()).map((c) => ({ route: c.generatedIndex!.slug }));
  const folders = categoryFolderRoutes().map((f) => ({ route: f.route }));
  return [...docs, ...cats, ...folders];
}

function lookup(route: string) {
  const doc = docByRoute(route) ?? docByAlias(route);
  if (doc) return { kind: 'doc', doc } as const;
  const cat = generatedIndexes(everySidebarItem()).find((c) => c.generatedIndex!.slug === route);
  if (cat) return { kind: 'category', category: cat } as const;
  const folder = categoryFolderRoutes().find((f) => f.route === route);
  if (folder) return { kind: 'moved', category: folder.category } as const;
  return null;
}

export function docRouteMetadata(route: string): Metadata {
  const found = lookup(route);
  if (!found) return {};
  if (found.kind === 'doc') {
    const d = found.doc.entry;
    return pageMetadata({
      title: d.title,
      description: d.description,
      path: routes.doc(d.route),
      // theme-classic's DocVersionRoot: a version with `noIndex` asks robots not to index its pages.
      noindex: d.unlisted || docVersionView(d).version.noIndex,
      image: contentImage(d.source, d.image),
      card: true,
      markdown: routes.docMarkdown(d.route),
      type: 'article',
      head: d.head,
    });
  }
  // A folder path's canonical is its category page, and it stays out of the sitemap.
  const g = found.category.generatedIndex!;
  return pageMetadata({ title: g.title, description: g.description, path: found.category.href, card: true, noindex: found.kind === 'moved' });
}

export function DocRoute({ route }: { route: string }) {
  const found = lookup(route);
  if (!found) notFound();
  if (found.kind === 'doc')
    return (
      <DocsFrame active={routes.doc(found.doc.entry.route)}>
        <DocPage doc={found.doc} />
      </DocsFrame>
    );
  return (
    <DocsFrame active={found.category.href}>
      {found.kind === 'moved' ? <Moved title={found.category.generatedIndex!.title} to={found.category.href!} /> : <CategoryIndex category={found.category} />}
    </DocsFrame>
  );
}
