import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { allPosts } from 'contentlayer/generated';
import { site } from '../site';
import { groupByYear } from './archive';
import { groupByAuthor, parseAuthorsFile, type Author } from './authors';
import { assertUniqueSlugs, byNewest, toBlogPost, type BlogPost, type RawPost } from './model';
import { paginate } from './pagination';
import { groupByTag, parseTagsFile } from './tags';

const isDev = process.env.NODE_ENV !== 'production';
const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

function readYaml(name: string): unknown {
  const file = path.join(BLOG_DIR, name);
  if (!fs.existsSync(file)) return {};
  return load(fs.readFileSync(file, 'utf8'));
}

type Blog = { routed: BlogPost[]; listed: BlogPost[]; authors: Record<string, Author> };
let cached: Blog | undefined;

/**
 * Every post, validated once per process: unknown authors and duplicate slugs throw here,
 * during `next build`, with the file's name (bad dates already failed in contentlayer).
 */
export function loadBlog(): Blog {
  if (cached) return cached;
  const authors = parseAuthorsFile(readYaml('authors.yml'), 'content/blog/authors.yml');
  const tags = parseTagsFile(readYaml('tags.yml'), 'content/blog/tags.yml');
  const all = (allPosts as unknown as RawPost[]).map((p) => toBlogPost(p, authors, tags));
  const routed = all.filter((p) => isDev || !p.draft).sort(byNewest);
  assertUniqueSlugs(routed);
  cached = { routed, listed: routed.filter((p) => !p.unlisted), authors };
  return cached;
}

const perPage = () => site.blog.postsPerPage;

/** Posts on lists, tags, feeds, sitemap and search: routed and not unlisted, newest first. */
export const listedBlogPosts = () => loadBlog().listed;
export const postBySlug = (slug: string) => loadBlog().routed.find((p) => p.slug === slug);
export const routedSlugs = () => loadBlog().routed.map((p) => p.slug);

export const blogListPage = (page: number) => paginate(listedBlogPosts(), perPage(), page);
export const blogTags = () => groupByTag(listedBlogPosts());
export const blogTag = (permalink: string) => blogTags().find((g) => g.tag.permalink === permalink);
export const blogAuthors = () => groupByAuthor(listedBlogPosts());
export const blogAuthor = (id: string) => blogAuthors().find((g) => g.author.id === id);
export const blogYears = () => groupByYear(listedBlogPosts());
export const postsPerPage = perPage;
