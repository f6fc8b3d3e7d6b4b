/**
 * The frontmatter of docs and posts, declared once: the build checks validate files with these
 * schemas, contentlayer.config.ts derives its fields from them, and lib/docs/entry.ts and
 * lib/blog/entry.ts read the parsed values. The keys are Docusaurus 3's (plus `aliases`), so
 * content written for Docusaurus validates as it is.
 */
import { z } from 'zod';

/** "2024-03-05", "2024-03-05T10:00:00Z", "2024-03-05 10:00+02:00": real calendar dates only. */
export function isCalendarDate(s: string): boolean {
  const m = s.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?)?$/);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, sec = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth && h < 24 && mi < 60 && sec < 60;
}

const str = z.string().min(1, 'must not be empty');
const bool = z.boolean();
const strList = z.array(str);
const tocLevel = z.number().int('must be a whole number').min(2, 'must be between 2 and 6').max(6, 'must be between 2 and 6');
export const dateField = z.string().refine(isCalendarDate, { message: 'is not a date: use YYYY-MM-DD or an ISO 8601 date-time' });
const lastUpdate = z.object({ date: dateField.optional(), author: z.string().optional() });
/** A tag: a key of tags.yml or an inline label, or Docusaurus's legacy inline object. */
const tag = z.union([str, z.object({ label: str, permalink: str, description: z.string().optional() })]);
const customProps = z.record(z.string(), z.unknown());

export const docFields = {
  title: str,
  id: str.regex(/^[^/]+$/, 'must not contain "/" (the folder is part of the id already)'),
  slug: z.string(),
  description: z.string(),
  keywords: strList,
  image: str,
  tags: z.array(tag),
  sidebar_label: str,
  sidebar_position: z.number(),
  sidebar_class_name: z.string(),
  sidebar_custom_props: customProps,
  displayed_sidebar: z.string().nullable(),
  draft: bool,
  unlisted: bool,
  hide_title: bool,
  hide_table_of_contents: bool,
  toc_min_heading_level: tocLevel,
  toc_max_heading_level: tocLevel,
  parse_number_prefixes: bool,
  custom_edit_url: z.string().nullable(),
  pagination_label: str,
  // null or "" drops the link.
  pagination_prev: z.string().nullable(),
  pagination_next: z.string().nullable(),
  last_update: lastUpdate,
  /** Ours, not Docusaurus's: more routes that answer with the same page. */
  aliases: strList,
};

/** An author written inline in a post instead of an id of authors.yml. */
const inlineAuthor = z.object({
  name: str.optional(),
  key: str.optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
  email: z.string().optional(),
  socials: z.record(z.string(), z.string()).optional(),
});
const author = z.union([str, inlineAuthor]);

export const postFields = {
  title: str,
  title_meta: str,
  slug: str,
  date: dateField,
  description: z.string(),
  authors: z.union([author, z.array(author)]),
  /** Docusaurus's older single-author fields. */
  author: str,
  author_title: z.string(),
  author_url: z.string(),
  author_image_url: z.string(),
  tags: z.array(tag),
  keywords: strList,
  image: str,
  draft: bool,
  unlisted: bool,
  hide_table_of_contents: bool,
  toc_min_heading_level: tocLevel,
  toc_max_heading_level: tocLevel,
  sidebar_label: str,
  custom_edit_url: z.string().nullable(),
  last_update: lastUpdate,
};

const tocOrder = (d: { toc_min_heading_level?: number; toc_max_heading_level?: number }) =>
  d.toc_min_heading_level === undefined || d.toc_max_heading_level === undefined || d.toc_min_heading_level <= d.toc_max_heading_level;
const tocOrderIssue = { message: 'must not be above toc_max_heading_level', path: ['toc_min_heading_level'] };

export const docFrontmatter = z.object(docFields).partial().refine(tocOrder, tocOrderIssue);
export const postFrontmatter = z.object(postFields).partial().refine(tocOrder, tocOrderIssue);

export type DocFrontmatter = z.infer<typeof docFrontmatter>;
export type PostFrontmatter = z.infer<typeof postFrontmatter>;
export type FrontmatterTag = z.infer<typeof tag>;
export type InlineAuthor = z.infer<typeof inlineAuthor>;

type FieldDef = { type: 'string' | 'number' | 'boolean' | 'json' } | { type: 'list'; of: { type: 'string' } };

/** contentlayer's field type for a zod type: primitives and string lists map, the rest is json. */
function fieldOf(t: z.ZodType): FieldDef {
  if (t instanceof z.ZodString) return { type: 'string' };
  if (t instanceof z.ZodNumber) return { type: 'number' };
  if (t instanceof z.ZodBoolean) return { type: 'boolean' };
  if (t instanceof z.ZodArray && t.element instanceof z.ZodString) return { type: 'list', of: { type: 'string' } };
  return { type: 'json' };
}

/** The contentlayer `fields` of a collection, from its zod fields (all optional, as in Docusaurus). */
export function contentlayerFields(fields: Record<string, z.ZodType>): Record<string, FieldDef> {
  return Object.fromEntries(Object.entries(fields).map(([k, t]) => [k, fieldOf(t)]));
}

/** The frontmatter values of a parsed document, the keys of the schema only. */
export function pickFrontmatter<T>(fields: Record<string, unknown>, doc: Record<string, unknown>): T {
  return Object.fromEntries(Object.keys(fields).filter((k) => doc[k] !== undefined).map((k) => [k, doc[k]])) as T;
}
