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
