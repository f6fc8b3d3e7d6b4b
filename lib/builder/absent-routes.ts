import type { ExportedSite } from '../exported-site';
import { routes } from '../routes';
import { trimSlashes } from '../url';

/**
 * The files Next writes for the route `/` at the root of the export: its page and its payloads
 * (`index.txt`, `__next.*.txt`). The other routes' files are all inside their folders.
 */
const isRootRouteFile = (f: string) => !f.includes('/') && (f === 'index.html' || f === 'index.txt' || /^__next\..*\.txt$/.test(f));

/** Routes a site does not have, though the app always renders them: `/` without its own page, the blog with `blog: false`. */
export function absentRoutes(site: ExportedSite, has: { home: boolean; blog: boolean }): number {
  const blog = trimSlashes(routes.blog());
  // The blog's folder, and its page and payload beside it on a trailingSlash: false site (blog.html).
  const blogFiles = [`${blog}/`, `${blog}.html`, `${blog}.txt`].filter((f) => site.files().some((x) => x === f || x.startsWith(f)));
  const gone = [...(has.home ? [] : site.files().filter(isRootRouteFile)), ...(has.blog ? [] : blogFiles)];
  for (const f of gone) site.remove(f);
  return gone.length;
}
