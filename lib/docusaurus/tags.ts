/**
 * Tags of docs and posts, as Docusaurus 3 resolves them: a frontmatter string that is a key of
 * the folder's tags.yml takes that definition; any other tag is inline, labelled as written and
 * linked at the kebab-case of its label (lodash's kebabCase, the one Docusaurus uses), so
 * `data science` and `data-science` land on one page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDataFile } from '../data-file';
import kebabCase from 'lodash-es/kebabCase.js';
import { z } from 'zod';
import type { FrontmatterTag } from '../content/frontmatter';
import { trimSlashes } from '../url';

export { kebabCase };

/**
 * Labels and titles in reading order, case and accents aside (what `localeCompare(b, 'en', { sensitivity:
 * 'base' })` gives). One collator for the process: `localeCompare` with options builds one per call,
 * which made sorting the tag pages' docs most of their build time at 1,500 pages.
 */
export const compareText = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** A resolved tag; `permalink` is one or more path segments without slashes at either end. */
export type Tag = { key: string; label: string; permalink: string; description?: string; inline: boolean };

const TagDef = z
  .object({ label: z.string().min(1).optional(), permalink: z.string().min(1).optional(), description: z.string().optional() })
  .strict()
  .nullable();
const TagsFile = z.record(z.string(), TagDef);

/** tags.yml → key → tag. A key alone is enough: label `Key`, permalink `key` (Docusaurus's defaults). */
export function parseTagsFile(data: unknown, file: string): Record<string, Tag> {
  const parsed = TagsFile.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const out: Record<string, Tag> = {};
  for (const [key, def] of Object.entries(parsed.data)) {
    const label = def?.label ?? key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    out[key] = { key, label, permalink: trimSlashes(def?.permalink ?? kebabCase(key)), description: def?.description, inline: false };
  }
  return out;
}

/** A folder's tags.yml (docs/ or blog/), or no definitions when it has none. */
export function readTagsFile(dir: string, shown: (abs: string) => string): Record<string, Tag> {
  const file = path.join(dir, 'tags.yml');
  if (!fs.existsSync(file)) return {};
  return parseTagsFile(parseDataFile(file, fs.readFileSync(file, 'utf8'), shown(file)), shown(file));
}

/** One frontmatter tag, resolved against tags.yml (when there is one). */
export function resolveTag(tag: FrontmatterTag, defs: Record<string, Tag>): Tag {
  if (typeof tag === 'string') {
    const def = Object.hasOwn(defs, tag) ? defs[tag] : undefined;
    return def ?? { key: tag, label: tag, permalink: kebabCase(tag), inline: true };
  }
  return { key: tag.label, label: tag.label, permalink: trimSlashes(tag.permalink), description: tag.description, inline: true };
}

/** A page's tags, one per permalink (the first spelling wins, as in Docusaurus). */
export function resolveTags(tags: readonly FrontmatterTag[] | undefined, defs: Record<string, Tag>): Tag[] {
  const seen = new Set<string>();
  return (tags ?? []).map((t) => resolveTag(t, defs)).filter((t) => !seen.has(t.permalink) && Boolean(seen.add(t.permalink)));
}

/** Every tag in use with the items that carry it (in the order given), sorted by label. */
export function groupByTag<T extends { tags: Tag[] }>(items: readonly T[]): { tag: Tag; items: T[] }[] {
  const map = new Map<string, { tag: Tag; items: T[] }>();
  for (const item of items) {
    for (const t of item.tags) {
      const entry = map.get(t.permalink) ?? { tag: t, items: [] };
      // An item's tags are one per permalink (resolveTags); a repeat could only be this item again.
      if (entry.items.at(-1) !== item) entry.items.push(item);
      map.set(t.permalink, entry);
    }
  }
  return [...map.values()].sort((a, b) => compareText(a.tag.label, b.tag.label));
}
