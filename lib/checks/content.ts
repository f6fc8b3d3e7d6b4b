import type { DocsSet, SidebarSettings } from '../docs/docs-set';
import { checkBlog, checkRootPostRoutes, postEntries, type CheckedPost } from './blog';
import { checkHeadings, checkImages, checkTabs, checkWords } from './body';
import { checkGraphql, checkPython } from './code';
import { productionDocs, checkDocRoutes, checkPagination, docEntries, readCategoryMetas, type CheckedDoc } from './docs';
import { checkFrontmatter } from './frontmatter';
import { checkCharts, checkRequired, checkTruncate } from './pages';
import type { ContentTree } from './read';
import { checkSiteCode } from './site-code';
import { checkSourceLinks, routeIndex } from './source-links';
import { applyPolicy, type Issue, type Policy } from './types';

export type ContentOptions = Policy & {
  siteUrl: string;
  /** The site's base path ('' at a host's root): a root-relative link starting with it carries it already (lib/url.ts authoredPath). */
  basePath?: string;
  /** False with Docusaurus's `blog: false`: the blog's routes are not pages a link may reach (default true). */
  blog?: boolean;
  /** False with the classic preset's `docs: false`: no docs route a link may reach (default true). */
  docs?: boolean;
  sidebar: SidebarSettings;
  /** The interpreter that compiles ```python blocks (default python3); tests name a missing one. */
  python?: string;
};

const byPlace = (a: Issue, b: Issue) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

/**
 * The docs and posts as the engine makes them from their files, and the production docs and sidebar
 * (undefined when the sidebar cannot be built); what stops one being read is added to `issues`.
 */
export function readEntries(tree: ContentTree, sidebar: ContentOptions['sidebar'], issues: Issue[]): { docs: CheckedDoc[]; posts: CheckedPost[]; set?: DocsSet } {
  const cats = readCategoryMetas(tree, issues);
  const docs = docEntries(tree, issues);
  const posts = postEntries(tree, issues);
  const built = productionDocs(tree, docs, cats, sidebar);
  if ('severity' in built) {
    issues.push(built);
    return { docs, posts };
  }
  return { docs, posts, set: built };
}

/**
 * Every content rule over one read of a content folder: frontmatter, routes, sidebar, bodies, code
 * blocks, chart data and links, each page read through the engine's own entry functions; severities
 * per the settings.
 */
export function checkContent(tree: ContentTree, options: ContentOptions): Issue[] {
  const issues: Issue[] = [];
  for (const s of [...tree.docs, ...tree.posts]) issues.push(...checkFrontmatter(s));
  const { docs, posts, set } = readEntries(tree, options.sidebar, issues);
  issues.push(...checkBlog(tree, posts), ...checkRootPostRoutes(tree, posts, docs), ...checkDocRoutes(tree, docs, set));
  if (set) issues.push(...checkPagination(docs, set));
  const index = routeIndex(tree, docs, posts, set, options);
  // A body that is not MDX has no title or paragraph to read: content/mdx says so already.
  const unparsed = new Set(issues.filter((i) => i.rule === 'content/mdx').map((i) => i.file));
  for (const page of [...docs, ...posts]) {
    const { src, facts, parts } = page;
    if (!unparsed.has(src.file)) issues.push(...checkRequired(page));
    issues.push(...checkImages(src, parts.links), ...checkHeadings(src, facts), ...checkTabs(src, facts), ...checkWords(src, parts.prose), ...checkSourceLinks(src, parts.links, index));
    issues.push(...checkCharts(src, parts.charts, tree), ...checkGraphql(src, parts.code));
  }
  for (const post of posts) issues.push(...checkTruncate(post));
  issues.push(...checkSiteCode(tree));
  // One Python process compiles the blocks of every page.
  issues.push(...checkPython([...docs, ...posts], options.python));
  return applyPolicy(issues, options).sort(byPlace);
}
