/**
 * What the SEO outputs (Markdown twins, llms.txt, sitemap, social cards) know about the site's
 * content: each routed doc and post's entry, with the page paths, section and dates they add.
 */
import { loadBlog } from '../blog/source';
import type { PostEntry } from '../blog/entry';
import type { DocEntry } from '../docs/entry';
import { breadcrumbs } from '../docusaurus/doc-navigation';
import { pathTo } from '../docs/sidebar';
import { everySidebarItem, routedDocs } from '../docs/source';
import { versionOfSource } from '../docusaurus/versions';
import { routes } from '../routes';
import { site } from '../site';
import { cardsOf, docSection, type SocialCard } from './cards';
import { breadcrumbJsonLd, techArticleJsonLd } from './json-ld';
import { frontmatterDate, lastUpdated } from '../content/last-updated';

/** A doc or post as the twins, llms.txt, sitemap and cards see it. */
export type ContentEntry = {
  kind: 'doc' | 'post';
  entry: DocEntry | PostEntry;
  path: string;
  markdown: string;
  section: string;
  /** The top sidebar category that holds the doc (or is its page); llms.txt groups links by it. */
  group: string;
  /** The MDX body. */
  raw: string;
  lastUpdated?: string;
};

export const docCrumbs = (d: DocEntry) => breadcrumbs(everySidebarItem(), routes.doc(d.route), d.sidebarLabel ?? d.title);

/** The "Edit this page" link: frontmatter `custom_edit_url` (null: none), else the repository's file. */
export const editUrl = (e: { source: string; customEditUrl?: string | null }) =>
  e.customEditUrl === undefined ? (site.editUrl ? `${site.editUrl}${editedFile(e.source)}` : undefined) : (e.customEditUrl ?? undefined);

/** The file an edit link opens: a snapshot's own (versioned_docs/version-1.7/a.md), or the working copy's with `editCurrentVersion`, as Docusaurus's getVersionEditUrls. */
function editedFile(source: string): string {
  const v = versionOfSource(source);
  return v && site.docs.versioning.editCurrentVersion ? `docs/${source.slice(v.dir.length + 1)}` : source;
}

function docView(d: DocEntry, raw: string): ContentEntry {
  return {
    kind: 'doc',
    entry: d,
    path: routes.doc(d.route),
    markdown: routes.docMarkdown(d.route),
    section: docSection(docCrumbs(d)),
    group: pathTo(everySidebarItem(), routes.doc(d.route))?.[0]?.label ?? 'Docs',
    raw,
    lastUpdated: lastUpdated(d.source, d.lastUpdate),
  };
}

/** Docs in sidebar order (the order readers meet them), then docs outside the sidebar. */
function docsInOrder() {
  const order = new Map<string, number>();
  const walk = (items: ReturnType<typeof everySidebarItem>) =>
    items.forEach((i) => {
      if ('href' in i && i.href) order.set(i.href, order.size);
      if (i.type === 'category') walk(i.items);
    });
  walk(everySidebarItem());
  const at = (d: DocEntry) => order.get(routes.doc(d.route)) ?? Number.MAX_SAFE_INTEGER;
  return routedDocs().sort((a, b) => at(a.entry) - at(b.entry) || a.entry.route.localeCompare(b.entry.route));
}

function postViews(): ContentEntry[] {
  return loadBlog().routed.map((p) => ({
    kind: 'post',
    entry: p,
    path: routes.post(p.slug),
    markdown: routes.postMarkdown(p.slug),
    section: 'Blog',
    group: 'Blog',
    raw: p.raw,
    // A post is as of its own date (all posts may share one git commit), unless it says otherwise.
    lastUpdated: postUpdated(p) ?? p.date,
  }));
}

let cached: ContentEntry[] | undefined;

/** Every routed doc (sidebar order) and post (newest first). */
export function contentEntries(): ContentEntry[] {
  cached ??= [...docsInOrder().map((d) => docView(d.entry, d.raw)), ...postViews()];
  return cached;
}

let cards: SocialCard[] | undefined;
let cardsByPath: Map<string, SocialCard> | undefined;

/** The cards to draw: every routed doc and post, each generated docs index, and the site's own. */
export function socialCards(): SocialCard[] {
  cards ??= drawnCards();
  return cards;
}

/** The card of a page path, found without a walk over every card (one lookup per card drawn). */
export function socialCard(pagePath: string): SocialCard | undefined {
  cardsByPath ??= new Map(socialCards().map((c) => [c.path, c]));
  return cardsByPath.get(pagePath);
}

const drawnCards = () => cardsOf(site, everySidebarItem(), routedDocs().map((d) => d.entry), loadBlog().routed);

/** What a doc page shows and embeds for readers' tools: edit link, last change, twin and JSON-LD. */
export function docPageSeo(d: DocEntry) {
  const path = routes.doc(d.route);
  const updated = lastUpdated(d.source, d.lastUpdate);
  const crumbs = docCrumbs(d);
  return {
    editUrl: editUrl(d),
    lastUpdated: updated,
    updatedBy: d.lastUpdate?.author,
    markdown: routes.docMarkdown(d.route),
    jsonLd: [
      // Docusaurus writes the BreadcrumbList with the breadcrumbs it shows (theme-classic DocBreadcrumbs).
      ...(site.docs.breadcrumbs ? [breadcrumbJsonLd(crumbs, path)] : []),
      techArticleJsonLd({
        title: d.title,
        description: d.description,
        path,
        image: d.image ?? routes.socialCard(path),
        lastUpdated: updated,
        keywords: d.keywords.length ? d.keywords : d.tags.map((t) => t.label),
        section: docSection(crumbs),
      }),
    ],
  };
}

/** A post's own `last_update` (frontmatter only: git dates say when files moved, not when a post changed). */
const postUpdated = (p: PostEntry) => frontmatterDate(p.lastUpdate);

/**
 * The edit link of a post page. A post shows its own date, not a last-updated line (as on
 * Docusaurus), unless its frontmatter gives a `last_update`.
 */
export function postPageSeo(p: PostEntry) {
  return { editUrl: editUrl(p), lastUpdated: postUpdated(p), updatedBy: p.lastUpdate?.author };
}
