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

const FENCE = /^---\s*$/;

// A content file under the blog's folder is a post, else a doc (lib/content-folders.ts).
export { isPostSource };

/**
 * Split `---` frontmatter from the body and read it as YAML. Dates stay strings (js-yaml 5's
 * default schema has no timestamps), so a malformed date is seen as written.
 */
export function parseSource(file: string, rel: string, text: string): SourceFile {
  const kind = isPostSource(rel) ? 'post' : 'doc';
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const base = { file, rel, kind, data: {}, body: lines.join('\n'), bodyLine: 1 } as SourceFile;
  if (!FENCE.test(lines[0] ?? '')) return base;
  const end = lines.findIndex((l, i) => i > 0 && (FENCE.test(l) || /^\.\.\.\s*$/.test(l)));
  if (end < 0) return { ...base, yamlError: { line: 1, reason: 'the frontmatter block opened by "---" is never closed' } };
  const body = lines.slice(end + 1).join('\n');
  const out = { ...base, body, bodyLine: end + 2 };
  try {
    const data = load(lines.slice(1, end).join('\n'));
    if (data === null || data === undefined) return out;
    if (typeof data !== 'object' || Array.isArray(data)) return { ...out, yamlError: { line: 2, reason: 'the frontmatter must be a mapping of keys to values' } };
    return { ...out, data: data as Record<string, unknown> };
  } catch (e) {
    const err = e as { mark?: { line?: number }; reason?: string; message: string };
    return { ...out, yamlError: { line: 2 + (err.mark?.line ?? 0), reason: `invalid YAML: ${err.reason ?? err.message.split('\n')[0]}` } };
  }
}

/** Where the file a remark plugin is compiling came from: its path, and how to name it in a message. */
export function sourceOf(file: VFile, contentDir: string): { abs: string; shown: string } {
  const rel = file.data.rawDocumentData?.sourceFilePath;
  if (rel) return { abs: path.join(contentDir, rel), shown: path.join(path.basename(contentDir), rel) };
  const abs = file.path ? path.resolve(file.path) : path.join(process.cwd(), 'unknown.mdx');
  return { abs, shown: path.relative(process.cwd(), abs) };
}
