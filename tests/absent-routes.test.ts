import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportedSite } from '@/lib/exported-site';
import { absentRoutes } from '@/lib/builder/absent-routes';

/** An export as Next writes it: the route `/` (page and payloads) at the root, other routes in folders. */
const EXPORT = [
  'index.html', 'index.txt', '__next.__PAGE__.txt', '__next._tree.txt', '__next._index.txt',
  '404.html', 'sitemap.xml', 'favicon.svg',
  'docs/a/index.html', 'docs/a/__next._tree.txt',
  'blog/index.html', 'blog/rss.xml', 'blog/tags/x/index.html',
  'blogroll/index.html',
];

let dir = '';
const exported = () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-absent-'));
  for (const f of EXPORT) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), f);
  }
  return new ExportedSite(dir);
};
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('absentRoutes: what the app renders but the site does not have', () => {
  it.each([
    ['a site with a home page and a blog keeps everything', { home: true, blog: true }, []],
    ['no home page: only the root route\'s page and payloads go', { home: false, blog: true }, ['index.html', 'index.txt', '__next.__PAGE__.txt', '__next._tree.txt', '__next._index.txt']],
    ['blog: false: the blog folder goes, a route that only starts alike stays', { home: true, blog: false }, ['blog/index.html', 'blog/rss.xml', 'blog/tags/x/index.html']],
  ])('%s', (_, has, gone) => {
    const site = exported();
    absentRoutes(site, has);
    expect(EXPORT.filter((f) => !fs.existsSync(path.join(dir, f)))).toEqual(gone);
    expect(site.files().sort()).toEqual(EXPORT.filter((f) => !gone.includes(f)).sort());
  });
});
