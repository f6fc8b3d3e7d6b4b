/**
 * The build checks: every rule, and the one shape its findings take. An error fails the build,
 * a warning is printed and the build goes on (spec §8: broken markdown links and anchors only warn).
 */
import { isUnder } from '../url';
/** `info`: a finding a site chose to have logged (Docusaurus's `'log'`); it is printed, never fails. */
export type Severity = 'error' | 'warning' | 'info';

export const RULES = {
  'config/site': 'lib/site.ts (merged with the content folder\'s site.config.json) matches the site schema',
  'config/docusaurus': "a setting, plugin or theme of the folder's docusaurus.config.* that has no equivalent here warns (npm run config shows what was read)",
  'site/outside-link': 'no file or folder of the site folder is a symbolic link to something outside it (it would publish that file: a doc, static/ or an import); node_modules excepted',
  'frontmatter/yaml': 'the frontmatter block is valid YAML and a mapping',
  'frontmatter/type': 'each frontmatter field has its type (string, number, boolean, list) and allowed values',
  'frontmatter/required': 'house rule: a page has a title (frontmatter or opening # Title) and a description (frontmatter or first paragraph); a post has an author',
  'frontmatter/unknown-key': 'a frontmatter key the engine does not know (a typo) warns',
  'category/json': '_category_.json (or .yml) is valid with known keys of the right types',
  'blog/date': 'a post date, from its name or frontmatter, is a real calendar date (YYYY-MM-DD or ISO 8601)',
  'blog/undated': 'house rule: a post has a date in its file name or frontmatter (else its first commit date is used)',
  'blog/truncate': 'house rule: a post has a truncate marker ({/* truncate */} or <!-- truncate -->), so lists show its introduction only (Docusaurus warns too)',
  'blog/author': 'every post author is an id of the blog\'s authors.yml, or an inline author with a name',
  'docs/slug': 'a doc\'s slug (or id) gives a valid URL path inside /docs (Docusaurus refuses the slug otherwise)',
  'blog/slug': 'a post slug is a URL path and does not start with a blog route (page, tags, archive …)',
  'tags/permalink': 'every tag has a permalink (its label or tags.yml key has letters or digits); tags.yml is valid',
  'tags/inline': 'house rule: where a tags.yml exists, every tag a post or doc uses is defined in it',
  'routes/duplicate-id': 'two docs share a doc id',
  'routes/duplicate-route': 'two documents map to one URL (doc routes, slugs, aliases, category slugs, tag pages, post slugs; onDuplicateRoutes: warns by default)',
  'sidebar/config': 'the docs sidebar has something to link to and its category links name real doc ids',
  'pagination/doc-id': 'pagination_prev / pagination_next name real doc ids',
  'content/mdx': 'the body is valid MDX (with Docusaurus 3 syntax: HTML comments, {#ids}, admonition titles)',
  'content/image-alt': 'house rule: every image in content has alt text',
  'content/heading-skip': 'house rule: heading levels do not skip (h2 → h4)',
  'content/duplicate-heading-id': 'no two headings of a page share an id (in the source, and on the exported page)',
  'content/words': 'house rule: no placeholder words (lorem, ipsum, TODO, TBD, coming soon, placeholder, FIXME) in prose, title or description',
  'content/tabs': 'no two tabs of a <Tabs> share a value (Docusaurus fails the page, naming the values)',
  'content/chart-data': 'a <BarChart>/<LineChart> src names a JSON file (relative to the page) whose rows have the x and y keys (the compile reads it)',
  'code/python': 'house rule: every ```python block compiles (python3, one process for all blocks of the site)',
  'code/graphql': 'house rule: every ```graphql block is a valid GraphQL document',
  'code/skipped': 'a code rule could not run (python3 is not on PATH): its blocks are not checked; always a warning',
  'site/client-code': 'an event handler on an HTML element written in MDX (`<button onClick={…}>` in a doc, post, page or partial) warns, with its line: an MDX body is server-rendered HTML and the handler is not kept; a component module that needs the browser runs there as an island instead; always a warning',
  'content/md-link': 'a link to a .md/.mdx file resolves to a doc or post (onBrokenMarkdownLinks: warns by default)',
  'links/internal': 'an internal link (page, asset, feed, image) resolves to a file of the export or, before the build, to a known route (onBrokenLinks)',
  'links/anchor': 'a link to #anchor finds that id on its target page (onBrokenAnchors: warns by default)',
} as const;

export type RuleId = keyof typeof RULES;

/**
 * Rules of this project that Docusaurus does not have (or only warns about, as untruncated posts):
 * their severity is the `houseRules` setting.
 */
export const HOUSE_RULES = new Set<RuleId>([
  'blog/undated', 'blog/truncate', 'frontmatter/required', 'tags/inline', 'content/image-alt', 'content/heading-skip', 'content/words', 'code/python', 'code/graphql',
]);

/** Docusaurus's reactions to a finding (lib/docusaurus/site-options.ts). */
export type Reaction = 'throw' | 'warn' | 'log' | 'ignore';

/** The settings that decide how severe some findings are (lib/site.ts / site.config.json). */
export type Policy = {
  onBrokenLinks: Reaction;
  onBrokenMarkdownLinks: Reaction;
  onBrokenAnchors?: Reaction;
  onDuplicateRoutes?: Reaction;
  houseRules: 'error' | 'warn';
  /** Plugin instances the config lists and this engine does not build (lib/site.schema.ts `unbuiltInstances`). */
  unbuilt?: readonly { name: string; routeBasePath: string }[];
};

/**
 * A reaction as a severity, as Docusaurus's `reportMessage` (docusaurus-logger/src/logger.ts) acts
 * on it: throw fails, warn warns, log prints, ignore drops the finding (null).
 */
const severityOf = (r: Reaction | undefined, fallback: Severity): Severity | null =>
  r === undefined ? fallback : r === 'throw' ? 'error' : r === 'warn' ? 'warning' : r === 'log' ? 'info' : null;

/** The milder of two severities (an absolute link to the site warns at most). */
const milder = (a: Severity | null, b: Severity): Severity | null => (a === null ? null : a === 'error' ? b : b === 'info' ? 'info' : a);

/**
 * Findings at the severity the site's settings give them: broken links follow `onBrokenLinks`,
 * broken Markdown links `onBrokenMarkdownLinks`, missing anchors `onBrokenAnchors`, two documents on
 * one URL `onDuplicateRoutes`, house rules `houseRules`. A link to this site's own absolute URL
 * that reaches nothing warns at most (Docusaurus does not check absolute URLs).
 */
export function applyPolicy(issues: Issue[], policy: Policy): Issue[] {
  const out: Issue[] = [];
  for (const i of issues) {
    let severity: Severity | null = i.severity;
    const unbuilt = i.rule === 'links/internal' && i.target !== undefined ? policy.unbuilt?.find((u) => isUnder(i.target!, `/${u.routeBasePath}`)) : undefined;
    if (unbuilt) {
      // A page of an instance the config has and this engine does not build (map-config warns): the
      // link is not broken in Docusaurus's build, so it never fails this one.
      out.push({ ...i, severity: 'warning', message: `${i.message ? `${i.message}: ` : ''}a page of ${unbuilt.name}, which is not built here` });
      continue;
    }
    if (i.rule === 'links/internal' && i.severity === 'error') severity = i.absolute ? milder(severityOf(policy.onBrokenLinks, 'error'), 'warning') : severityOf(policy.onBrokenLinks, 'error');
    else if (i.rule === 'content/md-link') severity = severityOf(policy.onBrokenMarkdownLinks, 'warning');
    else if (i.rule === 'links/anchor') severity = severityOf(policy.onBrokenAnchors, 'warning');
    else if (i.rule === 'routes/duplicate-route') severity = severityOf(policy.onDuplicateRoutes, 'error');
    else if (HOUSE_RULES.has(i.rule)) severity = policy.houseRules === 'error' ? 'error' : 'warning';
    if (severity) out.push(severity === i.severity ? i : { ...i, severity });
  }
  return out;
}

export type Issue = {
  severity: Severity;
  rule: RuleId;
  /** Path relative to the project root, e.g. content/docs/a.mdx or out/docs/index.html. */
  file: string;
  line?: number;
  field?: string;
  /** For link issues: the URL as written in the page. */
  link?: string;
  /** The link was written as this site's absolute URL (https://docs…/x). */
  absolute?: boolean;
  /** For a link to a page the site does not have: its path, without the base path (`/community/rules/`). */
  target?: string;
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
export const infosOf = (issues: readonly Issue[]) => issues.filter((i) => i.severity === 'info');

/** The engine's own errors start with the file name; the issue carries it separately. */
export const detail = (e: unknown, file: string) => {
  const m = e instanceof Error ? e.message : String(e);
  return m.startsWith(`${file}: `) ? m.slice(file.length + 2) : m;
};

/** An MDX parse error (from remark-mdx) as an issue at its line in the file. */
export function mdxIssue(src: { file: string; bodyLine: number }, e: unknown): Issue {
  const err = e as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string; message?: string };
  // A construct left open reports no place of its own, only where it began: "(8:1-8:22)".
  const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? Number(/\((\d+):\d+/.exec(err.reason ?? '')?.[1] ?? NaN);
  return error('content/mdx', src.file, `not valid MDX: ${err.reason ?? err.message ?? String(e)}`, line > 0 ? { line: src.bodyLine + line - 1 } : {});
}
