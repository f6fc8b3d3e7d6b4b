import type { TocItem } from '../content/toc';
import type { Author } from './authors';
import { resolveAuthors } from './authors';
import { BlogFileError } from './files';
import { resolveTag, type BlogTag } from './tags';

/** What contentlayer gives us for a post (the fields this module reads). */
export type RawPost = {
  _raw: { sourceFilePath: string };
  title: string;
  postSlug: string;
  postDate: string;
  description?: string;
  authors?: string[];
  tags?: string[];
  image?: string;
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  readingMinutes: number;
  hasTruncate: boolean;
  excerptRaw: string;
  headings: TocItem[];
  body: { code: string; raw: string };
};

/** A post as pages, feeds and JSON-LD see it: authors and tags resolved. */
export type BlogPost = {
  file: string;
  slug: string;
  title: string;
  date: string;
  description?: string;
  authors: Author[];
  tags: BlogTag[];
  image?: string;
  draft: boolean;
  unlisted: boolean;
  hideToc: boolean;
  readingMinutes: number;
  truncated: boolean;
  excerpt: string;
  headings: TocItem[];
  code: string;
};

/** Slugs the blog's own routes use; a post there would never be reachable. */
const RESERVED = new Set(['page', 'archive', 'tags', 'authors', 'rss.xml', 'atom.xml', 'feed.json']);

export function toBlogPost(p: RawPost, authors: Record<string, Author>, tags: Record<string, BlogTag>): BlogPost {
  const file = `content/${p._raw.sourceFilePath}`;
  if (RESERVED.has(p.postSlug)) throw new BlogFileError(`${file}: the slug "${p.postSlug}" is a blog route; choose another`);
  if (!/^[^\s/?#]+$/.test(p.postSlug)) throw new BlogFileError(`${file}: the slug "${p.postSlug}" must be one URL segment`);
  return {
    file,
    slug: p.postSlug,
    title: p.title,
    date: p.postDate,
    description: p.description,
    authors: resolveAuthors(p.authors ?? [], authors, file),
    tags: (p.tags ?? []).map((t) => resolveTag(t, tags)),
    image: p.image,
    draft: Boolean(p.draft),
    unlisted: Boolean(p.unlisted),
    hideToc: Boolean(p.hide_table_of_contents),
    readingMinutes: p.readingMinutes,
    truncated: p.hasTruncate,
    excerpt: p.excerptRaw,
    headings: p.headings,
    code: p.body.code,
  };
}

/** Two posts on one URL fail the build, naming both files. */
export function assertUniqueSlugs(posts: readonly { slug: string; file: string }[]): void {
  const seen = new Map<string, string>();
  for (const p of posts) {
    const other = seen.get(p.slug);
    if (other) throw new BlogFileError(`${p.file}: the slug "${p.slug}" is already used by ${other}`);
    seen.set(p.slug, p.file);
  }
}

export function byNewest(a: { date: string; slug: string }, b: { date: string; slug: string }) {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}
