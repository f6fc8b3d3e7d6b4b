/**
 * What a page gives its islands of itself (lib/docusaurus/docs-client.ts `IslandPageData`), on the
 * server: the route's context, the sidebar shown and the doc in view in Docusaurus's shapes, the
 * cards `<DocCardList />` shows here, and the class names of the page's tabs (its CSS module's, which
 * the island's chunk cannot know). Made once per page when first asked; each island is sent only the
 * parts its chunk reads (IslandRef `needs`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MdxPage } from '../docusaurus/page-modules';
import { docCardsOf } from '../docs/doc-cards';
import docCardStyles from '../docs/docs.module.css';
import tabStyles from '../mdx/tabs.module.css';
import { routeContext } from '@/lib/docusaurus/client-api';
import { propSidebar, type DocContextValue, type IslandPageData } from '@/lib/docusaurus/docs-client';
import type { IslandNeed } from '@/lib/docusaurus/module-names';
import type { DocEntry } from '@/lib/docs/entry';
import { docsSet, docToc, docsSets } from '@/lib/docs/source';
import { sidebarOf } from '@/lib/docs/docs-set';
import type { SidebarItem } from '@/lib/docs/types';
import { contentPaths } from '@/lib/env';
import { routes, withBase } from '@/lib/routes';
import { parseSource } from '@/lib/source-file';

/** The sidebar that lists the doc (its id and items), if one does. */
function sidebarOfDoc(entry: DocEntry) {
  const href = routes.doc(entry.route);
  for (const set of docsSets().values()) {
    const found = sidebarOf(set, href);
    if (found) return found;
  }
  return undefined;
}

/** useDoc()'s value for a doc (its frontmatter read from its file, as written). */
function docValue(entry: DocEntry, sidebar: string | undefined): DocContextValue {
  const file = path.join(contentPaths().root, entry.source);
  const frontMatter = (fs.existsSync(file) ? parseSource(file, entry.source, fs.readFileSync(file, 'utf8')).data : {}) as Record<string, unknown>;
  const metadata = {
    id: entry.id,
    title: entry.title,
    description: entry.description ?? '',
    source: `@site/${entry.source}`,
    sourceDirName: entry.sourceDir || '.',
    slug: entry.slug,
    permalink: withBase(routes.doc(entry.route)),
    draft: entry.draft,
    unlisted: entry.unlisted,
    tags: entry.tags.map((t) => ({ label: t.label, permalink: withBase(routes.docsTag(t.permalink)), ...(t.description ? { description: t.description } : {}) })),
    version: entry.version,
    ...(entry.sidebarPosition !== undefined ? { sidebarPosition: entry.sidebarPosition } : {}),
    ...(sidebar ? { sidebar } : {}),
    frontMatter,
  };
  const toc = docToc(entry).map((h) => ({ value: h.html, id: h.id, level: h.depth }));
  return { metadata, frontMatter, ...(entry.contentTitle ? { contentTitle: entry.contentTitle } : {}), toc, assets: entry.image ? { image: entry.image } : {} };
}

/**
 * The page's data for islands, by part (see the top of this file): each part made when an island
 * first needs it; `cardItems` are the items `<DocCardList />` shows here without `items`.
 */
export function islandPageData(page: MdxPage, cardItems: () => SidebarItem[]): (needs: readonly IslandNeed[]) => IslandPageData {
  const doc = page.kind === 'doc' ? page.entry : undefined;
  const sidebar = () => (doc ? sidebarOfDoc(doc) : undefined);
  const make: { [N in IslandNeed]: () => IslandPageData[N] } = {
    route: () => routeContext(page.kind),
    sidebar: () => {
      if (!doc) return false;
      const s = sidebar();
      return s ? { name: s.id, items: propSidebar(s.items, withBase) } : null;
    },
    doc: () => (doc ? docValue(doc, sidebar()?.id) : null),
    cards: () => ({ cards: docCardsOf(cardItems(), docsSet().docs), classes: { cards: docCardStyles.cards, card: docCardStyles.card, cardTitle: docCardStyles.cardTitle, cardText: docCardStyles.cardText } }),
    tabs: () => ({ ...tabStyles }),
  };
  const made = new Map<IslandNeed, unknown>();
  const part = (n: IslandNeed) => (made.has(n) ? made.get(n) : made.set(n, make[n]()).get(n));
  return (needs) => Object.fromEntries(needs.map((n) => [n, part(n)]));
}
