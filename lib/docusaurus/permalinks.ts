/**
 * Where a doc or post is published, from its path and frontmatter alone, and how a relative link
 * written on it resolves. Docusaurus serves `/docs/guides/artifact` (no trailing slash; a folder's
 * index doc ends in `/`), so `./project` there means `/docs/guides/project`; this site serves
 * every page with a trailing slash, where the browser would read the same link differently.
 * Links are resolved as a Docusaurus reader's browser resolves them, then written in this site's
 * form, so each one lands where it did on the Docusaurus site.
 */
import { docLocation, postSlugOf } from './locations';
import { routes, exportHref } from '../routes';
import type { DocFrontmatter, PostFrontmatter } from '../content/frontmatter';
import { isExternal } from '../url';
import { isPostSource } from '../source-file';
import { routeBases, underBase } from '../route-bases';
import { versionOfSource } from './versions';

/** '/docs', or '' with the docs at the root: what a doc's Docusaurus slug ('/a/b') is appended to. */
const docsPrefix = () => (routeBases().docs ? `/${routeBases().docs}` : '');

type Source = { source: string; data: Record<string, unknown> };

/**
 * The page's URL as Docusaurus writes it (the base relative links resolve against). A doc's is its
 * version's path, then its slug (plugin-content-docs docs.ts: `normalizeUrl([versionMetadata.path,
 * docSlug])`): `./b` on `versioned_docs/version-1.0/a.md` is `/docs/1.0/b`, not the current docs' `/docs/b`.
 */
export function docusaurusPermalink({ source, data }: Source): string {
  if (isPostSource(source)) return underBase(routeBases().blog, postSlugOf(source, data as PostFrontmatter));
  const part = versionOfSource(source)?.pathPart;
  return `${docsPrefix()}${part ? `/${part}` : ''}${docLocation(source, data as DocFrontmatter).slug}`;
}

/** The page's URL on this site (routes.ts form, without base path). */
export function siteUrlOf({ source, data }: Source): string {
  if (isPostSource(source)) return routes.post(postSlugOf(source, data as PostFrontmatter));
  return routes.doc(docLocation(source, data as DocFrontmatter).route);
}


/** A link that the browser resolves against the page: not absolute, not a scheme, not only a #hash. */
export const isRelativeLink = (url: string) => Boolean(url) && !isExternal(url) && !url.startsWith('/') && !url.startsWith('#');

/** `./project` on `/docs/guides/artifact` → `/docs/guides/project/`: Docusaurus's target, this site's form. */
export function resolveRelativeLink(permalink: string, url: string): string {
  const u = new URL(url, `http://site${permalink}`);
  let p = u.pathname;
  try {
    p = decodeURI(p);
  } catch {
    // keep the encoded form
  }
  return exportHref(`${p}${u.search}${u.hash}`);
}
