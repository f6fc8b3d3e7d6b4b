import path from 'node:path';
import { firstH1 } from '../content/toc';
import { parseCategory } from '../docs/categories';
import { docIdOf, docRouteOf, trimSlashes } from '../docs/paths';
import { flattenSidebar, kebab } from '../docs/sidebar';
import type { CategoryMeta, DocMeta } from '../docs/types';
import { createVersion, getDoc, getSidebar, type DocsVersion } from '../docs/versions';
import { routes } from '../routes';
import { detail } from './blog';
import type { ContentTree } from './read';
import type { SourceFile } from './source';
import { error, warning, type Issue } from './types';

const optString = (v: unknown) => (typeof v === 'string' ? v : undefined);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * What lib/docs/source.ts's toMeta makes of a contentlayer document, made here from the file itself:
 * the checks run before contentlayer has generated anything.
 */
export function docMeta(src: SourceFile): DocMeta {
  const d = src.data;
  const rel = src.rel.replace(/^docs\//, '');
  const dir = path.posix.dirname(rel);
  const fileName = path.posix.basename(rel).replace(/\.mdx?$/, '');
  const prevNext = (v: unknown) => (v === undefined ? undefined : optString(v) || null);
  return {
    id: docIdOf(src.rel, optString(d.id)),
    route: docRouteOf(src.rel, optString(d.slug)),
    sourceDir: dir === '.' ? '' : dir,
    fileName,
    title: optString(d.title) ?? firstH1(src.body) ?? fileName,
    description: optString(d.description),
    sidebarLabel: optString(d.sidebar_label),
    sidebarPosition: typeof d.sidebar_position === 'number' ? d.sidebar_position : undefined,
    sidebarClassName: optString(d.sidebar_class_name),
    tags: strings(d.tags),
    draft: d.draft === true,
    unlisted: d.unlisted === true,
    paginationLabel: optString(d.pagination_label),
    paginationPrev: prevNext(d.pagination_prev),
    paginationNext: prevNext(d.pagination_next),
    aliases: strings(d.aliases).map((a) => trimSlashes(a).replace(/^docs\//, '')),
  };
}

/** Every _category_.json, read with the engine's parser; a bad one is an issue, not a crash. */
export function readCategoryMetas(tree: ContentTree, issues: Issue[]): Record<string, CategoryMeta> {
  const out: Record<string, CategoryMeta> = {};
  for (const c of tree.categories) {
    try {
      out[c.dir === '.' ? '' : c.dir] = parseCategory(c.file, c.text);
    } catch (e) {
      issues.push(error('category/json', c.file, detail(e, c.file)));
    }
  }
  return out;
}

type Owned = { doc: DocMeta; file: string };
const owned = (tree: ContentTree): Owned[] => tree.docs.filter((s) => !s.yamlError).map((s) => ({ doc: docMeta(s), file: s.file }));

/** Routes of generated category indexes, computed as lib/docs/sidebar.ts computes them. */
export function categoryRoutes(tree: ContentTree, cats: Record<string, CategoryMeta>, docs: Owned[] = owned(tree)): { route: string; file: string }[] {
  const out: { route: string; file: string }[] = [];
  for (const c of tree.categories) {
    const meta = cats[c.dir === '.' ? '' : c.dir];
    if (meta?.link?.type !== 'generated-index') continue;
    const isIndex = (d: DocMeta) => /^(index|readme)$/i.test(d.fileName) || d.fileName === c.dir.split('/').pop();
    const index = docs.find(({ doc }) => doc.sourceDir === c.dir && !doc.draft && !doc.unlisted && isIndex(doc));
    const label = meta.label ?? index?.doc.sidebarLabel ?? c.dir.split('/').pop()!;
    const slug = (meta.link.slug ?? `/category/${kebab(label)}`).replace(/^\/+/, '').replace(/^category\//, '');
    out.push({ route: trimSlashes(`category/${slug}`), file: c.file });
  }
  return out;
}

const TAG_PAGES = 'the docs tag pages (app/docs/tags)';

/** Doc ids and routes (slugs, aliases, category indexes, the tag pages) each belong to one file. */
export function checkDocRoutes(tree: ContentTree, cats: Record<string, CategoryMeta>): Issue[] {
  const issues: Issue[] = [];
  const docs = owned(tree);
  const ids = new Map<string, string>();
  for (const { doc, file } of docs) {
    const other = ids.get(doc.id);
    if (other) issues.push(error('routes/duplicate-id', file, `doc id "${doc.id}" is already the id of ${other}`));
    else ids.set(doc.id, file);
  }
  const owners = new Map<string, string>();
  const claim = (route: string, file: string, what: string) => {
    const other = owners.get(route) ?? (route === 'tags' || route.startsWith('tags/') ? TAG_PAGES : undefined);
    if (other) issues.push(error('routes/duplicate-route', file, `${what} ${routes.doc(route)} is already the route of ${other}`));
    else owners.set(route, `${file}${what === 'route' ? '' : ` (${what})`}`);
  };
  for (const c of categoryRoutes(tree, cats, docs)) claim(c.route, c.file, 'generated index');
  for (const { doc, file } of docs) {
    claim(doc.route, file, 'route');
    for (const a of doc.aliases) claim(a, file, 'alias');
    for (const t of doc.tags) if (!kebab(t)) issues.push(error('tags/permalink', file, `tag "${t}" has no permalink (no letters or digits)`, { field: 'tags' }));
  }
  return issues;
}

/** The production sidebar: its configuration errors, orphan docs, and pagination ids. */
export function checkSidebar(tree: ContentTree, cats: Record<string, CategoryMeta>, sidebarId: string): Issue[] {
  const docs = owned(tree);
  let version: DocsVersion;
  try {
    version = createVersion({ name: 'current', label: 'Next', path: routes.docsRoot(), sidebarId, docs: docs.map((d) => d.doc), categories: cats, includeDrafts: false });
  } catch (e) {
    const msg = detail(e, '');
    const file = msg.match(/^(content\/\S+?): /)?.[1];
    return [error('sidebar/config', file ?? 'content/docs', file ? detail(e, file) : msg)];
  }
  const issues: Issue[] = [];
  const inSidebar = new Set(flattenSidebar(getSidebar(version, sidebarId)).map((i) => i.docId));
  for (const { doc, file } of docs) {
    if (doc.draft) continue;
    if (!doc.unlisted && !inSidebar.has(doc.id)) {
      issues.push(warning('sidebar/orphan', file, `doc "${doc.id}" is in no sidebar and not unlisted: readers reach it only through links (set "unlisted: true" or give it a place in "${sidebarId}")`));
    }
    for (const [key, field] of [['paginationPrev', 'pagination_prev'], ['paginationNext', 'pagination_next']] as const) {
      const id = doc[key];
      if (typeof id !== 'string') continue;
      try {
        getDoc(version, id);
      } catch (e) {
        issues.push(error('pagination/doc-id', file, detail(e, file), { field }));
      }
    }
  }
  return issues;
}
