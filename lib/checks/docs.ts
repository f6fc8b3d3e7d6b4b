import { contentFolders } from '../content-folders';
import path from 'node:path';
import { CategoryError, parseCategory } from '../docusaurus/categories';
import { docEntry, type DocEntry } from '../docs/entry';
import { DocLocationError, docLocation } from '../docusaurus/locations';
import { generatedIndexes } from '../docs/sidebar';
import type { CategoryMeta } from '../docs/types';
import { allSidebarItems, buildDocsSet, getDoc, type DocsSet, type SidebarSettings } from '../docs/docs-set';
import { routes } from '../routes';
import { docsVersions } from '../docusaurus/versions';
import { routeBases, routeUnder } from '../route-bases';
import { isDocsTagRoute } from '../content-routes';
import { listPageFiles } from '../docusaurus/page-files';
import type { DocFrontmatter } from '../content/frontmatter';
import type { SourceFile } from '../source-file';
import { bodyFacts, cachedBody, shownFacts, type CheckedBody } from '../content/body';
import { bodyParts } from '../content/body-parts';
import { validFields } from './frontmatter';
import type { ContentTree } from './read';
import { detail, error, mdxIssue, type Issue } from './types';

export type CheckedDoc = CheckedBody & { src: SourceFile; entry: DocEntry };

/**
 * Every doc as the engine will see it (lib/docs/entry.ts, the same function the pages use), made
 * from its file; a body that is not valid MDX is an issue, and the doc still gets its route.
 */
export function docEntries(tree: ContentTree, issues: Issue[]): CheckedDoc[] {
  return tree.docs
    .filter((s) => !s.yamlError)
    .flatMap((src) => {
      const data = validFields<DocFrontmatter>(src);
      try {
        docLocation(src.rel, data);
      } catch (e) {
        if (!(e instanceof DocLocationError)) throw e;
        issues.push(error('docs/slug', src.file, e.message, { field: e.field }));
        return [];
      }
      let read: CheckedBody;
      try {
        read = cachedBody(src.body);
      } catch (e) {
        issues.push(mdxIssue(src, e));
        read = { facts: bodyFacts(''), parts: bodyParts({ type: 'root', children: [] }) };
      }
      const shown = shownFacts(read.facts, path.join(tree.paths.root, src.rel), tree.paths.root);
      return [{ src, ...read, entry: docEntry({ source: src.rel, data, body: src.body, facts: shown }, tree.docTags.value) }];
    });
}

/** Every category file, read with the engine's parser; a bad one is an issue, not a crash. */
export function readCategoryMetas(tree: ContentTree, issues: Issue[]): Record<string, CategoryMeta> {
  const out: Record<string, CategoryMeta> = {};
  for (const c of tree.categories) {
    try {
      out[c.dir] = parseCategory(c.file, c.text);
    } catch (e) {
      issues.push(error('category/json', c.file, detail(e, c.file)));
    }
  }
  return out;
}

/** The production docs and sidebar (drafts out), or the sidebar error that stops them being built. */
export function productionDocs(tree: ContentTree, docs: CheckedDoc[], cats: Record<string, CategoryMeta>, sidebar: SidebarSettings): DocsSet | Issue {
  try {
    const { sidebarsFile, enabled, ...options } = sidebar;
    return buildDocsSet({ docs: docs.map((d) => d.entry), categories: cats, includeDrafts: false, sidebar: options, sidebarsFile, enabled });
  } catch (e) {
    if (e instanceof CategoryError) {
      const category = tree.categories.find((c) => c.dir === e.dir);
      return error('sidebar/config', category?.file ?? e.file, e.reason);
    }
    return error('sidebar/config', sidebar.sidebarsFile ? sidebar.sidebarsFile.file : shownDocs(tree), detail(e, ''));
  }
}

const shownDocs = (tree: ContentTree) => {
  const docs = contentFolders().docs;
  const file = tree.docs[0]?.file;
  return file?.includes(`${docs}/`) ? file.slice(0, file.lastIndexOf(`${docs}/`) + docs.length) : docs;
};
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TAG_PAGES = 'the docs tag pages';

/** Doc ids and routes (slugs, aliases, category indexes, the tag pages) each belong to one file. */
export function checkDocRoutes(tree: ContentTree, docs: CheckedDoc[], set: DocsSet | undefined): Issue[] {
  const issues: Issue[] = [];
  const ids = new Map<string, string>();
  for (const { entry, src } of docs) {
    const other = ids.get(entry.id);
    if (other) issues.push(error('routes/duplicate-id', src.file, `doc id "${entry.id}" is already the id of ${other}`));
    else ids.set(entry.id, src.file);
  }
  const owners = new Map<string, string>();
  const claim = (route: string, file: string, what: string) => {
    const other = owners.get(route) ?? (isDocsTagRoute(route, docsVersions().map((v) => v.pathPart)) ? TAG_PAGES : undefined);
    if (other) issues.push(error('routes/duplicate-route', file, `${what} ${routes.doc(route)} is already the route of ${other}`));
    else owners.set(route, `${file}${what === 'route' ? '' : ` (${what})`}`);
  };
  // The site's own pages (src/pages) under the docs' routeBasePath: with the docs at the root, a doc
  // with slug '/' and src/pages/index are both `/`, a duplicate route for Docusaurus too.
  for (const p of listPageFiles(path.join(tree.paths.src, 'pages'))) {
    const rest = routeUnder(p.route, routeBases().docs);
    if (rest !== null) owners.set(rest, `src/pages/${p.rel}`);
  }
  if (set) {
    for (const c of generatedIndexes(allSidebarItems(set))) {
      claim(c.generatedIndex!.slug, tree.categories.find((k) => k.dir === c.folder)?.file ?? `${c.folder}/`, 'generated index');
    }
  }
  for (const { entry, src } of docs) {
    if (entry.draft) continue;
    claim(entry.route, src.file, 'route');
    for (const a of entry.aliases) claim(a, src.file, 'alias');
    for (const t of entry.tags) if (!t.permalink) issues.push(error('tags/permalink', src.file, `tag "${t.label}" has no permalink (no letters or digits)`, { field: 'tags' }));
    if (tree.docTags.exists) {
      for (const t of entry.tags.filter((x) => x.inline)) issues.push(error('tags/inline', src.file, `tag "${t.label}" is not defined in ${tree.docTags.file}`, { field: 'tags' }));
    }
  }
  return issues;
}

/** pagination_prev / pagination_next name production docs. */
export function checkPagination(docs: CheckedDoc[], set: DocsSet): Issue[] {
  const issues: Issue[] = [];
  for (const { entry, src } of docs) {
    if (entry.draft) continue;
    for (const [key, field] of [['paginationPrev', 'pagination_prev'], ['paginationNext', 'pagination_next']] as const) {
      const id = entry[key];
      if (typeof id !== 'string') continue;
      try {
        getDoc(set, id);
      } catch (e) {
        issues.push(error('pagination/doc-id', src.file, detail(e, src.file), { field }));
      }
    }
  }
  return issues;
}
