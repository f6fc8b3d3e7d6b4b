/**
 * A post as the engine sees it, made from its path, frontmatter and body by the rules of
 * Docusaurus 3's blog plugin: `YYYY-MM-DD-name(.md | /index.md)` gives the date and the default
 * slug `YYYY/MM/DD/name`; frontmatter `slug` and `date` win; the title falls back to the
 * opening `# Title`; the excerpt ends at `<!-- truncate -->` or `{/* truncate *\/}`.
 */
import { blogRelative } from '../content-folders';
import type { PostFrontmatter } from '../content/frontmatter';
import { resolveTags, type Tag } from '../docusaurus/tags';
import type { HeadTag } from '../content/body';
import type { TocItem } from '../content/toc';
import type { RawContent } from '../docs/entry';
import { postAuthorRefs, resolveAuthors, type Author } from '../docusaurus/blog-authors';
import { isValidPathname } from '../url';
import { parseBlogFileName, postDateIso, postSlugOf } from '../docusaurus/locations';
import { BlogFileError } from './error';
import { routeBases } from '../route-bases';
import { readingMinutes } from '../docusaurus/reading-time';

export type PostEntry = {
  /** Path under the content folder: `blog/2024-05-16-rf4/index.mdx`. */
  source: string;
  /** The post's path under /blog, without slashes at either end: `rf4`, `2024/05/16/rf4`. */
  slug: string;
  title: string;
  contentTitle?: string;
  /** ISO date-time. */
  date: string;
  description?: string;
  authors: Author[];
  tags: Tag[];
  keywords: string[];
  /** The social card image, as the frontmatter names it. */
  image?: string;
  draft: boolean;
  unlisted: boolean;
  hideToc: boolean;
  tocMin?: number;
  tocMax?: number;
  truncated: boolean;
  readingMinutes: number;
  headings: TocItem[];
  /** Tags the body writes in `<Head>` (canonical, meta): they reach the page's <head>. */
  head: HeadTag[];
  lastUpdate?: { date?: string; author?: string };
  customEditUrl?: string | null;
};

/** Slugs whose first segment is one of the blog's own routes (as its route options name them) would never be reachable. */
const reserved = () => {
  const b = routeBases();
  return new Set([b.blogPage, b.blogArchive, b.blogTags, b.blogAuthors, 'rss.xml', 'atom.xml', 'feed.json'].filter((n): n is string => n !== null).map((n) => n.split('/')[0]));
};

export type BlogContext = {
  tags: Record<string, Tag>;
  authors: Record<string, Author>;
  /** A post without a date in its name or frontmatter: when the file was first committed (or written). */
  fileDate: (source: string) => string;
  /** How messages name the file. */
  shown?: (source: string) => string;
  /** The site's locale, which words are counted by for the reading time (default 'en'). */
  locale?: string;
};

export function postEntry(raw: RawContent<PostFrontmatter>, ctx: BlogContext): PostEntry {
  const fm = raw.data;
  const file = ctx.shown?.(raw.source) ?? raw.source;
  const parsed = parseBlogFileName(blogRelative(raw.source));
  const slug = postSlugOf(raw.source, fm);
  if (!slug || reserved().has(slug.split('/')[0])) throw new BlogFileError(`${file}: the slug "${slug}" is a blog route; choose another`);
  if (/[?#\s]/.test(slug)) throw new BlogFileError(`${file}: the slug "${slug}" must be a URL path (no spaces, "?" or "#")`);
  if (!isValidPathname(`/${slug}`)) throw new BlogFileError(`${file}: the slug "${slug}" leaves the blog's routes (a "." or ".." segment): write the path it should have under /blog`);
  const { facts } = raw;
  const date = fm.date ?? parsed.date ?? ctx.fileDate(raw.source);
  return {
    source: raw.source,
    slug,
    title: fm.title ?? facts.contentTitle ?? parsed.text,
    contentTitle: facts.contentTitle,
    date: postDateIso(date),
    description: fm.description ?? facts.excerpt,
    authors: resolveAuthors(postAuthorRefs(fm), ctx.authors, file),
    tags: resolveTags(fm.tags, ctx.tags),
    keywords: fm.keywords ?? [],
    image: fm.image,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    hideToc: fm.hide_table_of_contents === true,
    tocMin: fm.toc_min_heading_level,
    tocMax: fm.toc_max_heading_level,
    // From the parsed body (lib/docusaurus/remark-truncate.ts: truncateIndex), as the excerpt is cut.
    truncated: facts.truncated === true,
    readingMinutes: readingMinutes(raw.body, ctx.locale),
    headings: facts.headings,
    head: facts.head,
    lastUpdate: fm.last_update,
    customEditUrl: fm.custom_edit_url,
  };
}

/** Two posts on one URL fail the build, naming both files. */
export function assertUniqueSlugs(posts: readonly { slug: string; source: string }[], shown = (s: string) => s): void {
  const seen = new Map<string, string>();
  for (const p of posts) {
    const other = seen.get(p.slug);
    if (other) throw new BlogFileError(`${shown(p.source)}: the slug "${p.slug}" is already used by ${shown(other)}`);
    seen.set(p.slug, p.source);
  }
}

/** Newest first; equal dates by slug. */
export function byNewest(a: { date: string; slug: string }, b: { date: string; slug: string }) {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}
