import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bodyFacts } from '@/lib/content/body';
import type { DocFrontmatter } from '@/lib/content/frontmatter';
import { docEntry, type DocEntry } from '@/lib/docs/entry';

/**
 * A doc as the engine makes it from `docs/{sourcePath}.mdx` and a frontmatter (the real entry
 * function), then any field a test wants to pin.
 */
export function doc(sourcePath: string, over: Partial<DocEntry> = {}, fm: DocFrontmatter = {}): DocEntry {
  const source = /\.mdx?$/.test(sourcePath) ? `docs/${sourcePath}` : `docs/${sourcePath}.mdx`;
  return { ...docEntry({ source, data: fm, body: '', facts: bodyFacts('') }), ...over };
}

/** A temporary folder laid out as an export (relative path → text), for the post-build steps; tests remove it. */
export function tempExport(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-export-'));
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  return dir;
}

/** Writes a page of an export in `out`: `page('docs/a', html)` → `out/docs/a/index.html` (a trailing-slash site's page file). */
export const pageWriter = (out: string) => (route: string, html: string) => {
  fs.mkdirSync(path.join(out, route), { recursive: true });
  fs.writeFileSync(path.join(out, route, 'index.html'), html);
};
