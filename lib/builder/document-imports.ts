/**
 * contentlayer keeps a compiled document while the document's own file is unchanged (its
 * modification time, lib/content/site-plugins-cache.ts): it does not know what the document
 * imports. So an edit to an imported file alone (a partial `_note.mdx`, a component of the site, a
 * data file), which `npm run build`'s inputs do see, left the importing page compiled with the old
 * text: with a partial under `i18n/<locale>/…/current/` imported by a translated doc, the locale's
 * page kept its old text on an author's next build.
 *
 * Before contentlayer runs, `npm run build` compares the content folder's files that are not
 * documents (lib/docusaurus/page-files.ts isDocumentSource: every locale's docs, posts) with those
 * of its last build of the same folder, and marks changed (modification time now, text untouched,
 * as `npm run dev` does: lib/dev/site-code-edits.ts) each document that imports an edited, added or
 * removed one, directly or through other modules. contentlayer then compiles those again, and the
 * page reuse (./page-reuse.ts) sees their new body.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importersOf, markChanged } from '../dev/site-code-edits';
import { hashOf } from '../memo';
import { listing } from './up-to-date';

type Note = Record<string, string>;

/** Where the listing of `contentRoot`'s other files is kept between builds. */
export const importsNoteFile = (contentRoot: string, root = process.cwd()) =>
  path.join(root, 'node_modules', '.cache', 'oso-docs', `imports-${hashOf(path.resolve(contentRoot)).slice(0, 16)}.json`);

function readNote(file: string): Note | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Note;
  } catch {
    return undefined;
  }
}

/**
 * Marks changed the documents of `contentRoot` that import a file edited since the last call for the
 * same folder (none on the first), and notes the files as they are now. Returns the documents marked
 * (relative to `contentRoot`).
 */
export function markImportersOfEdits(contentRoot: string, isDocument: (rel: string) => boolean, root = process.cwd(), now = new Date()): string[] {
  // A package's files are no content: not noted (a site's node_modules holds thousands).
  const files = listing(contentRoot).filter((f) => !f.rel.split('/').includes('node_modules'));
  const others: Note = Object.fromEntries(files.filter((f) => !isDocument(f.rel)).map((f) => [f.rel, f.line]));
  const noteFile = importsNoteFile(contentRoot, root);
  const before = readNote(noteFile);
  fs.mkdirSync(path.dirname(noteFile), { recursive: true });
  fs.writeFileSync(noteFile, JSON.stringify(others));
  if (!before) return [];
  const abs = (rel: string) => path.join(contentRoot, rel);
  const edited = new Set(Object.keys(others).filter((rel) => before[rel] !== others[rel]).map(abs));
  const removed = Object.keys(before).filter((rel) => !(rel in others));
  const documents = files.filter((f) => isDocument(f.rel)).map((f) => abs(f.rel));
  const isDoc = new Set(documents);
  const marked = new Set<string>();
  if (removed.length) {
    // An import of a file that is gone resolves to nothing: the files that name it (`_note` of
    // `./_note.md`) stand for its importers, documents themselves or modules they import.
    const names = [...new Set(removed.map((rel) => path.basename(rel).replace(/\.[^.]+$/, '')))];
    const mentions = (file: string) => /\.(mdx?|[cm]?[jt]sx?)$/.test(file) && names.some((n) => fs.readFileSync(file, 'utf8').includes(n));
    for (const f of files.map((f) => abs(f.rel)).filter(mentions)) (isDoc.has(f) ? marked : edited).add(f);
  }
  if (!edited.size && !marked.size) return [];
  for (const f of importersOf(edited, documents, contentRoot)) marked.add(f);
  const importers = [...marked].sort();
  markChanged(importers, now);
  return importers.map((f) => path.relative(contentRoot, f).split(path.sep).join('/'));
}
