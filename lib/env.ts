/**
 * What the build reads from the environment (server and build code; the base path, which the
 * browser needs too, is lib/url.ts): where content lives and where the export goes. `CONTENT_DIR` points the
 * build at any folder laid out as a Docusaurus site (docs/, blog/, static/, src/, and an optional
 * site.config.json); unset, it is the project's own content/. Server and build code only.
 */
import path from 'node:path';
import { contentFolders } from './content-folders';

const OWN_CONTENT = path.resolve('content');

/** `next dev` and the dev build checks: drafts are routed there, never in a production build. */
export const isDev = process.env.NODE_ENV !== 'production';

/**
 * Where the export goes: out/, or `OUT_DIR` (a second build beside the first, e.g. the Docusaurus
 * sample the end-to-end tests build into out-compat/). As given (next.config.ts's distDir), and absolute.
 * While `npm run build` runs, its phases see the staging folder here (`out-partial`, lib/builder/out-dir.ts).
 */
export const OUT_DIR_NAME = process.env.OUT_DIR?.trim() || 'out';
export const OUT_DIR = path.resolve(OUT_DIR_NAME);

function contentRoot(): string {
  const v = process.env.CONTENT_DIR?.trim();
  return v ? path.resolve(v) : OWN_CONTENT;
}

/** The content folder and the parts of it the engine reads (absolute paths). */
export function contentPaths(root = contentRoot()) {
  return {
    root,
    // The docs and blog plugins' `path` (lib/content-folders.ts: 'docs' and 'blog' unless the config says).
    docs: path.join(root, contentFolders().docs),
    blog: path.join(root, contentFolders().blog),
    /** Served from the site root, as Docusaurus serves static/. */
    static: path.join(root, 'static'),
    /** The site's own components, reached with `@site/src/…` or relative imports. */
    src: path.join(root, 'src'),
    siteConfig: path.join(root, 'site.config.json'),
  };
}

export type ContentPaths = ReturnType<typeof contentPaths>;

/** A content file's path as messages name it: `content/docs/a.mdx`, or relative to the project. */
export function displayPath(paths: ContentPaths, rel: string): string {
  const abs = path.join(paths.root, rel);
  const shown = path.relative(process.cwd(), abs).split(path.sep).join('/');
  return shown.startsWith('..') ? abs : shown;
}
