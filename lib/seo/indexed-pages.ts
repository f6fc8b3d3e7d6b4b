/**
 * Every page that search engines should index: the exported routes (a Docusaurus site's src/pages too), less drafts (never exported),
 * unlisted docs and posts, the docs of versions with `noIndex`, doc aliases (their canonical is the doc) and the 404 page.
 */
import { extraPageNumbers } from '../blog/pagination';
import { blogAuthors, blogAuthorsList, blogTags, listedBlogPosts, postsPerPage } from '../blog/source';
import { generatedIndexes } from '../docs/sidebar';
import { docsSet, docsTagVersions } from '../docs/source';
import { allSidebarItems } from '../docs/docs-set';
import { docsVersions } from '../docusaurus/versions';
import { headOverrides } from './metadata';
import { routes } from '../routes';
import { sitePages } from '../docusaurus/built-pages';
import type { SitemapPage } from './sitemap';
import { contentEntries } from './source';
import { site } from '../site';

const pages = (n: number, at: (page: number) => string) => [1, ...extraPageNumbers(n, postsPerPage())].map(at);

export function indexablePages(): SitemapPage[] {
  // A docs version with `noIndex` asks robots not to index its pages (theme-classic's DocVersionRoot): none is in the sitemap.
  const noIndexVersions = new Set(docsVersions().filter((v) => v.noIndex).map((v) => v.name));
  // A page whose <Head> names another canonical URL is that URL's copy: search engines index the other one.
  const content = contentEntries().filter((e) => !e.entry.unlisted && !headOverrides(e.entry.head).canonical && !(e.kind === 'doc' && 'version' in e.entry && noIndexVersions.has(e.entry.version)));
  const posts = listedBlogPosts();
  const blog = site.blog.enabled;
  return [
    { path: routes.search() },
    // A Docusaurus site's own pages (src/pages), its `/` among them when it has one; unlisted ones stay out.
    ...sitePages().filter((p) => p.frontmatter.unlisted !== true).map((p) => ({ path: routes.sitePage(p.route) })),
    ...content.map((e) => ({ path: e.path, lastModified: e.lastUpdated ?? ('date' in e.entry ? e.entry.date : undefined) })),
    ...docsVersions()
      .filter((v) => !v.noIndex)
      .flatMap((v) => generatedIndexes(allSidebarItems(docsSet(v.name))))
      .map((c) => ({ path: c.href! })),
    // Each version's tag pages, but a noIndex version's.
    ...docsTagVersions()
      .filter(({ version }) => !version.noIndex)
      .flatMap(({ version, groups }) => [{ path: routes.docsTags(version.pathPart) }, ...groups.map((g) => ({ path: routes.docsTag(g.tag.permalink, version.pathPart) }))]),
    ...(blog ? blogPages(posts.length) : []),
  ];
}

/** The blog's list, archive, tag and author pages (none with Docusaurus's `blog: false`). */
function blogPages(posts: number): SitemapPage[] {
  return [
    ...pages(posts, routes.blogPage).map((path) => ({ path })),
    ...(routes.blogArchive() ? [{ path: routes.blogArchive()! }] : []),
    { path: routes.blogTags() },
    ...blogTags().flatMap(({ tag, posts: p }) => pages(p.length, (n) => routes.blogTag(tag.permalink, n)).map((path) => ({ path }))),
    ...(blogAuthorsList().length ? [{ path: routes.blogAuthors() }] : []),
    ...blogAuthors().flatMap(({ author, posts: p }) => pages(p.length, (n) => routes.blogAuthor(author.key, n)).map((path) => ({ path }))),
  ];
}
