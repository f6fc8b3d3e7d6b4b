/**
 * `@docusaurus/plugin-client-redirects`: an HTML page at each old path that sends the reader on to
 * the new one, as Docusaurus's plugin writes them after its build. Read from
 * packages/docusaurus-plugin-client-redirects/src/: options.ts (the options and their defaults),
 * redirectValidation.ts (a `from` is a pathname), collectRedirects.ts (`redirects`,
 * `fromExtensions`, `toExtensions`; the `to` gets the site's trailing slash; a `to` starting with
 * `/` must be a route of the site; a `from` listed twice keeps its first `to`; a `from` that is a
 * route of the site is left out), extensionRedirects.ts, writeRedirectFiles.ts with
 * @docusaurus/utils' getFilePathForRoutePath (the file a `from` is written to) and
 * templates/redirectPage.template.html.ts (the page: a meta refresh, a canonical link and a script
 * that keeps the query and the hash).
 *
 * Options are mapped by ./map-config.ts into the settings' `clientRedirects` (JSON); the pages are
 * written by the post-build's content files step (lib/builder/publish-content.ts). `createRedirects`
 * (a function of each route) is not run here: the mapping warns about it.
 */
import path from 'node:path';
import type { ExportedSite } from '../exported-site';
import { exportHref, isExternal, isValidPathname, withBase, withoutTrailingSlash } from '../url';

export type ClientRedirectOptions = {
  /** Old paths with these extensions (`/page.html`) redirect to the route without it (`/page`). */
  fromExtensions: string[];
  /** Old paths without these extensions (`/file`) redirect to the route with it (`/file.zip`). */
  toExtensions: string[];
  /** One redirect per `from` (an option's `from: [a, b]` is two). */
  redirects: { from: string; to: string }[];
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The plugin's options as the settings hold them, or the first thing Docusaurus's options.ts would
 * reject, as `{ error: 'key: why' }` (the key relative to the plugin's options).
 */
export function clientRedirectOptions(raw: Obj): ClientRedirectOptions | { error: string } {
  const exts = (key: 'fromExtensions' | 'toExtensions'): string[] | string => {
    const v = raw[key] ?? [];
    if (!Array.isArray(v) || !v.every((e) => typeof e === 'string')) return `${key}: must be a list of extensions`;
    // options.ts: an extension is written without its dot, and no slash in it.
    const bad = v.find((e) => e.startsWith('.') || e.includes('/') || !e);
    if (bad !== undefined) return `${key}: "${bad}" is not an extension; write it without the dot ("${bad.replace(/^\./, '')}")`;
    return v.map((e) => e.toLowerCase());
  };
  const fromExtensions = exts('fromExtensions');
  if (typeof fromExtensions === 'string') return { error: fromExtensions };
  const toExtensions = exts('toExtensions');
  if (typeof toExtensions === 'string') return { error: toExtensions };
  const list = raw.redirects ?? [];
  if (!Array.isArray(list)) return { error: 'redirects: must be a list of { from, to }' };
  const redirects: { from: string; to: string }[] = [];
  for (const [i, r] of list.entries()) {
    const froms = isObj(r) ? (typeof r.from === 'string' ? [r.from] : r.from) : undefined;
    if (!isObj(r) || typeof r.to !== 'string' || !r.to || !Array.isArray(froms) || !froms.length || !froms.every((f) => typeof f === 'string')) {
      return { error: `redirects[${i}]: must be { from: a path or a list of paths, to: a path or a URL }` };
    }
    // redirectValidation.ts: a `from` is a pathname of the site (no domain, query or hash).
    const bad = froms.find((f) => !isValidPathname(f) || /[?#]/.test(f));
    if (bad !== undefined) return { error: `redirects[${i}].from: "${bad}" is not a valid pathname; it starts with a slash and has no domain, query or hash` };
    for (const from of froms) redirects.push({ from, to: r.to });
  }
  return { fromExtensions, toExtensions, redirects };
}

/** A route's path, compared as Docusaurus compares them when trailingSlash is unset: `/a` and `/a/` are one. */
const key = (p: string) => withoutTrailingSlash(p) || '/';

/**
 * The redirects to write, given the site's routes (paths without the base path), and a warning for
 * each one left out: a `from` that is a route of the site, a second `to` for one `from`, a `to`
 * that is not a route of the site (Docusaurus stops its build there; this site may lack routes
 * Docusaurus has, so the redirect alone is left out).
 */
export function collectRedirects(options: ClientRedirectOptions, routes: string[]): { redirects: { from: string; to: string }[]; warnings: string[] } {
  const warnings: string[] = [];
  const known = new Set(routes.map(key));
  const pages = routes.filter((r) => r !== '/' && r !== '/404');
  const all = [
    // extensionRedirects.ts: `/page.html` → `/page` for each page route (not the root).
    ...pages.flatMap((r) => options.fromExtensions.map((ext) => ({ from: `${key(r)}.${ext}`, to: r }))),
    // `/file` → `/file.zip` for each route ending in one of the extensions.
    ...pages.flatMap((r) => options.toExtensions.filter((ext) => r.toLowerCase().endsWith(`.${ext}`)).map((ext) => ({ from: r.slice(0, -ext.length - 1), to: r }))),
    ...options.redirects,
  ];
  const missing = new Set<string>();
  const kept = new Map<string, { from: string; to: string }>();
  for (const r of all) {
    if (!isExternal(r.to)) {
      const target = /^[^?#]*/.exec(r.to)![0];
      if (!known.has(key(decodeURI(target)))) {
        missing.add(target);
        continue;
      }
    }
    const first = kept.get(key(r.from));
    if (first) {
      if (first.to !== r.to) warnings.push(`${r.from}: redirected to ${first.to} already; not also to ${r.to}`);
      continue;
    }
    kept.set(key(r.from), r);
  }
  if (missing.size) warnings.push(`redirects to paths this site does not have, left out: ${[...missing].join(', ')}`);
  const redirects = [...kept.values()].filter((r) => {
    if (!known.has(key(r.from))) return true;
    warnings.push(`${r.from}: a page of the site; not replaced by a redirect to ${r.to}`);
    return false;
  });
  return { redirects, warnings };
}

/**
 * The file a redirect from `from` is written to (@docusaurus/utils getFilePathForRoutePath):
 * `/old` → `old/index.html`, so the page a host serves for `/old.html` is never the redirect;
 * with trailingSlash false a `from` ending in `.html` is `old.html.html`.
 */
export function redirectFile(from: string, trailingSlash: boolean | undefined): string {
  const p = from.replace(/^\/+|\/+$/g, '');
  if (!p) return 'index.html';
  if (trailingSlash === false && p.endsWith('.html')) return `${p}.html`;
  return path.posix.join(p, 'index.html');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The redirect page (redirectPage.template.html.ts): the reader's query and hash go along, unless `to` names its own. */
export function redirectPage(toUrl: string): string {
  const forward = /[?#]/.test(toUrl) ? '' : ' + window.location.search + window.location.hash';
  const js = JSON.stringify(toUrl).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${escapeHtml(toUrl)}">
    <link rel="canonical" href="${escapeHtml(toUrl)}" />
  </head>
  <script>
    window.location.href = ${js}${forward};
  </script>
</html>
`;
}

/**
 * Writes the redirect pages into the export, never over a file it has (as writeRedirectFiles.ts
 * refuses to); they are files, not pages of the site, for the steps after this one
 * (`site.addVerbatim`). Returns how many were written and why others were not.
 */
export function writeClientRedirects(site: ExportedSite, options: ClientRedirectOptions, settings: { trailingSlash?: boolean; basePath: string }): { written: number; warnings: string[] } {
  if (!options.redirects.length && !options.fromExtensions.length && !options.toExtensions.length) return { written: 0, warnings: [] };
  const trailing = settings.trailingSlash !== false;
  const { redirects, warnings } = collectRedirects(options, site.pages().map((p) => p.route));
  let written = 0;
  for (const r of redirects) {
    const file = redirectFile(r.from, settings.trailingSlash);
    if (site.has(file)) {
      warnings.push(`${r.from}: ${file} is a file of the site already; not replaced by a redirect`);
      continue;
    }
    // The `to` in the export's form (its trailing slash: no second redirect), under the base path.
    const toUrl = isExternal(r.to) ? r.to : withBase(exportHref(r.to, trailing), settings.basePath);
    site.write(file, redirectPage(toUrl));
    site.addVerbatim(file);
    written++;
  }
  return { written, warnings };
}
