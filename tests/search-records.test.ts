import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportedSite } from '../lib/exported-site';
import { collectPages, collectRecords, writeSearchIndex } from '../lib/search/build';
import { extractPage, extractRecords, sectionOf } from '../lib/search/records';
import { INDEX_FORMAT } from '../lib/search/sharded-index';
import { pageWriter } from './factories';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures/search', name), 'utf8');

describe('extractRecords: a docs page', () => {
  const records = extractRecords(fixture('doc.html'), '/docs/get-started/python/');
  const byType = (t: string) => records.filter((r) => r.type === t);

  it('makes a title record, then heading and section records in page order', () => {
    expect(records.map((r) => [r.type, r.anchor])).toEqual([
      ['lvl1', null],
      ['content', null],
      ['lvl2', 'install-pyoso'],
      ['content', 'install-pyoso'],
      ['lvl3', 'semantic-extra'],
      ['content', 'semantic-extra'],
      ['content', 'versions'],
      ['lvl2', 'next-steps'],
      ['content', 'next-steps'],
    ]);
  });

  it('fills the hierarchy: section, page title, h2, h3', () => {
    const table = records[5];
    expect(table.hierarchy).toEqual({ lvl0: 'Documentation', lvl1: 'Access via Python', lvl2: 'Install pyoso', lvl3: 'Semantic extra', lvl4: null, lvl5: null, lvl6: null });
    expect(records[8].hierarchy.lvl3).toBeNull();
  });

  it('links each record to its page with a trailing slash, plus the heading anchor', () => {
    expect(records[0].url).toBe('/docs/get-started/python/');
    expect(records[3].url).toBe('/docs/get-started/python/#install-pyoso');
    expect(records.every((r) => r.url_without_anchor === '/docs/get-started/python/')).toBe(true);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('reads text as a reader sees it: entities decoded, inline code joined, whitespace collapsed', () => {
    expect(records[1].content).toBe("pyoso is OSO's Python client & it returns a pandas DataFrame.");
    expect(records[8].content).toBe('Write a query, with a literal <b> tag in the text.');
  });

  it('joins paragraphs, list items and admonitions under one heading, without code or widgets', () => {
    const section = records[3].content!;
    expect(section).toBe(
      'Install it with pip: Python 3 with pip. A virtual environment helps. An API key. Keep keys out of code Never paste a key into a notebook.',
    );
    expect(records.some((r) => r.content?.includes('secret-code') || r.content?.includes('Copy'))).toBe(false);
  });

  it('keeps heading text without the "#" anchor mark, and h4 opens its own anchored section', () => {
    expect(byType('lvl2').map((r) => r.hierarchy.lvl2)).toEqual(['Install pyoso', 'Next steps']);
    expect(records[6]).toMatchObject({ anchor: 'versions', content: 'Versions Pin the version in production.' });
  });

  it('reads table cells', () => {
    expect(records[5].content).toBe('Extra Adds semantic oso_semantic');
  });
});

describe('extractRecords: which pages are documents', () => {
  it.each([
    ['a blog post, without its header and footer', 'post.html', '/blog/introducing-pyoso/', 4],
    ['a list of posts (several articles)', 'list.html', '/blog/', 0],
    ['a page marked noindex (unlisted)', 'noindex.html', '/docs/hidden/', 0],
  ])('%s', (_name, file, route, count) => {
    const records = extractRecords(fixture(file), route);
    expect(records).toHaveLength(count);
    if (count) {
      expect(records[0].hierarchy).toMatchObject({ lvl0: 'Blog', lvl1: 'Introducing pyoso' });
      expect(records.map((r) => r.content).join(' ')).not.toMatch(/min read|Carl|python$/);
    }
  });

  it.each([
    ['/docs/a/', 'Documentation'],
    ['/blog/post/', 'Blog'],
    ['/about/', 'Pages'],
  ])('section of %s is %s', (route, section) => expect(sectionOf(route)).toBe(section));
});

describe('the post-build step', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-search-test-'));
  const page = pageWriter(out);
  page('', '<main><h1>Landing</h1></main>');
  page('docs/get-started/python', fixture('doc.html'));
  page('blog/introducing-pyoso', fixture('post.html'));
  page('404', fixture('doc.html'));
  page('_not-found', fixture('doc.html'));
  page('search', fixture('doc.html'));
  page('docs/hidden', fixture('noindex.html'));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('reads every routed document and skips 404, search and noindex pages', () => {
    const pages = [...new Set(collectRecords(new ExportedSite(out)).map((r) => r.url_without_anchor))];
    expect(pages).toEqual(['/blog/introducing-pyoso/', '/docs/get-started/python/']);
  });

  it('writes the shards and fragments under a content-hashed folder, and a manifest naming it', () => {
    const m = writeSearchIndex(new ExportedSite(out));
    expect(m.base).toMatch(/^\/_next\/static\/search\/[0-9a-f]{16}\/$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'search-index.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: INDEX_FORMAT, base: m.base, pages: 2, records: 13 });
    for (let i = 0; i < m.shards; i++) expect(fs.existsSync(path.join(out, `${m.base}t${i}.json`))).toBe(true);
    expect(fs.readdirSync(path.join(out, m.base, 'p')).sort()).toEqual(['0-0.json', '1-0.json']);
    expect(writeSearchIndex(new ExportedSite(out)).base).toBe(m.base);
    expect(fs.readdirSync(path.join(out, '_next/static/search'))).toEqual([m.base.split('/')[4]]);
  });

  it("counts the links into each page from other pages' text", () => {
    const linker = path.join(out, 'docs/linker');
    fs.mkdirSync(linker, { recursive: true });
    fs.writeFileSync(path.join(linker, 'index.html'), '<main><article class="markdown"><h1>Linker</h1><p><a href="../get-started/python/#install">Python</a>, <a href="/docs/get-started/python">again</a></p></article></main>');
    try {
      const pages = collectPages(new ExportedSite(out));
      expect(pages.map((p) => [p.url, p.inlinks])).toEqual([
        ['/blog/introducing-pyoso/', 0],
        ['/docs/get-started/python/', 1],
        ['/docs/linker/', 0],
      ]);
    } finally {
      fs.rmSync(linker, { recursive: true });
    }
  });
});

describe('extractPage: what the index adds to the records', () => {
  const html = (links: string) =>
    `<html><head><meta name="description" content="  Where to   start. "></head><body><nav><a href="/docs/nav/">Nav</a></nav><main><article class="markdown"><h1>Self</h1><p>${links}</p></article></main></body></html>`;

  it('lists the site pages the text links to, as routes, once each, not itself and not other sites', () => {
    const p = extractPage(html('<a href="../other/">a</a> <a href="/docs/x#y">b</a> <a href="https://e.com/">c</a> <a href="#z">d</a> <a href="/docs/self/">e</a> <a href="/docs/x/">f</a> <a href="/assets/f.png">g</a>'), '/docs/self/');
    expect(p.links.sort()).toEqual(['/assets/f.png', '/docs/other/', '/docs/x/']);
  });

  it('reads links under a base path as the routes they are', () => {
    expect(extractPage(html('<a href="/base/docs/y/">a</a> <a href="z/">b</a>'), '/docs/self/', '/base').links.sort()).toEqual(['/docs/self/z/', '/docs/y/']);
  });

  it('reads the meta description, single-spaced', () => {
    expect(extractPage(html(''), '/docs/self/').description).toBe('Where to start.');
  });
});

describe('codeNames: the API names a page shows only in code', () => {
  it('keeps identifiers with a hump and dotted members, once per use, and no plain word', async () => {
    const { codeNames } = await import('../lib/search/records');
    const { parse } = await import('node-html-parser');
    const body = parse('<div><p>prose createPool</p><pre><code>router := wshub.NewRouter(fn)\nrouter.Use(x); router.Use(y)\nconst rowsAsArray = true; plain words here</code></pre></div>');
    expect(codeNames(body).split(' ').sort()).toEqual(['router.Use', 'router.Use', 'rowsAsArray', 'wshub.NewRouter']);
  });

  it('counts a name at most three times however often the code repeats it', async () => {
    const { codeNames } = await import('../lib/search/records');
    const { parse } = await import('node-html-parser');
    const body = parse(`<div><pre><code>${'db.query(x);\n'.repeat(10)}</code></pre></div>`);
    expect(codeNames(body)).toBe('db.query db.query db.query');
  });
});
