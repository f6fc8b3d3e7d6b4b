import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markImportersOfEdits } from '@/lib/builder/document-imports';
import { setTranslatedDocFolders } from '@/lib/content-folders';
import { isDocumentSource } from '@/lib/docusaurus/page-files';

const FR = 'i18n/fr/docusaurus-plugin-content-docs';

describe('isDocumentSource', () => {
  afterEach(() => setTranslatedDocFolders([]));
  it("is every locale's docs and the posts, no partial", () => {
    setTranslatedDocFolders([FR]);
    expect(['docs/a.md', 'blog/p.mdx', `${FR}/current/a.md`, `${FR}/version-1.0/x/b.mdx`].every(isDocumentSource)).toBe(true);
    expect([`${FR}/current/_note.md`, `${FR}/current.json`, `${FR}/other/a.md`, 'i18n/fr/code.json', 'i18n/de/docusaurus-plugin-content-docs/current/a.md'].some(isDocumentSource)).toBe(false);
  });
});

describe('markImportersOfEdits (a warm build sees an edit to what a document imports)', () => {
  let site: string;
  let cache: string;
  const write = (rel: string, text: string, mtime: Date) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
    fs.utimesSync(path.join(site, rel), mtime, mtime);
  };
  const mtime = (rel: string) => fs.statSync(path.join(site, rel)).mtimeMs;
  const old = new Date('2024-01-01T00:00:00Z');

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-doc-imports-'));
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-doc-imports-cache-'));
    setTranslatedDocFolders([FR]);
    write('docs/intro.md', '# Intro\n', old);
    write('docs/other.md', '# Other\n', old);
    // A translated doc and the partial only its locale has.
    write(`${FR}/current/intro.md`, "import Note from './_note.md';\n\n# Intro FR\n\n<Note />\n", old);
    write(`${FR}/current/_note.md`, 'Note A.\n', old);
  });
  afterEach(() => {
    setTranslatedDocFolders([]);
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(cache, { recursive: true, force: true });
  });

  it("marks the translated doc that imports an edited partial of its locale, and nothing else", () => {
    expect(markImportersOfEdits(site, isDocumentSource, cache)).toEqual([]);
    write(`${FR}/current/_note.md`, 'Note B, longer.\n', new Date('2024-02-01T00:00:00Z'));
    const now = new Date('2025-05-05T00:00:00Z');
    expect(markImportersOfEdits(site, isDocumentSource, cache, now)).toEqual([`${FR}/current/intro.md`]);
    expect(mtime(`${FR}/current/intro.md`)).toBe(now.getTime());
    expect(mtime('docs/intro.md')).toBe(old.getTime());
    // Nothing edited since: nothing marked.
    expect(markImportersOfEdits(site, isDocumentSource, cache)).toEqual([]);
  });

  it('marks importers of a removed file too, and none on the first build of a folder', () => {
    fs.rmSync(path.join(cache, 'node_modules'), { recursive: true, force: true });
    expect(markImportersOfEdits(site, isDocumentSource, cache)).toEqual([]);
    fs.rmSync(path.join(site, `${FR}/current/_note.md`));
    expect(markImportersOfEdits(site, isDocumentSource, cache)).toEqual([`${FR}/current/intro.md`]);
  });
});
