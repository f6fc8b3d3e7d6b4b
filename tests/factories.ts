import type { DocMeta } from '@/lib/docs/types';

/** A doc from its source path, with the fields a test cares about. */
export function doc(sourcePath: string, over: Partial<DocMeta> = {}): DocMeta {
  const rel = sourcePath.replace(/\.mdx?$/, '');
  const i = rel.lastIndexOf('/');
  const dir = i < 0 ? '' : rel.slice(0, i);
  const name = i < 0 ? rel : rel.slice(i + 1);
  const isIndex = name === 'index';
  return {
    id: rel,
    route: isIndex ? dir : rel,
    sourceDir: dir,
    fileName: name,
    title: name,
    tags: [],
    draft: false,
    unlisted: false,
    aliases: [],
    ...over,
  };
}
