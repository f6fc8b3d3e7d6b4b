import { checkBlog, postEntries } from './blog';
import { checkHeadings, checkImages, checkWords } from './body';
import { buildVersion, checkDocRoutes, checkPagination, docEntries, readCategoryMetas } from './docs';
import { checkFrontmatter } from './frontmatter';
import type { ContentTree } from './read';
import { checkSourceLinks, routeIndex } from './source-links';
import { applyPolicy, type Issue, type Policy } from './types';

export type ContentOptions = Policy & {
  sidebarId: string;
  siteUrl: string;
  sidebar: { collapsed: boolean; collapsible: boolean };
};

const byPlace = (a: Issue, b: Issue) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

/**
 * Every content rule over one read of a content folder: frontmatter, routes, sidebar, bodies and
 * links, each page read through the engine's own entry functions; severities per the settings.
 */
export function checkContent(tree: ContentTree, options: ContentOptions): Issue[] {
  const issues: Issue[] = [];
  for (const s of [...tree.docs, ...tree.posts]) issues.push(...checkFrontmatter(s));
  const cats = readCategoryMetas(tree, issues);
  const docs = docEntries(tree, issues);
  const posts = postEntries(tree, issues);
  const built = buildVersion(tree, docs, cats, options.sidebarId, options.sidebar);
  const version = 'severity' in built ? undefined : built;
  if (!version) issues.push(built as Issue);
  issues.push(...checkBlog(tree, posts), ...checkDocRoutes(tree, docs, version, options.sidebarId));
  if (version) issues.push(...checkPagination(docs, version));
  const index = routeIndex(tree, docs, posts, version, options);
  for (const { src, facts } of [...docs, ...posts]) {
    issues.push(...checkImages(src), ...checkHeadings(src, facts), ...checkWords(src), ...checkSourceLinks(src, index));
  }
  return applyPolicy(issues, options).sort(byPlace);
}
