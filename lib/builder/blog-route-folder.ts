/**
 * The blog's route folder under app/, at the blog's `routeBasePath` (plugin-content-blog routes.ts:
 * every blog route is `normalizeUrl([baseUrl, routeBasePath, …])`, so the list, its pages, posts,
 * tags, authors, archive and feeds all move with it).
 *
 * Next routes by folders, so the blog's pages are written from one template (app-templates/blog/)
 * into `app/<routeBasePath>/` before `next build` or `next dev` reads app/: `app/blog/` by default,
 * `app/news/` or `app/updates/blog/` for a site that says so. A catch-all for the blog would serve the
 * same URLs, but its page carries the docs' and the blog's code at once (150.8 KB of first-load JS
 * on the largest page, over the 150 KB budget), where a folder of its own carries only the blog's.
 *
 * The generated folder is marked (MARK) and ignored by git (its own .gitignore); a folder of app/
 * without the mark is the engine's own route, which a blog base may not take.
 *
 * A blog at the root (routeBasePath '/', Docusaurus's blog-only mode) has its list at `/`, posts at
 * `/<slug>`, and `/tags/…`, `/archive`, `/authors/…`, `/page/N` (plugin-content-blog routes.ts and
 * blogUtils.ts: every path is `normalizeUrl([baseUrl, routeBasePath, …])` with routeBasePath '/').
 * Next cannot have the template's `[...slug]` beside the site's own catch-all (app/(site)/[...path]),
 * so the template's fixed folders (tags, archive, authors, page) are written at app/(site)/, each with
 * the blog's layout, the list at `/` is the home route's (./home-route.ts), and the catch-all renders
 * the posts through `oso-root-posts`: next.config.ts gives it the posts' code only when the blog is
 * at the root (./code-variants.ts), so other sites' pages carry none of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { blogRouteNamesProblem, isRouteFolderPath, DEFAULT_ROUTE_BASES, DEFAULT_ROUTE_NAMES, normalizeRouteBasePath, type RouteNames } from '../route-bases';
import { SITE_ROUTES, templateFiles, writeGeneratedFolders } from './generated-route-folder';

/** The blog's route folder, as the template every site's blog folder is written from. */
export const BLOG_TEMPLATE = 'app-templates/blog';
/** The file that marks a top-level folder of app/ as generated here. */
const MARK = '.generated-blog-routes';
const MARK_TEXT = `Written by lib/builder/blog-route-folder.ts from ${BLOG_TEMPLATE}/ for the blog's routeBasePath; do not edit (npm run build and npm run dev write it again).\n`;

/** The template's folder the posts are in: served by the site's catch-all when the blog is at the root. */
const POSTS_FOLDER = '[...slug]';

/**
 * What the blog's sub-routes are called, and which exist: the blog plugin's `tagsBasePath`,
 * `archiveBasePath` (null: no archive page), `authorsBasePath` and `pageBasePath` (plugin-content-blog
 * options.ts; routes.ts joins each under the blog's base, and blogUtils.ts paginateBlogPosts puts a
 * list's pages 2… at `<list>/<pageBasePath>/<n>` for the blog, each tag and each author), and
 * `authorsList`: whether authors.yml has an author (routes.ts createAuthorsRoutes builds the authors
 * list page only then).
 */
export type BlogRouteNames = Pick<RouteNames, 'blogTags' | 'blogArchive' | 'blogAuthors' | 'blogPage'> & { authorsList: boolean };
export const DEFAULT_BLOG_ROUTE_NAMES: BlogRouteNames = { ...DEFAULT_ROUTE_NAMES, authorsList: true };

/** The template's fixed top folders, by the option that names each. */
const NAMED_TOP = { tags: 'blogTags', archive: 'blogArchive', authors: 'blogAuthors', page: 'blogPage' } as const;

/**
 * The template's files (relative path → text) at the folders `names` gives: `tags/…` at the
 * tagsBasePath, `archive/` at the archiveBasePath (left out when null), `authors/…` at the
 * authorsBasePath (its list page left out without an author in authors.yml), and each list's
 * `page/[page]` (the blog's, a tag's, an author's) at the pageBasePath. A name with slashes is
 * folders inside folders ('all/tags').
 */
export function namedBlogFiles(files: Map<string, string>, names: BlogRouteNames): Map<string, string> {
  const out = new Map<string, string>();
  const at = (v: string) => normalizeRouteBasePath(v).split('/');
  for (const [rel, text] of files) {
    const parts = rel.split(path.sep);
    const dirs = parts.slice(0, -1);
    const top = dirs[0] as keyof typeof NAMED_TOP | undefined;
    if (top === 'archive' && names.blogArchive === null) continue;
    if (top === 'authors' && dirs.length === 1 && !names.authorsList) continue;
    const mapped = dirs.flatMap((d, i) => {
      if (i === 0 && top && Object.hasOwn(NAMED_TOP, top)) return at(names[NAMED_TOP[top]] as string);
      // A tag's or an author's pages 2…: `tags/[tag]/page/[page]`.
      if (d === 'page' && i > 0 && dirs[i - 1].startsWith('[')) return at(names.blogPage);
      return [d];
    });
    out.set(path.join(...mapped, parts[parts.length - 1]), text);
  }
  return out;
}

/**
 * The blog's route folders at the site's root, from the template's files (relative path → text):
 * each top-level folder but the posts' (tags, archive, authors, page), each with the template's
 * layout. The template's list page (page.tsx) is the home route's `/`.
 */
export function rootBlogFolders(files: Map<string, string>): Map<string, Map<string, string>> {
  const layout = files.get('layout.tsx');
  const folders = new Map<string, Map<string, string>>();
  for (const [rel, text] of files) {
    const [top, ...rest] = rel.split(path.sep);
    if (!rest.length || top === POSTS_FOLDER) continue;
    if (!folders.has(top)) folders.set(top, new Map(layout === undefined ? [] : [['layout.tsx', layout]]));
    folders.get(top)!.set(path.join(...rest), text);
  }
  return folders;
}

/** The folder of app/ the blog's routes go to, for a base without slashes ('news', 'updates/blog'): in the engine's route group. */
export const blogRouteFolder = (base: string) => path.posix.join(...SITE_ROUTES.split(path.sep), ...base.split('/'));

/**
 * Writes the blog's route folder for `base` (the blog's routeBasePath, normalised: no slashes, not
 * '') under `root`/app/(site) and removes any other generated one. Returns the folder, relative to `root`.
 */
export function writeBlogRouteFolder(base: string, root = process.cwd(), names: BlogRouteNames = DEFAULT_BLOG_ROUTE_NAMES): string {
  const segments = base.split('/');
  if (base && !isRouteFolderPath(base)) {
    throw new Error(`blog routeBasePath "${base}": not a folder the blog's routes can be written to (a path such as "blog", "news" or "updates/blog"; Next reads [ ] ( ) @ % and a leading _ in a folder name as its own syntax)`);
  }
  // Written at app/<base> before the engine's routes moved into app/(site)/: not a route any more.
  const app = path.join(root, 'app');
  for (const d of fs.readdirSync(app, { withFileTypes: true })) if (d.isDirectory() && fs.existsSync(path.join(app, d.name, MARK))) fs.rmSync(path.join(app, d.name), { recursive: true, force: true });
  const namesProblem = blogRouteNamesProblem(names);
  if (namesProblem) throw new Error(`blog ${namesProblem}`);
  const files = namedBlogFiles(templateFiles(path.join(root, BLOG_TEMPLATE)), names);
  if (!base) {
    writeGeneratedFolders({
      parent: path.join(root, SITE_ROUTES),
      mark: MARK,
      markText: MARK_TEXT,
      folders: rootBlogFolders(files),
      taken: (top) => `blog routeBasePath "/": the blog's /${top} is one of this engine's own routes (${blogRouteFolder(top)}/)`,
    });
    return SITE_ROUTES.split(path.sep).join('/');
  }
  const inTop = new Map([...files].map(([rel, text]) => [path.join(...segments.slice(1), rel), text]));
  writeGeneratedFolders({
    parent: path.join(root, SITE_ROUTES),
    mark: MARK,
    markText: MARK_TEXT,
    folders: new Map([[segments[0], inTop]]),
    taken: (top) => `blog routeBasePath "${base}": /${top} is one of this engine's own routes (${blogRouteFolder(top)}/); give the blog another routeBasePath`,
  });
  return blogRouteFolder(base);
}

/**
 * `npm run build` and `npm run dev`, before Next reads app/: the content folder's blog route folder.
 * A configuration that does not load leaves the default folder, for the checks to report it by file
 * and key; a base that cannot be a folder here stops with one line naming it.
 */
export async function writeSiteBlogRouteFolder(root = process.cwd()): Promise<string> {
  let base = DEFAULT_ROUTE_BASES.blog;
  let names = DEFAULT_BLOG_ROUTE_NAMES;
  try {
    const { site } = await import('../site');
    base = site.blog.routeBasePath;
    names = await siteBlogRouteNames(site.blog);
  } catch {
    // reported by the checks, naming the file and key
  }
  try {
    return writeBlogRouteFolder(base, root, names);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    process.exit(1);
  }
}

/**
 * The site's blog route names: its options, and whether the default locale's authors.yml has an
 * author (read again by each build and each start of `npm run dev`; an authors.yml that does not
 * parse leaves the list page, for the checks to report the file).
 */
export async function siteBlogRouteNames(blog: { tagsBasePath: string; archiveBasePath: string | null; authorsBasePath: string; pageBasePath: string }): Promise<BlogRouteNames> {
  let authorsList = true;
  try {
    const { readAuthors } = await import('../docusaurus/blog-authors');
    const { contentPaths } = await import('../env');
    authorsList = Object.keys(readAuthors(contentPaths().blog, (f) => f)).length > 0;
  } catch {
    // reported by the checks
  }
  return { blogTags: blog.tagsBasePath, blogArchive: blog.archiveBasePath, blogAuthors: blog.authorsBasePath, blogPage: blog.pageBasePath, authorsList };
}
