/**
 * The docs plugin's client API that reads the page (`useDocsSidebar`, `useDoc` of
 * `@docusaurus/plugin-content-docs/client`), `@docusaurus/useRouteContext`, and what the page gives
 * an island of them: the values in Docusaurus's shapes, made from this site's docs. The server's
 * modules (components/docusaurus/page-modules.tsx) and an island's (components/islands/client-modules.tsx)
 * answer from the same values.
 *
 * Docusaurus: packages/docusaurus-plugin-content-docs/src/client/docsSidebar.tsx (`{ name, items }`
 * of the sidebar shown, null on a doc no sidebar lists, an error outside a docs page), doc.tsx
 * (`{ metadata, frontMatter, contentTitle, toc, assets }` of the doc in view, an error elsewhere),
 * packages/docusaurus/src/client/exports/useRouteContext.tsx (the context of the route's plugin,
 * packages/docusaurus/src/server/plugins: `{ plugin: { name, id }, data }`).
 */
import type { SidebarItem } from '../docs/types';
import type { RouteContext } from './client-api';

/** Docusaurus's PropSidebarItem: what a sidebar's items are in the browser (hrefs with the base URL). */
export type PropSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string; customProps?: Record<string, unknown> }
  | { type: 'html'; value: string; defaultStyle: boolean; className?: string }
  | { type: 'category'; label: string; items: PropSidebarItem[]; href?: string; description?: string; collapsed: boolean; collapsible: boolean; className?: string; customProps?: Record<string, unknown> };

export type DocsSidebarValue = { name: string; items: PropSidebarItem[] } | null;

/** The TOC as Docusaurus's MDX loader exports it: `{ value, id, level }`, value as HTML. */
export type DocTocItem = { value: string; id: string; level: number };

export type DocContextValue = {
  metadata: Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
  toc: DocTocItem[];
  assets: { image?: string };
};

/** A doc's cards (`<DocCardList />` without `items`), as components/docs/doc-cards.tsx draws them, with its class names. */
export type DocCard = { href: string; label: string; text: string; isCategory: boolean };
export type DocCardsValue = { cards: DocCard[]; classes: Record<string, string> };

/**
 * What the page gives an island (lib/docusaurus/module-names.ts ISLAND_NEEDS says which parts). A part
 * sent is never undefined (JSON would drop it, and the island keep the last page's): `false` and
 * `null` say "not on this page".
 */
export type IslandPageData = {
  route?: RouteContext;
  /** `false` outside a docs page (the hook throws there), null on a doc no sidebar lists. */
  sidebar?: DocsSidebarValue | false;
  /** null outside a doc. */
  doc?: DocContextValue | null;
  cards?: DocCardsValue;
  tabs?: Record<string, string>;
};

/** Our sidebar items in Docusaurus's browser shape, each href through `href` (the base path). */
export function propSidebar(items: SidebarItem[], href: (h: string) => string): PropSidebarItem[] {
  return items.map((i): PropSidebarItem => {
    const extra = { ...(i.className ? { className: i.className } : {}), ...('customProps' in i && i.customProps ? { customProps: i.customProps } : {}) };
    if (i.type === 'html') return { type: 'html', value: i.value, defaultStyle: i.defaultStyle, ...extra };
    if (i.type === 'link') return { type: 'link', label: i.label, href: href(i.href), ...(i.docId ? { docId: i.docId } : {}), ...extra };
    const description = i.generatedIndex?.description;
    return {
      type: 'category',
      label: i.label,
      items: propSidebar(i.items, href),
      ...(i.href ? { href: href(i.href) } : {}),
      ...(description ? { description } : {}),
      collapsed: i.collapsed,
      collapsible: i.collapsible,
      ...extra,
    };
  });
}

/** theme-common's ReactContextError, as Docusaurus words it for a hook used outside its provider. */
export const contextError = (hook: string, provider: string) => new Error(`Hook ${hook} is called outside the <${provider}>.`);

/** The hooks, answering from `data` (a page's, or an island's copy of it). */
export function docsClientHooks(data: () => IslandPageData) {
  return {
    useDocsSidebar(): DocsSidebarValue {
      const { sidebar } = data();
      if (sidebar === undefined || sidebar === false) throw contextError('useDocsSidebar', 'DocsSidebarProvider');
      return sidebar;
    },
    useDoc(): DocContextValue {
      const { doc } = data();
      if (!doc) throw contextError('useDoc', 'DocProvider');
      return doc;
    },
  };
}
