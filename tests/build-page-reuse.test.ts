import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_ENV } from '@/lib/build-phases';
import { documentPrint, documentPrints, keepFinalPages, keepPages, keptDir, keptIntact, planPages, writePagePlan } from '@/lib/builder/page-reuse';
import { ExportedSite } from '@/lib/exported-site';
import { isContentPage as isDocumentFile } from '@/lib/docusaurus/page-files';

const doc = (source: string, body: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ title: 'T', _raw: { sourceFilePath: source }, body: { raw: body, code: `/*${body}*/` }, facts: { excerpt: 'E', headings: [], headingLines: [] }, ...extra });

describe('documentPrint', () => {
  it('tells an edit of the body or its headings (its own page) from one other pages show', () => {
    const a = documentPrint(doc('docs/a.md', 'one'));
    const body = documentPrint(doc('docs/a.md', 'two', { facts: { excerpt: 'E', headings: [{ id: 'x' }], headingLines: [3] } }));
    const title = documentPrint(doc('docs/a.md', 'one', { title: 'Another' }));
    const excerpt = documentPrint(doc('docs/a.md', 'one', { facts: { excerpt: 'F', headings: [], headingLines: [] } }));
    expect(body.all).not.toBe(a.all);
    expect(body.shared).toBe(a.shared);
    expect(title.shared).not.toBe(a.shared);
    expect(excerpt.shared).not.toBe(a.shared);
  });
});

describe('planPages', () => {
  const a = documentPrint(doc('docs/a.md', 'one'));
  const a2 = documentPrint(doc('docs/a.md', 'two'));
  const p = documentPrint(doc('blog/p.md', 'one'));
  const p2 = documentPrint(doc('blog/p.md', 'two'));
  const kept = { inputs: 'I', documents: { 'docs/a.md': a, 'blog/p.md': p } };

  it('generates every page without kept pages, or when any other input changed', () => {
    expect(planPages(undefined, 'I', kept.documents).all).toBe(true);
    expect(planPages(kept, 'J', kept.documents)).toMatchObject({ all: true, why: expect.stringContaining('other than the documents') });
  });

  it('generates every page when a document was added or removed, or changed what others show', () => {
    expect(planPages(kept, 'I', { 'docs/a.md': a })).toMatchObject({ all: true, why: expect.stringContaining('added or removed') });
    expect(planPages(kept, 'I', { 'docs/a.md': a, 'blog/q.md': p })).toMatchObject({ all: true });
    expect(planPages(kept, 'I', { 'docs/a.md': documentPrint(doc('docs/a.md', 'one', { title: 'New' })), 'blog/p.md': p })).toMatchObject({
      all: true,
      why: expect.stringContaining('docs/a.md'),
    });
  });

  it('else the edited docs, and the blog when a post was edited', () => {
    expect(planPages(kept, 'I', { 'docs/a.md': a2, 'blog/p.md': p })).toEqual({ all: false, docs: ['docs/a.md'], blog: false });
    expect(planPages(kept, 'I', { 'docs/a.md': a, 'blog/p.md': p2 })).toEqual({ all: false, docs: [], blog: true });
    expect(planPages(kept, 'I', kept.documents)).toEqual({ all: false, docs: [], blog: false });
  });
});

describe('planPages with translated docs', () => {
  const FR = 'i18n/fr/docusaurus-plugin-content-docs/current';
  const twin = (s: string) => (s.startsWith(`${FR}/`) ? `docs/${s.slice(FR.length + 1)}` : s);
  const a = documentPrint(doc('docs/a.md', 'one'));
  const fa = documentPrint(doc(`${FR}/a.md`, 'un'));
  const kept = { inputs: 'I', documents: { 'docs/a.md': a, [`${FR}/a.md`]: fa } };

  it("an edit to a locale's translation generates its default twin's pages (each locale's route lists the default's sources)", () => {
    const now = { 'docs/a.md': a, [`${FR}/a.md`]: documentPrint(doc(`${FR}/a.md`, 'deux')) };
    expect(planPages(kept, 'I', now, twin)).toEqual({ all: false, docs: ['docs/a.md'], blog: false });
    // Both edited: the pages once.
    expect(planPages(kept, 'I', { ...now, 'docs/a.md': documentPrint(doc('docs/a.md', 'two')) }, twin)).toEqual({ all: false, docs: ['docs/a.md'], blog: false });
  });

  it('a translation added or removed generates every page (the page falls back to, or leaves, the default text)', () => {
    expect(planPages(kept, 'I', { 'docs/a.md': a }, twin)).toMatchObject({ all: true, why: expect.stringContaining('added or removed') });
    expect(planPages({ ...kept, documents: { 'docs/a.md': a } }, 'I', kept.documents, twin)).toMatchObject({ all: true });
  });
});

describe('documentPrints', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-prints-'));
  const dir = path.join(root, 'generated');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('Doc/a.json', doc('docs/a.md', 'one'));
  write('Doc/b.json', doc('versioned_docs/version-1.0/b.md', 'one'));
  write('Doc/_index.mjs', "import a from './a.json' with { type: 'json' }\nimport b from './b.json' with { type: 'json' }");
  write('Post/_index.mjs', 'export const allPosts = []');

  it("reads only the files whose size or time changed since the last build's prints (#54: an old version's docs are not read again)", () => {
    const first = documentPrints(dir);
    expect(Object.keys(first)).toEqual(['docs/a.md', 'versioned_docs/version-1.0/b.md']);
    expect(first['docs/a.md']).toMatchObject({ ...documentPrint(doc('docs/a.md', 'one')), file: { name: path.join('Doc', 'a.json') } });
    // A print noted for a file as it is now is taken as it is: the file is not read (a stale print
    // proves it); a file rewritten (contentlayer rewrites a changed document only) is read again.
    const noted = { ...first, 'versioned_docs/version-1.0/b.md': { ...first['versioned_docs/version-1.0/b.md'], all: 'noted' } };
    write('Doc/a.json', doc('docs/a.md', 'two, longer'));
    const next = documentPrints(dir, noted);
    expect(next['versioned_docs/version-1.0/b.md'].all).toBe('noted');
    expect(next['docs/a.md'].all).toBe(documentPrint(doc('docs/a.md', 'two, longer')).all);
    // Without the noted prints, every file is read.
    expect(documentPrints(dir)['versioned_docs/version-1.0/b.md'].all).toBe(first['versioned_docs/version-1.0/b.md'].all);
  });
});

describe('isContentPage (page reuse)', () => {
  it("is what contentlayer makes documents of: docs/, the docs snapshots' and blog/ Markdown, no partials", () => {
    expect(['docs/a.md', 'docs/x/b.mdx', 'blog/2024-01-01-p.mdx', 'versioned_docs/version-1.0/a.md'].every(isDocumentFile)).toBe(true);
    // A snapshot's sidebars and the versions list are inputs of every page.
    expect(['docs/_partial.mdx', 'docs/_shared/a.md', 'docs/a.png', 'src/pages/index.md', 'docs/_category_.json', 'versions.json', 'versioned_sidebars/version-1.0-sidebars.json'].some(isDocumentFile)).toBe(false);
  });
});

describe('keepPages', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-keep-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const generated = path.join(root, '.contentlayer', 'generated', 'Doc');
  write(path.join(generated, 'a.json'), doc('docs/a.md', 'one'));
  // A file contentlayer's index does not list is no document.
  write(path.join(generated, 'gone.json'), doc('docs/gone.md', 'one'));
  write(path.join(generated, '_index.mjs'), "import a from './a.json' with { type: 'json' }");
  write(path.join(generated, '..', 'Post', '_index.mjs'), 'export const allPosts = []');

  it('keeps a whole generation, then fills a partial one with the pages it did not write', () => {
    const out = path.join(root, 'out');
    write(path.join(out, 'a/index.html'), 'A1');
    write(path.join(out, 'b/index.html'), 'B1');
    write(path.join(out, '_next/static/x.js'), 'js');
    expect(keepPages(out, { all: true, why: 'test' }, 'I', root)).toBe(0);
    const dir = keptDir(out, root);
    expect(fs.existsSync(path.join(dir, '_next/static/x.js'))).toBe(false);
    // The next generation writes a only (Next cleared out/ first); the post-build had rewritten b.
    fs.rmSync(out, { recursive: true });
    write(path.join(out, 'a/index.html'), 'A2');
    expect(keepPages(out, { all: false, docs: ['docs/a.md'], blog: false }, 'I', root)).toBe(1);
    expect(fs.readFileSync(path.join(out, 'b/index.html'), 'utf8')).toBe('B1');
    expect(fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toBe('A2');
    // A rewrite of out/ (the post-build's, through ExportedSite) leaves the kept copy alone, though
    // the kept page is a link to it where the file system allows.
    write(path.join(out, '404.html'), 'not found');
    new ExportedSite(out).write('b/index.html', 'B, post-built');
    expect(fs.readFileSync(path.join(out, 'b/index.html'), 'utf8')).toBe('B, post-built');
    expect(fs.readFileSync(path.join(dir, 'b/index.html'), 'utf8')).toBe('B1');
    // What they were made from is noted for the next plan.
    const state = JSON.parse(fs.readFileSync(`${dir}.json`, 'utf8'));
    expect(state).toEqual({ inputs: 'I', documents: { 'docs/a.md': { ...documentPrint(doc('docs/a.md', 'one')), file: expect.objectContaining({ name: path.join('Doc', 'a.json') }) } }, fresh: ['a/index.html'] });
  });

  it('generates every page again when a kept page was written into in place after the build', () => {
    const out = path.join(root, 'out4');
    const plan = path.join(root, 'plan.json');
    write(path.join(out, 'a/index.html'), 'A');
    write(path.join(out, 'b/index.html'), 'B');
    keepPages(out, { all: true, why: 'test' }, 'I', root);
    keepFinalPages(out, out, root);
    expect(keptIntact(keptDir(out, root), JSON.parse(fs.readFileSync(`${keptDir(out, root)}.json`, 'utf8')))).toBe(true);
    expect(writePagePlan(plan, out, 'I', root).plan).toEqual({ all: false, docs: [], blog: false });
    // The next build puts b in from the kept copy; a deploy script then edits it in out/, in place.
    fs.rmSync(out, { recursive: true });
    write(path.join(out, 'a/index.html'), 'A');
    keepPages(out, { all: false, docs: ['docs/a.md'], blog: false }, 'I', root);
    keepFinalPages(out, out, root);
    fs.appendFileSync(path.join(out, 'b/index.html'), '<!-- deployed -->');
    expect(writePagePlan(plan, out, 'I', root).plan).toMatchObject({ all: true, why: expect.stringContaining('changed after the last build') });
  });

  it('keeps the pages this generation wrote in their post-built form once the post-build is done', () => {
    const out = path.join(root, 'out3');
    write(path.join(out, 'a/index.html'), 'A raw');
    write(path.join(out, 'a/__next._full.txt'), 'payload');
    write(path.join(out, '_/index.html'), 'placeholder');
    keepPages(out, { all: true, why: 'test' }, 'I', root);
    // The post-build rewrites a, removes the placeholder and the payload's copy.
    fs.writeFileSync(path.join(out, 'a/index.html'), 'A final');
    fs.rmSync(path.join(out, 'a/__next._full.txt'));
    fs.rmSync(path.join(out, '_'), { recursive: true });
    expect(keepFinalPages(out, out, root)).toBe(3);
    const dir = keptDir(out, root);
    expect(fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toBe('A final');
    expect(['a/__next._full.txt', '_/index.html'].map((f) => fs.existsSync(path.join(dir, f)))).toEqual([false, false]);
    expect(JSON.parse(fs.readFileSync(`${dir}.json`, 'utf8')).fresh).toBeUndefined();
    // The next generation writes b only: a is copied in as the post-build left it.
    fs.rmSync(out, { recursive: true });
    write(path.join(out, 'b/index.html'), 'B raw');
    expect(keepPages(out, { all: false, docs: ['docs/b.md'], blog: false }, 'I', root)).toBe(1);
    expect(fs.readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('A final');
    // Only what it wrote is replaced next: the post-build's form of b.
    fs.writeFileSync(path.join(out, 'b/index.html'), 'B final');
    expect(keepFinalPages(out, out, root)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'b/index.html'), 'utf8')).toBe('B final');
  });

  it('drops the kept pages of the last build when every page was generated', () => {
    const out = path.join(root, 'out2');
    write(path.join(out, 'old/index.html'), 'old');
    keepPages(out, { all: true, why: 'test' }, 'I', root);
    fs.rmSync(out, { recursive: true });
    write(path.join(out, 'new/index.html'), 'new');
    keepPages(out, { all: true, why: 'test' }, 'I', root);
    expect(fs.existsSync(path.join(out, 'old/index.html'))).toBe(false);
    expect(fs.existsSync(path.join(keptDir(out, root), 'old/index.html'))).toBe(false);
  });
});

describe('generatedParams', () => {
  /** The module as a process of `next build` loads it, with `plan` in the file HANDOFF_ENV.pagePlan names. */
  async function withPlan(plan: unknown) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oso-plan-')), 'plan.json');
    fs.writeFileSync(file, JSON.stringify(plan));
    vi.resetModules();
    const mod = await import('@/lib/builder/page-reuse');
    vi.stubEnv(HANDOFF_ENV.pagePlan, file);
    return mod;
  }
  afterEach(() => vi.unstubAllEnvs());
  const params = [{ p: 'docs/a.md' }, { p: 'docs/b.md' }, { p: 'docs/c.md' }];
  const sourceOf = (x: { p: string }) => x.p;

  it('cuts each family to the pages an edit of docs/c.md changed, keeping the first', async () => {
    const { generatedParams } = await withPlan({ all: false, docs: ['docs/c.md'], blog: false });
    expect(generatedParams(params, 'doc', sourceOf)).toEqual([{ p: 'docs/a.md' }, { p: 'docs/c.md' }]);
    expect(generatedParams(params, 'docs')).toEqual([{ p: 'docs/a.md' }]);
    expect(generatedParams(params, 'blog')).toEqual([{ p: 'docs/a.md' }]);
    expect(generatedParams(params, 'fixed')).toEqual([{ p: 'docs/a.md' }]);
  });

  it('keeps every blog page when a post changed, and every page when the plan says all', async () => {
    const blog = await withPlan({ all: false, docs: [], blog: true });
    expect(blog.generatedParams(params, 'blog')).toEqual(params);
    expect(blog.generatedParams(params, 'fixed')).toEqual([{ p: 'docs/a.md' }]);
    const all = await withPlan({ all: true, why: 'the code changed' });
    for (const family of ['doc', 'docs', 'blog', 'fixed'] as const) expect(all.generatedParams(params, family, sourceOf)).toEqual(params);
  });
});
