import { site } from './site';
import { BASE_PATH, hasScheme } from './url';

/** An absolute URL for a site path (base path included); absolute URLs pass through. */
export function absoluteUrl(path: string): string {
  return hasScheme(path) ? path : `${site.url}${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The site path of an absolute URL on this site (base path removed), or null for another host. */
export function sitePath(url: string): string | null {
  const prefix = `${site.url}${BASE_PATH}`;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length);
  return rest.startsWith('/') ? rest : rest ? null : '/';
}
