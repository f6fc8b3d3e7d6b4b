/**
 * URL facts every layer shares (pages, the browser bundle, the build and its scripts): what makes a
 * URL external or a file, slashes, and the base path the site is served under (added, removed). No
 * Node imports: it runs in the browser.
 */

/** A URL with a scheme (`https:`, `mailto:`, `data:` …). */
export const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/** A URL that leaves the site's own paths: a scheme, or protocol-relative `//host`. */
export const isExternal = (url: string) => hasScheme(url) || url.startsWith('//');

/**
 * Docusaurus's `applyTrailingSlash` (docusaurus-utils-common/src/applyTrailingSlash.ts) for the
 * engine's paths, which are without the base path: false drops a page path's trailing slash, true
 * adds one; '/' stays as it is. (Docusaurus leaves paths as written when the option is unset; the
 * engine's callers pass true then, as the export writes `path/index.html`.)
 */
export function applyTrailingSlash(path: string, trailing: boolean): string {
  if (path === '/' || path === '') return path;
  return trailing ? withTrailingSlash(path) : withoutTrailingSlash(path) || '/';
}

/** A path ending in a slash: '/docs/a' → '/docs/a/'; one that has it is left as it is. */
export const withTrailingSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * A path or URL without its trailing slashes: '/docs/a/' → '/docs/a', 'https://x.org/' →
 * 'https://x.org' (an origin, or a base, that paths starting with '/' are appended to).
 */
export const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/** A path without its leading slashes: '/docs/a/' → 'docs/a/' (a file's path in the export, from its URL). */
export const withoutLeadingSlash = (path: string) => path.replace(/^\/+/, '');

/** A path with no leading or trailing slash: '/docs/a/' → 'docs/a'. */
export const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/**
 * A path whose last segment has an extension (`/feed.xml`, `/img/a.png`): a file, not a page route.
 * An extension has a letter: `/docs/1.0` is a docs version's page (a version named as
 * plugin-content-docs' versions.json lists them), not a file.
 */
export const hasFileExtension = (path: string) => /\.[a-z0-9]*[a-z][a-z0-9]*$/i.test(path);

/**
 * A base path as the build uses it: '' or '/sub/path', never a trailing slash; a leading one is added
 * as Docusaurus's configValidation.ts adds it to `baseUrl` ('docs/' and '/docs/' are one base).
 */
export const normalizeBasePath = (value: string | undefined) => {
  const p = withoutTrailingSlash((value ?? '').trim());
  return p && !p.startsWith('/') ? `/${p}` : p;
};

/**
 * The same base as Docusaurus writes `baseUrl`: a leading and a trailing slash, '/' at the root
 * (configValidation.ts normalises it so: '' and 'sub' become '/' and '/sub/').
 */
export const normalizeBaseUrl = (value: string | undefined) => `${normalizeBasePath(value)}/`;

/**
 * The sub-path the site is served under ('' at a host's root): `BASE_PATH`, else the config's
 * `baseUrl` (lib/url-settings.ts decides; `npm run build` and next.config.ts hand it down as
 * `NEXT_PUBLIC_BASE_PATH`, inlined into the browser bundle at build time).
 */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? normalizeBasePath(process.env.BASE_PATH);

/**
 * Docusaurus's `trailingSlash` as lib/url-settings.ts hands it down: false writes page URLs without
 * their trailing slash; unset and true keep the export's `path/`.
 */
export const TRAILING_SLASH = process.env.NEXT_PUBLIC_TRAILING_SLASH !== 'false';

/** `path` is `prefix` or under it, segment-wise: `/docs` and `/docs/a` are under `/docs`, `/docsx` is not (URLs and origins alike). */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A path inside the base path, without it ('/base' and '/base/x' → '/' and '/x'), or null when the
 * path is outside it. With no base path every path is inside.
 */
export function pathInBase(path: string, base = BASE_PATH): string | null {
  if (!base) return path;
  if (!isUnder(path, base)) return null;
  return path.slice(base.length) || '/';
}

/** A path without the base path when it carries it, else as it is. */
export const stripBase = (path: string, base = BASE_PATH) => pathInBase(path, base) ?? path;

/**
 * A URL an author wrote (a link or an image in a page), as a path of the site: Docusaurus's
 * useBaseUrl (packages/docusaurus/src/client/exports/useBaseUrl.ts) does not add the base URL to a
 * root-relative URL that starts with it already (`/my-site/img/a.png` on a site at `/my-site/` is
 * its `/img/a.png`), so it is taken off here and added once where the URL is written. Other URLs
 * are returned as they are.
 */
export const authoredPath = (url: string, base = BASE_PATH) => (url.startsWith('/') && !url.startsWith('//') ? stripBase(url, base) : url);

/** Prefix a root-relative path with the base path; other URLs are returned as they are. */
export function withBase(path: string, base = BASE_PATH): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${base}${path}`;
}

/**
 * Docusaurus's `isValidPathname` (docusaurus-utils, urlUtils): an absolute path that a URL keeps as
 * written — no `.`/`..` segment that would climb out of its route space, nothing a URL would rewrite.
 */
export function isValidPathname(p: string): boolean {
  if (!p.startsWith('/')) return false;
  try {
    const parsed = new URL(p, 'https://domain.com').pathname;
    return parsed === p || parsed === encodeURI(p);
  } catch {
    return false;
  }
}

/**
 * A root-relative page href in the export's form: a page path ends as `trailingSlash` says (with
 * its slash unless it is false), a file path (with an extension) loses one. Query and hash are
 * kept; other hrefs are returned as they are.
 */
export function exportHref(href: string, trailing = TRAILING_SLASH): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  const [path, rest] = [m[1], m[2]];
  if (hasFileExtension(withoutTrailingSlash(path))) return withoutTrailingSlash(path) + rest;
  return applyTrailingSlash(withTrailingSlash(path), trailing) + rest;
}
