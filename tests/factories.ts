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
