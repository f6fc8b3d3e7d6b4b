/**
 * The compiled pages of the content folder's `src/pages/` (./pages.ts), written once per build next
 * to contentlayer's documents and read by the routes that draw them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentPaths } from '../env';
import type { CompiledPage } from './pages';

const FILE = path.resolve('.contentlayer', 'site-pages.json');

/** Compiles and writes the pages; returns the warnings (pages left out). Build code. */
export async function writeSitePages(): Promise<string[]> {
  const { compileSitePages } = await import('./pages');
  const { site } = await import('../site');
  const { docusaurusSiteConfig } = await import('./context');
  const { pages, warnings } = await compileSitePages(contentPaths().root, { onBrokenMarkdownLinks: site.onBrokenMarkdownLinks, siteConfig: docusaurusSiteConfig(site) });
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify(pages));
  return warnings;
}

let pages: CompiledPage[] | undefined;

/** The site's own pages (none without `src/pages/`, or before the content was generated). */
export function sitePages(): CompiledPage[] {
  if (!pages) pages = fs.existsSync(FILE) ? (JSON.parse(fs.readFileSync(FILE, 'utf8')) as CompiledPage[]) : [];
  return pages;
}

export const sitePage = (route: string) => sitePages().find((p) => p.route === route);
