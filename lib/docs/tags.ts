import { kebab } from './sidebar';

export type DocTag = { label: string; permalink: string };

export const docTagOf = (label: string): DocTag => ({ label, permalink: kebab(label) });

/** Tags with the docs that carry them, sorted by label. */
export function groupDocTags<T extends { tags: string[] }>(docs: T[]): { tag: DocTag; docs: T[] }[] {
  const map = new Map<string, { tag: DocTag; docs: T[] }>();
  for (const d of docs) {
    for (const t of d.tags) {
      const tag = docTagOf(t);
      const e = map.get(tag.permalink) ?? { tag, docs: [] };
      e.docs.push(d);
      map.set(tag.permalink, e);
    }
  }
  return [...map.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
}
