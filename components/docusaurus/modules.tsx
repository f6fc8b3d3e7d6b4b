/**
 * What the Docusaurus modules that content imports (lib/docusaurus/modules.ts) are on
 * this site. Made per page, so `<DocCardList />` knows its category.
 */
import type { ComponentProps, ReactNode } from 'react';
import type { PostEntry } from '@/lib/blog/entry';
import type { DocusaurusModule } from '@/lib/docusaurus/modules';
import type { DocEntry } from '@/lib/docs/entry';
import { docsSet, everySidebarItem } from '@/lib/docs/source';
import type { SidebarItem } from '@/lib/docs/types';
import { absoluteUrl } from '@/lib/absolute-url';
import { routes, withBase } from '@/lib/routes';
import { site } from '@/lib/site';
import { DocCards } from '../docs/doc-cards';
import { Admonition } from '../mdx/admonition';
import { TabItem, Tabs } from '../mdx/tabs';
import { SmartLink } from '../ui/link';
import { CodeBlock } from './code-block';
import { MAIN_ID } from '../layout/main';
import { docusaurusSiteConfig } from '@/lib/docusaurus/context';
import { clientApiModules } from '@/lib/docusaurus/client-api';

export type MdxPage = { kind: 'doc'; entry: DocEntry } | { kind: 'post'; entry: PostEntry } | { kind: 'page'; route: string };

/** `@docusaurus/Link`: `to` or `href`, internal links through the router, external ones safely. */
function Link({ to, href, children, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to?: string; href?: string; children?: ReactNode }) {
  return (
    <SmartLink href={to ?? href ?? '#'} {...rest}>
      {children}
    </SmartLink>
  );
}

/** `@theme/Details`: a disclosure with its summary. */
function Details({ summary, children, ...rest }: ComponentProps<'details'> & { summary?: ReactNode }) {
  return (
    <details {...rest}>
      {summary === undefined ? null : typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  );
}

/** `@docusaurus/useBaseUrl`: a path with the site's base path (and origin when asked). */
function useBaseUrl(url: string, opts: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  return opts.absolute ? absoluteUrl(path) : withBase(path);
}

/** `@docusaurus/useDocusaurusContext`: the site's configuration, in Docusaurus's shape. */
function useDocusaurusContext() {
  return {
    siteConfig: docusaurusSiteConfig(site),
    siteMetadata: { docusaurusVersion: '3' },
    globalData: {},
    i18n: { defaultLocale: site.locale, currentLocale: site.locale, locales: [site.locale] },
  };
}

/**
 * `@theme/Layout` in a page of `src/pages/`: this site's layout is already around it (navbar,
 * footer), so it only marks where the skip link lands; its title and description were read at
 * build time (lib/content/site-pages.ts) and are the page's metadata.
 */
function Layout({ children, wrapperClassName }: { children?: ReactNode; wrapperClassName?: string; title?: string; description?: string; noFooter?: boolean }) {
  return (
    <div id={MAIN_ID} tabIndex={-1} className={wrapperClassName}>
      {children}
    </div>
  );
}

/** `@theme/Heading`: a heading of the level `as` names. */
function Heading({ as: As = 'h2', ...rest }: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return <As {...rest} />;
}

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

export function docusaurusModules(page: MdxPage): Record<DocusaurusModule, unknown> {
  const docs = () => docsSet().docs;
  return {
    ...clientApiModules(pagePath(page)),
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
  };
}
