/**
 * Where a doc or a post is published, from its path and frontmatter alone, by Docusaurus's rules:
 * number prefixes, index files, `id` and `slug` for docs; date-prefixed file names and `slug` for
 * posts. The docs and blog models (lib/docs, lib/blog) and the permalinks here read them.
 */
import { blogRelative, docsRelative } from '../content-folders';
import { routeBases } from '../route-bases';
import path from 'node:path';
import type { DocFrontmatter, PostFrontmatter } from '../content/frontmatter';
import { isValidPathname, trimSlashes } from '../url';
import { parseNumberPrefix, stripPathPrefixes } from './number-prefix';
import { CURRENT_VERSION, versionOfSource, versionRoute } from './versions';

/** Docusaurus's category-index convention: index, readme, or the folder's own name (any case). */
export function isIndexFile(fileName: string, dir: string): boolean {
  const name = fileName.toLowerCase();
  return name === 'index' || name === 'readme' || name === (dir.split('/').pop() ?? '').toLowerCase();
}

/** A slug resolved the way a browser resolves a relative URL against the folder's slug. */
function resolveSlug(to: string, dirSlug: string): string {
  return decodeURIComponent(new URL(to, `http://docs${dirSlug}`).pathname);
}

export function docSlugOf(fm: DocFrontmatter, baseId: string, dir: string, isIndex: boolean): string {
  if (fm.slug?.startsWith('/')) return fm.slug;
  const cleanDir = fm.parse_number_prefixes === false ? dir : stripPathPrefixes(dir);
  const dirSlug = cleanDir ? `/${cleanDir}/` : '/';
  if (!fm.slug && isIndex) return dirSlug;
  return resolveSlug(fm.slug || baseId, dirSlug);
}

/** A doc whose frontmatter gives it no valid route; `field` names the frontmatter field at fault. */
export class DocLocationError extends Error {
  constructor(
    message: string,
    readonly field: 'slug' | 'id',
  ) {
    super(message);
  }
}

/**
 * Where a doc lives: its id, slug and route, from its path and frontmatter alone (no body). Ids and
 * slugs are the version's own (its folder's path stripped); the route starts with the version's path
 * part (lib/docusaurus/versions.ts): `versioned_docs/version-1.7/a.md` is '1.7/a', version "1.7".
 */
export function docLocation(source: string, fm: DocFrontmatter) {
  const version = versionOfSource(source);
  const rel = version ? source.slice(version.dir.length + 1) : docsRelative(source);
  const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const fileName = path.posix.basename(rel).replace(/\.mdx?$/, '');
  const parsePrefixes = fm.parse_number_prefixes !== false;
  const prefix = parsePrefixes ? parseNumberPrefix(fileName) : { name: fileName, position: undefined };
  const baseId = fm.id ?? prefix.name;
  const idDir = parsePrefixes ? stripPathPrefixes(dir) : dir;
  const isIndex = isIndexFile(fileName, dir);
  const slug = docSlugOf(fm, baseId, dir, isIndex);
  // Docusaurus's docs plugin (slug.ts) refuses a slug that is not a valid URL path.
  if (!isValidPathname(slug)) {
    const field = fm.slug !== undefined ? 'slug' : 'id';
    throw new DocLocationError(`the ${field} "${fm[field] ?? baseId}" gives the route "${routeBases().docs ? `/${routeBases().docs}` : ''}${slug}", which is not a URL path of the docs (a "." or ".." segment, or characters a URL rewrites): write the slug as the path it should be`, field);
  }
  const route = version ? versionRoute(version, slug) : trimSlashes(slug);
  return { id: idDir ? `${idDir}/${baseId}` : baseId, baseId, slug, route, version: version?.name ?? CURRENT_VERSION, dir, fileName, isIndex, position: prefix.position };
}

const FILE_NAME = /^(.*)(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/;

/** The date and default slug a post's path gives (relative to blog/). */
export function parseBlogFileName(rel: string): { date?: string; text: string; slug: string } {
  const m = FILE_NAME.exec(rel);
  if (!m) {
    const text = rel.replace(/(?:\/index)?\.mdx?$/, '');
    return { text, slug: text };
  }
  const [, folder, date, text] = m;
  const [y, mo, d] = date.split(/[-/]/);
  return { date: `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`, text, slug: `${y}/${mo}/${d}/${folder}${text}` };
}

/** A post's path under /blog: frontmatter `slug`, else the one its file name gives. */
export function postSlugOf(source: string, fm: Pick<PostFrontmatter, 'slug'>): string {
  return trimSlashes(fm.slug ?? parseBlogFileName(blogRelative(source)).slug);
}

/**
 * A post's date (its frontmatter `date`, else the one in its file name) as an ISO date-time: a bare
 * `YYYY-MM-DD` (one-digit month and day too) is midnight UTC, as JavaScript's Date reads the
 * date-only form Docusaurus hands it (parseBlogFileName's `new Date(date)` and the YAML date of the
 * frontmatter, packages/docusaurus-plugin-content-blog/src/blogUtils.ts); a date-time is as written.
 */
export function postDateIso(date: string): string {
  const bare = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date);
  const d = bare ? new Date(Date.UTC(+bare[1], +bare[2] - 1, +bare[3])) : new Date(date);
  return d.toISOString();
}
