import { withTrailingSlash } from '../url';

/**
 * The page in view at another locale's root (theme-common useAlternatePageUtils createUrl: the
 * path after the current locale's baseUrl, put after the other's). Paths are the router's, base
 * path aside; `from` and `root` are locale roots with their slashes ('/', '/zh-CN/'). Browser-safe.
 */
export function samePageHref(root: string, from: string, pathname: string): string {
  // Next's own routes (`/_not-found`, the 404 page as exported) are no page of a locale: its home.
  if (pathname.startsWith('/_') || !withTrailingSlash(pathname).startsWith(from)) return root;
  const rest = pathname.slice(Math.min(from.length, pathname.length));
  return `${root}${rest}`;
}
