import fs from 'node:fs';
import path from 'node:path';
import { checkSiteModule } from './config';
import { checkContent } from './content';
import { checkExport, type ExportPage } from './export-links';
import { saveBodyFactsCache } from '../content/body';
import { contentPaths } from '../env';
import type { Site } from '../site';
import { readContent } from './read';
import { applyPolicy, type Issue } from './types';

export { reportLines } from './report';
export { errorsOf } from './types';

export type Run = { issues: Issue[]; ms: number; counted: string };

/** The content options the site's settings give the checks. */
export const contentOptions = (site: Site) => ({
  sidebarId: site.docs.sidebarId,
  siteUrl: site.url,
  sidebar: { collapsed: site.docs.sidebarCollapsed, collapsible: site.docs.sidebarCollapsible },
  onBrokenLinks: site.onBrokenLinks,
  onBrokenMarkdownLinks: site.onBrokenMarkdownLinks,
  houseRules: site.houseRules,
});

/** The site configuration, then every content rule over the content folder, without building anything. */
export async function runSourceChecks(root: string): Promise<Run> {
  const t = Date.now();
  const { issues, site } = await checkSiteModule();
  if (!site) return { issues, ms: Date.now() - t, counted: 'the site configuration' };
  const tree = readContent(contentPaths(), path.join(root, 'public'));
  issues.push(...checkContent(tree, contentOptions(site)));
  // The compile reads the same bodies next: it takes what was read here.
  saveBodyFactsCache();
  return { issues, ms: Date.now() - t, counted: `site configuration, ${tree.docs.length} docs, ${tree.posts.length} posts` };
}

function walk(dir: string, rel = '', out: string[] = []): string[] {
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) walk(dir, r, out);
    else out.push(r);
  }
  return out;
}

/** Every exported HTML page's links, ids and anchors (the export must exist). */
export async function runExportChecks(outDir: string): Promise<Run> {
  const t = Date.now();
  const { issues, site } = await checkSiteModule();
  if (!site) return { issues, ms: Date.now() - t, counted: 'the site configuration' };
  const files = walk(outDir);
  const pages: ExportPage[] = files.filter((f) => f.endsWith('.html')).map((file) => ({ file, html: fs.readFileSync(path.join(outDir, file), 'utf8') }));
  issues.push(...applyPolicy(checkExport(pages, new Set(files), { basePath: site.baseUrl.replace(/\/$/, ''), siteUrl: site.url, outName: path.basename(outDir) }), contentOptions(site)));
  return { issues, ms: Date.now() - t, counted: `${pages.length} pages, ${files.length} files` };
}
