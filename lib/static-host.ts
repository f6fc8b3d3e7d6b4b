/**
 * Which file of an export answers a URL path on a static host (GitHub Pages, Netlify, `serve`):
 * the one rule `npm start` (scripts/static-server.ts), the link check of the export
 * (lib/checks/export-links.ts) and the post-build's page lookup (lib/exported-site.ts) share, so
 * they never disagree about a URL. No Node imports: callers say which files exist.
 */

/** The file answering a path, and whether the host redirects to the path with a trailing slash first. */
export type StaticAnswer = { file: string; addSlash: boolean };

/**
 * `pathname` is decoded, without the base path, starting with '/'; `has(file)` says whether the
 * export holds a file (relative, with '/'). `/a/` → a/index.html; `/a` → a, a.html, then a/index.html
 * (by a redirect to `/a/`, so relative URLs resolve as on the page's own URL); `/a.html` for a page
 * written as a/index.html answers with it, as hosts that map `.html` do.
 */
export function staticFile(pathname: string, has: (file: string) => boolean): StaticAnswer | undefined {
  // `..` never climbs above the root; repeated slashes are one.
  const parts: string[] = [];
  for (const seg of pathname.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg && seg !== '.') parts.push(seg);
  }
  const p = parts.join('/');
  const dir = pathname.endsWith('/') || pathname.endsWith('/.') || pathname.endsWith('/..') || p === '';
  const index = p ? `${p}/index.html` : 'index.html';
  if (dir) return has(index) ? { file: index, addSlash: false } : undefined;
  for (const file of [p, `${p}.html`]) if (has(file)) return { file, addSlash: false };
  if (has(index)) return { file: index, addSlash: true };
  if (p.endsWith('.html')) {
    const page = `${p.slice(0, -'.html'.length)}/index.html`;
    if (has(page)) return { file: page, addSlash: false };
  }
  return undefined;
}

/**
 * The page answering (with status 404) a path no file does: the 404 page of the path's first folder
 * when the export has one — a locale's (`fr/404.html`, or `fr/404/index.html` as a trailingSlash
 * site writes it; lib/i18n/not-found.ts), as Docusaurus builds each locale into its folder with its
 * own 404.html — else the site's `404.html`. `pathname` as for staticFile.
 */
export function notFoundFile(pathname: string, has: (file: string) => boolean): string | undefined {
  const first = pathname.split('/').find((s) => s && s !== '.' && s !== '..');
  const inFolder = first && first !== '404.html' ? staticFile(`/${first}/404.html`, has)?.file : undefined;
  return inFolder ?? (has('404.html') ? '404.html' : undefined);
}
