/**
 * A doc as the whole engine sees it (pages, sidebar, SEO, search and the build checks), made
 * from its file path, frontmatter and body by the rules of Docusaurus 3's docs plugin: ids and
 * slugs from folders with number prefixes stripped, a folder's index doc at the folder's path,
 * the title from frontmatter or the opening `# Title` (lib/content/body.ts), the description from
 * frontmatter or the first paragraph.
 */
import path from 'node:path';
import type { DocFrontmatter } from '../content/frontmatter';
import { parseNumberPrefix, stripPathPrefixes } from '../docusaurus/number-prefix';
import { resolveTags, type Tag } from '../content/tags';
import { isValidPathname, trimSlashes } from '../url';
import type { BodyFacts, HeadTag } from '../content/body';
import type { TocItem } from '../content/toc';

export type DocEntry = {
  /** Path under the content folder: `docs/get-started/python.mdx`. */
  source: string;
  id: string;
  /** Route under /docs without slashes: '' for the docs home, `get-started/python` … */
  route: string;
  /** Docusaurus's slug (`/get-started/python`, or `/get-started/` for a folder's index doc). */
  slug: string;
  /** Folder under docs/ as written ('' at the top), and the file name without extension. */
  sourceDir: string;
  fileName: string;
  /** index.md, README.md or a file named like its folder: the folder's own page. */
  isIndex: boolean;
  title: string;
  /** The body's opening `# Title`, which the page shows instead of `title` when present. */
  contentTitle?: string;
  /**
   * The body's first heading is a `# ` heading further down: it stays where it is and the page
   * shows no title of its own (BodyFacts.titleHeading).
   */
  titleInBody: boolean;
  description?: string;
  keywords: string[];
  image?: string;
  tags: Tag[];
  sidebarLabel?: string;
  sidebarPosition?: number;
  sidebarClassName?: string;
  sidebarCustomProps?: Record<string, unknown>;
  draft: boolean;
  unlisted: boolean;
  hideTitle: boolean;
  hideToc: boolean;
  tocMin?: number;
  tocMax?: number;
  paginationLabel?: string;
  /** A doc id, null for "no link", undefined for the sidebar's neighbour. */
  paginationPrev?: string | null;
  paginationNext?: string | null;
  aliases: string[];
  lastUpdate?: { date?: string; author?: string };
  /** Frontmatter `custom_edit_url`: a URL, or null for no edit link. */
  customEditUrl?: string | null;
  headings: TocItem[];
  /** Tags the body writes in `<Head>` (canonical, meta): they reach the page's <head>. */
  head: HeadTag[];
};

/** A file's path under the content folder, its frontmatter and body, and what was read from the body (lib/content/body.ts). */
export type RawContent<F> = { source: string; data: F; body: string; facts: BodyFacts };

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

/** Where a doc lives: its id, slug and route, from its path and frontmatter alone (no body). */
export function docLocation(source: string, fm: DocFrontmatter) {
  const rel = source.replace(/^docs\//, '');
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
    throw new DocLocationError(`the ${field} "${fm[field] ?? baseId}" gives the route "/docs${slug}", which is not a URL path of the docs (a "." or ".." segment, or characters a URL rewrites): write the slug as the path it should be`, field);
  }
  return { id: idDir ? `${idDir}/${baseId}` : baseId, baseId, slug, route: trimSlashes(slug), dir, fileName, isIndex, position: prefix.position };
}

export function docEntry(raw: RawContent<DocFrontmatter>, tagDefs: Record<string, Tag> = {}): DocEntry {
  const fm = raw.data;
  const { id, baseId, slug, route, dir, fileName, isIndex, position } = docLocation(raw.source, fm);
  const { facts } = raw;
  const none = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  return {
    source: raw.source,
    id,
    route,
    slug,
    sourceDir: dir,
    fileName,
    isIndex,
    title: fm.title ?? facts.contentTitle ?? baseId,
    contentTitle: facts.titleHeading && !facts.titleHeading.inBody ? facts.titleHeading.text : undefined,
    titleInBody: facts.titleHeading?.inBody ?? false,
    description: fm.description ?? facts.excerpt,
    keywords: fm.keywords ?? [],
    image: fm.image,
    tags: resolveTags(fm.tags, tagDefs),
    sidebarLabel: fm.sidebar_label,
    sidebarPosition: fm.sidebar_position ?? position,
    sidebarClassName: fm.sidebar_class_name || undefined,
    sidebarCustomProps: fm.sidebar_custom_props,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    hideTitle: fm.hide_title === true,
    hideToc: fm.hide_table_of_contents === true,
    tocMin: fm.toc_min_heading_level,
    tocMax: fm.toc_max_heading_level,
    paginationLabel: fm.pagination_label,
    paginationPrev: none(fm.pagination_prev),
    paginationNext: none(fm.pagination_next),
    aliases: (fm.aliases ?? []).map((a) => trimSlashes(a).replace(/^docs\//, '')),
    lastUpdate: fm.last_update,
    customEditUrl: fm.custom_edit_url,
    headings: facts.headings,
    head: facts.head,
  };
}
