/**
 * The site's `/`, a route of its own (app/(site)/page.tsx) written before `next build` or `next dev` reads
 * app/, as the blog's route folder is (./blog-route-folder.ts). In one catch-all with the docs, the
 * landing page carried the docs' client code (4.4 KB); here each `/` carries only what it shows:
 *
 * - the site's src/pages/index page (the pages plugin's `/`): app-templates/home/page.tsx;
 * - else, with the docs at the root (routeBasePath '/'), the doc there: app-templates/home/doc.tsx;
 * - else, with the blog at the root (blog-only mode, routeBasePath '/'), the blog's first list page:
 *   app-templates/home/blog.tsx (plugin-content-blog's blogUtils/routes put the list at the
 *   routeBasePath; its other pages are at the root too, ./blog-route-folder.ts);
 * - else no `/` at all, as Docusaurus builds none.
 *
 * The written file starts with MARK and is ignored by git; an app/(site)/page.tsx without it is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPageFiles } from '../docusaurus/page-files';
import { SITE_ROUTES } from './generated-route-folder';

export const HOME_TEMPLATES = 'app-templates/home';
export type HomeKind = 'page' | 'doc' | 'blog';
const MARK = '// Written by lib/builder/home-route.ts from app-templates/home/; do not edit (npm run build and npm run dev write it again).\n';

/** Which `/` a site has: its src/pages index, else the docs' root doc when the docs are at the root, else the blog's list when the blog is, else none. */
export const homeKindOf = (has: { indexPage: boolean; docsAtRoot: boolean; blogAtRoot?: boolean }): HomeKind | null =>
  has.indexPage ? 'page' : has.docsAtRoot ? 'doc' : has.blogAtRoot ? 'blog' : null;

/** Writes (or removes) `root`/app/(site)/page.tsx for `kind`; a file already as it should be is left alone (next dev watches app/). */
export function writeHomeRoute(kind: HomeKind | null, root = process.cwd()): void {
  const file = path.join(root, SITE_ROUTES, 'page.tsx');
  // Written at app/page.tsx before the engine's routes moved into app/(site)/.
  const legacy = path.join(root, 'app', 'page.tsx');
  if (fs.existsSync(legacy) && fs.readFileSync(legacy, 'utf8').startsWith(MARK)) fs.rmSync(legacy);
  const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (now !== undefined && !now.startsWith(MARK)) throw new Error('app/(site)/page.tsx was not written by lib/builder/home-route.ts: the site\'s `/` is its src/pages/index page, its docs\' root doc or its blog\'s list');
  if (!kind) {
    if (now !== undefined) fs.rmSync(file);
    return;
  }
  const text = MARK + fs.readFileSync(path.join(root, HOME_TEMPLATES, `${kind}.tsx`), 'utf8');
  if (now !== text) fs.writeFileSync(file, text);
}

/** `npm run build` and `npm run dev`, before Next reads app/: the content folder's `/`. */
export async function writeSiteHomeRoute(root = process.cwd()): Promise<void> {
  let has = { indexPage: false, docsAtRoot: false, blogAtRoot: false };
  try {
    const { site } = await import('../site');
    const { contentPaths } = await import('../env');
    const pages = path.join(contentPaths().root, 'src', 'pages');
    const indexPage = fs.existsSync(pages) && listPageFiles(pages).some((p) => p.route === '');
    has = { indexPage, docsAtRoot: site.docs.enabled && site.docs.routeBasePath === '', blogAtRoot: site.blog.enabled && site.blog.listAtRoot === true };
  } catch {
    // a configuration or src/pages that does not load is reported by the checks, naming the file
  }
  try {
    writeHomeRoute(homeKindOf(has), root);
  } catch (e) {
    console.error(`✖ ${(e as Error).message}`);
    process.exit(1);
  }
}
