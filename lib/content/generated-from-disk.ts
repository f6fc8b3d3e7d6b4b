/**
 * `contentlayer/generated` for `next build` and the scripts (next.config.ts and
 * tsconfig.scripts.json alias it here; `next dev` imports contentlayer's own module, which follows
 * edits). contentlayer's module imports every document as JSON, so the bundler copied the whole
 * site's compiled MDX into the server bundle, and every build worker held all of it: compile time
 * and memory grew with the site for each page (and tsx turned it into one module of 27 MB at 1,500
 * pages for each post-build process). Here the documents are read from contentlayer's output on
 * disk, each page's compiled code only when that page renders it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Doc, Post } from '../../.contentlayer/generated';
import { contentReadySync } from './content-ready';
import { holdHeapGrowth } from '../heap';

// For `next build`'s page-generating workers, which cannot be given the flag (the scripts are).
holdHeapGrowth();

const GENERATED = path.join(/* turbopackIgnore: true */ process.cwd(), '.contentlayer', 'generated');

/** contentlayer's documents of one type, in its order (the JSON files its `_index.mjs` imports). */
export function generatedDocuments<T extends { body: { code: string } }>(type: string, dir = GENERATED): T[] {
  // turbopackIgnore: these are the build's own inputs, read at run time; the bundler is not to trace
  // (and glob) the folder they are in.
  const read = (file: string) => fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8');
  const folder = path.join(/* turbopackIgnore: true */ dir, type);
  const index = path.join(/* turbopackIgnore: true */ folder, '_index.mjs');
  if (!fs.existsSync(/* turbopackIgnore: true */ index)) throw new Error(`${path.relative(process.cwd(), index)} not found: run contentlayer first (npm run build does)`);
  const files = Array.from(read(index).matchAll(/from '\.\/([^']+\.json)'/g), (m) => path.join(/* turbopackIgnore: true */ folder, m[1]));
  return files.map((file) => {
    const doc = JSON.parse(read(file)) as T;
    const body: Partial<T['body']> = { ...doc.body };
    delete body.code;
    // The compiled code, most of a document's size, is read again when a page renders it.
    Object.defineProperty(body, 'code', { enumerable: true, get: () => (JSON.parse(read(file)) as T).body.code });
    return { ...doc, body } as T;
  });
}

// `npm run build` may start the pages beside contentlayer: they wait here for its documents.
contentReadySync();
export const allDocs = generatedDocuments<Doc>('Doc');
export const allPosts = generatedDocuments<Post>('Post');
