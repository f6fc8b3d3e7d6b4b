import fs from 'node:fs';
import path from 'node:path';
import { parseDataFile } from '../data-file';
import { z } from 'zod';
import type { CategoryMeta } from '../docs/types';
import { walkFiles } from '../fs-walk';
import { contentFolders } from '../content-folders';

const linkSchema = z.union([
  z.object({ type: z.literal('doc'), id: z.string().min(1) }).strict(),
  z.object({
    type: z.literal('generated-index'),
    slug: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string()).optional(),
    image: z.string().optional(),
  }),
  z.null(),
]);

export const categorySchema = z.object({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  description: z.string().optional(),
  link: linkSchema.optional(),
});

/** Docusaurus reads a folder's metadata from `_category_.json`, `.yml` or `.yaml`. */
export const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/**
 * What a folder's category file says that the docs cannot be built with (a `link.id` naming no
 * doc): `dir` is the folder, relative to docs/ ('' at its root), so a reader can name the file.
 */
export class CategoryError extends Error {
  /** The file as the build's message names it, when the reader has not the file itself. */
  readonly file: string;
  constructor(
    readonly dir: string,
    readonly reason: string,
  ) {
    const file = path.posix.join(contentFolders().docs, dir, '_category_.json');
    super(`${file}: ${reason}`);
    this.file = file;
  }
}

export function parseCategory(file: string, text: string): CategoryMeta {
  const data = parseDataFile(file, text);
  const r = categorySchema.safeParse(data ?? {});
  if (!r.success) {
    const i = r.error.issues[0];
    throw new Error(`${file}: field "${i.path.join('.') || '(root)'}": ${i.message}`);
  }
  return r.data as CategoryMeta;
}

/** Every category file under a docs folder, keyed by its folder relative to that root. */
export function readCategories(root: string, shown: (abs: string) => string = (f) => f): Record<string, CategoryMeta> {
  const out: Record<string, CategoryMeta> = {};
  for (const rel of walkFiles(root)) {
    const name = path.posix.basename(rel);
    if (!CATEGORY_FILE.test(name)) continue;
    const full = path.join(root, rel);
    out[path.posix.dirname(rel).replace(/^\.$/, '')] = parseCategory(shown(full), fs.readFileSync(full, 'utf8'));
  }
  return out;
}
