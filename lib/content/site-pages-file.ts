/**
 * Writes the content folder's compiled `src/pages/` where lib/docusaurus/built-pages.ts reads them.
 * Build code (scripts/content.ts, scripts/dev.ts). Light on purpose: a folder without pages (most
 * moved-in sites, the OSO sample) writes none without loading the compile (./site-pages.ts: MDX,
 * shiki, React), ~1 s of CPU beside contentlayer in every build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_PAGES_FILE } from '../docusaurus/built-pages';
import { listPageFiles } from '../docusaurus/page-files';
import { contentPaths } from '../env';
import type { SitePagesResult } from '../docusaurus/src-pages';

/** Compiles the pages of the folder at `root` and writes them to `file`; returns the warnings (pages left out). */
export async function writeSitePages(root = contentPaths().root, file = BUILT_PAGES_FILE): Promise<string[]> {
  const none = listPageFiles(path.join(root, 'src', 'pages')).length === 0;
  const { pages, warnings }: SitePagesResult = none ? { pages: [], warnings: [] } : await (await import('../docusaurus/src-pages')).compileFolderPages(root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(pages));
  return warnings;
}
