import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { z } from 'zod';
import type { CategoryMeta } from '../docs/types';

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

export function parseCategory(file: string, text: string): CategoryMeta {
  let data: unknown;
  try {
    data = /\.json$/.test(file) ? JSON.parse(text) : load(text);
  } catch (e) {
    throw new Error(`${file}: not valid ${/\.json$/.test(file) ? 'JSON' : 'YAML'} (${(e as Error).message.split('\n')[0]})`);
  }
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
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (CATEGORY_FILE.test(e.name)) {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        out[rel] = parseCategory(shown(full), fs.readFileSync(full, 'utf8'));
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out;
}
