/**
 * The route table of the root catch-all (app/[...path]/page.tsx): which page a path is, among the
 * site's own pages (src/pages) and the docs', wherever the docs' routeBasePath puts them — under
 * /docs/ by default, under /guide/, or at the site's root, where they share the URL space with the
 * site's pages (Docusaurus: `normalizeUrl([baseUrl, routeBasePath, slug])` for every doc route).
 *
 * Pure: the lookups are handed in, so the table is unit-tested without a site.
 */
import { routeBases, routeUnder, underBase, withRouteNames, type RouteBases } from './route-bases';
import { trimSlashes } from './url';

export type ContentRoute =
  /** A page of the site's src/pages ('' is the landing page). */
  | { kind: 'page'; route: string }
  /**
   * A docs version's tags list and tag pages (plugin-content-docs versions/version.ts: each version's
   * `tagsPath` is its own path then 'tags', so `/docs/tags`, `/docs/next/tags`, `/docs/1.7/tags`).
   * `version` is the version's path part ('' for the last version, at the docs' root).
   */
  | { kind: 'docsTags'; version: string }
  | { kind: 'docsTag'; tag: string; version: string }
  /** A doc route: a doc, an alias, a generated category index or a category folder (lib/docs/source.ts). */
  | { kind: 'docs'; route: string };

/** The docs' tag pages' part under a version's path: the docs plugin's `tagsBasePath` (options.ts, 'tags' unless set). */
const tagsOf = (bases: RouteBases) => withRouteNames(bases).docsTags;

/**
 * What a path (with or without slashes: '/docs/a/' or 'docs/a') is. A site page wins over the
 * docs at the same path: the build's checks report that as a duplicate route (lib/checks/docs.ts).
 * `versionParts`: the docs versions' path parts ('next', '1.7' …; the last version's '' is implied),
 * each with tag pages of its own.
 */
export function contentRouteOf(path: string, bases: RouteBases, isSitePage: (route: string) => boolean, versionParts: string[] = []): ContentRoute | null {
  const route = trimSlashes(path);
  if (isSitePage(route)) return { kind: 'page', route };
  const rest = routeUnder(route, bases.docs);
  if (rest === null) return null;
  const tags = docsTagRouteOf(rest, versionParts, tagsOf(bases));
  if (tags) return tags;
  return { kind: 'docs', route: rest };
}

/** A route under the docs' base that is a version's tags list or tag page, else null. */
function docsTagRouteOf(rest: string, versionParts: string[], TAGS: string): Extract<ContentRoute, { kind: 'docsTags' | 'docsTag' }> | null {
  // The longest path part first, the last version's '' last (as a route's version is found).
  for (const version of [...versionParts.filter(Boolean).sort((a, b) => b.length - a.length), '']) {
    const tags = version ? `${version}/${TAGS}` : TAGS;
    if (rest === tags) return { kind: 'docsTags', version };
    if (rest.startsWith(`${tags}/`)) return { kind: 'docsTag', tag: rest.slice(tags.length + 1), version };
  }
  return null;
}

/** The path of a content route (no trailing slash; '/' for the root). */
export function contentPathOf(r: ContentRoute, bases: RouteBases): string {
  switch (r.kind) {
    case 'page':
      return `/${r.route}`;
    case 'docsTags':
      return underBase(bases.docs, [r.version, tagsOf(bases)].filter(Boolean).join('/'));
    case 'docsTag':
      return underBase(bases.docs, [r.version, tagsOf(bases), r.tag].filter(Boolean).join('/'));
    case 'docs':
      return underBase(bases.docs, r.route);
  }
}

/** A catch-all's segments for a path: '/' → [], '/docs/a' → ['docs', 'a']. */
export const segmentsOf = (path: string) => (trimSlashes(path) ? trimSlashes(path).split('/') : []);

/**
 * With the blog at the root, a post's route that is also a site page's or a doc's (no slashes at the
 * ends): the one-line error naming the first, else null. Docusaurus reports such a path among its
 * duplicate routes (core server/routes.ts, onDuplicateRoutes); here it stops the build, as one URL
 * cannot be two pages.
 */
export function rootPostClash(postRoutes: string[], otherRoutes: string[]): string | null {
  const others = new Set(otherRoutes.map(trimSlashes));
  const clash = postRoutes.map(trimSlashes).find((r) => others.has(r));
  return clash === undefined ? null : `blog routeBasePath "/": the post at /${clash} is also a page or doc of the site at /${clash} (a duplicate route); give the post another slug or move the page`;
}

/** The docs' tag routes a doc route may not take (each version's tag pages are the plugin's own). */
export const isDocsTagRoute = (route: string, versionParts: string[] = [], tags = routeBases().docsTags) => docsTagRouteOf(trimSlashes(route), versionParts, tags) !== null;
