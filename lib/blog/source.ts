import path from 'node:path';
import { allPosts } from 'contentlayer/generated';
import { contentImage } from '../content/assets';
import { pickFrontmatter, postFields, type PostFrontmatter } from '../content/frontmatter';
import { groupByTag, readTagsFile } from '../docusaurus/tags';
import type { BodyFacts } from '../content/body';
import { contentPaths, isDev } from '../env';
import { firstCommitted } from '../content/last-updated';
import { site } from '../site';
import { groupByYear } from './archive';
import { groupByAuthor, readAuthors, type Author } from '../docusaurus/blog-authors';
import { assertUniqueSlugs, byNewest, postEntry } from './entry';
import type { BlogPost } from './model';
import { paginate } from './pagination';
import { blogSidebarView } from './sidebar-view';

const content = contentPaths();
const shown = (abs: string) => path.relative(process.cwd(), abs) || abs;

type Blog = { routed: BlogPost[]; listed: BlogPost[]; authors: Record<string, Author> };
let cached: Blog | undefined;

/**
 * Every post, validated once per process: unknown authors and duplicate slugs throw here,
 * during `next build`, with the file's name.
 */
export function loadBlog(): Blog {
  if (cached) return cached;
  const authors = readAuthors(content.blog, shown);
  const ctx = { tags: readTagsFile(content.blog, shown), authors, fileDate: (s: string) => firstCommitted(s), shown: (s: string) => shown(path.join(content.root, s)), locale: site.locale };
  // Docusaurus's `blog: false`: the blog plugin is off, whatever blog/ holds.
  const all: BlogPost[] = (site.blog.enabled ? allPosts : []).map((p) => {
    const entry = postEntry({ source: p._raw.sourceFilePath, data: pickFrontmatter<PostFrontmatter>(postFields, p as never), body: p.body.raw, facts: p.facts as BodyFacts }, ctx);
    return {
      ...entry,
      image: contentImage(entry.source, entry.image),
      raw: p.body.raw,
      // Read when a page renders the post (see lib/content/generated-from-disk.ts).
      get code() {
        return p.body.code;
      },
    };
  });
  const routed = all.filter((p) => isDev || !p.draft).sort(byNewest);
  assertUniqueSlugs(routed, ctx.shown);
  cached = { routed, listed: routed.filter((p) => !p.unlisted), authors };
  return cached;
}

const perPage = () => site.blog.postsPerPage;

/** Posts on lists, tags, feeds, sitemap and search: routed and not unlisted, newest first. */
export const listedBlogPosts = () => loadBlog().listed;
export const postBySlug = (slug: string) => loadBlog().routed.find((p) => p.slug === slug);
export const routedSlugs = () => loadBlog().routed.map((p) => p.slug);

export const blogListPage = (page: number) => paginate(listedBlogPosts(), perPage(), page);
/** Made from the listed posts once per process: every tag, author and archive page reads the same value. */
function fromListed<T>(make: (posts: BlogPost[]) => T): () => T {
  let memo: { of: BlogPost[]; value: T } | undefined;
  return () => {
    const posts = listedBlogPosts();
    if (memo?.of !== posts) memo = { of: posts, value: make(posts) };
    return memo.value;
  };
}

export const blogTags = fromListed((posts) => groupByTag(posts).map(({ tag, items }) => ({ tag, posts: items })));
export const blogTag = (permalink: string) => blogTags().find((g) => g.tag.permalink === permalink);
export const blogAuthors = fromListed(groupByAuthor);
export const blogAuthor = (key: string) => blogAuthors().find((g) => g.author.key === key);
export const blogYears = fromListed(groupByYear);
export const postsPerPage = perPage;

/** The "All posts" sidebar, worked out once per build: the same groups object on every blog page. */
export const blogSidebar = fromListed((posts) => blogSidebarView(posts, { count: site.blog.sidebarCount, byYear: site.blog.groupByYear }));
