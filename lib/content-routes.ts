/**
 * The route table of the root catch-all (app/[...path]/page.tsx): which page a path is, among the
 * site's own pages (src/pages) and the docs', wherever the docs' routeBasePath puts them — under
 * /docs/ by default, under /guide/, or at the site's root, where they share the URL space with the
 * site's pages (Docusaurus: `normalizeUrl([baseUrl, routeBasePath, slug])` for every doc route).
 *
 * Pure: the lookups are handed in, so the table is unit-tested without a site.
 */
import { routeUnder, underBase, type RouteBases } from './route-bases';
import { trimSlashes } from './url';

export type ContentRoute =
  /** A page of the site's src/pages ('' is the landing page). */
  | { kind: 'page'; route: string }
  /** The docs' tags list (plugin-content-docs: `<routeBasePath>/tags`). */
  | { kind: 'docsTags' }
  | { kind: 'docsTag'; tag: string }
  /** A doc route: a doc, an alias, a generated category index or a category folder (lib/docs/source.ts). */
  | { kind: 'docs'; route: string };

/** The docs' tag pages, under the docs base, as plugin-content-docs makes them (tagsBasePath 'tags'). */
const TAGS = 'tags';

/**
 * What a path (with or without slashes: '/docs/a/' or 'docs/a') is. A site page wins over the
 * docs at the same path: the build's checks report that as a duplicate route (lib/checks/docs.ts).
 */
export function contentRouteOf(path: string, bases: RouteBases, isSitePage: (route: string) => boolean): ContentRoute | null {
  const route = trimSlashes(path);
  if (isSitePage(route)) return { kind: 'page', route };
  const rest = routeUnder(route, bases.docs);
  if (rest === null) return null;
  if (rest === TAGS) return { kind: 'docsTags' };
  if (rest.startsWith(`${TAGS}/`)) return { kind: 'docsTag', tag: rest.slice(TAGS.length + 1) };
  return { kind: 'docs', route: rest };
}

/** The path of a content route (no trailing slash; '/' for the root). */
export function contentPathOf(r: ContentRoute, bases: RouteBases): string {
  switch (r.kind) {
    case 'page':
      return `/${r.route}`;
    case 'docsTags':
      return underBase(bases.docs, TAGS);
    case 'docsTag':
      return underBase(bases.docs, `${TAGS}/${r.tag}`);
    case 'docs':
      return underBase(bases.docs, r.route);
  }
}

/** A catch-all's segments for a path: '/' → [], '/docs/a' → ['docs', 'a']. */
export const segmentsOf = (path: string) => (trimSlashes(path) ? trimSlashes(path).split('/') : []);

/** The docs' tag routes a doc route may not take (the tag pages are the plugin's own). */
export const isDocsTagRoute = (route: string) => route === TAGS || route.startsWith(`${TAGS}/`);
