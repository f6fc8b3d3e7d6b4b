import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { parseSource, type SourceFile } from './source';

/** Everything under content/ the checks read, loaded once; the rules are pure functions over it. */
export type ContentTree = {
  docs: SourceFile[];
  posts: SourceFile[];
  /** _category_.json files: folder relative to content/docs ('' at the root) → file and text. */
  categories: { dir: string; file: string; text: string }[];
  authors: { file: string; data?: unknown; error?: string };
  tags: { file: string; data?: unknown; error?: string };
  /** Files under public/, as URL paths: /img/docs/pipeline.svg */
  publicFiles: Set<string>;
  /** Every file under content/, relative to it (images and data beside posts). */
  contentFiles: Set<string>;
};

const posix = (p: string) => p.split(path.sep).join('/');

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out.sort();
}

function readYaml(root: string, rel: string): { file: string; data?: unknown; error?: string } {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return { file: rel, data: {} };
  try {
    return { file: rel, data: load(fs.readFileSync(full, 'utf8')) ?? {} };
  } catch (e) {
    return { file: rel, error: `invalid YAML: ${(e as { reason?: string }).reason ?? (e as Error).message}` };
  }
}

/** Read the content of a project (or of a test fixture laid out the same way) at `root`. */
export function readContent(root: string): ContentTree {
  const contentDir = path.join(root, 'content');
  const sources = (sub: string) =>
    walk(path.join(contentDir, sub))
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => {
        const rel = posix(path.relative(contentDir, f));
        return parseSource(`content/${rel}`, rel, fs.readFileSync(f, 'utf8'));
      });
  const docsDir = path.join(contentDir, 'docs');
  const categories = walk(docsDir)
    .filter((f) => path.basename(f) === '_category_.json')
    .map((f) => ({
      dir: posix(path.relative(docsDir, path.dirname(f))),
      file: posix(path.relative(root, f)),
      text: fs.readFileSync(f, 'utf8'),
    }));
  const publicDir = path.join(root, 'public');
  return {
    docs: sources('docs'),
    posts: sources('blog'),
    categories,
    authors: readYaml(root, 'content/blog/authors.yml'),
    tags: readYaml(root, 'content/blog/tags.yml'),
    publicFiles: new Set(walk(publicDir).map((f) => `/${posix(path.relative(publicDir, f))}`)),
    contentFiles: new Set(walk(contentDir).map((f) => posix(path.relative(contentDir, f)))),
  };
}
