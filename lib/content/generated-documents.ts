/**
 * contentlayer's documents, read from its output on disk rather than imported: contentlayer's own
 * module imports every document as JSON, compiled code and all, so a bundler copies the whole site
 * into the module graph. `next build` and the scripts read them through ./generated-from-disk.ts,
 * `npm run dev` through ./generated-dev.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

export const GENERATED_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), '.contentlayer', 'generated');

/** A document as last read, with the file's size and time then (`npm run dev` reads only what changed). */
export type ReadDocument = { mtimeMs: number; size: number; doc: unknown };

/** The JSON files of contentlayer's documents of one type, in its order: those its `_index.mjs` imports. */
export function generatedFiles(type: string, dir = GENERATED_DIR): string[] {
  const folder = path.join(/* turbopackIgnore: true */ dir, type);
  const index = path.join(/* turbopackIgnore: true */ folder, '_index.mjs');
  if (!fs.existsSync(/* turbopackIgnore: true */ index)) throw new Error(`${path.relative(process.cwd(), index)} not found: run contentlayer first (npm run build does)`);
  const text = fs.readFileSync(/* turbopackIgnore: true */ index, 'utf8');
  return Array.from(text.matchAll(/from '\.\/([^']+\.json)'/g), (m) => path.join(/* turbopackIgnore: true */ folder, m[1]));
}

/**
 * contentlayer's documents of one type, in its order (the JSON files its `_index.mjs` imports). The
 * compiled code, most of a document's size, is not kept: it is read again when a page renders it.
 * Given `seen`, a file whose size and time are those of its last read is not parsed again.
 */
export function generatedDocuments<T extends { body: { code: string } }>(type: string, dir = GENERATED_DIR, seen?: Map<string, ReadDocument>): T[] {
  // turbopackIgnore: these are the build's own inputs, read at run time; the bundler is not to trace
  // (and glob) the folder they are in.
  const read = (file: string) => fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8');
  const files = generatedFiles(type, dir);
  const parse = (file: string): T => {
    if (!seen) return JSON.parse(read(file)) as T;
    const { mtimeMs, size } = fs.statSync(/* turbopackIgnore: true */ file);
    const last = seen.get(file);
    if (last && last.mtimeMs === mtimeMs && last.size === size) return last.doc as T;
    const doc = JSON.parse(read(file)) as T;
    delete (doc.body as Partial<T['body']>).code;
    seen.set(file, { mtimeMs, size, doc });
    return doc;
  };
  return files.map((file) => {
    const doc = parse(file);
    const body: Partial<T['body']> = { ...doc.body };
    delete body.code;
    Object.defineProperty(body, 'code', { enumerable: true, get: () => (JSON.parse(read(file)) as T).body.code });
    return { ...doc, body } as T;
  });
}

/**
 * `generatedDocuments` for `next build` and the scripts, each a new process: the documents without
 * their compiled code, as last read by any of them, are noted on disk (`.contentlayer/.cache/`) with
 * each file's size and time, and a file as noted is not read again. contentlayer rewrites only the
 * documents that changed (scripts/patch-deps.mjs), so an author's next build parses the edited ones,
 * not every docs version's copy of every doc in each process that lists the pages (#54: 12 MB of JSON,
 * ~0.3 s a process, at 10 versions of 45 docs; the note without the code is a third of that).
 */
export function generatedDocumentsNoted<T extends { body: { code: string } }>(
  type: string,
  dir = GENERATED_DIR,
  note = path.join(/* turbopackIgnore: true */ dir, '..', '.cache', `oso-documents-${type}.json`),
): T[] {
  const seen = new Map<string, ReadDocument>();
  try {
    const kept = JSON.parse(fs.readFileSync(/* turbopackIgnore: true */ note, 'utf8')) as Record<string, ReadDocument>;
    for (const [name, read] of Object.entries(kept)) seen.set(path.join(/* turbopackIgnore: true */ dir, type, name), read);
  } catch {
    // none yet, or unreadable: every file is read
  }
  const before = new Map(seen);
  const docs = generatedDocuments<T>(type, dir, seen);
  const files = generatedFiles(type, dir);
  if (files.length !== before.size || files.some((f) => seen.get(f) !== before.get(f))) {
    const out = Object.fromEntries(files.flatMap((f) => (seen.has(f) ? [[path.relative(path.join(/* turbopackIgnore: true */ dir, type), f), seen.get(f)]] : [])));
    // A new file in its place: processes reading it meanwhile see the whole of one note or the other.
    const tmp = `${note}.${process.pid}.tmp`;
    try {
      fs.mkdirSync(/* turbopackIgnore: true */ path.dirname(note), { recursive: true });
      fs.writeFileSync(/* turbopackIgnore: true */ tmp, JSON.stringify(out));
      fs.renameSync(/* turbopackIgnore: true */ tmp, note);
    } catch {
      fs.rmSync(/* turbopackIgnore: true */ tmp, { force: true });
    }
  }
  return docs;
}
