/**
 * Where the docs and the blog live: the `routeBasePath` of Docusaurus's docs and blog plugins, read
 * from the site's config (lib/site.ts sets them once validated). lib/routes.ts builds every docs and
 * blog URL on them, and the root catch-all route (app/[...path]) dispatches by them.
 *
 * No Node imports: lib/routes.ts runs in the browser too. The browser never needs the docs or blog
 * base (its only URLs are the search page's), so the value is not inlined in the bundles: the compile
 * stays the same for every site folder (lib/builder/compile-cache.ts).
 */
import { trimSlashes } from './url';

/**
 * The sub-routes the plugins name by option, each normalised as a base (no slashes at the ends):
 * the docs' `tagsBasePath` and the blog's `tagsBasePath`, `archiveBasePath` (null: no archive page),
 * `authorsBasePath` and `pageBasePath` (plugin-content-docs and plugin-content-blog options.ts; the
 * blog's routes.ts and blogUtils.ts make each URL `normalizeUrl([blogBasePath, <option>, …])`).
 */
export type RouteNames = { docsTags: string; blogTags: string; blogArchive: string | null; blogAuthors: string; blogPage: string };

/** The plugins' defaults for those options. */
export const DEFAULT_ROUTE_NAMES: RouteNames = { docsTags: 'tags', blogTags: 'tags', blogArchive: 'archive', blogAuthors: 'authors', blogPage: 'page' };

/** The docs' and blog's bases, with the sub-route names (the defaults for those left out). */
export type RouteBases = { docs: string; blog: string } & Partial<RouteNames>;

/**
 * Docusaurus's RouteBasePathSchema (utils-validation) adds a leading slash and every route is
 * `normalizeUrl([baseUrl, routeBasePath, slug])`, which collapses the slashes: so 'docs', '/docs'
 * and 'docs/' are one base, and '' and '/' both mean the site's root. Here a base is kept without
 * slashes ('' for the root).
 */
export const normalizeRouteBasePath = (value: string) => trimSlashes(value.trim()).replace(/\/{2,}/g, '/');

/** The plugins' defaults (plugin-content-docs and plugin-content-blog options.ts). */
export const DEFAULT_ROUTE_BASES: RouteBases = { docs: 'docs', blog: 'blog' };

let current: RouteBases & RouteNames = { ...DEFAULT_ROUTE_BASES, ...DEFAULT_ROUTE_NAMES };

/** The bases every URL is made on (the defaults until the site's settings are loaded). */
export const routeBases = (): RouteBases & RouteNames => current;

/** A set of bases with every sub-route name (the defaults for those it leaves out). */
export const withRouteNames = (b: RouteBases): RouteBases & RouteNames => ({
  docs: b.docs,
  blog: b.blog,
  docsTags: b.docsTags ?? DEFAULT_ROUTE_NAMES.docsTags,
  blogTags: b.blogTags ?? DEFAULT_ROUTE_NAMES.blogTags,
  blogArchive: b.blogArchive === undefined ? DEFAULT_ROUTE_NAMES.blogArchive : b.blogArchive,
  blogAuthors: b.blogAuthors ?? DEFAULT_ROUTE_NAMES.blogAuthors,
  blogPage: b.blogPage ?? DEFAULT_ROUTE_NAMES.blogPage,
});

/** Called by lib/site.ts with the validated settings (and by tests). */
export function setRouteBases(bases: RouteBases): void {
  const all = withRouteNames(bases);
  const norm = (v: string) => normalizeRouteBasePath(v);
  current = {
    docs: norm(all.docs),
    blog: norm(all.blog),
    docsTags: norm(all.docsTags),
    blogTags: norm(all.blogTags),
    blogArchive: all.blogArchive === null ? null : norm(all.blogArchive),
    blogAuthors: norm(all.blogAuthors),
    blogPage: norm(all.blogPage),
  };
}

/**
 * Whether each segment of a path (no slashes at the ends) can be a folder of app/, as the blog's
 * route folder writes them (lib/builder/blog-route-folder.ts): Next reads `[ ] ( ) @ %` and a leading
 * `_` in a folder name as its own syntax, and an empty segment would put a route on its parent's.
 */
export const isRouteFolderPath = (value: string) => value.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && !s.startsWith('_') && !/[\\[\]()@%]/.test(s));

/** Why a route option's value cannot name the folder(s) its routes are written to, or null. */
export function routeFolderProblem(value: string): string | null {
  if (isRouteFolderPath(normalizeRouteBasePath(value))) return null;
  return `"${value}" cannot name a folder of routes (a path such as "tags" or "all/tags"; not empty, and Next reads [ ] ( ) @ % and a leading _ in a folder name as its own syntax)`;
}

/** `base` + `rest` as a root-relative path without trailing slash: ('', '') → '/', ('docs', 'a') → '/docs/a'. */
export const underBase = (base: string, rest = '') => `/${[base, rest].filter(Boolean).join('/')}`;

/**
 * The part of a route (no leading or trailing slash: 'docs/a/b') under a base, or null when the
 * route is outside it. At the root ('') every route is inside.
 */
export function routeUnder(route: string, base: string): string | null {
  if (!base) return route;
  if (route === base) return '';
  return route.startsWith(`${base}/`) ? route.slice(base.length + 1) : null;
}

/** The blog plugin's option for each name, as a message names it. */
const BLOG_OPTION = { blogTags: 'tagsBasePath', blogArchive: 'archiveBasePath', blogAuthors: 'authorsBasePath', blogPage: 'pageBasePath' } as const;

/**
 * Why the blog's sub-route names cannot all be folders of one blog, or null: each must be a folder
 * name, and no two of the tags, archive and authors may be one route or one inside another (their
 * pages would share a URL, or Next's `[tag]` and `[author]` a folder). The message starts with the
 * blog plugin's option ("tagsBasePath …").
 */
export function blogRouteNamesProblem(names: Pick<RouteNames, 'blogTags' | 'blogArchive' | 'blogAuthors' | 'blogPage'>): string | null {
  const named = (Object.keys(BLOG_OPTION) as (keyof typeof BLOG_OPTION)[]).filter((k) => names[k] !== null);
  for (const k of named) {
    const problem = routeFolderProblem(names[k]!);
    if (problem) return `${BLOG_OPTION[k]} ${problem}`;
  }
  const tops = named.filter((k) => k !== 'blogPage').map((k) => [BLOG_OPTION[k], normalizeRouteBasePath(names[k]!)] as const);
  for (const [i, [a, va]] of tops.entries()) {
    for (const [b, vb] of tops.slice(i + 1)) if (va === vb || va.startsWith(`${vb}/`) || vb.startsWith(`${va}/`)) return `${a} "${va}" and ${b} "${vb}": two of the blog's routes at one path`;
  }
  return null;
}
