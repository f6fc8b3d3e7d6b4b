/**
 * Every URL the site makes. Paths here are without the base path: next/link and the
 * static server add it. A page's path ends as the site's `trailingSlash` says (lib/url.ts):
 * `path/` unless it is false.
 */
import { applyTrailingSlash, exportHref, isExternal, TRAILING_SLASH, trimSlashes, withBase, withTrailingSlash } from './url';
import { SEARCH_MANIFEST_ROUTE } from './search/manifest-route';
import { routeBases, underBase } from './route-bases';

const slash = (p: string) => applyTrailingSlash(withTrailingSlash(p), TRAILING_SLASH);
/** A path under the docs' routeBasePath (lib/route-bases.ts): '/docs/a', or '/a' with docs at the root. */
const docsPath = (rest = '') => underBase(routeBases().docs, rest);
/** A path under the blog's routeBasePath: '/blog/a', or '/news/a' (plugin-content-blog: `normalizeUrl([routeBasePath, …])`). */
const blogPath = (rest = '') => underBase(routeBases().blog, rest);
/** A path under one of the blog's named sub-routes (its tagsBasePath, authorsBasePath …): `[name, …rest]` joined. */
const blogSub = (...parts: (string | null)[]) => blogPath(parts.filter(Boolean).join('/'));
/** The path part of a list's page `n` (plugin-content-blog blogUtils.ts paginateBlogPosts: `<list>/<pageBasePath>/<n>`), '' for the first. */
const pagePart = (n: number) => (n <= 1 ? null : `${routeBases().blogPage}/${n}`);

export const routes = {
  home: () => '/',
  search: (q?: string) => (q ? `${slash('/search/')}?q=${encodeURIComponent(q)}` : slash('/search/')),
  /** Names the content-hashed local search index; written by the post-build (lib/search/build.ts). */
  searchManifest: () => SEARCH_MANIFEST_ROUTE,
  docsRoot: () => slash(docsPath()),
  doc: (route: string) => slash(docsPath(route)),
  /** A docs version's tags list and tag pages, under its path part ('' for the last version, at the docs' root). */
  // plugin-content-docs versions/version.ts: a version's `tagsPath` is `normalizeUrl([versionPath, tagsBasePath])`.
  docsTags: (version = '') => slash(docsPath([version, routeBases().docsTags].filter(Boolean).join('/'))),
  docsTag: (tag: string, version = '') => slash(docsPath([version, routeBases().docsTags, tag].filter(Boolean).join('/'))),
  /** A collapsed docs sidebar category's children (lib/docs/sidebar-view.ts), named by content hash. */
  sidebarBranch: (hash: string) => `/_sidebar/${hash}.json`,
  /** A page of a Docusaurus site's src/pages (lib/docusaurus/src-pages.ts): '' is the landing page. */
  sitePage: (route: string) => (route ? slash(`/${route}`) : '/'),
  blog: () => slash(blogPath()),
  // plugin-content-blog options.ts (tagsBasePath, archiveBasePath, authorsBasePath, pageBasePath) as
  // routes.ts, blogUtils.ts and authorsMap.ts join them under the blog's base.
  blogPage: (n: number) => slash(blogSub(pagePart(n))),
  post: (slug: string) => slash(blogPath(slug)),
  /** The archive page, or null when `archiveBasePath` is null (Docusaurus then builds none). */
  blogArchive: () => (routeBases().blogArchive === null ? null : slash(blogSub(routeBases().blogArchive))),
  blogTags: () => slash(blogSub(routeBases().blogTags)),
  blogTag: (tag: string, page = 1) => slash(blogSub(routeBases().blogTags, tag, pagePart(page))),
  blogAuthors: () => slash(blogSub(routeBases().blogAuthors)),
  blogAuthor: (id: string, page = 1) => slash(blogSub(routeBases().blogAuthors, id, pagePart(page))),
  // plugin-content-blog feed.ts: the feeds are written into `<outDir>/<routeBasePath>/`.
  rss: () => blogPath('rss.xml'),
  atom: () => blogPath('atom.xml'),
  jsonFeed: () => blogPath('feed.json'),
  blogTagRss: (tag: string) => blogSub(routeBases().blogTags, tag, 'rss.xml'),
  sitemap: () => '/sitemap.xml',
  manifest: () => '/manifest.webmanifest',
  /** Build-time PNGs drawn from the emblem (app/icons/[file]/route.tsx). */
  icon: (size: 32 | 192 | 512) => `/icons/icon-${size}.png`,
  appleTouchIcon: () => '/icons/apple-touch-icon.png',
  /** A page's social card: `/docs/a/b/` → `/og/docs/a/b.png`; '' is the site's own card. */
  socialCard: (pagePath: string) => `/og/${trimSlashes(pagePath) || 'site'}.png`,
  /** The Markdown twin of a doc or post, written by the post-build (lib/seo/twin-files.ts). */
  docMarkdown: (route: string) => (route || routeBases().docs ? `${docsPath(route)}.md` : '/index.md'),
  postMarkdown: (slug: string) => `${blogPath(slug)}.md`,
  llms: () => '/llms.txt',
  llmsFull: () => '/llms-full.txt',
};

// lib/url.ts's, here too for the pages. Browser code imports them from lib/url.ts: a module that
// imports this one carries the whole `routes` table into every page's first-load JS.
export { exportHref, isExternal, withBase };

/** The one route segment a content-driven dynamic route exports when it has nothing to show. */
export const PLACEHOLDER = '_';

/**
 * `output: 'export'` refuses a dynamic route whose generateStaticParams is empty (no tag has a
 * second page yet, a site without docs tags or without a blog), so such a route gets one
 * placeholder page that renders notFound(); a post-build step deletes it (lib/builder/publish-content.ts).
 */
export function orPlaceholder<P extends Record<string, string | string[]>>(params: P[], keys: (keyof P)[], list = false): P[] {
  if (params.length) return params;
  return [Object.fromEntries(keys.map((k) => [k, list ? [PLACEHOLDER] : PLACEHOLDER])) as P];
}
