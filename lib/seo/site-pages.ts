/**
 * Every page that search engines should index: the exported routes, less drafts (never exported),
 * unlisted docs and posts, doc aliases (their canonical is the doc) and the 404 page.
 */
import { extraPageNumbers } from '../blog/pagination';
import { blogAuthors, blogTags, listedBlogPosts, postsPerPage } from '../blog/source';
import { generatedIndexes } from '../docs/sidebar';
import { listedDocs, mainSidebar, toMeta } from '../docs/source';
import { groupDocTags } from '../docs/tags';
import { routes } from '../routes';
import type { SitemapPage } from './sitemap';
import { contentEntries } from './source';

const pages = (n: number, at: (page: number) => string) => [1, ...extraPageNumbers(n, postsPerPage())].map(at);

export function indexablePages(): SitemapPage[] {
  const content = contentEntries().filter((e) => e.listed);
  const posts = listedBlogPosts();
  return [
    { path: routes.home() },
    { path: routes.search() },
    ...content.map((e) => ({ path: e.path, lastModified: e.lastUpdated ?? e.date })),
    ...generatedIndexes(mainSidebar()).map((c) => ({ path: routes.docsCategory(c.generatedIndex!.slug) })),
    { path: routes.docsTags() },
    ...groupDocTags(listedDocs().map(toMeta)).map((g) => ({ path: routes.docsTag(g.tag.permalink) })),
    ...pages(posts.length, routes.blogPage).map((path) => ({ path })),
    { path: routes.blogArchive() },
    { path: routes.blogTags() },
    ...blogTags().flatMap(({ tag, posts: p }) => pages(p.length, (n) => routes.blogTag(tag.permalink, n)).map((path) => ({ path }))),
    { path: routes.blogAuthors() },
    ...blogAuthors().flatMap(({ author, posts: p }) => pages(p.length, (n) => routes.blogAuthor(author.id, n)).map((path) => ({ path }))),
  ];
}
