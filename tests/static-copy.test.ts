import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyStaticFolder } from '@/lib/builder/static-copy';
import { contentPaths } from '@/lib/env';
import { ExportedSite } from '@/lib/exported-site';

describe("static/'s files and the pages the build wrote", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-static-copy-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const write = (f: string, text: string) => {
    fs.mkdirSync(path.dirname(f), { recursive: true });
    fs.writeFileSync(f, text);
  };

  it('a static/index.html beside the site\'s own home page is not copied over it (Docusaurus writes its pages last); other files are', () => {
    const root = path.join(tmp, 'site');
    const out = path.join(tmp, 'out');
    write(path.join(root, 'static/index.html'), '<meta http-equiv="refresh" content="0; url=docs/intro.html">');
    write(path.join(root, 'static/google123.html'), 'google-site-verification');
    write(path.join(root, 'static/img/a.png'), 'png');
    write(path.join(out, 'index.html'), '<h1>Home</h1>');
    write(path.join(out, '404.html'), '<h1>Not found</h1>');
    const r = copyStaticFolder(contentPaths(root), out, new Set(['index.html', '404.html']));
    expect(r).toEqual({ copied: 2, shadowed: ['index.html'] });
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
    expect(fs.readFileSync(path.join(out, 'google123.html'), 'utf8')).toBe('google-site-verification');
    expect(fs.existsSync(path.join(out, 'img/a.png'))).toBe(true);

    // The shadowed file is a page again for the steps after the copy; the verification file stays a file.
    const site = new ExportedSite(out, { verbatim: ['index.html', 'google123.html'], previous: undefined });
    expect(site.pages().map((p) => p.route)).toEqual(['/404']);
    site.forgetVerbatim('index.html');
    expect(site.pages().map((p) => p.route)).toEqual(['/404', '/']);
  });
});
