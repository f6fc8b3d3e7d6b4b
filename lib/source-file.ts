import path from 'node:path';
import { load } from 'js-yaml';
import type { VFile } from 'vfile';
import { isPostSource } from './content-folders';

declare module 'vfile' {
  interface DataMap {
    /**
     * The document contentlayer is compiling, which it puts on the file before the remark plugins
     * run (addRawDocumentToVFile, @contentlayer2/core markdown/unified.js). Absent when something
     * else compiles (a partial the document imports, a test).
     */
    rawDocumentData?: {
      /** Relative to the content folder: docs/get-started/python.mdx */
      sourceFilePath?: string;
      flattenedPath?: string;
    };
  }
}

/** One content file as the checks see it: frontmatter data and the body, with line numbers kept. */
export type SourceFile = {
  /** Relative to the project root: content/docs/get-started/python.mdx */
  file: string;
  /** Relative to content/ (contentlayer's sourceFilePath): docs/get-started/python.mdx */
  rel: string;
  kind: 'doc' | 'post';
  data: Record<string, unknown>;
  body: string;
  /** 1-based line of the file on which the body starts. */
  bodyLine: number;
  /** Why the frontmatter could not be read, with its line in the file. */
  yamlError?: { line: number; reason: string };
};

// A content file under the blog's folder is a post, else a doc (lib/content-folders.ts).
export { isPostSource };

/** A file's frontmatter as gray-matter finds it, and the body after it. */
export type FrontmatterSplit = {
  /** The text before the body: byte order mark, both delimiters and the block ('' when there is none). */
  frontmatter: string;
  /** The block between the delimiters, starting on the file's first line; undefined without frontmatter. */
  block?: string;
  /** What follows the opening `---` on its line (gray-matter's language; '' for YAML). */
  language: string;
  /** False when the opening `---` is never closed (gray-matter then reads the whole file as the block). */
  closed: boolean;
  /** The line that closes the block, as written ('---'; '' when it is not closed). */
  closing: string;
  body: string;
  /** 1-based line of the file on which the body starts. */
  bodyLine: number;
};

const OPEN = '---';
const CLOSE = '\n---';

/**
 * Split frontmatter from the body by gray-matter's rules (gray-matter 4, which contentlayer2,
 * mdx-bundler and Docusaurus all read a file with), so the checks, the compile's rewrites and the
 * facts cache see the block and the body they do: a leading byte order mark is dropped; the file
 * opens with `---` not followed by another `-`, anything else on that line being the block's
 * language (`--- ` is YAML); the block closes at the first line that starts with `---`, and the
 * body begins after one line ending there. `...` closes nothing.
 */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  const str = text.slice(bom);
  if (!str.startsWith(OPEN) || str[OPEN.length] === '-') return { frontmatter: text.slice(0, bom), language: '', closed: false, closing: '', body: str, bodyLine: 1 };
  let rest = str.slice(OPEN.length);
  const eol = rest.search(/\r?\n/);
  const language = rest.slice(0, eol).trim();
  if (language) rest = rest.slice(eol);
  const end = rest.indexOf(CLOSE);
  if (end < 0) return { frontmatter: text, block: rest, language, closed: false, closing: '', body: '', bodyLine: lineCount(text) };
  const body = rest.slice(end + CLOSE.length).replace(/^\r/, '').replace(/^\n/, '');
  const frontmatter = text.slice(0, text.length - body.length);
  const closing = rest.slice(end + 1).split(/\r?\n/)[0];
  return { frontmatter, block: rest.slice(0, end), language, closed: true, closing, body, bodyLine: lineCount(frontmatter) };
}

/** The number of the line a text's end is on. */
const lineCount = (text: string) => text.split('\n').length;

/** A line `...`: YAML's document end, which some write to close frontmatter and gray-matter does not read as one. */
const YAML_DOCUMENT_END = /^\.\.\.[ \t]*\r?$/m;

/**
 * Split the frontmatter from the body (splitFrontmatter) and read it as YAML. Dates stay strings
 * (js-yaml 5's default schema has no timestamps), so a malformed date is seen as written. What
 * gray-matter would fail on or misread is a yamlError: the checks fail on it with the line, rather
 * than contentlayer later without one.
 */
export function parseSource(file: string, rel: string, text: string): SourceFile {
  const kind = isPostSource(rel) ? 'post' : 'doc';
  const split = splitFrontmatter(text);
  const out = { file, rel, kind, data: {}, body: split.body, bodyLine: split.bodyLine } as SourceFile;
  const { block } = split;
  if (block === undefined) return out;
  const lineOf = (index: number) => lineCount(block.slice(0, index));
  const dots = YAML_DOCUMENT_END.exec(block);
  if (dots) return { ...out, yamlError: { line: lineOf(dots.index), reason: 'the frontmatter is closed with "...": close it with "---" (contentlayer and Docusaurus read only "---" as its end)' } };
  if (split.language && split.language !== 'yaml')
    return { ...out, yamlError: { line: 1, reason: `"---${split.language}" opens frontmatter in another language than YAML: write "---" alone on the first line` } };
  if (!split.closed) return { ...out, yamlError: { line: 1, reason: 'the frontmatter block opened by "---" is never closed' } };
  // gray-matter closes at any line starting with "---"; the compile's Markdown parser only at "---" alone.
  if (!/^---[ \t]*\r?$/.test(split.closing))
    return { ...out, yamlError: { line: lineCount(split.frontmatter), reason: `the frontmatter's closing line is "${split.closing.trim()}": write "---" alone on it` } };
  try {
    const data = load(block);
    if (data === null || data === undefined) return out;
    if (typeof data !== 'object' || Array.isArray(data)) return { ...out, yamlError: { line: 2, reason: 'the frontmatter must be a mapping of keys to values' } };
    return { ...out, data: data as Record<string, unknown> };
  } catch (e) {
    const err = e as { mark?: { line?: number }; reason?: string; message: string };
    return { ...out, yamlError: { line: 1 + (err.mark?.line ?? 0), reason: `invalid YAML: ${err.reason ?? err.message.split('\n')[0]}` } };
  }
}

/** Where the file a remark plugin is compiling came from: its path, and how to name it in a message. */
export function sourceOf(file: VFile, contentDir: string): { abs: string; shown: string } {
  const rel = file.data.rawDocumentData?.sourceFilePath;
  if (rel) return { abs: path.join(contentDir, rel), shown: path.join(path.basename(contentDir), rel) };
  const abs = file.path ? path.resolve(file.path) : path.join(process.cwd(), 'unknown.mdx');
  return { abs, shown: path.relative(process.cwd(), abs) };
}
