import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportedSite, fileOfRoute, routeOfFile, staticHtmlFiles } from '@/lib/exported-site';

describe('routes and files of the export', () => {
  it.each([
    ['index.html', '/'],
    ['docs/a/index.html', '/docs/a/'],
    ['404.html', '/404'],
    ['blog/rss.xml', '/blog/rss.xml'],
    // trailingSlash: false: a page is its own .html file (Docusaurus's ssgUtils.ts)
    ['docs/a.html', '/docs/a'],
  ])('%s ↔ %s', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
    expect(fileOfRoute(route)).toBe(file);
  });
  it.each([
    ['index.html', true, '/'],
    ['index.html', false, '/'],
    ['docs/a/index.html', true, '/docs/a/'],
    ['docs/a/index.html', false, '/docs/a/index'],
    ['docs/a.html', false, '/docs/a'],
  ])('%s with trailingSlash %s is the route %s', (file, trailing, route) => expect(routeOfFile(file, trailing)).toBe(route));
});

describe('ExportedSite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-export-'));
  const put = (f: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  };
  put('index.html', '<h1>Home</h1>');
  put('404.html', '<h1>Not found</h1>');
  put('docs/a/index.html', '<h1>A</h1>');
  put('_next/static/x.html', 'not a page');
  put('_/index.html', 'placeholder');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a folder without an export, naming it', () => {
    expect(() => new ExportedSite(path.join(dir, 'docs'))).toThrow(/has no exported site: run next build first/);
  });

  it('takes an export without a / page (a site without its own index), which still has its 404.html', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-export-bare-'));
    try {
      fs.writeFileSync(path.join(bare, '404.html'), '<h1>Not found</h1>');
      expect(new ExportedSite(bare).pages().map((p) => p.route)).toEqual(['/404']);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('lists pages outside _next/ and reads each page once', () => {
    const out = new ExportedSite(dir);
    expect(out.pages().map((p) => p.route)).toEqual(['/404', '/_/', '/docs/a/', '/']);
    expect(out.page('/docs/a/')?.html).toBe('<h1>A</h1>');
    fs.writeFileSync(path.join(dir, 'docs/a/index.html'), 'changed on disk');
    expect(out.text('docs/a/index.html')).toBe('<h1>A</h1>');
  });

  it('keeps its list true through writes, removals and a rescan', () => {
    const out = new ExportedSite(dir);
    out.write('blog/rss.xml', '<rss/>');
    expect(out.has('blog/rss.xml')).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'blog/rss.xml'), 'utf8')).toBe('<rss/>');
    out.remove('_');
    expect(out.files()).not.toContain('_/index.html');
    expect(fs.existsSync(path.join(dir, '_'))).toBe(false);
    put('img/new.svg', '<svg/>');
    expect(out.has('img/new.svg')).toBe(false);
    out.rescan();
    expect(out.has('img/new.svg')).toBe(true);
  });

  it('keeps a page it read as written, and holds no new file in memory', () => {
    put('docs/b/index.html', '<h1>B</h1>');
    const out = new ExportedSite(dir);
    expect(out.text('docs/b/index.html')).toBe('<h1>B</h1>');
    out.write('docs/b/index.html', '<h1>B, moved</h1>');
    fs.writeFileSync(path.join(dir, 'docs/b/index.html'), 'changed on disk');
    expect(out.text('docs/b/index.html')).toBe('<h1>B, moved</h1>');
    out.write('search/t0.json', '[]');
    fs.writeFileSync(path.join(dir, 'search/t0.json'), '[1]');
    // Not held: read from disk when a step asks.
    expect(out.text('search/t0.json')).toBe('[1]');
  });

  it('reads files that are not pages from disk each time (payloads are as large as pages)', () => {
    put('docs/b/index.txt', 'payload');
    const out = new ExportedSite(dir);
    expect(out.text('docs/b/index.txt')).toBe('payload');
    fs.writeFileSync(path.join(dir, 'docs/b/index.txt'), 'rewritten behind its back');
    expect(out.text('docs/b/index.txt')).toBe('rewritten behind its back');
    out.write('docs/b/index.txt', 'written');
    expect(out.text('docs/b/index.txt')).toBe('written');
  });

  it("leaves the site folder's static/ HTML files out of the pages: they are served as written, never rewritten (a search engine's verification file)", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-export-static-'));
    try {
      fs.mkdirSync(path.join(site, 'static', 'legacy'), { recursive: true });
      fs.writeFileSync(path.join(site, 'static', 'google0123abcd.html'), 'google-site-verification: google0123abcd.html');
      fs.writeFileSync(path.join(site, 'static', 'legacy', 'old.html'), '<p>by hand</p>');
      fs.writeFileSync(path.join(site, 'static', 'logo.svg'), '<svg/>');
      const verbatim = staticHtmlFiles(path.join(site, 'static'));
      expect(verbatim.sort()).toEqual(['google0123abcd.html', 'legacy/old.html']);
      put('google0123abcd.html', 'google-site-verification: google0123abcd.html');
      put('legacy/old.html', '<p>by hand</p>');
      const out = new ExportedSite(dir, { verbatim });
      const routes = out.pages().map((p) => p.route);
      expect(routes).toContain('/docs/a/');
      expect(routes).not.toContain('/google0123abcd');
      expect(routes).not.toContain('/legacy/old');
      expect(out.page('/google0123abcd.html')).toBeUndefined();
      expect(out.has('google0123abcd.html')).toBe(true);
      expect(staticHtmlFiles(path.join(site, 'none'))).toEqual([]);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
