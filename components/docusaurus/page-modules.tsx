import { uiText } from '@/lib/i18n/ui-text';
/**
 * What the Docusaurus modules that content imports (lib/docusaurus/module-names.ts) are on
 * this site. Made per page, so `<DocCardList />` knows its category.
 */
import type { ComponentProps, ReactNode } from 'react';
import type { PostEntry } from '@/lib/blog/entry';
import { ISLAND_MODULE, type DocusaurusModule, type IslandRef } from '@/lib/docusaurus/module-names';
import type { DocEntry } from '@/lib/docs/entry';
import { docsSet, everySidebarItem } from '@/lib/docs/source';
import type { SidebarItem } from '@/lib/docs/types';
import { routes, withBase } from '@/lib/routes';
import { site } from '@/lib/site';
import { DocCards } from '../docs/doc-cards';
import { Admonition } from '../mdx/admonition';
import { TabItem, Tabs } from '../mdx/tabs';
import { SmartLink } from '../ui/link';
import { CodeBlock } from './code-block';
import { Details, Heading, Layout, ThemedImage } from './plain-modules';
import { docusaurusContext } from '@/lib/docusaurus/context';
import { currentLocale } from '@/lib/i18n/current-locale';
import { addBaseUrl, clientApiModules, routeContext, serverColorMode } from '@/lib/docusaurus/client-api';
import { BASE_PATH } from '@/lib/url';
import { islandWrapper } from '../islands/island';
import { islandPageData } from '../islands/page-data';
import { docsClientHooks } from '@/lib/docusaurus/docs-client';

export type MdxPage = { kind: 'doc'; entry: DocEntry } | { kind: 'post'; entry: PostEntry } | { kind: 'page'; route: string };

/** `@docusaurus/Link`: `to` or `href`, internal links through the router, external ones safely. */
function Link({ to, href, children, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to?: string; href?: string; children?: ReactNode }) {
  return (
    <SmartLink href={to ?? href ?? '#'} {...rest}>
      {children}
    </SmartLink>
  );
}

/** `@docusaurus/useBaseUrl` (and `useBaseUrlUtils`) with this site's URL and base path. */
const useBaseUrl = Object.assign((url: string, opts?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => addBaseUrl(site.url, `${BASE_PATH}/`, url, opts), {
  useBaseUrlUtils: () => ({ withBaseUrl: (url: string, opts?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => addBaseUrl(site.url, `${BASE_PATH}/`, url, opts) }),
});

/** `@docusaurus/useDocusaurusContext`: the site's configuration, in Docusaurus's shape. */
const useDocusaurusContext = () => docusaurusContext(site, currentLocale());

/** The items `<DocCardList />` shows without `items`: the category this page opens, else its own category's other pages. */
function currentCategoryItems(page: MdxPage): SidebarItem[] {
  if (page.kind !== 'doc') return [];
  const href = routes.doc(page.entry.route);
  let parent: SidebarItem[] = [];
  const find = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const it of items) {
      if (it.type !== 'category') continue;
      if (it.linkDocId === page.entry.id) return it.items;
      if (it.items.some((i) => 'href' in i && i.href === href)) parent = it.items;
      const inner = find(it.items);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(everySidebarItem()) ?? parent.filter((i) => !('href' in i) || i.href !== href);
}

/**
 * The page's own path, as `useLocation()` gives it in Docusaurus's server render (routes there carry
 * the base URL). What the modules of a page differ by (`<DocCardList />`'s category, the location).
 */
export function pagePath(page: MdxPage): string {
  const path = page.kind === 'doc' ? routes.doc(page.entry.route) : page.kind === 'post' ? routes.post(page.entry.slug) : routes.sitePage(page.route);
  return withBase(path);
}

export function docusaurusModules(page: MdxPage): Record<DocusaurusModule | typeof ISLAND_MODULE, unknown> {
  const docs = () => docsSet().docs;
  const pageData = islandPageData(page, () => currentCategoryItems(page));
  return {
    ...clientApiModules(pagePath(page), uiText().codeTranslations),
    '@theme/Tabs': Tabs,
    '@theme/TabItem': TabItem,
    '@theme/Admonition': Admonition,
    '@theme/CodeBlock': CodeBlock,
    '@theme/Details': Details,
    '@theme/DocCardList': ({ items }: { items?: SidebarItem[] }) => <DocCards items={items ?? currentCategoryItems(page)} docs={docs()} />,
    '@docusaurus/Link': Link,
    // Its tags were read from the source at build time and went into the page's metadata.
    '@docusaurus/Head': () => null,
    '@docusaurus/useBaseUrl': useBaseUrl,
    '@docusaurus/useDocusaurusContext': useDocusaurusContext,
    '@theme/Layout': Layout,
    '@theme/Heading': Heading,
    '@theme/ThemedImage': ThemedImage,
    '@docusaurus/useRouteContext': () => routeContext(page.kind),
    '@docusaurus/theme-common': { useColorMode: () => serverColorMode(site.colorMode.defaultMode) },
    '@docusaurus/plugin-content-docs/client': docsClientHooks(() => pageData(['sidebar', 'doc'])),
    // An island is given the parts of the page's data its chunk reads (ref.needs).
    [ISLAND_MODULE]: (Component: unknown, ref: IslandRef) => islandWrapper(Component, ref, ref.needs?.length ? pageData(ref.needs) : undefined),
  };
}
