/**
 * Docusaurus-compatible ids and routes for files under content/docs.
 * `docs/get-started/index.mdx` → id `get-started/index`, route `get-started`.
 */
const DOCS_PREFIX = /^docs\//;

function parts(sourceFilePath: string) {
  const rel = sourceFilePath.replace(DOCS_PREFIX, '').replace(/\.mdx?$/, '');
  const i = rel.lastIndexOf('/');
  return { dir: i < 0 ? '' : rel.slice(0, i), name: i < 0 ? rel : rel.slice(i + 1) };
}

/** Strip number prefixes like `01-intro` the way Docusaurus does. */
const unprefix = (s: string) => s.replace(/^\d+[-_.]/, '');

export function docIdOf(sourceFilePath: string, frontmatterId?: string): string {
  const { dir, name } = parts(sourceFilePath);
  const id = frontmatterId ?? unprefix(name);
  return dir ? `${dir}/${id}` : id;
}

export function docRouteOf(sourceFilePath: string, slug?: string): string {
  const { dir, name } = parts(sourceFilePath);
  if (slug !== undefined) {
    const s = slug.startsWith('/') ? slug : `${dir ? dir + '/' : ''}${slug}`;
    return trimSlashes(s);
  }
  const cleanDir = dir.split('/').map(unprefix).join('/');
  const isIndex = /^(index|readme)$/i.test(name) || name === dir.split('/').pop();
  return trimSlashes(isIndex ? cleanDir : `${cleanDir}/${unprefix(name)}`);
}

export function trimSlashes(s: string): string {
  return s.replace(/^\/+|\/+$/g, '');
}
