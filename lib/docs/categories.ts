import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CategoryMeta } from './types';

const linkSchema = z.union([
  z.object({ type: z.literal('doc'), id: z.string().min(1) }).strict(),
  z.object({
    type: z.literal('generated-index'),
    slug: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
  }),
  z.null(),
]);

export const categorySchema = z.object({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  link: linkSchema.optional(),
});

export function parseCategory(file: string, text: string): CategoryMeta {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not valid JSON (${(e as Error).message})`);
  }
  const r = categorySchema.safeParse(json);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new Error(`${file}: field "${i.path.join('.') || '(root)'}": ${i.message}`);
  }
  return r.data as CategoryMeta;
}

/** Every `_category_.json` under a docs folder, keyed by its folder relative to that root. */
export function readCategories(root: string): Record<string, CategoryMeta> {
  const out: Record<string, CategoryMeta> = {};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name === '_category_.json') {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        out[rel] = parseCategory(path.relative(process.cwd(), full), fs.readFileSync(full, 'utf8'));
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out;
}
