// The post-build's per-page results kept between builds (lib/builder/page-memo.ts): a warm step's
// output equals a cold one's, byte for byte, and what spans pages (a link to a removed page) is
// still caught when every page's own result is kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageMemo } from '@/lib/builder/page-memo';
import { checkExport, keptScanner, scanPage, type ExportPage } from '@/lib/checks/export-links';
import { ExportedSite } from '@/lib/exported-site';
import { auditExport, type AuditInput } from '@/lib/seo/audit';
import { collectPages, writeSearchIndex } from '@/lib/search/build';
import { firstLoadChunks } from '@/lib/builder/compile-hints';
import { site } from '@/lib/site';
import { pageWriter } from './factories';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-page-memo-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let n = 0;
/** A fresh memo folder (a cold build's). */
const memoDir = () => path.join(tmp, `memo-${n++}`);
/** An empty export at `dir` (a root page only). */
const tempExportAt = (dir: string) => {
  pageWriter(dir)('', '<main><h1>Landing</h1></main>');
  return dir;
};
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', 'search', name), 'utf8');

describe('pageMemo', () => {
  it('computes a result once, reads it back in the next build, and forgets what a build did not use', () => {
    const dir = memoDir();
    let runs = 0;
    const compute = (v: string) => () => (runs++, { v });
    const first = pageMemo('out', 'step', ['lib/builder/page-memo.ts'], dir);
    expect(first.of(['<a>'], compute('a'))).toEqual({ v: 'a' });
    expect(first.of(['<b>'], compute('b'))).toEqual({ v: 'b' });
    expect(first.done()).toEqual({ hits: 0, misses: 2 });
    const second = pageMemo('out', 'step', ['lib/builder/page-memo.ts'], dir);
    expect(second.of(['<a>'], compute('changed'))).toEqual({ v: 'a' });
    expect(second.done()).toEqual({ hits: 1, misses: 0 });
    expect(runs).toBe(2);
    // '<b>' was not asked for: gone, so a third build computes it again.
    const third = pageMemo('out', 'step', ['lib/builder/page-memo.ts'], dir);
    expect(third.of(['<b>'], compute('b2'))).toEqual({ v: 'b2' });
  });

  it('keeps results whose text holds tabs and newlines, as computed, whatever the caller does to them after', () => {
    const dir = memoDir();
    const long = `<main>${'word '.repeat(400)}</main>`;
    const first = pageMemo('out', 'step', ['lib/builder/page-memo.ts'], dir);
    const made = first.of([long, 'x'], () => ({ text: 'a\tb\nc', list: [1] }));
    made.list.push(2);
    first.done();
    const second = pageMemo('out', 'step', ['lib/builder/page-memo.ts'], dir);
    expect(second.of([long, 'x'], () => ({ text: 'recomputed', list: [] as number[] }))).toEqual({ text: 'a\tb\nc', list: [1] });
    expect(second.of([long, 'y'], () => 'other input')).toBe('other input');
    expect(second.done()).toEqual({ hits: 1, misses: 1 });
  });

  it('keys results by the step code too: other code computes again', () => {
    const dir = memoDir();
    pageMemo('out', 'step', ['lib/builder/page-memo.ts'], dir).of(['<a>'], () => 1);
    expect(pageMemo('out', 'step', ['lib/memo.ts'], dir).of(['<a>'], () => 2)).toBe(2);
  });
});

describe('the search index from kept records', () => {
  const out = path.join(tmp, 'search-out');
  const page = pageWriter(out);
  page('', '<main><h1>Landing</h1></main>');
  page('docs/get-started/python', fixture('doc.html'));
  page('blog/introducing-pyoso', fixture('post.html'));
  page('docs/linker', '<main><article class="markdown"><h1>Linker</h1><p><a href="/docs/get-started/python/">Python</a> and more words</p></article></main>');

  /** The index's files, every one, by path. */
  const indexOf = (memo?: string) => {
    const site = new ExportedSite(out);
    const pages = collectPages(site, pageMemo(out, 'search-records', ['lib/search/records.ts'], memo ?? memoDir()));
    return JSON.stringify(pages);
  };

  it('gives the same pages warm as cold, and after an edit the same as a cold build of the edit', () => {
    const dir = memoDir();
    const cold = indexOf(dir);
    expect(indexOf(dir)).toBe(cold);
    page('docs/linker', '<main><article class="markdown"><h1>Linker</h1><p>No link any more, other words</p></article></main>');
    const warm = indexOf(dir);
    expect(warm).not.toBe(cold);
    expect(warm).toBe(indexOf());
  });

  it('writes the same index files warm as cold', () => {
    const files = () => {
      const site = new ExportedSite(out);
      writeSearchIndex(site);
      const root = path.join(out, '_next/static/search');
      return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort().map((f) => [f, fs.statSync(path.join(root, f)).isFile() ? fs.readFileSync(path.join(root, f), 'utf8') : '']);
    };
    expect(files()).toEqual(files());
  });
});

describe('the search index of an edit build (#54)', () => {
  /** A build's export: `dir` filled with these pages (route → HTML), a root page included. */
  const exportOf = (dir: string, pages: Record<string, string>) => {
    fs.rmSync(dir, { recursive: true, force: true });
    const page = pageWriter(dir);
    page('', '<main><h1>Landing</h1></main>');
    for (const [route, html] of Object.entries(pages)) page(route, html);
    return new ExportedSite(dir);
  };
  const doc = (title: string, words: string) => `<main><article class="markdown"><h1>${title}</h1><p>${words}</p><h2 id="more">More</h2><p>${words} again</p></article></main>`;
  const v1 = { 'docs/a': doc('Alpha', 'apples and pears'), 'docs/b': doc('Beta', 'bananas and cherries'), 'docs/c': doc('Gamma', 'grapes and melons'), 'docs/get-started/python': fixture('doc.html') };
  /** The index as served: the manifest and every file under its folder, by path. */
  const served = (dir: string) => {
    const manifest = fs.readFileSync(path.join(dir, 'search-index.json'), 'utf8');
    const base = (JSON.parse(manifest) as { base: string }).base;
    const files = fs.readdirSync(path.join(dir, base), { recursive: true, encoding: 'utf8' }).sort();
    return { manifest, base, files: files.filter((f) => fs.statSync(path.join(dir, base, f)).isFile()).map((f) => [f, fs.readFileSync(path.join(dir, base, f), 'utf8')]) };
  };
  /** A build as `npm run build` runs the step: into the staging folder, the last export beside it, then published. */
  const build = (root: string, pages: Record<string, string>) => {
    const staging = `${root}-partial`;
    const r = writeSearchIndex(exportOf(staging, pages));
    fs.rmSync(root, { recursive: true, force: true });
    fs.renameSync(staging, root);
    return r;
  };
  const cold = (pages: Record<string, string>) => {
    const dir = path.join(tmp, `cold-${n++}`);
    writeSearchIndex(exportOf(dir, pages));
    return served(dir);
  };

  it('writes the index a cold build writes, keeping the unchanged files of the last export', () => {
    const root = path.join(tmp, 'edit-out');
    expect(build(root, v1).reused).toBe(0);
    expect(served(root)).toEqual(cold(v1));
    // One paragraph added to one page: the folder moves, most of its files are the last ones.
    const edited = { ...v1, 'docs/b': doc('Beta', 'bananas and cherries, and now plums') };
    const r = build(root, edited);
    expect(r.reused).toBeGreaterThan(0);
    expect(r.reused).toBeLessThan(r.files);
    expect(served(root)).toEqual(cold(edited));
    // Built again unchanged: every file kept.
    expect(build(root, edited).reused).toBe(r.files);
  });

  it('drops a removed page, as a cold build does', () => {
    const root = path.join(tmp, 'remove-out');
    build(root, v1);
    const { 'docs/c': _gone, ...rest } = v1;
    build(root, rest);
    const now = served(root);
    expect(now).toEqual(cold(rest));
    expect(now.files.some(([, json]) => json.includes('/docs/c/'))).toBe(false);
    expect(JSON.parse(now.manifest).pages).toBe(Object.keys(rest).length);
  });
});

describe('files kept from the last export', () => {
  it('links a file the last export holds byte for byte, and writes one that changed', () => {
    const root = path.join(tmp, 'kept-out');
    const last = new ExportedSite(tempExportAt(root));
    last.write('docs/a.md', 'A');
    last.write('docs/b.md', 'B');
    const staging = new ExportedSite(tempExportAt(`${root}-partial`));
    expect(staging.previous).toBe(root);
    expect(staging.writeReusing('docs/a.md', 'A')).toBe(true);
    expect(staging.writeReusing('docs/b.md', 'B, edited')).toBe(false);
    expect(staging.writeReusing('docs/c.md', 'C')).toBe(false);
    expect(['a', 'b', 'c'].map((f) => fs.readFileSync(staging.abs(`docs/${f}.md`), 'utf8'))).toEqual(['A', 'B, edited', 'C']);
    // A later write replaces the linked file: the last export's stays as it was.
    staging.write('docs/a.md', 'A, rewritten');
    expect(fs.readFileSync(last.abs('docs/a.md'), 'utf8')).toBe('A');
    // A folder that is no staging folder has no last export.
    expect(new ExportedSite(root).previous).toBeUndefined();
  });
});

describe('the link check from kept scans', () => {
  const html = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;
  const pages: ExportPage[] = [
    { file: 'index.html', html: html('<a href="/docs/a/">A</a><a href="/docs/b/#part">B</a>') },
    { file: 'docs/a/index.html', html: html('<h1 id="a">A</h1><a href="/docs/b/">B</a>') },
    { file: 'docs/b/index.html', html: html('<h2 id="part">Part</h2>') },
  ];
  const options = { basePath: '', siteUrl: 'https://docs.example.org' };
  const files = (ps: ExportPage[]) => new Set(ps.map((p) => p.file));

  it('reports the same issues warm as cold, and still catches links to a page removed since', () => {
    const dir = memoDir();
    const warmCheck = (ps: ExportPage[]) => {
      const memo = pageMemo('out', 'link-scan', ['lib/checks/export-links.ts'], dir);
      const issues = checkExport(ps, files(ps), options, keptScanner(memo));
      memo.done();
      return issues;
    };
    expect(warmCheck(pages)).toEqual([]);
    expect(warmCheck(pages)).toEqual(checkExport(pages, files(pages), options, scanPage));
    // docs/b is gone: the two pages that link to it are kept as they were, and still fail.
    const without = pages.slice(0, 2);
    const issues = warmCheck(without).map((i) => `${i.file} → ${i.link}`);
    expect(issues).toEqual(['out/index.html → /docs/b/#part', 'out/docs/a/index.html → /docs/b/']);
    expect(warmCheck(without)).toEqual(checkExport(without, files(without), options));
    // Its anchor renamed: a warning, warm as cold.
    const renamed = [...pages.slice(0, 2), { file: 'docs/b/index.html', html: html('<h2 id="section">Part</h2>') }];
    expect(warmCheck(renamed)).toEqual(checkExport(renamed, files(renamed), options));
    expect(warmCheck(renamed).map((i) => i.message)).toEqual(['no id "part" on out/docs/b/index.html']);
  });
});

describe('the SEO audit from kept page tags', () => {
  const o = site.url;
  const page = (p: string, extra = '') => `<html><head><link rel="canonical" href="${o}${p}"/><meta property="og:image" content="${o}/og/site.png"/>${extra}</head><body></body></html>`;
  const input = (over: Partial<AuditInput> = {}): AuditInput => ({
    pages: [
      { path: '/docs/a/', html: page('/docs/a/') },
      { path: '/docs/b/', html: page('/docs/b/', '<script type="application/ld+json">{oops</script>') },
    ],
    sitemapXml: `<urlset><url><loc>${o}/docs/a/</loc></url><url><loc>${o}/docs/b/</loc></url></urlset>`,
    twins: [{ path: '/docs/a.md', text: '---\ntitle: "A"\n---\n\n<Tabs>\n' }],
    llmsTxt: `- [A](${o}/docs/a.md)\n`,
    exists: (p) => ['/og/site.png', '/docs/a.md'].includes(p),
    cards: [],
    ...over,
  });

  it('finds the same problems warm as cold, and a card removed since', () => {
    const dir = memoDir();
    const warm = (i: AuditInput) => {
      const memo = pageMemo('out', 'seo-audit', ['lib/seo/audit.ts'], dir);
      const problems = auditExport(i, memo);
      memo.done();
      return problems;
    };
    const cold = auditExport(input());
    expect(cold).toHaveLength(2);
    expect(warm(input())).toEqual(cold);
    expect(warm(input())).toEqual(cold);
    const gone = input({ exists: (p) => p === '/docs/a.md' });
    expect(warm(gone)).toEqual(auditExport(gone));
    expect(warm(gone).filter((p) => p.includes('og:image'))).toHaveLength(2);
  });
});

describe('compile hints from kept script lists', () => {
  it('finds the same first-load chunks warm as cold', () => {
    const out = path.join(tmp, 'hints-out');
    fs.mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    for (const c of ['a', 'b']) fs.writeFileSync(path.join(out, `_next/static/chunks/${c}.js`), '1');
    const pages = ['<script src="/_next/static/chunks/a.js"></script>', '<script src="/_next/static/chunks/b.js" async=""></script><script nomodule src="/_next/static/chunks/c.js"></script>'];
    const dir = memoDir();
    const warm = () => firstLoadChunks(out, pages, '', pageMemo(out, 'page-scripts', ['lib/builder/first-load.ts'], dir));
    expect(warm()).toEqual(firstLoadChunks(out, pages));
    expect(warm()).toEqual(firstLoadChunks(out, pages));
    expect(warm()).toHaveLength(2);
  });
});
