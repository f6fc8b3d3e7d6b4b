import type { DocEntry } from './entry';
import { buildSidebar, flattenSidebar, type SidebarOptions } from './sidebar';
import type { CategoryMeta, Sidebar } from './types';

/**
 * A docs version: today there is one ("current", label Next, at /docs). A second version is one
 * more call of createVersion with its own docs and categories, not new code.
 */
export type DocsVersion = {
  name: string;
  label: string;
  path: string;
  mainDocId: string;
  docs: DocEntry[];
  sidebars: Record<string, Sidebar>;
  draftIds: string[];
};

export type VersionInput = {
  name: string;
  label: string;
  path: string;
  sidebarId: string;
  docs: DocEntry[];
  categories: Record<string, CategoryMeta>;
  /** Drafts are routed in development only. */
  includeDrafts: boolean;
  sidebar: SidebarOptions;
};

export function createVersion(input: VersionInput): DocsVersion {
  if (!input.name?.trim()) throw new Error('Docs version configuration error: a version needs a non-empty "name".');
  const draftIds = input.docs.filter((d) => d.draft).map((d) => d.id).sort();
  const docs = input.includeDrafts ? input.docs : input.docs.filter((d) => !d.draft);
  const sidebar = buildSidebar(docs.map((d) => (input.includeDrafts ? { ...d, draft: false } : d)), input.categories, input.sidebar);
  if (flattenSidebar(sidebar).length === 0) {
    throw new Error(`Docs version "${input.name}": sidebar "${input.sidebarId}" has nothing to link to (no docs and no category links).`);
  }
  const ids = new Set(docs.map((d) => d.id));
  const mainDocId = ids.has('index') ? 'index' : docs.map((d) => d.id).sort()[0];
  return { name: input.name, label: input.label, path: input.path, mainDocId, docs, sidebars: { [input.sidebarId]: sidebar }, draftIds };
}

export function getDoc(version: DocsVersion, id: string): DocEntry {
  const d = version.docs.find((x) => x.id === id);
  if (!d) {
    const available = version.docs.map((x) => x.id).sort().join(', ');
    throw new Error(`Docs version "${version.name}" has no doc with id "${id}". Available ids: ${available}`);
  }
  return d;
}

export function getSidebar(version: DocsVersion, sidebarId: string): Sidebar {
  const s = version.sidebars[sidebarId];
  if (!s) {
    throw new Error(`Docs version "${version.name}" has no sidebar "${sidebarId}". Available sidebars: ${Object.keys(version.sidebars).join(', ')}`);
  }
  return s;
}
