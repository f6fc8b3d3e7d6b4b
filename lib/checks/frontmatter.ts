import { z } from 'zod';
import type { SourceFile } from './source';
import { error, warning, type Issue } from './types';

/** "2024-03-05", "2024-03-05T10:00:00Z", "2024-03-05 10:00+02:00": real calendar dates only. */
export function isCalendarDate(s: string): boolean {
  const m = s.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, sec = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth && h < 24 && mi < 60 && sec < 60;
}

const str = z.string().min(1, 'must not be empty');
const bool = z.boolean();
const strList = z.array(str);
const tocLevel = z.number().int('must be a whole number').min(2, 'must be between 2 and 6').max(6, 'must be between 2 and 6');
const lastUpdate = z.object({ date: z.string().optional(), author: z.string().optional() });
export const dateField = z.string().refine(isCalendarDate, { message: 'is not a date: use YYYY-MM-DD or an ISO 8601 date-time' });

/** Docusaurus docs frontmatter, as far as this site's engine reads it (contentlayer.config.ts). */
export const docFields = {
  title: str,
  id: str.regex(/^[^/]+$/, 'must not contain "/" (the folder is part of the id already)'),
  slug: z.string(),
  description: str,
  keywords: strList,
  image: str,
  tags: strList,
  sidebar_label: str,
  sidebar_position: z.number(),
  sidebar_class_name: str,
  draft: bool,
  unlisted: bool,
  hide_title: bool,
  hide_table_of_contents: bool,
  toc_min_heading_level: tocLevel,
  toc_max_heading_level: tocLevel,
  pagination_label: str,
  // null or "" drops the link (lib/docs/source.ts reads both as "none").
  pagination_prev: z.string().nullable(),
  pagination_next: z.string().nullable(),
  aliases: strList,
  last_update: lastUpdate,
};

export const postFields = {
  title: str,
  slug: str,
  date: dateField,
  description: str,
  authors: strList,
  tags: strList,
  image: str,
  draft: bool,
  unlisted: bool,
  hide_table_of_contents: bool,
  last_update: lastUpdate,
};

const docSchema = z.object(docFields).partial().refine(
  (d) => d.toc_min_heading_level === undefined || d.toc_max_heading_level === undefined || d.toc_min_heading_level <= d.toc_max_heading_level,
  { message: 'must not be above toc_max_heading_level', path: ['toc_min_heading_level'] },
);
const postSchema = z.object(postFields).partial().required({ title: true });

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a mapping' : typeof v);
const shown = (v: unknown) => (typeof v === 'string' ? `"${v}"` : typeof v === 'number' || typeof v === 'boolean' ? String(v) : kindOf(v));
const expectedName: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'true or false', array: 'a list', object: 'a mapping' };

function at(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), data);
}

/** A zod issue in words a content editor acts on: what was expected and what the file holds. */
function reason(issue: z.core.$ZodIssue, data: unknown): string {
  const value = at(data, issue.path);
  if (issue.code === 'invalid_type') {
    if (value === undefined) return 'is required';
    const expected = expectedName[issue.expected] ?? issue.expected;
    return `expected ${expected}, got ${shown(value)}`;
  }
  return value === undefined || typeof value === 'object' ? issue.message : `${shown(value)} ${issue.message}`;
}

/** Levenshtein distance, to name the key a typo meant. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

function unknownKey(key: string, known: string[]): string {
  const near = known.map((k) => ({ k, d: distance(key, k) })).sort((x, y) => x.d - y.d)[0];
  const hint = near && near.d <= Math.max(2, Math.floor(key.length / 4)) ? ` (did you mean "${near.k}"?)` : '';
  return `unknown key, ignored${hint}`;
}

/** Types and values of a doc's or post's frontmatter: wrong ones fail, unknown keys warn. */
export function checkFrontmatter(src: SourceFile): Issue[] {
  if (src.yamlError) return [error('frontmatter/yaml', src.file, src.yamlError.reason, { line: src.yamlError.line })];
  const fields = src.kind === 'doc' ? docFields : postFields;
  const schema = src.kind === 'doc' ? docSchema : postSchema;
  const issues: Issue[] = [];
  const r = schema.safeParse(src.data);
  if (!r.success) {
    for (const i of r.error.issues) {
      issues.push(error('frontmatter/type', src.file, reason(i, src.data), { field: i.path.join('.') || '(frontmatter)' }));
    }
  }
  const known = Object.keys(fields);
  for (const key of Object.keys(src.data)) {
    if (!known.includes(key)) issues.push(warning('frontmatter/unknown-key', src.file, unknownKey(key, known), { field: key }));
  }
  return issues;
}
