import fs from 'node:fs';
import path from 'node:path';
import { parseDataFile } from '../data-file';
import kebabCase from 'lodash-es/kebabCase.js';
import { z } from 'zod';
import type { InlineAuthor, PostFrontmatter } from '../content/frontmatter';
import { BlogFileError } from '../blog/error';
import { trimSlashes } from '../url';
import { normalizeSocials } from './author-socials';

export { socialLinks } from './author-socials';

export type Author = {
  /** The key in authors.yml ('' for an author written inline in a post). */
  id: string;
  /** The author page's path under the authors' base: kebab-case of the key, or the file's `page.permalink`. */
  key: string;
  /**
   * The author has a page (`/<blog>/<authorsBasePath>/<key>`): `page: true` or `page: {permalink}` in
   * authors.yml. Docusaurus 3.10 (plugin-content-blog authorsMap.ts normalizeAuthor, routes.ts
   * createAuthorPaginatedRoute) makes none without it; the author's name then links to its `url`.
   */
  page?: boolean;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Where the name links when there is no page to link to, after `url` (Docusaurus's BlogAuthor). */
  email?: string;
  /** Platform → URL, handles already made into links (lib/docusaurus/author-socials.ts). */
  socials: Record<string, string>;
  /** Written in the post itself rather than authors.yml: no author page. */
  inline?: boolean;
};

const AuthorDef = z.object({
  name: z.string().min(1),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  description: z.string().optional(),
  page: z.union([z.boolean(), z.object({ permalink: z.string() })]).optional(),
  socials: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const AuthorsFile = z.record(z.string(), AuthorDef);

/** authors.yml → id → author. */
export function parseAuthorsFile(data: unknown, file: string): Record<string, Author> {
  const parsed = AuthorsFile.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BlogFileError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const out: Record<string, Author> = {};
  for (const [id, a] of Object.entries(parsed.data)) {
    // Each author page is one folder of the blog's route folder ([author]): a permalink of several segments has none.
    if (typeof a.page === 'object' && (!trimSlashes(a.page.permalink) || trimSlashes(a.page.permalink).includes('/'))) {
      throw new BlogFileError(`${file}: ${id}.page.permalink: "${a.page.permalink}" must be one path segment here (as "/${kebabCase(id)}"), the author's page under the authors' base`);
    }
    // authorsMap.ts: the page is `normalizeUrl([<blog>/<authorsBasePath>, page.permalink])`, else `kebabCase(key)` under it.
    out[id] = { id, key: typeof a.page === 'object' ? trimSlashes(a.page.permalink) : kebabCase(id), page: a.page === true || typeof a.page === 'object', name: a.name, title: a.title, url: a.url, imageUrl: a.image_url ?? a.imageURL, email: a.email, socials: normalizeSocials(a.socials, `${file}: ${id}`) };
  }
  return out;
}

/**
 * The post's authors in frontmatter order: ids of authors.yml, or authors written inline (a `key`
 * names one of authors.yml and overrides its fields). An unknown id fails the build naming the post.
 */
export function resolveAuthors(refs: readonly (string | InlineAuthor)[], authors: Record<string, Author>, file: string): Author[] {
  return refs.map((ref) => {
    if (typeof ref !== 'string' && !ref.key) {
      if (!ref.name) throw new BlogFileError(`${file}: an inline author needs a "name" (or a "key" of authors.yml)`);
      return { id: '', key: '', name: ref.name, title: ref.title, url: ref.url, imageUrl: ref.image_url ?? ref.imageURL, email: ref.email, socials: normalizeSocials(ref.socials, file), inline: true };
    }
    const id = typeof ref === 'string' ? ref : ref.key!;
    const a = Object.hasOwn(authors, id) ? authors[id] : undefined;
    if (a && typeof ref !== 'string') {
      return { ...a, name: ref.name ?? a.name, title: ref.title ?? a.title, url: ref.url ?? a.url, imageUrl: ref.image_url ?? ref.imageURL ?? a.imageUrl };
    }
    if (!a) {
      const known = Object.keys(authors).sort().join(', ') || '(none)';
      throw new BlogFileError(`${file}: unknown author "${id}" (authors.yml has: ${known})`);
    }
    return a;
  });
}

/**
 * The authors a post's frontmatter names: `authors` (one or a list: ids of authors.yml, or authors
 * written inline), else the legacy single-author fields (`author`, `author_title`, `author_url`,
 * `author_image_url`) as one inline author, without a page.
 *
 * Docusaurus: getFrontMatterAuthorLegacy ("Legacy v1/early-v2 front matter fields") beside
 * normalizeFrontMatterAuthors, from packages/docusaurus-plugin-content-blog/src/authors.ts. (Its
 * camel-case spellings `authorTitle`, `authorURL`, `authorImageURL` are not read here.)
 */
export function postAuthorRefs(fm: Pick<PostFrontmatter, 'authors' | 'author' | 'author_title' | 'author_url' | 'author_image_url'>): (string | InlineAuthor)[] {
  if (fm.authors !== undefined) return Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  if (fm.author) return [{ name: fm.author, title: fm.author_title, url: fm.author_url, image_url: fm.author_image_url }];
  return [];
}

/**
 * Every author of authors.yml, in the file's order, with their posts (in the order given): the
 * authors list page (plugin-content-blog routes.ts createAuthorListRoute: built when authors.yml has
 * an author, listing each with its count of listed posts, a page or not) and, of those with `page`,
 * the author pages (createAuthorPaginatedRoute: one even for an author without a post).
 */
export function authorsWithPosts<P extends { authors: Author[] }>(authors: Record<string, Author>, posts: readonly P[]): { author: Author; posts: P[] }[] {
  const byId = new Map(Object.values(authors).map((a) => [a.id, { author: a, posts: [] as P[] }]));
  for (const p of posts) for (const a of p.authors) if (!a.inline && byId.has(a.id) && !byId.get(a.id)!.posts.includes(p)) byId.get(a.id)!.posts.push(p);
  return [...byId.values()];
}

/** Authors with at least one post, with their posts (in the order given), sorted by name. */
export function groupByAuthor<P extends { authors: Author[] }>(posts: readonly P[]): { author: Author; posts: P[] }[] {
  const map = new Map<string, { author: Author; posts: P[] }>();
  for (const p of posts) {
    for (const a of p.authors) {
      if (a.inline) continue;
      const entry = map.get(a.key) ?? { author: a, posts: [] };
      entry.posts.push(p);
      map.set(a.key, entry);
    }
  }
  return [...map.values()].sort((a, b) => a.author.name.localeCompare(b.author.name));
}

/** authors.yml (or .yaml, .json) of a blog folder; a blog may have none. */
export function readAuthors(dir: string, shown: (abs: string) => string): Record<string, Author> {
  const file = ['authors.yml', 'authors.yaml', 'authors.json'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
  if (!file) return {};
  let data: unknown;
  try {
    data = parseDataFile(file, fs.readFileSync(file, 'utf8'), shown(file));
  } catch (e) {
    throw new BlogFileError((e as Error).message);
  }
  return parseAuthorsFile(data, shown(file));
}
