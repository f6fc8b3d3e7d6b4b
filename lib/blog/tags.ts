import { z } from 'zod';
import { BlogFileError } from './files';

export type BlogTag = { key: string; label: string; permalink: string; description?: string };

const TagDef = z.object({
  label: z.string().min(1),
  permalink: z.string().min(1).optional(),
  description: z.string().optional(),
});
const TagsFile = z.record(z.string(), TagDef);

/** Lodash-style kebab case, as Docusaurus makes tag permalinks: "Data Science" → "data-science". */
export function kebabCase(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** tags.yml → key → tag; permalinks without a leading slash. */
export function parseTagsFile(data: unknown, file: string): Record<string, BlogTag> {
  const parsed = TagsFile.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BlogFileError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const out: Record<string, BlogTag> = {};
  for (const [key, def] of Object.entries(parsed.data)) {
    out[key] = { key, label: def.label, permalink: (def.permalink ?? kebabCase(def.label)).replace(/^\/+|\/+$/g, ''), description: def.description };
  }
  return out;
}

/** A frontmatter tag: a tags.yml key, else a tags.yml label, else an inline tag with a kebab-case permalink. */
export function resolveTag(name: string, defs: Record<string, BlogTag>): BlogTag {
  const byKey = Object.hasOwn(defs, name) ? defs[name] : undefined;
  if (byKey) return byKey;
  const byLabel = Object.values(defs).find((t) => t.label.toLowerCase() === name.toLowerCase());
  if (byLabel) return byLabel;
  return { key: name, label: name, permalink: kebabCase(name) };
}

/** "data science" → "Data science": tag page headings start with a capital. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every tag in use with its posts (in the order given), sorted by label. */
export function groupByTag<P extends { tags: BlogTag[] }>(posts: readonly P[]): { tag: BlogTag; posts: P[] }[] {
  const map = new Map<string, { tag: BlogTag; posts: P[] }>();
  for (const p of posts) {
    for (const t of p.tags) {
      const entry = map.get(t.permalink) ?? { tag: t, posts: [] };
      if (!entry.posts.includes(p)) entry.posts.push(p);
      map.set(t.permalink, entry);
    }
  }
  return [...map.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en', { sensitivity: 'base' }));
}
