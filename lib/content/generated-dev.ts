/**
 * `contentlayer/generated` for `npm run dev` (next.config.ts aliases it here). The documents are read
 * from contentlayer's output on disk (./generated-documents.ts), as the build reads them, rather than
 * through contentlayer's module, which imports every document as JSON: Turbopack then compiled the
 * whole site into the page's server graph (minutes at 1,500 pages before the first page), and the
 * first edit of a session spent 1–2 s in its compile.
 *
 * What makes an open page reload is the import below: scripts/dev.ts rewrites that file each time
 * contentlayer has generated, so Turbopack evaluates this module (and the modules that read it) again,
 * and the browser fetches the page again. Only documents whose file changed are parsed again.
 */
import generation from 'oso-content-generation';
import type { Doc, Post } from '../../.contentlayer/generated';
import { generatedDocuments, GENERATED_DIR, type ReadDocument } from './generated-documents';

// Kept across this module's evaluations: one per generation.
const held = globalThis as { osoGeneratedDocuments?: Map<string, ReadDocument> };
const seen = (held.osoGeneratedDocuments ??= new Map());

/** contentlayer's generation this module was evaluated for (it counts from 1 in each `npm run dev`). */
export const contentGeneration: number = generation.generation;
export const allDocs = generatedDocuments<Doc>('Doc', GENERATED_DIR, seen);
export const allPosts = generatedDocuments<Post>('Post', GENERATED_DIR, seen);
