import path from 'node:path';
import { allDocs, type Doc } from 'contentlayer/generated';
import { site } from '../site';
import { readCategories } from './categories';
import type { DocMeta } from './types';
import { createVersion, getSidebar, type DocsVersion } from './versions';
import { tocFor, type TocItem } from '../content/toc';

export const isDev = process.env.NODE_ENV !== 'production';

export function toMeta(d: Doc): DocMeta {
  const rel = d._raw.sourceFilePath.replace(/^docs\//, '');
  const dir = path.posix.dirname(rel);
  return {
    id: d.docId,
    route: d.route,
    sourceDir: dir === '.' ? '' : dir,
    fileName: d._raw.sourceFileName.replace(/\.mdx?$/, ''),
    title: d.pageTitle,
    description: d.description,
    sidebarLabel: d.sidebar_label,
    sidebarPosition: d.sidebar_position,
    sidebarClassName: d.sidebar_class_name,
    tags: d.tags ?? [],
    draft: Boolean(d.draft),
    unlisted: Boolean(d.unlisted),
    paginationLabel: d.pagination_label,
    paginationPrev: d.pagination_prev === undefined ? undefined : d.pagination_prev || null,
    paginationNext: d.pagination_next === undefined ? undefined : d.pagination_next || null,
    aliases: (d.aliases ?? []).map((a) => a.replace(/^\/+|\/+$/g, '').replace(/^docs\//, '')),
  };
}

let cached: DocsVersion | undefined;

/** The current docs version, built once per process from contentlayer's output. */
export function currentVersion(): DocsVersion {
  cached ??= createVersion({
    name: 'current',
    label: 'Next',
    path: `/${site.docs.routeBasePath}`,
    sidebarId: site.docs.sidebarId,
    docs: allDocs.map(toMeta),
    categories: readCategories(path.join(process.cwd(), 'content', 'docs')),
    includeDrafts: isDev,
  });
  return cached;
}

export const mainSidebar = () => getSidebar(currentVersion(), site.docs.sidebarId);

const routed = () => allDocs.filter((d) => isDev || !d.draft);

export function docByRoute(route: string): Doc | undefined {
  const r = route.replace(/^\/+|\/+$/g, '');
  return routed().find((d) => d.route === r);
}

/** Alias routes (frontmatter `aliases`) answer with the same page. */
export function docByAlias(route: string): Doc | undefined {
  const r = route.replace(/^\/+|\/+$/g, '');
  return routed().find((d) => toMeta(d).aliases.includes(r));
}

export function allDocRoutes(): string[] {
  return routed().flatMap((d) => [d.route, ...toMeta(d).aliases]);
}

export function docToc(d: Doc): TocItem[] {
  return tocFor(
    d.headings as TocItem[],
    d.toc_min_heading_level ?? site.docs.tocMinLevel,
    d.toc_max_heading_level ?? site.docs.tocMaxLevel,
  );
}

export function listedDocs(): Doc[] {
  return routed().filter((d) => !d.unlisted);
}
