import type { DocEntry } from './entry';
import { buildSidebar, flattenSidebar, type SidebarOptions } from './sidebar';
import type { CategoryMeta, Sidebar } from './types';

/**
 * The docs the site routes and the one sidebar that lists them. Docusaurus can hold several
 * versions and sidebars; this site has one of each, so neither is modelled (the preferred-version
 * storage key Docusaurus readers have is still written: components/docs/preferred-version.tsx).
 */
export type DocsSet = { docs: DocEntry[]; sidebar: Sidebar };

export type DocsSetInput = {
  docs: DocEntry[];
  categories: Record<string, CategoryMeta>;
  /** Drafts are routed in development only. */
  includeDrafts: boolean;
  sidebar: SidebarOptions;
};

export function buildDocsSet(input: DocsSetInput): DocsSet {
  const docs = input.includeDrafts ? input.docs : input.docs.filter((d) => !d.draft);
  const sidebar = buildSidebar(docs.map((d) => (input.includeDrafts ? { ...d, draft: false } : d)), input.categories, input.sidebar);
  if (flattenSidebar(sidebar).length === 0) throw new Error('The docs sidebar has nothing to link to (no docs and no category links).');
  return { docs, sidebar };
}

export function getDoc(set: DocsSet, id: string): DocEntry {
  const d = set.docs.find((x) => x.id === id);
  if (!d) throw new Error(`no doc has the id "${id}". Available ids: ${set.docs.map((x) => x.id).sort().join(', ')}`);
  return d;
}
