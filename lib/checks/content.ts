import { blogIndex, checkBlog } from './blog';
import { checkHeadings, checkImages, checkWords } from './body';
import { checkDocRoutes, checkSidebar, readCategoryMetas } from './docs';
import { checkFrontmatter } from './frontmatter';
import type { ContentTree } from './read';
import { checkSourceLinks, routeIndex } from './source-links';
import type { Issue } from './types';

export type ContentOptions = { sidebarId: string };

const byPlace = (a: Issue, b: Issue) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

/** Every content rule over one read of content/: frontmatter, routes, sidebar, bodies and links. */
export function checkContent(tree: ContentTree, options: ContentOptions): Issue[] {
  const issues: Issue[] = [];
  const sources = [...tree.docs, ...tree.posts];
  for (const s of sources) issues.push(...checkFrontmatter(s));
  const cats = readCategoryMetas(tree, issues);
  const blog = blogIndex(tree, issues);
  issues.push(...checkBlog(tree, blog), ...checkDocRoutes(tree, cats), ...checkSidebar(tree, cats, options.sidebarId));
  const index = routeIndex(tree, blog, cats);
  for (const s of sources.filter((x) => !x.yamlError)) {
    issues.push(...checkImages(s), ...checkHeadings(s), ...checkWords(s), ...checkSourceLinks(s, index));
  }
  return issues.sort(byPlace);
}
