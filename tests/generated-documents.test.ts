import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDocuments, generatedDocumentsNoted, type ReadDocument } from '@/lib/content/generated-documents';

type Doc = { title: string; body: { raw: string; code: string } };

/** A folder laid out as contentlayer writes one type: `_index.mjs` importing each document's JSON. */
function generated(docs: Record<string, Doc>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-generated-'));
  fs.mkdirSync(path.join(dir, 'Doc'));
  const names = Object.keys(docs);
  names.forEach((n) => fs.writeFileSync(path.join(dir, 'Doc', `${n}.json`), JSON.stringify(docs[n])));
  fs.writeFileSync(path.join(dir, 'Doc', '_index.mjs'), names.map((n, i) => `import d${i} from './${n}.json' with { type: 'json' }`).join('\n'));
  return dir;
}

const doc = (title: string): Doc => ({ title, body: { raw: `# ${title}`, code: `return "${title}"` } });

describe('generatedDocuments', () => {
  it("reads each document in the index's order, its compiled code only when asked", () => {
    const dir = generated({ b: doc('B'), a: doc('A') });
    const docs = generatedDocuments<Doc>('Doc', dir);
    expect(docs.map((d) => d.title)).toEqual(['B', 'A']);
    fs.writeFileSync(path.join(dir, 'Doc', 'a.json'), JSON.stringify(doc('A2')));
    // The code is read from the file when a page renders, not kept from the first read.
    expect(docs[1].body.code).toBe('return "A2"');
  });

  it('names the missing index and what makes it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-generated-'));
    expect(() => generatedDocuments('Doc', dir)).toThrow(/_index\.mjs not found: run contentlayer first/);
  });

  it('given what it read before, parses only the files that changed since (npm run dev)', () => {
    const dir = generated({ a: doc('A'), b: doc('B') });
    const seen = new Map<string, ReadDocument>();
    const first = generatedDocuments<Doc>('Doc', dir, seen);
    const a = path.join(dir, 'Doc', 'a.json');
    const b = path.join(dir, 'Doc', 'b.json');
    // What is kept holds no compiled code.
    expect(JSON.stringify(seen.get(a)?.doc)).not.toContain('return');
    const keptB = seen.get(b)!.doc;
    fs.writeFileSync(a, JSON.stringify(doc('A, edited')));
    const next = generatedDocuments<Doc>('Doc', dir, seen);
    expect(next.map((d) => d.title)).toEqual(['A, edited', 'B']);
    expect(seen.get(b)!.doc).toBe(keptB);
    expect(next[0].body.code).toBe('return "A, edited"');
    expect(first[1].body.code).toBe('return "B"');
  });
});

describe('generatedDocumentsNoted (next build and the scripts, one process each)', () => {
  it("reads, in a new process, only the files changed since the note another one left (#54: an old version's docs are not parsed again)", () => {
    const dir = generated({ a: doc('A'), b: doc('B') });
    const note = path.join(dir, 'note.json');
    const b = path.join(dir, 'Doc', 'b.json');
    fs.utimesSync(b, 1000, 1000);
    const first = generatedDocumentsNoted<Doc>('Doc', dir, note);
    expect(first.map((d) => d.title)).toEqual(['A', 'B']);
    // The note holds the documents without their code.
    expect(fs.readFileSync(note, 'utf8')).not.toContain('return');
    // Proof that a file as noted is not read: its noted title, not the file's, comes back. Its time
    // and size are those noted (rewritten with the same length, time set back).
    fs.writeFileSync(b, JSON.stringify(doc('C')));
    fs.utimesSync(b, 1000, 1000);
    fs.writeFileSync(path.join(dir, 'Doc', 'a.json'), JSON.stringify(doc('A2')));
    const next = generatedDocumentsNoted<Doc>('Doc', dir, note);
    expect(next.map((d) => d.title)).toEqual(['A2', 'B']);
    // The code is still read from the file when asked.
    expect(next[1].body.code).toBe('return "C"');
    // The note follows: A2 is noted now.
    expect(JSON.parse(fs.readFileSync(note, 'utf8'))['a.json'].doc.title).toBe('A2');
  });

  it('reads every file when the note is missing or unreadable', () => {
    const dir = generated({ a: doc('A') });
    const note = path.join(dir, 'note.json');
    fs.writeFileSync(note, '{ not json');
    expect(generatedDocumentsNoted<Doc>('Doc', dir, note).map((d) => d.title)).toEqual(['A']);
  });
});
