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

export type RouteBases = { docs: string; blog: string };

/**
 * Docusaurus's RouteBasePathSchema (utils-validation) adds a leading slash and every route is
 * `normalizeUrl([baseUrl, routeBasePath, slug])`, which collapses the slashes: so 'docs', '/docs'
 * and 'docs/' are one base, and '' and '/' both mean the site's root. Here a base is kept without
 * slashes ('' for the root).
 */
export const normalizeRouteBasePath = (value: string) => trimSlashes(value.trim()).replace(/\/{2,}/g, '/');

/** The plugins' defaults (plugin-content-docs and plugin-content-blog options.ts). */
export const DEFAULT_ROUTE_BASES: RouteBases = { docs: 'docs', blog: 'blog' };

let current: RouteBases = DEFAULT_ROUTE_BASES;

/** The bases every URL is made on (the defaults until the site's settings are loaded). */
export const routeBases = (): RouteBases => current;

/** Called by lib/site.ts with the validated settings (and by tests). */
export function setRouteBases(bases: RouteBases): void {
  current = { docs: normalizeRouteBasePath(bases.docs), blog: normalizeRouteBasePath(bases.blog) };
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
