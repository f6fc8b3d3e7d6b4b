import type { z } from 'zod';
import { docFields, docFrontmatter, postFields, postFrontmatter } from '../content/frontmatter';
import type { SourceFile } from '../source-file';
import { editDistance } from '../edit-distance';
import { error, warning, type Issue } from './types';

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

function unknownKey(key: string, known: string[]): string {
  const near = known.map((k) => ({ k, d: editDistance(key, k) })).sort((x, y) => x.d - y.d)[0];
  const hint = near && near.d <= Math.max(2, Math.floor(key.length / 4)) ? ` (did you mean "${near.k}"?)` : '';
  return `unknown key, ignored${hint}`;
}

/** Types and values of a doc's or post's frontmatter: wrong ones fail, unknown keys warn. */
export function checkFrontmatter(src: SourceFile): Issue[] {
  if (src.yamlError) return [error('frontmatter/yaml', src.file, src.yamlError.reason, { line: src.yamlError.line })];
  const fields = src.kind === 'doc' ? docFields : postFields;
  const schema = src.kind === 'doc' ? docFrontmatter : postFrontmatter;
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

/**
 * The frontmatter with every field that fails its schema left out, so one wrong field does not
 * hide the page's route, links and sidebar place from the other checks.
 */
export function validFields<T>(src: SourceFile): T {
  const fields: Record<string, z.ZodType> = src.kind === 'doc' ? docFields : postFields;
  return Object.fromEntries(Object.entries(src.data).filter(([k, v]) => fields[k]?.safeParse(v).success)) as T;
}
