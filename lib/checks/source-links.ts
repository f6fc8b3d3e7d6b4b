import path from 'node:path';
import { routeBases } from '../route-bases';
import { docTags } from '../docs/tags';
import { generatedIndexes } from '../docs/sidebar';
import { allSidebarItems, type DocsSet } from '../docs/docs-set';
import { docusaurusPermalink, isRelativeLink, resolveRelativeLink } from '../docusaurus/permalinks';
import { groupByTag } from '../docusaurus/tags';
import type { SourceFile } from '../source-file';
import { routes } from '../routes';
import type { CheckedPost } from './blog';
import { fileLine } from './body';
import type { BodyLink } from '../content/body-parts';
import type { CheckedDoc } from './docs';
import { isMdLink, resolveMdLink, type Lookup } from '../docusaurus/md-links';
import type { ContentTree } from './read';
import { error, warning, type Issue } from './types';
import { authoredPath, hasFileExtension, isExternal, isUnder, withoutTrailingSlash, withTrailingSlash } from '../url';
import { isContentPage, listPageFiles } from '../docusaurus/page-files';
import fs from 'node:fs';
import { walkFiles } from '../fs-walk';
import { parseSource } from '../source-file';
import { docLocation } from '../docusaurus/locations';
import { CURRENT_VERSION, docsVersions } from '../docusaurus/versions';

/**
 * The routes of the snapshots' docs (versioned_docs/version-<name>/, lib/docusaurus/versions.ts):
 * the checks read the working copy only, but its links may reach any version built, the last one
 * at the docs' root above all. Their headings are not read here (null: anchors unchecked).
 */
export function snapshotRoutes(root: string): string[] {
  return docsVersions()
    .filter((v) => v.name !== CURRENT_VERSION && fs.existsSync(path.join(root, v.dir)))
    .flatMap((v) =>
      walkFiles(path.join(root, v.dir), (name) => name === 'node_modules')
        .map((rel) => `${v.dir}/${rel.split(path.sep).join('/')}`)
        .filter(isContentPage)
        .flatMap((source) => {
          try {
            const { data } = parseSource(source, source, fs.readFileSync(path.join(root, source), 'utf8'));
            return [routes.doc(docLocation(source, data).route)];
          } catch {
            return [];
          }
        }),
    );
}

/** What a production build publishes, as far as links in content reach it, known before building. */
export type RouteIndex = {
  /** URL without base path → heading ids of the page, or null when they are not known here. */
  pages: Map<string, Set<string> | null>;
  staticFiles: Set<string>;
  /** Every file of the content folder, relative to it: images and data beside docs and posts. */
  contentFiles: Set<string>;
  lookup: Lookup;
  /** This site's origin (site.url): absolute links to it are checked as internal ones. */
  origin: string;
  /** The site's base path ('' at a host's root). */
  basePath: string;
};

export function routeIndex(tree: ContentTree, docs: CheckedDoc[], posts: CheckedPost[], set: DocsSet | undefined, opts: { siteUrl: string; basePath?: string; blog?: boolean; docs?: boolean }): RouteIndex {
  const pages = new Map<string, Set<string> | null>();
  // `/` is a page only when the site has its own (src/pages/index.*, below).
  // The archive only with an archiveBasePath, the authors list only with an author in authors.yml (plugin-content-blog routes.ts).
  const blog = opts.blog === false ? [] : [routes.blog(), routes.blogArchive(), routes.blogTags(), ...(Object.keys(tree.authors.value).length ? [routes.blogAuthors()] : []), routes.rss(), routes.atom(), routes.jsonFeed()].filter((u): u is string => u !== null);
  const fixed = [routes.search(), ...(opts.docs === false ? [] : [routes.docsRoot()]), ...blog];
  for (const u of fixed) pages.set(u, null);
  // A Docusaurus site's own pages (src/pages), compiled after these checks run.
  for (const p of listPageFiles(tree.paths.src + '/pages')) pages.set(routes.sitePage(p.route), null);
  const ids = (headings: { id: string }[]) => new Set(headings.map((h) => h.id));
  for (const r of snapshotRoutes(tree.paths.root)) pages.set(r, null);
  const routed = docs.filter((d) => !d.entry.draft);
  for (const { entry } of routed) for (const r of [entry.route, ...entry.aliases]) pages.set(routes.doc(r), ids(entry.headings));
  // The tag pages, under each version's path (the checks read the working copy's docs; a snapshot's
  // tags are taken to be among them, so a link to a version's tag page is not reported broken).
  const tagged = docTags(routed.filter((d) => !d.entry.unlisted).map((d) => d.entry));
  for (const v of docsVersions()) {
    if (tagged.length) pages.set(routes.docsTags(v.pathPart), null);
    for (const { tag } of tagged) pages.set(routes.docsTag(tag.permalink, v.pathPart), null);
  }
  if (set) for (const c of generatedIndexes(allSidebarItems(set))) pages.set(c.href!, null);
  const listed = posts.filter((p) => !p.entry.draft);
  for (const { entry } of listed) pages.set(routes.post(entry.slug), ids(entry.headings));
  const shown = listed.filter((p) => !p.entry.unlisted).map((p) => p.entry);
  for (const { tag } of groupByTag(shown)) pages.set(routes.blogTag(tag.permalink), null);
  for (const author of Object.values(tree.authors.value)) if (author.page) pages.set(routes.blogAuthor(author.key), null);
  const targets = new Map([...tree.docs, ...tree.posts].map((s) => [s.rel, { rel: s.rel, data: s.data }]));
  // Keyed in one form whatever trailingSlash says, as links are looked up (normalise).
  return { pages: new Map([...pages].map(([route, ids]) => [normalise(route), ids])), staticFiles: tree.staticFiles, contentFiles: tree.contentFiles, lookup: (rel) => targets.get(rel), origin: withoutTrailingSlash(opts.siteUrl), basePath: opts.basePath ?? '' };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** List pages past the first, under the blog's routeBasePath: known to exist when their first page does. */
const paged = () => {
  const b = routeBases();
  return new RegExp(`^(${escapeRe(normalise(routes.blog()))}(?:(?:${escapeRe(b.blogTags)}|${escapeRe(b.blogAuthors)})/[^/]+/)?)${escapeRe(b.blogPage)}/\\d+/$`);
};

/** "/docs/a" → "/docs/a/", the one form routes are compared in (a site's trailingSlash aside); files keep their name. */
function normalise(pathname: string): string {
  // A file has an extension (lib/url.ts): a post slugged `vui-0.3.0` is a page, as in Docusaurus.
  return hasFileExtension(pathname) ? pathname : withTrailingSlash(pathname);
}

/**
 * Links in a body, checked against the routes the build will make, each resolved as the compile
 * resolves it (lib/content/remark-links.ts): .md/.mdx links must resolve (content/md-link), files
 * beside the content must exist, pages and static files must be there (links/internal), and
 * #anchors must name a heading of their target (warning). The settings decide how severe each is.
 */
export function checkSourceLinks(src: SourceFile, links: BodyLink[], index: RouteIndex): Issue[] {
  const issues: Issue[] = [];
  const permalink = docusaurusPermalink({ source: src.rel, data: src.data });
  const dir = path.posix.dirname(src.rel);
  for (const link of links) {
    const l = { ...link, line: fileLine(src, link.line) };
    let url = l.url;
    let absolute = false;
    if (index.origin && isUnder(url, index.origin)) {
      url = url.slice(index.origin.length) || '/';
      absolute = true;
    } else if (isExternal(url) || url === '#') continue;
    // `/base/img/a.png` written with the base path is the site's `/img/a.png`, as the page renders it.
    url = authoredPath(url, index.basePath);
    if (isMdLink(url)) {
      const to = resolveMdLink(src.rel, url, index.lookup);
      if (!to) {
        issues.push(warning('content/md-link', src.file, `markdown link "${url}" does not resolve to a doc or post`, { line: l.line }));
        continue;
      }
      url = to;
    }
    if (isRelativeLink(url)) {
      const file = path.posix.normalize(path.posix.join(dir, safeDecode(url.replace(/[?#].*$/, ''))));
      if (index.contentFiles.has(file)) continue;
      if (hasFileExtension(file) && !/\.html?$/i.test(file)) {
        issues.push(error('links/internal', src.file, `${l.image ? 'image' : 'file'} "${l.url}" is not there (${file})`, { line: l.line }));
        continue;
      }
      url = resolveRelativeLink(permalink, url);
    }
    let target: URL;
    let page: string;
    try {
      target = new URL(url, `http://site${permalink}`);
      page = normalise(decodeURIComponent(target.pathname));
    } catch {
      issues.push(error('links/internal', src.file, `link "${l.url}" is not a valid URL`, { line: l.line }));
      continue;
    }
    const known = index.pages.has(page) || index.staticFiles.has(page) || (paged().test(page) && index.pages.has(page.replace(paged(), '$1')));
    const ours = absolute || page.startsWith(routes.docsRoot()) || page.startsWith(routes.blog()) || hasFileExtension(page);
    if (!known) {
      if (ours) issues.push(error('links/internal', src.file, `link "${l.url}" goes to ${page}, which the site does not have`, { line: l.line, absolute, target: page }));
      continue;
    }
    const anchor = safeDecode(target.hash.slice(1));
    const ids = index.pages.get(page);
    if (anchor && ids && !ids.has(anchor)) {
      issues.push(warning('links/anchor', src.file, `link "${l.url}": ${page} has no heading with the id "${anchor}"`, { line: l.line }));
    }
  }
  return issues;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
