/**
 * A doc as the whole engine sees it (pages, sidebar, SEO, search and the build checks), made
 * from its file path, frontmatter and body by the rules of Docusaurus 3's docs plugin: ids and
 * slugs from folders with number prefixes stripped, a folder's index doc at the folder's path,
 * the title from frontmatter or the opening `# Title` (lib/content/body.ts), the description from
 * frontmatter or the first paragraph.
 */
import type { DocFrontmatter } from '../content/frontmatter';
import { docLocation } from '../docusaurus/locations';
import { resolveTags, type Tag } from '../docusaurus/tags';
import { trimSlashes } from '../url';
import type { BodyFacts, HeadTag } from '../content/body';
import type { TocItem } from '../content/toc';

export type DocEntry = {
  /** Path under the content folder: `docs/get-started/python.mdx`. */
  source: string;
  id: string;
  /** Its docs version's name (lib/docusaurus/versions.ts): 'current', or a name of versions.json. Ids are unique within a version. */
  version: string;
  /** Route under /docs without slashes, its version's path part first: '' for the docs home, `get-started/python`, `1.7/intro` … */
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

export function docEntry(raw: RawContent<DocFrontmatter>, tagDefs: Record<string, Tag> = {}): DocEntry {
  const fm = raw.data;
  const { id, baseId, slug, route, version, dir, fileName, isIndex, position } = docLocation(raw.source, fm);
  const { facts } = raw;
  const none = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  return {
    source: raw.source,
    id,
    version,
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
