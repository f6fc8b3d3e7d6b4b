import { compareText, groupByTag, type Tag } from '../docusaurus/tags';
import type { DocEntry } from './entry';

const byTitle = (a: DocEntry, b: DocEntry) => compareText(a.title, b.title) || a.id.localeCompare(b.id);

/** Tags with the docs that carry them (by title), sorted by label; no tags, no tag pages. */
export function docTags(docs: DocEntry[]): { tag: Tag; docs: DocEntry[] }[] {
  return groupByTag(docs).map(({ tag, items }) => ({ tag, docs: [...items].sort(byTitle) }));
}

/** A docs version's tags (plugin-content-docs gives each version tag pages of its own, from its own docs): by version name. */
export const versionDocTags = (docs: DocEntry[], versionName: string) => docTags(docs.filter((d) => d.version === versionName));
