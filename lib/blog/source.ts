import fs from 'node:fs';
import path from 'node:path';
import { isPostSource, translatedPostOf } from '../content-folders';
import { localizedContentFolder } from '../docusaurus/i18n';
import { currentLocale } from '../i18n/current-locale';
import { defaultLocaleSource } from '../i18n/sources';
import { allPosts } from 'contentlayer/generated';
import { contentImage } from '../content/assets';
import { pickFrontmatter, postFields, type PostFrontmatter } from '../content/frontmatter';
import { groupByTag, readTagsFile } from '../docusaurus/tags';
import type { BodyFacts } from '../content/body';
import { contentPaths, isDev } from '../env';
import { firstCommitted } from '../content/last-updated';
import { site } from '../site';
import { groupByYear } from './archive';
import { authorsWithPosts, readAuthors, type Author } from '../docusaurus/blog-authors';
import { assertUniqueSlugs, byNewest, postEntry } from './entry';
import type { BlogPost } from './model';
import { paginate } from './pagination';
import { blogSidebarView } from './sidebar-view';

const content = contentPaths();
const shown = (abs: string) => path.relative(process.cwd(), abs) || abs;

type Blog = { routed: BlogPost[]; listed: BlogPost[]; authors: Record<string, Author> };
const blogs = new Map<string, Blog>();

/**
 * Every post of a locale's blog, validated once per process and locale: unknown authors and
 * duplicate slugs throw here, during `next build`, with the file's name.
 *
 * A locale other than the default lists the default locale's posts, each read from its translation
 * when `i18n/<locale>/docusaurus-plugin-content-blog/` has one (same path), and `authors.yml` and
 * `tags.yml` from there when it has them: plugin-content-blog src/blogUtils.ts (processBlogSourceFile,
 * `getFolderContainingFile(getContentPathList(contentPaths), …)`) and src/authorsMap.ts / tags
 * (docusaurus-utils dataFileUtils.ts getDataFilePath: the localized folder first). A translated
 * post with no default twin is no post, as there.
 */
export function loadBlog(locale = currentLocale()): Blog {
  const made = blogs.get(locale);
  if (made) return made;
  const localized = locale === site.i18n.defaultLocale ? undefined : path.join(content.root, localizedContentFolder(site.i18n, locale, 'blog'));
  const dataDir = (file: string) => (localized && fs.existsSync(path.join(localized, file)) ? localized : content.blog);
  const authors = readAuthors(dataDir('authors.yml'), shown);
  const ctx = { tags: readTagsFile(dataDir('tags.yml'), shown), authors, fileDate: (s: string) => firstCommitted(s), shown: (s: string) => shown(path.join(content.root, s)), locale: localized ? locale : site.locale };
  const translated = new Map(
    localized ? allPosts.filter((p) => translatedPostOf(p._raw.sourceFilePath)?.folder === path.relative(content.root, localized).split(path.sep).join('/')).map((p) => [defaultLocaleSource(p._raw.sourceFilePath), p]) : [],
  );
  // Docusaurus's `blog: false`: the blog plugin is off, whatever blog/ holds.
  const all: BlogPost[] = (site.blog.enabled ? allPosts.filter((p) => isPostSource(p._raw.sourceFilePath)) : []).map((original) => {
    const source = original._raw.sourceFilePath;
    const p = translated.get(source) ?? original;
    const entry = postEntry({ source, data: pickFrontmatter<PostFrontmatter>(postFields, p as never), body: p.body.raw, facts: p.facts as BodyFacts }, ctx);
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
  const blog = { routed, listed: routed.filter((p) => !p.unlisted), authors };
  blogs.set(locale, blog);
  return blog;
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
/** The authors list page's rows: every author of authors.yml with their listed posts (none: Docusaurus builds no list page). */
export const blogAuthorsList = fromListed((posts) => authorsWithPosts(loadBlog().authors, posts));
/** The authors with a page of their own (`page` in authors.yml), each with their listed posts. */
export const blogAuthors = fromListed((posts) => blogAuthorsList().filter((g) => g.author.page));
export const blogAuthor = (key: string) => blogAuthors().find((g) => g.author.key === key);
export const blogYears = fromListed(groupByYear);
export const postsPerPage = perPage;

/** The "All posts" sidebar, worked out once per build: the same groups object on every blog page. */
export const blogSidebar = fromListed((posts) => blogSidebarView(posts, { count: site.blog.sidebarCount, byYear: site.blog.groupByYear }));
