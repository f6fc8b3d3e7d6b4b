import path from 'node:path';
import type { ExportedSite } from '../exported-site';
import { checkSiteModule } from './site-schema';
import { checkContent } from './content';
import { checkExport, keptScanner, type ExportPage } from './export-links';
import { pageMemo } from '../builder/page-memo';

/** Where scanning an exported page starts (its code is part of each kept scan's key). */
const SCAN_CODE = 'lib/checks/export-links.ts';
import { saveBodyFactsCache } from '../content/body';
import { contentPaths, displayPath, type ContentPaths } from '../env';
import { linksOutside } from '../fs-walk';
// lib/site.ts is imported by checkSiteModule alone, so that a config it rejects is reported, not thrown at import.
import type { Site } from '../site';
import { normalizeBasePath } from '../url';
import { docusaurusSite, sidebarsFileOf } from '../docusaurus/settings';
import { swizzledWarning } from '../docusaurus/swizzled';
import { applySiteSyntax } from '../content/site-plugins';
import { readContent } from './read';
import { applyPolicy, error, warning, type Issue } from './types';

import { reportLines } from './report';
import { errorsOf } from './types';

export type Run = { issues: Issue[]; ms: number; counted: string };

/** Print a run's report; true when it found no error. */
export function report(run: Run, title: string, log = console.log): boolean {
  for (const line of reportLines(`${title} (${run.counted})`, run.issues, run.ms)) log(line);
  return errorsOf(run.issues).length === 0;
}

/** The content options the site's settings give the checks. */
export const contentOptions = (site: Site) => ({
  siteUrl: site.url,
  basePath: normalizeBasePath(site.baseUrl),
  blog: site.blog.enabled,
  docs: site.docs.enabled,
  sidebar: { collapsed: site.docs.sidebarCollapsed, collapsible: site.docs.sidebarCollapsible, sidebarsFile: sidebarsFileOf(docusaurusSite(contentPaths().root)), enabled: site.docs.enabled },
  onBrokenLinks: site.onBrokenLinks,
  onBrokenMarkdownLinks: site.onBrokenMarkdownLinks,
  onBrokenAnchors: site.onBrokenAnchors,
  onDuplicateRoutes: site.onDuplicateRoutes,
  houseRules: site.houseRules,
  unbuilt: site.unbuiltInstances,
});

/** Every symbolic link of the site folder to something outside it: an error naming the link and its target. */
export const outsideLinkIssues = (paths: ContentPaths): Issue[] =>
  linksOutside(paths.root).map(({ file, target, missing }) =>
    error('site/outside-link', displayPath(paths, file), missing ? `is a symbolic link to ${target}, which does not exist` : `is a symbolic link to ${target}, outside the site folder: it is refused, so that nothing outside the folder is published (copy the file into the folder instead)`),
  );

/** The site configuration, then every content rule over the content folder, without building anything. */
export async function runSourceChecks(root: string): Promise<Run> {
  const t = Date.now();
  const { issues, site } = await checkSiteModule();
  if (!site) return { issues, ms: Date.now() - t, counted: 'the site configuration' };
  // First: a link out of the folder is refused before anything reads through it.
  const links = outsideLinkIssues(contentPaths());
  if (links.length) return { issues: [...issues, ...links], ms: Date.now() - t, counted: 'the site folder' };
  const swizzled = swizzledWarning(contentPaths().root);
  if (swizzled) issues.push(warning('config/docusaurus', displayPath(contentPaths(), 'src/theme'), swizzled));
  // remark-math's `$…$` (a remark plugin of the config) read as the compile reads it.
  await applySiteSyntax(contentPaths().root);
  const read = readContent(contentPaths(), path.join(root, 'public'));
  // The classic preset's `docs: false`: docs/ is not read, whatever it holds (as the pages read none, lib/docs/source.ts).
  const tree = site.docs.enabled ? read : { ...read, docs: [], categories: [] };
  issues.push(...checkContent(tree, contentOptions(site)));
  // The next run of the checks reads the same bodies: it takes what was read here.
  saveBodyFactsCache();
  return { issues, ms: Date.now() - t, counted: `site configuration, ${tree.docs.length} docs, ${tree.posts.length} posts` };
}

/**
 * Every exported HTML page's links, ids and anchors. Each page is scanned once per HTML across
 * builds (lib/builder/page-memo.ts); every link is resolved against this export's files each time.
 */
export async function runExportChecks(out: ExportedSite): Promise<Run> {
  const t = Date.now();
  const { issues, site } = await checkSiteModule();
  if (!site) return { issues, ms: Date.now() - t, counted: 'the site configuration' };
  const files = out.files();
  const pages: ExportPage[] = out.pages().map(({ file, html }) => ({ file, html }));
  const memo = pageMemo(out.dir, 'link-scan', [SCAN_CODE]);
  issues.push(...applyPolicy(checkExport(pages, new Set(files), { basePath: normalizeBasePath(site.baseUrl), siteUrl: site.url, outName: path.basename(out.dir) }, keptScanner(memo)), contentOptions(site)));
  memo.done();
  return { issues, ms: Date.now() - t, counted: `${pages.length} pages, ${files.length} files` };
}
