/**
 * `contentlayer/generated` for `next build` and the scripts (next.config.ts and
 * tsconfig.scripts.json alias it here; `npm run dev` reads ./generated-dev.ts). contentlayer's module
 * imports every document as JSON, so the bundler copied the whole site's compiled MDX into the server
 * bundle, and every build worker held all of it: compile time and memory grew with the site for each
 * page (and tsx turned it into one module of 27 MB at 1,500 pages for each post-build process). Here
 * the documents are read from contentlayer's output on disk, each page's compiled code only when that
 * page renders it (./generated-documents.ts).
 */
import type { Doc, Post } from '../../.contentlayer/generated';
import { contentReadySync } from './content-ready';
import { generatedDocumentsNoted } from './generated-documents';
import { holdHeapGrowth } from '../heap';

// For `next build`'s page-generating workers, which cannot be given the flag (the scripts are).
holdHeapGrowth();

/**
 * The documents of one type, read on first use. `npm run build` may start the pages beside
 * contentlayer: the first read waits for its documents (`contentReadySync`), so the pages' modules
 * load meanwhile instead of after it (~1 s of an edited page's build).
 */
function readOnUse<T>(read: () => T[]): T[] {
  const items: T[] = [];
  let done = false;
  const ready = () => {
    if (done) return;
    contentReadySync();
    items.push(...read());
    done = true;
  };
  return new Proxy(items, {
    get: (t, key, receiver) => (ready(), Reflect.get(t, key, receiver)),
    has: (t, key) => (ready(), Reflect.has(t, key)),
    ownKeys: (t) => (ready(), Reflect.ownKeys(t)),
    getOwnPropertyDescriptor: (t, key) => (ready(), Reflect.getOwnPropertyDescriptor(t, key)),
  });
}

export const allDocs = readOnUse(() => generatedDocumentsNoted<Doc>('Doc'));
export const allPosts = readOnUse(() => generatedDocumentsNoted<Post>('Post'));
