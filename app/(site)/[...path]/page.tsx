import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SitePage } from '@/components/docusaurus/site-page';
import { DocRoute, docRouteMetadata, docRoutes } from '@/components/docs/doc-route';
import { DocsTagPage, DocsTagsPage, docsTagMetadata, docsTagsMetadata } from '@/components/docs/tag-pages';
import { sitePage, sitePages } from '@/lib/docusaurus/built-pages';
import { docsTagVersions } from '@/lib/docs/source';
import { docsVersions } from '@/lib/docusaurus/versions';
import { generatedParams } from '@/lib/builder/page-reuse';
import { contentPathOf, contentRouteOf, rootPostClash, segmentsOf, type ContentRoute } from '@/lib/content-routes';
import { routeBases } from '@/lib/route-bases';
import { pageMetadata } from '@/lib/seo/metadata';
import { orPlaceholder, routes } from '@/lib/routes';
import { currentLocale } from '@/lib/i18n/current-locale';
import { isRootPost, RootPost, rootPostMetadata, rootPostRoutes } from 'oso-root-posts';

/**
 * Every content page but the blog's and `/`: the site's own pages (src/pages) and the docs' (docs,
 * tags, category indexes) at the docs' routeBasePath, which may be the root. One route for them all,
 * dispatched by lib/content-routes.ts, as Next cannot name a folder after a setting. `/` is a route
 * of its own (app/page.tsx, written by lib/builder/home-route.ts), so the landing page does not carry
 * the docs' code. With the blog at the root (routeBasePath '/'), the posts too: `oso-root-posts` is
 * their code on such a site only (lib/builder/blog-route-folder.ts), none elsewhere.
 */
type Params = { path: string[] };

export const dynamicParams = false;

const params = (routesOf: ContentRoute[]): { path: string[]; source?: string }[] => routesOf.map((r) => ({ path: segmentsOf(contentPathOf(r, routeBases())) }));

export function generateStaticParams(): Params[] {
  const pages = params(sitePages().map((p) => ({ kind: 'page', route: p.route })));
  const docs = generatedParams(
    docRoutes().map((d) => ({ ...params([{ kind: 'docs', route: d.route }])[0], source: d.source })),
    'doc',
    (p) => p.source,
  );
  // Each version's tag pages, under its own path (none for a version whose docs have no tags).
  const tagRoutes = docsTagVersions().flatMap(({ version: { pathPart: version }, groups }): ContentRoute[] => [{ kind: 'docsTags', version }, ...groups.map((g) => ({ kind: 'docsTag', tag: g.tag.permalink, version }) as const)]);
  const tagPages = generatedParams(params(tagRoutes), 'docs');
  // A site page and a docs path may meet at the root (the checks report a doc there; a folder path yields).
  // `/` is app/page.tsx's.
  const unique = new Map([...pages, ...docs, ...tagPages].filter(({ path }) => path.length > 0).map(({ path }) => [path.join('/'), { path }]));
  const posts = rootPostRoutes();
  const clash = rootPostClash(posts, [...unique.keys()]);
  if (clash) throw new Error(clash);
  const postParams = generatedParams(posts.map((route) => ({ path: segmentsOf(`/${route}`) })), 'blog');
  return orPlaceholder([...unique.values(), ...postParams], ['path'], true);
}

const find = async (p: Promise<Params>) =>
  contentRouteOf(
    (await p).path.map(decodeURIComponent).join('/'),
    routeBases(),
    (r) => Boolean(sitePage(r)),
    docsVersions().map((v) => v.pathPart),
  );

const postRoute = async (p: Promise<Params>) => {
  const route = (await p).path.map(decodeURIComponent).join('/');
  return isRootPost(route) ? route : null;
};

export async function generateMetadata({ params: p }: { params: Promise<Params> }): Promise<Metadata> {
  const post = await postRoute(p);
  if (post !== null) return rootPostMetadata(post);
  const r = await find(p);
  if (!r) return {};
  if (r.kind === 'page') {
    const page = sitePage(r.route, currentLocale())!;
    return pageMetadata({ title: page.title ?? '', description: page.description, path: routes.sitePage(page.route) });
  }
  if (r.kind === 'docsTags') return docsTagsMetadata(r.version);
  if (r.kind === 'docsTag') return docsTagMetadata(r.tag, r.version);
  return docRouteMetadata(r.route);
}

export default async function Page({ params: p }: { params: Promise<Params> }) {
  const post = await postRoute(p);
  if (post !== null) return <RootPost route={post} />;
  const r = await find(p);
  if (!r) notFound();
  return r.kind === 'page' ? <SitePage page={sitePage(r.route, currentLocale())!} /> : r.kind === 'docsTags' ? <DocsTagsPage version={r.version} /> : r.kind === 'docsTag' ? <DocsTagPage tag={r.tag} version={r.version} /> : <DocRoute route={r.route} />;
}
