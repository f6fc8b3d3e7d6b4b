/**
 * Where the docs and the blog are read from: the `path` of Docusaurus's docs and blog plugins
 * (plugin-content-docs and plugin-content-blog options.ts: 'docs' and 'blog' unless set), relative to
 * the site folder. lib/site.ts sets them once validated; lib/env.ts's contentPaths() reads them, and
 * so does every reader of a content file's path (contentlayer's `sourceFilePath`, `docs/a.mdx` or
 * `documentation/a.mdx`): which plugin it belongs to, and its path inside that plugin's folder.
 *
 * No Node imports: a pure setting, as lib/route-bases.ts is.
 */
import { withoutTrailingSlash } from './url';

export type ContentFolders = { docs: string; blog: string };

/** The plugins' defaults. */
export const DEFAULT_CONTENT_FOLDERS: ContentFolders = { docs: 'docs', blog: 'blog' };

/** 'docs', './docs/' and 'docs\\' are one folder: kept with `/` between segments, without leading `./` or trailing slash. */
export const normalizeContentFolder = (value: string) =>
  withoutTrailingSlash(
    value
      .trim()
      .replace(/\\/g, '/')
      .replace(/\/{2,}/g, '/')
      .replace(/^(\.\/)+/, ''),
  );

let current: ContentFolders = DEFAULT_CONTENT_FOLDERS;

/** The folders content is read from (the defaults until the site's settings are loaded). */
export const contentFolders = (): ContentFolders => current;

/** Called by lib/site.ts with the validated settings (and by tests). */
export function setContentFolders(folders: ContentFolders): void {
  current = { docs: normalizeContentFolder(folders.docs), blog: normalizeContentFolder(folders.blog) };
}

let translatedDocs: string[] = [];

/**
 * The folders of the other locales' translated docs (`i18n/zh-CN/docusaurus-plugin-content-docs`,
 * lib/docusaurus/i18n.ts localizedContentFolder without its version): compiled beside the docs, each
 * file replacing its default twin on its locale's page (lib/i18n/sources.ts). None with one locale.
 */
export const translatedDocFolders = (): string[] => translatedDocs;

/** Called by lib/site.ts with the resolved i18n settings (and by tests). */
export function setTranslatedDocFolders(folders: string[]): void {
  translatedDocs = folders.map(normalizeContentFolder);
}

let translatedPosts: string[] = [];

/**
 * The folders of the other locales' translated posts (`i18n/zh-CN/docusaurus-plugin-content-blog`):
 * compiled beside the posts, each file replacing its default twin in its locale's blog
 * (lib/blog/source.ts). None with one locale, or without a blog.
 */
export const translatedBlogFolders = (): string[] => translatedPosts;

/** Called by lib/site.ts with the resolved i18n settings (and by tests). */
export function setTranslatedBlogFolders(folders: string[]): void {
  translatedPosts = folders.map(normalizeContentFolder);
}

/** A translated post's folder and its path inside it (`2024-01-01-a.md`, as the blog folder holds its twin); null for any other file. */
export function translatedPostOf(rel: string): { folder: string; rel: string } | null {
  for (const folder of translatedPosts) {
    const r = inside(rel, folder);
    if (r !== null) return { folder, rel: r };
  }
  return null;
}

/** `rel` (relative to the site folder) inside `folder`, as a path inside it; null when outside. */
const inside = (rel: string, folder: string): string | null => (rel.startsWith(`${folder}/`) ? rel.slice(folder.length + 1) : null);

/** A content file under the blog's folder is a post (Docusaurus's blog plugin reads that folder). */
export const isPostSource = (rel: string) => inside(rel, current.blog) !== null;
/**
 * The folder of the docs' snapshots, one `version-<name>/` each (plugin-content-docs
 * versions/files.ts, for the default instance), beside the docs' own folder.
 */
export const VERSIONED_DOCS = 'versioned_docs';
/** A snapshot's folder holding `rel`, with its slash: 'versioned_docs/version-1.7/'. */
const snapshotOf = (rel: string) => new RegExp(`^${VERSIONED_DOCS}/version-[^/]+/`).exec(rel)?.[0];

/** A content file under the docs' folder, or one of their snapshots' (lib/docusaurus/versions.ts), is a doc. */
export const isDocSource = (rel: string) => inside(rel, current.docs) !== null || snapshotOf(rel) !== undefined;
/** A doc's path inside its docs folder: `docs/a/b.md` and `versioned_docs/version-1.7/a/b.md` → `a/b.md` (a path outside is returned as it is). */
export const docsRelative = (rel: string) => inside(rel, current.docs) ?? rel.slice(snapshotOf(rel)?.length ?? 0);
/** A post's path inside the blog folder: `blog/2024-01-01-a.md` → `2024-01-01-a.md`. */
export const blogRelative = (rel: string) => inside(rel, current.blog) ?? rel;
/** Which plugin a content file belongs to, by its folder; null for any other file. */
export const contentKindOf = (rel: string): 'docs' | 'blog' | null => (isDocSource(rel) ? 'docs' : isPostSource(rel) ? 'blog' : null);
