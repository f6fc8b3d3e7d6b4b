/**
 * URL facts every layer shares (pages, the browser bundle, the build and its scripts): what makes a
 * URL external, and the base path the site is served under. No Node imports: it runs in the browser.
 */

/** A URL with a scheme (`https:`, `mailto:`, `data:` …). */
export const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/** A URL that leaves the site's own paths: a scheme, or protocol-relative `//host`. */
export const isExternal = (url: string) => hasScheme(url) || url.startsWith('//');

/** `BASE_PATH` as the build reads it: '' or '/sub/path', never a trailing slash. */
export const normalizeBasePath = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

/**
 * The sub-path the site is served under ('' at a host's root). The build reads `BASE_PATH`;
 * next.config.ts hands it to the browser bundle as `NEXT_PUBLIC_BASE_PATH`, inlined at build time.
 */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? normalizeBasePath(process.env.BASE_PATH);

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
