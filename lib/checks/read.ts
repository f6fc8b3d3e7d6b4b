import fs from 'node:fs';
import path from 'node:path';
import { readAuthors, type Author } from '../docusaurus/blog-authors';
import { parseSource, type SourceFile } from '../source-file';
import { readTagsFile, type Tag } from '../docusaurus/tags';
import { CATEGORY_FILE } from '../docusaurus/categories';
import { isContentPage } from '../docusaurus/page-files';
import type { ContentPaths } from '../env';
import { walkFiles } from '../fs-walk';

/** A file the engine reads (authors.yml, tags.yml), read with the engine's own reader: its value, or why not. */
export type Loaded<T> = { value: T; file: string; error?: string; exists: boolean };

/** Everything in a content folder the checks read, loaded once; the rules are pure functions over it. */
export type ContentTree = {
  paths: ContentPaths;
  docs: SourceFile[];
  posts: SourceFile[];
  /** Category files: folder relative to docs/ ('' at the root) → file and text. */
  categories: { dir: string; file: string; text: string }[];
  authors: Loaded<Record<string, Author>>;
  blogTags: Loaded<Record<string, Tag>>;
  docTags: Loaded<Record<string, Tag>>;
  /** Files served from the site root (public/ and the content's static/), as URL paths: /img/x.svg */
  staticFiles: Set<string>;
  /** Every file of the content folder, relative to it (images and data beside docs and posts). */
  contentFiles: Set<string>;
  /** How messages name a file of the folder, given its absolute path. */
  shownPath: (abs: string) => string;
};

const posix = (p: string) => p.split(path.sep).join('/');

const walk = (dir: string) =>
  walkFiles(dir, (name) => name === 'node_modules' || name.startsWith('.'))
    .map((f) => path.join(dir, f))
    .sort();

/** How messages name a file: relative to a folder (the working directory). */
export const shownFrom = (root: string) => (abs: string) => posix(path.relative(root, abs)) || abs;

function loaded<T>(file: string, shownPath: (abs: string) => string, read: () => T, empty: T): Loaded<T> {
  const shown = shownPath(file);
  try {
    return { value: read(), file: shown, exists: fs.existsSync(file) };
  } catch (e) {
    const message = (e as Error).message;
    return { value: empty, file: shown, exists: true, error: message.startsWith(`${shown}: `) ? message.slice(shown.length + 2) : message };
  }
}

/**
 * Read a content folder (the project's content/, a CONTENT_DIR, or a test fixture) and the public/
 * served beside it; messages name files relative to `displayRoot`.
 */
export function readContent(paths: ContentPaths, publicDir: string, displayRoot = process.cwd()): ContentTree {
  const shownPath = shownFrom(displayRoot);
  const sources = (dir: string) =>
    walk(dir)
      .map((f) => ({ f, rel: posix(path.relative(paths.root, f)) }))
      .filter(({ rel }) => isContentPage(rel))
      .map(({ f, rel }) => parseSource(shownPath(f), rel, fs.readFileSync(f, 'utf8')));
  const categories = walk(paths.docs)
    .filter((f) => CATEGORY_FILE.test(path.basename(f)))
    .map((f) => ({ dir: posix(path.relative(paths.docs, path.dirname(f))).replace(/^\.$/, ''), file: shownPath(f), text: fs.readFileSync(f, 'utf8') }));
  const served = (dir: string) => walk(dir).map((f) => `/${posix(path.relative(dir, f))}`);
  return {
    paths,
    docs: sources(paths.docs),
    posts: sources(paths.blog),
    categories,
    authors: loaded(path.join(paths.blog, 'authors.yml'), shownPath, () => readAuthors(paths.blog, shownPath), {}),
    blogTags: loaded(path.join(paths.blog, 'tags.yml'), shownPath, () => readTagsFile(paths.blog, shownPath), {}),
    docTags: loaded(path.join(paths.docs, 'tags.yml'), shownPath, () => readTagsFile(paths.docs, shownPath), {}),
    staticFiles: new Set([...served(publicDir), ...served(paths.static)]),
    contentFiles: new Set(walk(paths.root).map((f) => posix(path.relative(paths.root, f)))),
    shownPath,
  };
}
