import path from 'node:path';
import { allDocs } from 'contentlayer/generated';
import { docFields, pickFrontmatter, type DocFrontmatter } from '../content/frontmatter';
import { readTagsFile } from '../content/tags';
import type { BodyFacts } from '../content/body';
import { tocFor, type TocItem } from '../content/toc';
import { contentPaths, isDev } from '../env';
import { routes } from '../routes';
import { docusaurus, site } from '../site';
import { sidebarsFileOf } from '../docusaurus/settings';
import { readCategories } from '../docusaurus/categories';
import { docEntry, type DocEntry } from './entry';
import { stripPathPrefixes } from '../docusaurus/number-prefix';
import { firstSidebarLink, generatedIndexes } from './sidebar';
import type { Sidebar, SidebarCategory } from './types';
import { allSidebarItems, buildDocsSet, sidebarOf, type DocsSet } from './docs-set';
import { docTags } from './tags';
import { trimSlashes } from '../url';

/** A doc, its MDX body and the compiled code. */
export type CompiledDoc = { entry: DocEntry; raw: string; code: string };

const content = contentPaths();
const shown = (abs: string) => path.relative(process.cwd(), abs) || abs;

let docs: CompiledDoc[] | undefined;

/** Every doc contentlayer compiled, as entries (drafts included), made once per process. */
export function compiledDocs(): CompiledDoc[] {
  if (docs) return docs;
  const tags = readTagsFile(content.docs, shown);
  // The classic preset's `docs: false`: the docs plugin is off, whatever docs/ holds.
  docs = (site.docs.enabled ? allDocs : []).map((d) => ({
    entry: docEntry({ source: d._raw.sourceFilePath, data: pickFrontmatter<DocFrontmatter>(docFields, d as never), body: d.body.raw, facts: d.facts as BodyFacts }, tags),
    raw: d.body.raw,
    // Read when the page renders (see lib/content/generated-from-disk.ts), not for every doc here.
    get code() {
      return d.body.code;
    },
  }));
  return docs;
}

let cached: DocsSet | undefined;

/** The routed docs and their sidebar, built once per process. */
export function docsSet(): DocsSet {
  cached ??= buildDocsSet({
    docs: compiledDocs().map((d) => d.entry),
    categories: readCategories(content.docs, shown),
    includeDrafts: isDev,
    sidebar: { collapsed: site.docs.sidebarCollapsed, collapsible: site.docs.sidebarCollapsible },
    sidebarsFile: sidebarsFileOf(docusaurus),
    enabled: site.docs.enabled,
  });
  return cached;
}

/**
 * The sidebar a page at `href` (a doc or a category's page) shows: the one that lists it, or none.
 * Pages of no doc (the tag pages) show the first sidebar.
 */
export const sidebarFor = (href?: string): Sidebar =>
  href ? (sidebarOf(docsSet(), href)?.items ?? []) : (Object.values(docsSet().sidebars)[0] ?? []);

/** Every sidebar's items (for what the build writes once for all of them: category pages, branch files). */
export const everySidebarItem = (): Sidebar => allSidebarItems(docsSet());

/** Docs with a page: drafts only in development. */
export const routedDocs = (): CompiledDoc[] => compiledDocs().filter((d) => isDev || !d.entry.draft);

export function docByRoute(route: string): CompiledDoc | undefined {
  const r = trimSlashes(route);
  return routedDocs().find((d) => d.entry.route === r);
}

/** Alias routes (frontmatter `aliases`) answer with the same page. */
export function docByAlias(route: string): CompiledDoc | undefined {
  const r = trimSlashes(route);
  return routedDocs().find((d) => d.entry.aliases.includes(r));
}

export function allDocRoutes(): string[] {
  return routedDocs().flatMap((d) => [d.entry.route, ...d.entry.aliases]);
}

export function docToc(d: DocEntry): TocItem[] {
  return d.hideToc ? [] : tocFor(d.headings, d.tocMin ?? site.docs.tocMinLevel, d.tocMax ?? site.docs.tocMaxLevel);
}

/** Docs on tag pages, sitemap and search: routed and not unlisted. */
export function listedDocs(): DocEntry[] {
  return routedDocs().filter((d) => !d.entry.unlisted).map((d) => d.entry);
}

let tagGroups: ReturnType<typeof docTags> | undefined;

/** The listed docs' tags and the docs under each, made once per process (every tag page reads them). */
export const listedDocTags = () => (tagGroups ??= docTags(listedDocs()));

/**
 * A generated-index category lives at /docs/category/…, but readers also try its folder's own path
 * (/docs/references/ecosystems/, what the breadcrumbs and the doc URLs under it suggest). Where no
 * doc or alias has that path, it leads to the category page.
 */
export function categoryFolderRoutes(): { route: string; category: SidebarCategory }[] {
  const taken = new Set(allDocRoutes());
  return generatedIndexes(everySidebarItem())
    .map((category) => ({ route: category.folder ? stripPathPrefixes(category.folder) : '', category }))
    .filter(({ route, category }) => route && route !== category.generatedIndex!.slug && !taken.has(route));
}

/** The docs' home page, `/docs/`, when a doc is there (Docusaurus's breadcrumbs link home only then). */
export const docsHome = (): string | undefined => (docByRoute('') ? routes.docsRoot() : undefined);

/** Where "the docs" start: their home page, else the first page of the first sidebar. */
export const docsEntry = (): string => docsHome() ?? firstSidebarLink(sidebarFor())?.href ?? routes.docsRoot();
