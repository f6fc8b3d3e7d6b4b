import fs from 'node:fs';
import path from 'node:path';
import { allDocs } from 'contentlayer/generated';
import { docFields, pickFrontmatter, type DocFrontmatter } from '../content/frontmatter';
import { readTagsFile } from '../docusaurus/tags';
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
import { allSidebarItems, buildDocsSet, mainDoc, sidebarOf, type DocsSet, type SidebarSettings } from './docs-set';
import { CURRENT_VERSION, docsVersions, lastVersion, versionOfSource, versionRoute, type DocsVersion } from '../docusaurus/versions';
import { versionDocTags, type docTags } from './tags';
import { trimSlashes } from '../url';
import { docsTranslations } from '../docusaurus/translations';
import { translateSidebars } from '../docusaurus/label-translations';
import { currentLocale } from '../i18n/current-locale';
import { byLocaleAndTwin } from '../i18n/sources';

/** A doc, its MDX body and the compiled code. */
export type CompiledDoc = { entry: DocEntry; raw: string; code: string };

const content = contentPaths();
const shown = (abs: string) => path.relative(process.cwd(), abs) || abs;

const docsByLocale = new Map<string, CompiledDoc[]>();

/** A version's folder, absolute. */
const versionDir = (v: DocsVersion) => path.join(content.root, v.dir);

/**
 * Every doc contentlayer compiled in the versions the site builds, as entries (drafts included), made
 * once per process and locale (the page's, lib/i18n/current-locale.ts): in a locale other than the
 * default, each doc read from its translation when the locale has one (lib/i18n/sources.ts).
 */
export function compiledDocs(locale = currentLocale()): CompiledDoc[] {
  const made = docsByLocale.get(locale);
  if (made) return made;
  const tags = new Map(docsVersions().map((v) => [v.name, readTagsFile(versionDir(v), shown)]));
  const translated = locale === site.i18n.defaultLocale ? undefined : byLocaleAndTwin(allDocs, (d) => d._raw.sourceFilePath).get(locale);
  // A snapshot left out by onlyIncludeVersions is compiled (contentlayer reads every folder) but not routed.
  // The classic preset's `docs: false`: the docs plugin is off, whatever docs/ holds.
  const docs = (site.docs.enabled ? allDocs : []).flatMap((original) => {
    const source = original._raw.sourceFilePath;
    const version = versionOfSource(source);
    if (!version) return [];
    const d = translated?.get(source) ?? original;
    return [
      {
        entry: docEntry({ source, data: pickFrontmatter<DocFrontmatter>(docFields, d as never), body: d.body.raw, facts: d.facts as BodyFacts }, tags.get(version.name)),
        raw: d.body.raw,
        // Read when the page renders (see lib/content/generated-from-disk.ts), not for every doc here.
        get code() {
          return d.body.code;
        },
      },
    ];
  });
  docsByLocale.set(locale, docs);
  return docs;
}

/** A versioned version's sidebars (versioned_sidebars/version-<name>-sidebars.json): none when the file is missing, as in Docusaurus. */
function versionedSidebars(v: DocsVersion): SidebarSettings['sidebarsFile'] {
  if (!v.sidebarsFile) return { config: {}, file: `${v.dir} (no ${path.posix.join('versioned_sidebars', `version-${v.name}-sidebars.json`)})` };
  const abs = path.join(content.root, v.sidebarsFile);
  try {
    return { config: JSON.parse(fs.readFileSync(abs, 'utf8')) as unknown, file: shown(abs) };
  } catch (e) {
    throw new Error(`${shown(abs)}: not valid JSON (${(e as Error).message})`);
  }
}

const setsByLocale = new Map<string, Map<string, DocsSet>>();

/** A version's sidebars with their labels in `locale` (its current.json or version-<name>.json). */
const localizedDocsSet = (locale: string, version: string, set: DocsSet): DocsSet => ({ ...set, sidebars: translateSidebars(set.sidebars, docsTranslations(content.root, locale, version)) });

/** Each built version's routed docs and sidebars, by version name, built once per process and locale. */
export function docsSets(locale = currentLocale()): Map<string, DocsSet> {
  const made = setsByLocale.get(locale);
  if (made) return made;
  const all = compiledDocs(locale).map((d) => d.entry);
  const sets = new Map(
    docsVersions().map((v) => [
      v.name,
      localizedDocsSet(locale, v.name, buildDocsSet({
        docs: all.filter((d) => d.version === v.name),
        categories: readCategories(versionDir(v), shown),
        includeDrafts: isDev,
        sidebar: { collapsed: site.docs.sidebarCollapsed, collapsible: site.docs.sidebarCollapsible, routePrefix: v.pathPart },
        sidebarsFile: v.name === CURRENT_VERSION ? sidebarsFileOf(docusaurus) : versionedSidebars(v),
        enabled: site.docs.enabled,
      })),
    ]),
  );
  setsByLocale.set(locale, sets);
  return sets;
}

/** A version's routed docs and sidebars: the last version's (the one at the docs' root) unless named. */
export const docsSet = (version = lastVersion().name): DocsSet => docsSets().get(version)!;

/** The docs set of the version whose sidebars hold a page (a doc's or a category's href), else the last version's. */
export function docsSetOfHref(href: string): DocsSet {
  for (const set of docsSets().values()) if (sidebarOf(set, href)) return set;
  return docsSet();
}

/**
 * The sidebar a page at `href` (a doc or a category's page) shows: the one that lists it, or none.
 * Pages of no doc (the tag pages) show the last version's first sidebar.
 */
export function sidebarFor(href?: string): Sidebar {
  if (!href) return Object.values(docsSet().sidebars)[0] ?? [];
  for (const set of docsSets().values()) {
    const found = sidebarOf(set, href);
    if (found) return found.items;
  }
  return [];
}

/** Every sidebar's items, of every version (for what the build writes once for all of them: category pages, branch files). */
export const everySidebarItem = (locale = currentLocale()): Sidebar => [...docsSets(locale).values()].flatMap(allSidebarItems);

/** Docs with a page: drafts only in development. */
export const routedDocs = (locale = currentLocale()): CompiledDoc[] => compiledDocs(locale).filter((d) => isDev || !d.entry.draft);

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
export function listedDocs(locale = currentLocale()): DocEntry[] {
  return routedDocs(locale).filter((d) => !d.entry.unlisted).map((d) => d.entry);
}

const tagGroups = new Map<string, ReturnType<typeof docTags>>();

/**
 * A version's listed docs' tags and the docs under each (the last version's by default), made once
 * per process (every tag page reads them). Each version has tag pages of its own, listing its own
 * docs (plugin-content-docs routes.ts: a version's tags routes from its docs' tags).
 */
export function listedDocTags(versionName = lastVersion().name, locale = currentLocale()): ReturnType<typeof docTags> {
  const key = `${locale}|${versionName}`;
  let groups = tagGroups.get(key);
  if (!groups) tagGroups.set(key, (groups = versionDocTags(listedDocs(locale), versionName)));
  return groups;
}

/** The versions with tag pages: each version's path part (its tags routes' prefix) and its tags. */
export const docsTagVersions = () =>
  docsVersions()
    .map((v) => ({ version: v, groups: listedDocTags(v.name) }))
    .filter((t) => t.groups.length > 0);

/** The version whose tag pages are under a path part ('' for the last version). */
export const versionOfPathPart = (part: string) => docsVersions().find((v) => v.pathPart === part) ?? lastVersion();

/**
 * A generated-index category lives at /docs/category/…, but readers also try its folder's own path
 * (/docs/references/ecosystems/, what the breadcrumbs and the doc URLs under it suggest). Where no
 * doc or alias has that path, it leads to the category page.
 */
export function categoryFolderRoutes(): { route: string; category: SidebarCategory }[] {
  const taken = new Set(allDocRoutes());
  return docsVersions().flatMap((v) =>
    generatedIndexes(allSidebarItems(docsSet(v.name)))
      .map((category) => ({ route: category.folder ? versionRoute(v, stripPathPrefixes(category.folder)) : '', category }))
      .filter(({ route, category }) => route && route !== category.generatedIndex!.slug && !taken.has(route)),
  );
}

/** The docs' home page, `/docs/`, when a doc is there (Docusaurus's breadcrumbs link home only then). */
export const docsHome = (): string | undefined => (docByRoute('') ? routes.docsRoot() : undefined);

/** Where "the docs" start: their home page, else the first page of the first sidebar. */
export const docsEntry = (): string => docsHome() ?? firstSidebarLink(sidebarFor())?.href ?? routes.docsRoot();

/** The doc's twins (the same id) in every built version, by version name: what the version dropdown links to. */
export function docAlternates(entry: DocEntry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, set] of docsSets()) {
    const twin = set.docs.find((d) => d.id === entry.id);
    if (twin) out[name] = routes.doc(twin.route);
  }
  return out;
}

/**
 * What a doc page shows of its version (theme-classic's DocVersionBanner and DocVersionBadge): the
 * version, and for a banner the latest version's twin of the page, else its main doc.
 */
export function docVersionView(entry: DocEntry): { version: DocsVersion; latest: DocsVersion; latestHref: string } {
  const version = docsVersions().find((v) => v.name === entry.version) ?? lastVersion();
  const latest = lastVersion();
  const set = docsSet(latest.name);
  const twin = set.docs.find((d) => d.id === entry.id) ?? mainDoc(set);
  return { version, latest, latestHref: twin ? routes.doc(twin.route) : routes.doc(latest.pathPart) };
}
