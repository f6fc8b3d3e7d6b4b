import { parseAuthorsFile, resolveAuthors, type Author } from '../blog/authors';
import { postDateOf, postSlugOf } from '../blog/files';
import { assertUniqueSlugs, toBlogPost, type RawPost } from '../blog/model';
import { parseTagsFile, resolveTag, type BlogTag } from '../blog/tags';
import { routes } from '../routes';
import { isCalendarDate } from './frontmatter';
import type { ContentTree } from './read';
import type { SourceFile } from './source';
import { error, type Issue, type RuleId } from './types';

/** The engine's own errors start with the file name; the issue carries it separately. */
export const detail = (e: unknown, file: string) => {
  const m = e instanceof Error ? e.message : String(e);
  return m.startsWith(`${file}: `) ? m.slice(file.length + 2) : m;
};

function attempt(rule: RuleId, file: string, fn: () => void, issues: Issue[], extra: Partial<Issue> = {}): boolean {
  try {
    fn();
    return true;
  } catch (e) {
    issues.push(error(rule, file, detail(e, file), extra));
    return false;
  }
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const optString = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Slug of a post as the engine computes it (frontmatter slug, else the file name). */
export const postSlug = (p: SourceFile) => postSlugOf(p.rel, optString(p.data.slug));
export const postRoute = (p: SourceFile) => routes.post(postSlug(p));

export type BlogIndex = { authors: Record<string, Author>; tags: Record<string, BlogTag> };

/** authors.yml and tags.yml, read with the engine's own parsers; problems become issues. */
export function blogIndex(tree: ContentTree, issues: Issue[]): BlogIndex {
  let authors: Record<string, Author> = {};
  let tags: Record<string, BlogTag> = {};
  const a = tree.authors;
  if (a.error) issues.push(error('blog/author', a.file, a.error));
  else attempt('blog/author', a.file, () => (authors = parseAuthorsFile(a.data, a.file)), issues);
  const t = tree.tags;
  if (t.error) issues.push(error('tags/permalink', t.file, t.error));
  else attempt('tags/permalink', t.file, () => (tags = parseTagsFile(t.data, t.file)), issues);
  const byPermalink = new Map<string, string>();
  for (const tag of Object.values(tags)) {
    if (!tag.permalink) issues.push(error('tags/permalink', t.file, `tag "${tag.key}" has no permalink: its label "${tag.label}" has no letters or digits; set "permalink"`));
    const other = byPermalink.get(tag.permalink);
    if (other) issues.push(error('routes/duplicate-route', t.file, `tags "${other}" and "${tag.key}" share the route ${routes.blogTag(tag.permalink)}`));
    byPermalink.set(tag.permalink, tag.key);
  }
  return { authors, tags };
}

function checkPost(p: SourceFile, index: BlogIndex, issues: Issue[]): void {
  const date = optString(p.data.date);
  if (date === undefined || isCalendarDate(date)) {
    if (attempt('blog/date', p.file, () => postDateOf(p.rel, date), issues) && date === undefined) {
      const fromName = p.rel.match(/(\d{4}-\d{2}-\d{2})-[^/]+?(?:\/index)?\.mdx?$/)?.[1];
      if (fromName && !isCalendarDate(fromName)) issues.push(error('blog/date', p.file, `the date "${fromName}" in the file name is not a date`));
    }
  }
  for (const id of strings(p.data.authors)) {
    attempt('blog/author', p.file, () => resolveAuthors([id], index.authors, p.file), issues, { field: 'authors' });
  }
  const defined = new Set(Object.values(index.tags));
  const known = Object.keys(index.tags).sort().join(', ') || '(none)';
  for (const name of strings(p.data.tags)) {
    const tag = resolveTag(name, index.tags);
    if (!tag.permalink) issues.push(error('tags/permalink', p.file, `tag "${name}" has no permalink (no letters or digits)`, { field: 'tags' }));
    else if (!defined.has(tag)) issues.push(error('tags/permalink', p.file, `tag "${name}" is not in content/blog/tags.yml, so it has no permalink (known tags: ${known})`, { field: 'tags' }));
  }
  const raw: RawPost = { _raw: { sourceFilePath: p.rel }, title: '', postSlug: postSlug(p), postDate: '', readingMinutes: 1, hasTruncate: false, excerptRaw: '', headings: [], body: { code: '', raw: '' } };
  attempt('blog/slug', p.file, () => toBlogPost(raw, {}, {}), issues, { field: 'slug' });
}

/** Dates, authors, tags and slugs of every post; two posts on one slug fail naming both files. */
export function checkBlog(tree: ContentTree, index: BlogIndex): Issue[] {
  const issues: Issue[] = [];
  const posts = tree.posts.filter((p) => !p.yamlError);
  for (const p of posts) checkPost(p, index, issues);
  const bySlug = new Map<string, { slug: string; file: string }[]>();
  for (const p of posts) {
    const slug = postSlug(p);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), { slug, file: p.file }]);
  }
  for (const [first, ...rest] of bySlug.values()) {
    for (const p of rest) attempt('routes/duplicate-route', p.file, () => assertUniqueSlugs([first, p]), issues);
  }
  return issues;
}
