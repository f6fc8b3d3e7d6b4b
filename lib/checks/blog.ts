import { blogRelative } from '../content-folders';
import path from 'node:path';
import { postEntry, type PostEntry } from '../blog/entry';
import { parseBlogFileName } from '../docusaurus/locations';
import { isCalendarDate, type PostFrontmatter } from '../content/frontmatter';
import type { SourceFile } from '../source-file';
import { cachedBody, shownFacts, type CheckedBody } from '../content/body';
import { validFields } from './frontmatter';
import type { ContentTree } from './read';
import { detail, error, mdxIssue, warning, type Issue, type RuleId } from './types';
import { listPageFiles } from '../docusaurus/page-files';
import { routeBases, underBase } from '../route-bases';
import { rootPostClash } from '../content-routes';
import type { CheckedDoc } from './docs';

export type CheckedPost = CheckedBody & { src: SourceFile; entry: PostEntry };

/** A problem the engine reports while reading a post, as the rule it breaks. */
const RULE_OF: [RegExp, RuleId, string?][] = [
  [/unknown author|inline author/, 'blog/author', 'authors'],
  [/slug/, 'blog/slug', 'slug'],
];

/**
 * Every post as the engine will see it (lib/blog/entry.ts), made from its file: authors, tags,
 * slug and date as the pages get them. Problems become issues naming the file.
 */
export function postEntries(tree: ContentTree, issues: Issue[]): CheckedPost[] {
  for (const f of [tree.authors, tree.blogTags]) {
    if (f.error) issues.push(error(f === tree.authors ? 'blog/author' : 'tags/permalink', f.file, f.error));
  }
  const out: CheckedPost[] = [];
  for (const src of tree.posts.filter((p) => !p.yamlError)) {
    const data = validFields<PostFrontmatter>(src);
    const parsed = parseBlogFileName(blogRelative(src.rel));
    if (!data.date && parsed.date && !isCalendarDate(parsed.date)) {
      issues.push(error('blog/date', src.file, `the date "${parsed.date}" in the file name is not a date`));
      continue;
    }
    if (!data.date && !parsed.date) {
      issues.push(warning('blog/undated', src.file, 'no date: name the file YYYY-MM-DD-slug.mdx or set "date" (until then the date of its first commit is used)'));
    }
    const ctx = { tags: tree.blogTags.value, authors: tree.authors.value, fileDate: () => new Date(0).toISOString() };
    let read: CheckedBody;
    try {
      read = cachedBody(src.body, { post: true });
    } catch (e) {
      issues.push(mdxIssue(src, e));
      continue;
    }
    try {
      const shown = shownFacts(read.facts, path.join(tree.paths.root, src.rel), tree.paths.root);
      out.push({ src, ...read, entry: postEntry({ source: src.rel, data, body: src.body, facts: shown }, ctx) });
    } catch (e) {
      const message = detail(e, src.rel);
      const [, rule, field] = RULE_OF.find(([re]) => re.test(message)) ?? [, 'blog/slug' as RuleId];
      issues.push(error(rule, src.file, message, field ? { field } : {}));
    }
  }
  return out;
}

/** Tags of posts: a permalink each, and defined in tags.yml where the blog has one (house rule). */
export function checkBlog(tree: ContentTree, posts: CheckedPost[]): Issue[] {
  const issues: Issue[] = [];
  const defined = Object.keys(tree.blogTags.value).sort().join(', ') || '(none)';
  for (const { src, entry } of posts) {
    for (const t of entry.tags) {
      if (!t.permalink) issues.push(error('tags/permalink', src.file, `tag "${t.label}" has no permalink (no letters or digits)`, { field: 'tags' }));
      else if (t.inline && tree.blogTags.exists) {
        issues.push(error('tags/inline', src.file, `tag "${t.label}" is not in ${tree.blogTags.file} (known tags: ${defined})`, { field: 'tags' }));
      }
    }
  }
  const seen = new Map<string, string>();
  for (const { src, entry } of posts.filter((p) => !p.entry.draft)) {
    const other = seen.get(entry.slug);
    if (other) issues.push(error('routes/duplicate-route', src.file, `the slug "${entry.slug}" is already used by ${other}`));
    else seen.set(entry.slug, src.file);
  }
  return issues;
}

/**
 * A blog at the root (routeBasePath '/'): a post at the path of a src/pages page or a doc is a
 * duplicate route (Docusaurus lists it among its duplicate routes, core server/routes.ts), one error
 * naming the post's file and the path.
 */
export function checkRootPostRoutes(tree: ContentTree, posts: CheckedPost[], docs: CheckedDoc[]): Issue[] {
  if (routeBases().blog !== '') return [];
  const others = [
    ...listPageFiles(path.join(tree.paths.src, 'pages')).map((p) => p.route),
    ...docs.filter((d) => !d.entry.draft).map((d) => underBase(routeBases().docs, d.entry.route)),
  ];
  return posts.filter((p) => !p.entry.draft).flatMap(({ src, entry }) => {
    const clash = rootPostClash([entry.slug], others);
    return clash ? [error('routes/duplicate-route', src.file, clash)] : [];
  });
}
