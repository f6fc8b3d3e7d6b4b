import path from 'node:path';
import { postSlugOf } from '../blog/files';
import { resolveTag } from '../blog/tags';
import { extractHeadings } from '../content/toc';
import { kebab } from '../docs/sidebar';
import type { CategoryMeta } from '../docs/types';
import { routes } from '../routes';
import type { BlogIndex } from './blog';
import { linksOf } from './body';
import { categoryRoutes, docMeta } from './docs';
import { isMdLink, resolveMdLink, type Lookup } from './md-links';
import type { ContentTree } from './read';
import type { SourceFile } from './source';
import { error, warning, type Issue } from './types';

/** What a production build publishes, as far as links in content reach it, known before building. */
export type RouteIndex = {
  /** URL without base path → heading ids of the page, or null when they are not known here. */
  pages: Map<string, Set<string> | null>;
  publicFiles: Set<string>;
  /** Every file under content/, relative to it: a post's images and data sit beside it. */
  contentFiles: Set<string>;
  lookup: Lookup;
};

const headingIds = (s: SourceFile) => new Set(extractHeadings(s.body).map((h) => h.id));
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const routed = (s: SourceFile) => !s.yamlError && s.data.draft !== true;
const slugOf = (s: SourceFile) => (typeof s.data.slug === 'string' ? s.data.slug : undefined);

export function routeIndex(tree: ContentTree, blog: BlogIndex, cats: Record<string, CategoryMeta>): RouteIndex {
  const pages = new Map<string, Set<string> | null>();
  const fixed = [routes.home(), routes.search(), routes.docsRoot(), routes.docsTags(), routes.blog(), routes.blogArchive(), routes.blogTags(), routes.blogAuthors(), routes.rss(), routes.atom(), routes.jsonFeed()];
  for (const u of fixed) pages.set(u, null);
  for (const s of tree.docs.filter(routed)) {
    const m = docMeta(s);
    for (const r of [m.route, ...m.aliases]) pages.set(routes.doc(r), headingIds(s));
    if (!m.unlisted) for (const t of m.tags) pages.set(routes.docsTag(kebab(t)), null);
  }
  for (const c of categoryRoutes(tree, cats)) pages.set(routes.doc(c.route), null);
  for (const p of tree.posts.filter(routed)) {
    pages.set(routes.post(postSlugOf(p.rel, slugOf(p))), headingIds(p));
    if (p.data.unlisted === true) continue;
    for (const t of strings(p.data.tags)) pages.set(routes.blogTag(resolveTag(t, blog.tags).permalink), null);
    for (const a of strings(p.data.authors)) pages.set(routes.blogAuthor(a), null);
  }
  const targets = new Map([...tree.docs, ...tree.posts].map((s) => [s.rel, { rel: s.rel, data: s.data }]));
  return { pages, publicFiles: tree.publicFiles, contentFiles: tree.contentFiles, lookup: (rel) => targets.get(rel) };
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** List pages past the first: known to exist when their first page does. */
const PAGED = /^(\/blog(?:\/(?:tags|authors)\/[^/]+)?\/)page\/\d+\/$/;

function pageUrlOf(s: SourceFile): string {
  return s.kind === 'post' ? routes.post(postSlugOf(s.rel, slugOf(s))) : routes.doc(docMeta(s).route);
}

/** "/docs/a" → "/docs/a/" (the export's trailing slash); files keep their name. */
function normalise(pathname: string): string {
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.') || pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * Links in a body, checked against the routes the build will make: .md/.mdx links must resolve
 * (warning), /docs and /blog links must reach a page, asset paths a file of public/ (error),
 * and #anchors a heading of their target (warning). Other paths wait for the export check.
 */
export function checkSourceLinks(src: SourceFile, index: RouteIndex): Issue[] {
  const issues: Issue[] = [];
  const self = pageUrlOf(src);
  for (const l of linksOf(src)) {
    let url = l.url;
    if (EXTERNAL.test(url) || url === '#') continue;
    if (isMdLink(url)) {
      const to = resolveMdLink(src.rel, url, index.lookup);
      if (!to) {
        issues.push(warning('content/md-link', src.file, `markdown link "${url}" does not resolve to a doc or post`, { line: l.line }));
        continue;
      }
      url = to;
    }
    if (!url.startsWith('/') && !url.startsWith('#') && index.contentFiles.has(path.posix.join(path.posix.dirname(src.rel), url.replace(/[?#].*$/, '')))) continue;
    let target: URL;
    let page: string;
    try {
      target = new URL(url, `http://site${self}`);
      page = normalise(decodeURIComponent(target.pathname));
    } catch {
      issues.push(error('links/internal', src.file, `link "${l.url}" is not a valid URL`, { line: l.line }));
      continue;
    }
    const known = index.pages.has(page) || index.publicFiles.has(page) || (PAGED.test(page) && index.pages.has(page.replace(PAGED, '$1')));
    const ours = page.startsWith('/docs/') || page.startsWith('/blog/') || /\.[a-z0-9]+$/i.test(page);
    if (!known) {
      if (ours) issues.push(error('links/internal', src.file, `link "${l.url}" goes to ${page}, which the site does not have`, { line: l.line }));
      continue;
    }
    const anchor = decodeURIComponent(target.hash.slice(1));
    const ids = index.pages.get(page);
    if (anchor && ids && !ids.has(anchor)) {
      issues.push(warning('links/anchor', src.file, `link "${l.url}": ${page} has no heading with the id "${anchor}"`, { line: l.line }));
    }
  }
  return issues;
}
