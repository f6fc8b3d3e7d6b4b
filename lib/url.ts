/**
 * URL facts every layer shares (pages, the browser bundle, the build and its scripts): what makes a
 * URL external or a file, slashes, and the base path the site is served under (added, removed). No
 * Node imports: it runs in the browser.
 */

/** A URL with a scheme (`https:`, `mailto:`, `data:` …). */
export const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/** A URL that leaves the site's own paths: a scheme, or protocol-relative `//host`. */
export const isExternal = (url: string) => hasScheme(url) || url.startsWith('//');

/** A path with no leading or trailing slash: '/docs/a/' → 'docs/a'. */
export const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** A path whose last segment has an extension (`/feed.xml`, `/img/a.png`): a file, not a page route. */
export const hasFileExtension = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** `BASE_PATH` as the build reads it: '' or '/sub/path', never a trailing slash. */
export const normalizeBasePath = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

/**
 * The sub-path the site is served under ('' at a host's root). The build reads `BASE_PATH`;
 * next.config.ts hands it to the browser bundle as `NEXT_PUBLIC_BASE_PATH`, inlined at build time.
 */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? normalizeBasePath(process.env.BASE_PATH);

/**
 * A path inside the base path, without it ('/base' and '/base/x' → '/' and '/x'), or null when the
 * path is outside it. With no base path every path is inside.
 */
export function pathInBase(path: string, base = BASE_PATH): string | null {
  if (!base) return path;
  if (path !== base && !path.startsWith(`${base}/`)) return null;
  return path.slice(base.length) || '/';
}

/** A path without the base path when it carries it, else as it is. */
export const stripBase = (path: string, base = BASE_PATH) => pathInBase(path, base) ?? path;

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
