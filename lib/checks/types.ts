/**
 * The build checks: every rule, and the one shape its findings take. An error fails the build,
 * a warning is printed and the build goes on (spec §8: broken markdown links and anchors only warn).
 */
export type Severity = 'error' | 'warning';

export const RULES = {
  'config/site': 'lib/site.ts matches the site schema (title, url, navbar items, footer columns, announcement id …)',
  'frontmatter/yaml': 'the frontmatter block is valid YAML and a mapping',
  'frontmatter/type': 'each frontmatter field has its type (string, number, boolean, list) and allowed values',
  'frontmatter/unknown-key': 'a frontmatter key the engine does not know (a typo) warns',
  'category/json': '_category_.json is valid JSON with known keys of the right types',
  'blog/date': 'a post has a real calendar date (YYYY-MM-DD or ISO 8601), from its name or frontmatter',
  'blog/author': 'every post author is an id of content/blog/authors.yml',
  'blog/slug': 'a post slug is one URL segment and not a blog route (page, tags, archive …)',
  'tags/permalink': 'every tag has a permalink: blog tags come from content/blog/tags.yml, docs tags slug to a non-empty permalink',
  'routes/duplicate-id': 'two docs share a doc id',
  'routes/duplicate-route': 'two documents map to one URL (doc routes, slugs, aliases, category slugs, tag pages, post slugs)',
  'sidebar/config': 'the docs sidebar has something to link to and its category links name real doc ids',
  'sidebar/orphan': 'a doc that is neither in the sidebar nor unlisted warns',
  'pagination/doc-id': 'pagination_prev / pagination_next name real doc ids',
  'content/image-alt': 'every image in content has alt text',
  'content/heading-skip': 'heading levels do not skip (h2 → h4)',
  'content/duplicate-heading-id': 'no two headings of a page share an id (in the source, and on the exported page)',
  'content/words': 'no placeholder words (lorem, ipsum, TODO, TBD, coming soon, placeholder, FIXME) in prose',
  'content/md-link': 'a link to a .md/.mdx file resolves to a doc or post (warns otherwise)',
  'links/internal': 'an internal link (page, asset, feed, image) resolves to a file of the export or, before the build, to a known route',
  'links/anchor': 'a link to #anchor finds that id on its target page (warns otherwise)',
} as const;

export type RuleId = keyof typeof RULES;

export type Issue = {
  severity: Severity;
  rule: RuleId;
  /** Path relative to the project root, e.g. content/docs/a.mdx or out/docs/index.html. */
  file: string;
  line?: number;
  field?: string;
  /** For link issues: the URL as written in the page. */
  link?: string;
  message: string;
};

export const error = (rule: RuleId, file: string, message: string, extra: Partial<Issue> = {}): Issue => ({ severity: 'error', rule, file, message, ...extra });
export const warning = (rule: RuleId, file: string, message: string, extra: Partial<Issue> = {}): Issue => ({ severity: 'warning', rule, file, message, ...extra });

/** `file:line: field: message` (editors and terminals turn it into a link), or `file → link (why)`. */
export function formatIssue(i: Issue): string {
  const where = `${i.file}${i.line ? `:${i.line}` : ''}`;
  if (i.link !== undefined) return `${where} → ${i.link}${i.message ? ` (${i.message})` : ''}`;
  return `${where}: ${i.field ? `${i.field}: ` : ''}${i.message}`;
}

export const errorsOf = (issues: readonly Issue[]) => issues.filter((i) => i.severity === 'error');
export const warningsOf = (issues: readonly Issue[]) => issues.filter((i) => i.severity === 'warning');
