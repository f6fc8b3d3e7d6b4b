/**
 * A Docusaurus site's src/pages (lib/docusaurus/page-files.ts, pages.ts): which files are pages at
 * which routes, and what compiling one gives, on a small fixture site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listPageFiles, pageRoute } from '@/lib/docusaurus/page-files';
import { compileSitePages } from '@/lib/content/site-pages';
import { writeSitePages } from '@/lib/content/site-pages-file';

const ROOT = path.resolve(__dirname, 'fixtures/docusaurus-pages');

describe('the pages of src/pages, as the pages plugin finds them', () => {
  it.each([
    ['index.js', ''],
    ['about.md', 'about'],
    ['nested/index.tsx', 'nested'],
    ['a/b.mdx', 'a/b'],
  ])('%s is the page /%s', (file, route) => expect(pageRoute(file)).toBe(route));
  it('leaves out partials (_name, _folder/) and tests; CSS is not a page', () => {
    expect(listPageFiles(path.join(ROOT, 'src/pages')).map((p) => [p.rel, p.kind])).toEqual([
      ['about.md', 'markdown'],
      ['broken.js', 'react'],
      ['index.js', 'react'],
      ['nested/index.tsx', 'react'],
    ]);
  });
});

describe('compiling them', async () => {
  const { pages, warnings } = await compileSitePages(ROOT, { onBrokenMarkdownLinks: 'warn', siteConfig: { title: 'Fixture site', customFields: {} } });
  const page = (route: string) => pages.find((p) => p.route === route)!;
  it('a React page: the title and description its <Layout> gets, its CSS module scoped', () => {
    expect(page('')).toMatchObject({ title: 'Welcome to Fixture site', description: 'A page of the fixture' });
    expect(page('').css).toMatch(/^\.banner_[0-9a-f]{6} \{ padding: 4rem 0; \}/m);
    // A class inside @media is scoped too; a number such as 0.5rem is not a class.
    expect(page('').css).toMatch(/@media \(max-width: 996px\) \{ \.banner_[0-9a-f]{6} \{ padding: 2rem; \} \}/);
    expect(page('').css).toContain('width: 0.5rem');
    // The module's classes and the require()d SVG, drawn as a picture named by its <title>.
    expect(page('').code).toMatch(/banner_[0-9a-f]{6}/);
    expect(page('').code).toContain('"A square & a frame"');
  });
  it('a Markdown page: its frontmatter title, its # Title shown as the page heading', () => {
    expect(page('about')).toMatchObject({ kind: 'markdown', title: 'About us', contentTitle: 'About the fixture' });
  });
  it('a TypeScript page without a title keeps the site title', () => {
    expect(page('nested').title).toBeUndefined();
  });
  it('a page that does not compile is left out with a warning naming it; the others are built', () => {
    expect(pages.map((p) => p.route).sort()).toEqual(['', 'about', 'nested']);
    expect(warnings).toEqual([expect.stringMatching(/^src\/pages\/broken\.js: not built \(.*"@theme\/DoesNotExist" is not available on this site.*\); the site keeps its own page at \/broken$/)]);
  });
});

describe('writing them (lib/content/site-pages-file.ts)', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-site-pages-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes no page for a folder without src/pages, and warns of nothing', async () => {
    const file = path.join(dir, 'out', 'site-pages.json');
    expect(await writeSitePages(dir, file)).toEqual([]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('compiles and writes the pages of a folder that has them', async () => {
    const file = path.join(dir, 'site-pages.json');
    expect((await writeSitePages(ROOT, file)).join('\n')).toMatch(/src\/pages\/broken\.js: not built/);
    expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { route: string }[]).map((p) => p.route).sort()).toEqual(['', 'about', 'nested']);
  });
});
