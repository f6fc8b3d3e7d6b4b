/**
 * The blog's `tagsBasePath`, `archiveBasePath`, `authorsBasePath`, `pageBasePath` and the docs'
 * `tagsBasePath`, read as Docusaurus 3.10.2's plugin-content-blog and plugin-content-docs options.ts
 * give them (their defaults: 'tags', 'archive', 'authors', 'page'; 'tags'), and the author pages as
 * its authorsMap.ts and routes.ts make them (a page only with `page` in authors.yml; the authors list
 * when authors.yml has an author).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { validateSite } from '@/lib/site.schema';
import { site } from '@/lib/site';
import { mergeLayers } from '@/lib/site-sources';
import { DEFAULT_ROUTE_BASES, routeBases, setRouteBases } from '@/lib/route-bases';
import { routes } from '@/lib/routes';
import { contentPathOf, contentRouteOf, isDocsTagRoute } from '@/lib/content-routes';
import { BLOG_TEMPLATE, DEFAULT_BLOG_ROUTE_NAMES, namedBlogFiles, writeBlogRouteFolder, type BlogRouteNames } from '@/lib/builder/blog-route-folder';
import { writeLocaleRouteFolders } from '@/lib/builder/locale-route-folders';
import { walkFiles } from '@/lib/fs-walk';
import { authorsWithPosts, parseAuthorsFile } from '@/lib/docusaurus/blog-authors';
import { readContent } from '@/lib/checks/read';
import { checkContent } from '@/lib/checks/content';
import { contentPaths } from '@/lib/env';
import { postEntry } from '@/lib/blog/entry';

afterEach(() => setRouteBases(DEFAULT_ROUTE_BASES));

const FIXTURE = path.resolve(__dirname, 'fixtures/blog-route-names');
const classic = (options: Record<string, unknown>) => ({ title: 'T', url: 'https://x.dev', presets: [['classic', options]] });
const settle = (config: Record<string, unknown>) => validateSite(mergeLayers(site, mapDocusaurusConfig(config).settings));
const RENAMED = { docs: 'docs', blog: 'blog', docsTags: 'labels', blogTags: 'topics', blogArchive: 'history', blogAuthors: 'people', blogPage: 'p' };

describe('the options in a Docusaurus config (options.ts of each plugin)', () => {
  it('default to tags, archive, authors, page and the docs’ tags when unset', () => {
    const s = settle(classic({}));
    expect([s.blog.tagsBasePath, s.blog.archiveBasePath, s.blog.authorsBasePath, s.blog.pageBasePath, s.docs.tagsBasePath]).toEqual(['tags', 'archive', 'authors', 'page', 'tags']);
  });

  it('are read as set (slashes at the ends dropped, as normalizeUrl drops them), without a warning', () => {
    const config = classic({ docs: { tagsBasePath: '/labels/' }, blog: { tagsBasePath: 'topics', archiveBasePath: '/history', authorsBasePath: 'people/all', pageBasePath: 'p' } });
    const s = settle(config);
    expect([s.blog.tagsBasePath, s.blog.archiveBasePath, s.blog.authorsBasePath, s.blog.pageBasePath, s.docs.tagsBasePath]).toEqual(['topics', 'history', 'people/all', 'p', 'labels']);
    expect(mapDocusaurusConfig(config).warnings).toEqual([]);
  });

  it('archiveBasePath: null builds no archive page (Joi .allow(null))', () => {
    expect(settle(classic({ blog: { archiveBasePath: null } })).blog.archiveBasePath).toBeNull();
  });

  it.each([
    ['blog', 'tagsBasePath', '_tags'],
    ['blog', 'authorsBasePath', ''],
    ['blog', 'pageBasePath', '[n]'],
    ['blog', 'archiveBasePath', 'a/../b'],
    ['docs', 'tagsBasePath', 7],
  ])('a %s %s that cannot be a folder fails, naming the file and key', (plugin, key, value) => {
    expect(() => mapDocusaurusConfig(classic({ [plugin]: { [key]: value } }), 'docusaurus.config.js')).toThrow(
      new RegExp(`^Invalid site configuration in docusaurus\\.config\\.js:\\n  - presets classic ${plugin}\\.${key}: `),
    );
  });

  it('two of the blog’s at one path fail, naming the file and the key', () => {
    expect(() => mapDocusaurusConfig(classic({ blog: { authorsBasePath: 'tags' } }), 'docusaurus.config.ts')).toThrow(
      'Invalid site configuration in docusaurus.config.ts:\n  - presets classic blog.tagsBasePath: "tags" and authorsBasePath "tags": two of the blog\'s routes at one path',
    );
    expect(() => mapDocusaurusConfig(classic({ blog: { archiveBasePath: null, authorsBasePath: 'archive' } }))).not.toThrow();
  });

  it('site.config.json is held to the same rule', () => {
    expect(() => validateSite(mergeLayers(site, { blog: { tagsBasePath: '(x)' } }), 'site.config.json')).toThrow(/site\.config\.json:\n  - blog\.tagsBasePath: "\(x\)" cannot name a folder/);
    expect(() => validateSite(mergeLayers(site, { blog: { archiveBasePath: 'authors' } }), 'site.config.json')).toThrow(/site\.config\.json:\n  - blog\.archiveBasePath: "authors" and authorsBasePath "authors": two of the blog's routes at one path/);
  });
});

describe('every URL follows them (routes.ts, authorsMap.ts, blogUtils.ts paginateBlogPosts)', () => {
  it('defaults', () => {
    expect([routes.blogPage(2), routes.blogArchive(), routes.blogTags(), routes.blogTag('t', 2), routes.blogAuthors(), routes.blogAuthor('a', 3), routes.blogTagRss('t'), routes.docsTag('x', '1.0')]).toEqual([
      '/blog/page/2/', '/blog/archive/', '/blog/tags/', '/blog/tags/t/page/2/', '/blog/authors/', '/blog/authors/a/page/3/', '/blog/tags/t/rss.xml', '/docs/1.0/tags/x/',
    ]);
  });

  it('renamed, under a base and at the root', () => {
    setRouteBases({ ...RENAMED, blog: 'news' });
    expect([routes.blogPage(2), routes.blogArchive(), routes.blogTags(), routes.blogTag('t'), routes.blogTag('t', 2), routes.blogAuthors(), routes.blogAuthor('a'), routes.blogAuthor('a', 3), routes.blogTagRss('t'), routes.docsTags(), routes.docsTag('x', 'next')]).toEqual([
      '/news/p/2/', '/news/history/', '/news/topics/', '/news/topics/t/', '/news/topics/t/p/2/', '/news/people/', '/news/people/a/', '/news/people/a/p/3/', '/news/topics/t/rss.xml', '/docs/labels/', '/docs/next/labels/x/',
    ]);
    setRouteBases({ ...RENAMED, blog: '', blogArchive: null });
    expect([routes.blogPage(2), routes.blogArchive(), routes.blogTag('t', 2)]).toEqual(['/p/2/', null, '/topics/t/p/2/']);
  });

  it("the docs' catch-all dispatches its tag pages by the docs' tagsBasePath", () => {
    const bases = { docs: 'docs', blog: 'blog', docsTags: 'labels' };
    expect(contentRouteOf('/docs/labels/start/', bases, () => false, ['next'])).toEqual({ kind: 'docsTag', tag: 'start', version: '' });
    expect(contentRouteOf('/docs/next/labels', bases, () => false, ['next'])).toEqual({ kind: 'docsTags', version: 'next' });
    expect(contentRouteOf('/docs/tags/start', bases, () => false)).toEqual({ kind: 'docs', route: 'tags/start' });
    expect(contentPathOf({ kind: 'docsTag', tag: 'start', version: '' }, bases)).toBe('/docs/labels/start');
    expect(isDocsTagRoute('tags/x')).toBe(true);
    expect(isDocsTagRoute('labels/x', [], 'labels')).toBe(true);
    expect(isDocsTagRoute('tags/x', [], 'labels')).toBe(false);
  });

  it("a post's slug may not start with a renamed sub-route; the default names are free then", () => {
    setRouteBases(RENAMED);
    const post = (slug: string) => () => postEntry({ source: 'blog/2025-01-02-x.md', data: { title: 'X', slug, date: '2025-01-02' }, body: 'x', facts: { headings: [] } as never }, { tags: {}, authors: {}, fileDate: () => '2025-01-02' });
    expect(post('topics/x')).toThrow(/the slug "topics\/x" is a blog route/);
    expect(post('people')).toThrow(/is a blog route/);
    expect(post('tags/x')).not.toThrow();
    expect(routeBases().blogTags).toBe('topics');
  });
});

describe('author pages (authorsMap.ts normalizeAuthor, routes.ts createAuthorsRoutes)', () => {
  const authors = parseAuthorsFile({ ana: { name: 'Ana', page: true }, 'Bo Lee': { name: 'Bo', page: { permalink: '/bo-writes/' } }, cy: { name: 'Cy' }, dee: { name: 'Dee', page: false } }, 'authors.yml');

  it('a page only with page: true (kebab-case of the key) or page: {permalink}', () => {
    expect(Object.values(authors).map((a) => [a.name, a.page, a.key])).toEqual([
      ['Ana', true, 'ana'],
      ['Bo', true, 'bo-writes'],
      ['Cy', false, 'cy'],
      ['Dee', false, 'dee'],
    ]);
  });

  it("the list: every author of the file in its order, with their posts' count, a post with no page too", () => {
    const posts = [{ slug: 'a', authors: [authors.cy, authors.ana] }, { slug: 'b', authors: [authors.ana] }];
    expect(authorsWithPosts(authors, posts).map((g) => [g.author.name, g.posts.map((p) => p.slug)])).toEqual([
      ['Ana', ['a', 'b']],
      ['Bo', []],
      ['Cy', ['a']],
      ['Dee', []],
    ]);
    expect(authorsWithPosts({}, posts)).toEqual([]);
  });

  it("the link check knows the pages Docusaurus builds, and only those, on a fixture site", () => {
    const tree = readContent(contentPaths(FIXTURE), path.join(FIXTURE, 'no-public'), FIXTURE);
    const options = { siteUrl: 'https://x.dev', sidebar: { collapsed: true, collapsible: true }, onBrokenLinks: 'throw' as const, onBrokenMarkdownLinks: 'warn' as const, onBrokenAnchors: 'warn' as const, onDuplicateRoutes: 'warn' as const, houseRules: 'warn' as const };
    const broken = () => checkContent(tree, options).filter((i) => i.rule === 'links/internal').map((i) => i.message.match(/\/[a-z/-]+/)?.[0]);
    setRouteBases(RENAMED);
    expect(broken()).toEqual([]);
    // With the defaults, each renamed link is broken: the routes are at Docusaurus's default paths.
    setRouteBases(DEFAULT_ROUTE_BASES);
    expect(broken().sort()).toEqual(['/blog/history', '/blog/people', '/blog/people/ana', '/blog/people/bo-writes', '/blog/topics/release', '/docs/labels/start']);
  });
});

describe("the blog's route folder at the names (the template's subfolders, at a base, at the root, in a locale)", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const project = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-blog-names-'));
    dirs.push(root);
    for (const t of [BLOG_TEMPLATE, 'app-templates/locale']) fs.cpSync(path.resolve(t), path.join(root, t), { recursive: true });
    fs.mkdirSync(path.join(root, 'app', '(site)', '[...path]'), { recursive: true });
    fs.writeFileSync(path.join(root, 'app', '(site)', '[...path]', 'page.tsx'), 'export default () => null;\n');
    return root;
  };
  const nextRoutes = (dir: string) => walkFiles(dir).filter((f) => f.endsWith('page.tsx')).map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, '') || '/').sort();
  const names: BlogRouteNames = { blogTags: 'topics', blogArchive: 'history', blogAuthors: 'people/all', blogPage: 'p', authorsList: true };

  it('the defaults write the template as it is', () => {
    const template = new Map(walkFiles(path.resolve(BLOG_TEMPLATE)).map((f) => [f, f]));
    expect([...namedBlogFiles(template, DEFAULT_BLOG_ROUTE_NAMES).keys()]).toEqual([...template.keys()]);
  });

  it('renamed under a base: every list page, tag and author page at its folder', () => {
    const root = project();
    writeBlogRouteFolder('news', root, names);
    expect(nextRoutes(path.join(root, 'app', '(site)', 'news'))).toEqual(
      ['/', '/[...slug]', '/history', '/p/[page]', '/people/all', '/people/all/[author]', '/people/all/[author]/p/[page]', '/topics', '/topics/[tag]', '/topics/[tag]/p/[page]'].sort(),
    );
  });

  it('archiveBasePath null: no archive folder; no author in authors.yml: no authors list page', () => {
    const root = project();
    writeBlogRouteFolder('blog', root, { ...DEFAULT_BLOG_ROUTE_NAMES, blogArchive: null, authorsList: false });
    const routesOf = nextRoutes(path.join(root, 'app', '(site)', 'blog'));
    expect(routesOf.filter((r) => /archive|authors/.test(r))).toEqual(['/authors/[author]', '/authors/[author]/page/[page]']);
  });

  it('at the root: the renamed folders at app/(site)/, each with the layout', () => {
    const root = project();
    writeBlogRouteFolder('', root, names);
    expect(nextRoutes(path.join(root, 'app', '(site)'))).toEqual(
      ['/[...path]', '/history', '/p/[page]', '/people/all', '/people/all/[author]', '/people/all/[author]/p/[page]', '/topics', '/topics/[tag]', '/topics/[tag]/p/[page]'].sort(),
    );
    for (const top of ['topics', 'history', 'people', 'p']) expect(fs.existsSync(path.join(root, 'app', '(site)', top, 'layout.tsx')), top).toBe(true);
  });

  it("a locale's blog re-exports the default locale's pages at the same folders", () => {
    const root = project();
    writeBlogRouteFolder('news', root, names);
    writeLocaleRouteFolders({ defaultLocale: 'en', path: 'i18n', locales: [{ locale: 'en' }, { locale: 'fr' }] as never }, root, undefined, 'news', names);
    const fr = path.join(root, 'app', 'fr', 'news');
    expect(nextRoutes(fr)).toEqual(nextRoutes(path.join(root, 'app', '(site)', 'news')));
    expect(fs.readFileSync(path.join(fr, 'topics', '[tag]', 'p', '[page]', 'page.tsx'), 'utf8')).toContain("from '@/app/(site)/news/topics/[tag]/p/[page]/page'");
  });

  it.each([
    [{ ...names, blogTags: 'people/all' }, /^blog tagsBasePath "people\/all" and authorsBasePath "people\/all": two of the blog's routes at one path/],
    [{ ...names, blogArchive: 'topics/old' }, /^blog tagsBasePath "topics" and archiveBasePath "topics\/old": two of the blog's routes at one path/],
    [{ ...names, blogPage: '@p' }, /^blog pageBasePath "@p" cannot name a folder/],
  ])('names that cannot be folders of one blog fail in one line', (bad, message) => {
    const root = project();
    expect(() => writeBlogRouteFolder('news', root, bad)).toThrow(message);
  });
});

describe('the blog options around authors and tags not read here: one warning each, naming the key', () => {
  it.each([
    [{ authorsMapPath: 'people.yml' }, 'presets classic blog.authorsMapPath: "people.yml": not read here; authors are read from authors.yml (or .yaml, .json) of the blog folder'],
    [{ tags: null }, 'presets classic blog.tags: null: not read here; tags are read from tags.yml of the blog folder, when there is one'],
  ])('%j', (blog, warning) => {
    expect(mapDocusaurusConfig(classic({ blog })).warnings).toEqual([warning]);
  });

  it('no warning at their defaults', () => {
    expect(mapDocusaurusConfig(classic({ blog: { authorsMapPath: 'authors.yml', tags: 'tags.yml' } })).warnings).toEqual([]);
  });
});

describe("an author's page.permalink of several segments", () => {
  it('fails naming the file and key (each author page is one folder here)', () => {
    expect(() => parseAuthorsFile({ ana: { name: 'Ana', page: { permalink: '/team/ana' } } }, 'blog/authors.yml')).toThrow(
      'blog/authors.yml: ana.page.permalink: "/team/ana" must be one path segment here (as "/ana"), the author\'s page under the authors\' base',
    );
  });
});
