/**
 * The docs and blog plugins' route options (issue #48): the blog's `routeBasePath`, the docs' and
 * blog's `path`, `docs: false`, and extra plugin instances, each read as Docusaurus 3.10's
 * plugin-content-blog and plugin-content-docs options.ts and the classic preset give them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { validateSite } from '@/lib/site.schema';
import { site } from '@/lib/site';
import { mergeLayers } from '@/lib/site-sources';
import { DEFAULT_ROUTE_BASES, setRouteBases } from '@/lib/route-bases';
import { routes } from '@/lib/routes';
import { docusaurusPermalink } from '@/lib/docusaurus/permalinks';
import { BLOG_TEMPLATE, rootBlogFolders, writeBlogRouteFolder } from '@/lib/builder/blog-route-folder';
import { rootPostClash } from '@/lib/content-routes';
import { walkFiles } from '@/lib/fs-walk';
import { blogRelative, contentFolders, DEFAULT_CONTENT_FOLDERS, docsRelative, isDocSource, isPostSource, setContentFolders } from '@/lib/content-folders';
import { contentPaths } from '@/lib/env';
import { readContent } from '@/lib/checks/read';
import { checkContent } from '@/lib/checks/content';
import { docLocation, postSlugOf } from '@/lib/docusaurus/locations';
import { isContentPage as isDocumentFile } from '@/lib/docusaurus/page-files';
import { sectionPrefixes } from '@/lib/search/constants';

afterEach(() => {
  setRouteBases(DEFAULT_ROUTE_BASES);
  setContentFolders(DEFAULT_CONTENT_FOLDERS);
});

const FIXTURE = path.resolve(__dirname, 'fixtures/route-options');
const classic = (options: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ title: 'T', url: 'https://x.dev', presets: [['classic', options]], ...extra });
/** A mapped config over the engine's defaults, validated as lib/site.ts validates it. */
const settle = (config: Record<string, unknown>) => validateSite(mergeLayers(site, mapDocusaurusConfig(config).settings));
const warningsOf = (config: Record<string, unknown>) => mapDocusaurusConfig(config).warnings;

describe('docs and blog plugin instances of their own (an id): not built, their bases known to the link checks', () => {
  it('each instance with its routeBasePath (the plugin default when unset), none at the root', () => {
    const config = classic({}, {
      plugins: [
        ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: '/community/' }],
        ['@docusaurus/plugin-content-blog', { id: 'portfolio', path: 'portfolio' }],
        ['@docusaurus/plugin-content-docs', { id: 'everything', path: 'all', routeBasePath: '/' }],
      ],
    });
    expect(settle(config).unbuiltInstances).toEqual([
      { name: 'the docs plugin instance "community"', routeBasePath: 'community' },
      { name: 'the blog plugin instance "portfolio"', routeBasePath: 'blog' },
    ]);
    expect(settle(classic({})).unbuiltInstances).toBeUndefined();
  });
});

describe("the blog's routeBasePath (plugin-content-blog options.ts, RouteBasePathSchema)", () => {
  it.each([
    [undefined, 'blog'],
    ['blog', 'blog'],
    ['news', 'news'],
    ['/news/', 'news'],
    ['updates/blog', 'updates/blog'],
  ])('blog.routeBasePath %j serves the blog under %j, without a warning', (routeBasePath, base) => {
    const config = classic({ blog: routeBasePath === undefined ? {} : { routeBasePath } });
    expect(settle(config).blog.routeBasePath).toBe(base);
    expect(warningsOf(config).filter((w) => w.includes('routeBasePath'))).toEqual([]);
  });

  it("'/' (the blog-only mode) puts the blog at the root, without a warning: its list is the site's /", () => {
    const config = classic({ docs: false, blog: { routeBasePath: '/' } });
    expect(settle(config).blog.routeBasePath).toBe('');
    expect(settle(config).blog.listAtRoot).toBe(true);
    expect(settle(classic({ blog: { routeBasePath: 'news' } })).blog.listAtRoot).toBeUndefined();
    expect(warningsOf(config)).toEqual([]);
    expect(validateSite(mergeLayers(site, { blog: { routeBasePath: '/' } }), 'site.config.json').blog.routeBasePath).toBe('');
  });

  // Docusaurus 3.10's plugin-content-blog routes.ts and blogUtils.ts (paginateBlogPosts, the tags',
  // authors' and archive's paths) and feed.ts, with routeBasePath '/': every path is
  // normalizeUrl([baseUrl, '/', …]), the posts at /<slug> or /<YYYY/MM/DD/name> from the file's name.
  it('with the blog at the root every blog URL is where Docusaurus puts it', () => {
    setRouteBases({ docs: 'docs', blog: '' });
    expect({
      list: routes.blog(),
      page2: routes.blogPage(2),
      post: routes.post('2024/01/05/hello'),
      archive: routes.blogArchive(),
      tags: routes.blogTags(),
      tag: routes.blogTag('java'),
      tag2: routes.blogTag('java', 2),
      authors: routes.blogAuthors(),
      author: routes.blogAuthor('a'),
      authorPage2: routes.blogAuthor('a', 2),
      rss: routes.rss(),
      atom: routes.atom(),
      json: routes.jsonFeed(),
      tagRss: routes.blogTagRss('java'),
      twin: routes.postMarkdown('hello'),
      dated: docusaurusPermalink({ source: 'blog/2024-01-05-hello.md', data: {} }),
      slugged: docusaurusPermalink({ source: 'blog/2024-01-05-hello.md', data: { slug: '/spring-inject' } }),
    }).toEqual({
      list: '/',
      page2: '/page/2/',
      post: '/2024/01/05/hello/',
      archive: '/archive/',
      tags: '/tags/',
      tag: '/tags/java/',
      tag2: '/tags/java/page/2/',
      authors: '/authors/',
      author: '/authors/a/',
      authorPage2: '/authors/a/page/2/',
      rss: '/rss.xml',
      atom: '/atom.xml',
      json: '/feed.json',
      tagRss: '/tags/java/rss.xml',
      twin: '/hello.md',
      dated: '/2024/01/05/hello',
      slugged: '/spring-inject',
    });
  });

  it.each([
    ['news', { list: '/news/', page2: '/news/page/2/', post: '/news/hello/', archive: '/news/archive/', tags: '/news/tags/', tag: '/news/tags/t/', tag2: '/news/tags/t/page/2/', authors: '/news/authors/', author: '/news/authors/a/', rss: '/news/rss.xml', atom: '/news/atom.xml', json: '/news/feed.json', tagRss: '/news/tags/t/rss.xml', twin: '/news/hello.md', permalink: '/news/hello' }],
    ['updates/blog', { list: '/updates/blog/', page2: '/updates/blog/page/2/', post: '/updates/blog/hello/', archive: '/updates/blog/archive/', tags: '/updates/blog/tags/', tag: '/updates/blog/tags/t/', tag2: '/updates/blog/tags/t/page/2/', authors: '/updates/blog/authors/', author: '/updates/blog/authors/a/', rss: '/updates/blog/rss.xml', atom: '/updates/blog/atom.xml', json: '/updates/blog/feed.json', tagRss: '/updates/blog/tags/t/rss.xml', twin: '/updates/blog/hello.md', permalink: '/updates/blog/hello' }],
  ])('every blog URL is under %j (routes.ts, feeds, twins, permalinks)', (base, want) => {
    setRouteBases({ docs: 'docs', blog: base });
    expect({
      list: routes.blog(),
      page2: routes.blogPage(2),
      post: routes.post('hello'),
      archive: routes.blogArchive(),
      tags: routes.blogTags(),
      tag: routes.blogTag('t'),
      tag2: routes.blogTag('t', 2),
      authors: routes.blogAuthors(),
      author: routes.blogAuthor('a'),
      rss: routes.rss(),
      atom: routes.atom(),
      json: routes.jsonFeed(),
      tagRss: routes.blogTagRss('t'),
      twin: routes.postMarkdown('hello'),
      permalink: docusaurusPermalink({ source: 'blog/2025-01-02-x.md', data: { slug: 'hello' } }),
    }).toEqual(want);
    expect(routes.blogPage(1)).toBe(routes.blog());
    // The docs stay where they are.
    expect(routes.doc('a')).toBe('/docs/a/');
  });

  it("the search's Blog section is the pages under the blog's base", () => {
    setRouteBases({ docs: '', blog: 'news' });
    expect(sectionPrefixes()).toEqual([
      { prefix: '/news/', label: 'Blog' },
      { prefix: '/', label: 'Documentation' },
    ]);
  });
});

describe("the blog's route folder, written from the template at the routeBasePath", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  /** A project with the real template and an engine route of its own (app/(site)/search). */
  const project = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-blog-routes-'));
    dirs.push(root);
    fs.cpSync(path.resolve(BLOG_TEMPLATE), path.join(root, BLOG_TEMPLATE), { recursive: true });
    fs.mkdirSync(path.join(root, 'app', '(site)', 'search'), { recursive: true });
    fs.writeFileSync(path.join(root, 'app', '(site)', 'search', 'page.tsx'), 'export default () => null;\n');
    return root;
  };
  const template = walkFiles(path.resolve(BLOG_TEMPLATE));

  it('writes every page of the template under app/(site)/<base>, ignored by git', () => {
    const root = project();
    expect(writeBlogRouteFolder('news', root)).toBe('app/(site)/news');
    expect(walkFiles(path.join(root, 'app', '(site)', 'news')).filter((f) => !f.startsWith('.'))).toEqual(template);
    expect(fs.readFileSync(path.join(root, 'app', '(site)', 'news', '.gitignore'), 'utf8')).toBe('*\n');
    expect(template).toContain('[...slug]/page.tsx');
  });

  it('moves it when the base changes: the old folder is gone, a nested base keeps one marked top folder', () => {
    const root = project();
    writeBlogRouteFolder('news', root);
    expect(writeBlogRouteFolder('updates/blog', root)).toBe('app/(site)/updates/blog');
    expect(fs.existsSync(path.join(root, 'app', '(site)', 'news'))).toBe(false);
    expect(walkFiles(path.join(root, 'app', '(site)', 'updates'))).toEqual(['.generated-blog-routes', '.gitignore', ...template.map((f) => `blog/${f}`)]);
    writeBlogRouteFolder('blog', root);
    expect(fs.readdirSync(path.join(root, 'app', '(site)')).sort()).toEqual(['blog', 'search']);
    // The engine's own route is never touched.
    expect(fs.existsSync(path.join(root, 'app', '(site)', 'search', 'page.tsx'))).toBe(true);
  });

  it('writes nothing again when the folder is as it should be (next dev watches app/)', () => {
    const root = project();
    writeBlogRouteFolder('news', root);
    const page = path.join(root, 'app', '(site)', 'news', 'page.tsx');
    const before = fs.statSync(page).mtimeMs;
    fs.utimesSync(page, new Date(1000), new Date(1000));
    writeBlogRouteFolder('news', root);
    expect(fs.statSync(page).mtimeMs).toBe(1000);
    expect(before).not.toBe(1000);
    // A stale file left in it goes.
    fs.writeFileSync(path.join(root, 'app', '(site)', 'news', 'stale.tsx'), 'x');
    writeBlogRouteFolder('news', root);
    expect(fs.existsSync(path.join(root, 'app', '(site)', 'news', 'stale.tsx'))).toBe(false);
  });

  it.each([
    ['search', /blog routeBasePath "search": \/search is one of this engine's own routes \(app\/\(site\)\/search\/\)/],
    ['search/blog', /\/search is one of this engine's own routes/],
    ['_private', /not a folder the blog's routes can be written to/],
    ['(group)', /not a folder the blog's routes can be written to/],
  ])('refuses %j with a message naming the base', (base, message) => {
    const root = project();
    expect(() => writeBlogRouteFolder(base, root)).toThrow(message);
    expect(fs.existsSync(path.join(root, 'app', '(site)', 'search', 'page.tsx'))).toBe(true);
  });
});

describe("a blog at the root (routeBasePath '/'): the template's fixed folders at app/(site)/, the posts in the site's catch-all", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const project = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-blog-root-'));
    dirs.push(root);
    fs.cpSync(path.resolve(BLOG_TEMPLATE), path.join(root, BLOG_TEMPLATE), { recursive: true });
    fs.mkdirSync(path.join(root, 'app', '(site)', '[...path]'), { recursive: true });
    fs.writeFileSync(path.join(root, 'app', '(site)', '[...path]', 'page.tsx'), 'export default () => null;\n');
    return root;
  };
  /** The Next routes of app/(site)/'s page files: '/tags/[tag]/page/[page]'. */
  const nextRoutes = (dir: string) => walkFiles(dir).filter((f) => f.endsWith('page.tsx')).map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, '') || '/').sort();

  it("writes tags, archive, authors and page at the root, each with the blog's layout; no [...slug] beside the site's catch-all", () => {
    const root = project();
    const site = path.join(root, 'app', '(site)');
    expect(writeBlogRouteFolder('', root)).toBe('app/(site)');
    expect(nextRoutes(site)).toEqual(['/[...path]', '/archive', '/authors', '/authors/[author]', '/authors/[author]/page/[page]', '/page/[page]', '/tags', '/tags/[tag]', '/tags/[tag]/page/[page]'].sort());
    const layout = fs.readFileSync(path.resolve(BLOG_TEMPLATE, 'layout.tsx'), 'utf8');
    for (const top of ['tags', 'archive', 'authors', 'page']) {
      expect(fs.readFileSync(path.join(site, top, 'layout.tsx'), 'utf8')).toBe(layout);
      expect(fs.readFileSync(path.join(site, top, '.gitignore'), 'utf8')).toBe('*\n');
    }
    // Back to a base: the root folders go, the site's catch-all stays.
    writeBlogRouteFolder('blog', root);
    expect(fs.readdirSync(site).sort()).toEqual(['[...path]', 'blog']);
    writeBlogRouteFolder('', root);
    expect(fs.existsSync(path.join(site, 'blog'))).toBe(false);
  });

  it('rootBlogFolders: the posts folder and the list page are not among them', () => {
    const files = new Map([['page.tsx', 'list'], ['layout.tsx', 'L'], ['[...slug]/page.tsx', 'post'], ['tags/page.tsx', 'tags']]);
    expect([...rootBlogFolders(files)].map(([top, f]) => [top, [...f]])).toEqual([['tags', [['layout.tsx', 'L'], ['page.tsx', 'tags']]]]);
  });

  it("a page of the site's own or doc at a post's path is one line naming the path (a duplicate route)", () => {
    expect(rootPostClash(['2024/01/05/hello', 'about-me'], ['about', 'docs/intro'])).toBeNull();
    expect(rootPostClash(['2024/01/05/hello', 'about'], ['about', 'docs/intro'])).toBe(
      'blog routeBasePath "/": the post at /about is also a page or doc of the site at /about (a duplicate route); give the post another slug or move the page',
    );
  });
});

describe("the docs' and blog's path (the folders content is read from)", () => {
  it.each([
    [{}, 'docs', 'blog'],
    [{ docs: { path: 'documentation' }, blog: { path: './posts/' } }, 'documentation', 'posts'],
    [{ docs: { path: 'content/docs' } }, 'content/docs', 'blog'],
  ])('%j reads docs from %j and posts from %j, without a warning', (options, docs, blog) => {
    const config = classic(options);
    const s = settle(config);
    expect([s.docs.path, s.blog.path]).toEqual([docs, blog]);
    expect(warningsOf(config).filter((w) => w.includes('path'))).toEqual([]);
  });

  it.each(['../shared-docs', '/abs/docs', '.'])('a path outside the site folder (%j) fails, naming the key', (p) => {
    expect(() => settle(classic({ docs: { path: p } }))).toThrow(/docs\.path: must be a folder inside the site folder/);
  });

  it("every reader of a content file's path follows the folders", () => {
    setContentFolders({ docs: 'documentation', blog: 'posts' });
    expect(contentFolders()).toEqual({ docs: 'documentation', blog: 'posts' });
    expect(contentPaths('/site')).toMatchObject({ docs: path.join('/site', 'documentation'), blog: path.join('/site', 'posts') });
    expect([isDocSource('documentation/a.md'), isPostSource('posts/2025-01-02-a.md'), isPostSource('blog/2025-01-02-a.md'), isDocSource('docs/a.md')]).toEqual([true, true, false, false]);
    expect([docsRelative('documentation/a/b.md'), blogRelative('posts/2025-01-02-a.md')]).toEqual(['a/b.md', '2025-01-02-a.md']);
    expect(docLocation('documentation/guides/a.md', {}).id).toBe('guides/a');
    expect(postSlugOf('posts/2025-01-02-hello.md', {})).toBe('2025/01/02/hello');
    expect([isDocumentFile('documentation/a.mdx'), isDocumentFile('docs/a.mdx'), isDocumentFile('posts/_partial.mdx')]).toEqual([true, false, false]);
  });

  it("the checks read the fixture site's documentation/ and posts/, and its links into the blog at /news resolve", () => {
    setContentFolders({ docs: 'documentation', blog: 'posts' });
    setRouteBases({ docs: 'docs', blog: 'news' });
    const tree = readContent(contentPaths(FIXTURE), path.join(FIXTURE, 'no-public'), FIXTURE);
    expect(tree.docs.map((d) => d.rel)).toEqual(['documentation/intro.md']);
    expect(tree.posts.map((p) => [p.rel, p.kind])).toEqual([['posts/2025-01-02-hello.md', 'post'], ['posts/2025-01-03-second.md', 'post']]);
    const issues = checkContent(tree, { siteUrl: 'https://x.dev', sidebar: { collapsed: true, collapsible: true }, onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn', houseRules: 'warn' });
    expect(issues.filter((i) => i.rule.startsWith('links/') || i.rule === 'content/md-link')).toEqual([]);
  });
});

describe('a blog at the root, read by the checks', () => {
  it("a post at a doc's path is a duplicate route naming the post's file; under a base it is not", () => {
    setContentFolders({ docs: 'documentation', blog: 'posts' });
    const tree = readContent(contentPaths(FIXTURE), path.join(FIXTURE, 'no-public'), FIXTURE);
    // The fixture's doc is at /docs/intro: a post slugged docs/intro meets it with the blog at the root.
    const clashing = { ...tree, posts: [{ ...tree.posts[0], data: { ...tree.posts[0].data, slug: 'docs/intro' } }, tree.posts[1]] };
    const options = { siteUrl: 'https://x.dev', sidebar: { collapsed: true, collapsible: true }, onBrokenLinks: 'warn' as const, onBrokenMarkdownLinks: 'warn' as const, onBrokenAnchors: 'warn' as const, onDuplicateRoutes: 'throw' as const, houseRules: 'warn' as const };
    const duplicates = () => checkContent(clashing, options).filter((i) => i.rule === 'routes/duplicate-route').map((i) => [i.file, i.message]);
    setRouteBases({ docs: 'docs', blog: '' });
    expect(duplicates()).toEqual([[tree.posts[0].file, 'blog routeBasePath "/": the post at /docs/intro is also a page or doc of the site at /docs/intro (a duplicate route); give the post another slug or move the page']]);
    setRouteBases({ docs: 'docs', blog: 'news' });
    expect(duplicates()).toEqual([]);
  });
});

describe('docs: false (a blog-only site)', () => {
  it('turns the docs off, with no warning, and leaves their options unread', () => {
    const config = classic({ docs: false, blog: { routeBasePath: 'news' } });
    const s = settle(config);
    expect([s.docs.enabled, s.blog.enabled, s.blog.routeBasePath]).toEqual([false, true, 'news']);
    expect(warningsOf(config)).toEqual([]);
    expect(settle(classic({})).docs.enabled).toBe(true);
  });

  it('a link to the docs is broken on a site without them, and fine with them', () => {
    setContentFolders({ docs: 'documentation', blog: 'posts' });
    const tree = readContent(contentPaths(FIXTURE), path.join(FIXTURE, 'no-public'), FIXTURE);
    const noDocs = { ...tree, docs: [], categories: [], posts: [{ ...tree.posts[0], body: 'See [the docs](/docs/).\n' }] };
    const options = { siteUrl: 'https://x.dev', sidebar: { collapsed: true, collapsible: true }, onBrokenLinks: 'throw' as const, onBrokenMarkdownLinks: 'warn' as const, onBrokenAnchors: 'warn' as const, onDuplicateRoutes: 'warn' as const, houseRules: 'warn' as const };
    const broken = (docs: boolean) => checkContent(noDocs, { ...options, docs }).filter((i) => i.rule === 'links/internal').map((i) => i.message);
    expect(broken(false)).toEqual([expect.stringContaining('/docs/')]);
    expect(broken(true)).toEqual([]);
  });
});

describe('docs: false, read by the checks', () => {
  it('a site without docs has no docs sidebar to fail on, where a site with the docs plugin on and no doc does', () => {
    setContentFolders({ docs: 'documentation', blog: 'posts' });
    const tree = readContent(contentPaths(FIXTURE), path.join(FIXTURE, 'no-public'), FIXTURE);
    const noDocs = { ...tree, docs: [], categories: [] };
    const options = { siteUrl: 'https://x.dev', onBrokenLinks: 'warn' as const, onBrokenMarkdownLinks: 'warn' as const, onBrokenAnchors: 'warn' as const, onDuplicateRoutes: 'warn' as const, houseRules: 'warn' as const };
    const sidebarIssues = (enabled: boolean) => checkContent(noDocs, { ...options, docs: enabled, sidebar: { collapsed: true, collapsible: true, enabled } }).filter((i) => i.rule === 'sidebar/config');
    expect(sidebarIssues(false)).toEqual([]);
    expect(sidebarIssues(true).map((i) => i.message)).toEqual([expect.stringContaining('nothing to link to')]);
  });
});

describe('several instances of the docs or blog plugin', () => {
  it('an extra instance is one warning line naming it, its folder and base, and that its pages are not built', () => {
    const config = classic({}, { plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }], ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changelog' }]] });
    expect(warningsOf(config)).toEqual([
      'plugins[0]: the docs plugin instance "community" (path "community", routeBasePath "community"): only one docs instance is built here; its pages are not built',
      'plugins[1]: the blog plugin instance "changelog" (path "changelog"): only one blog instance is built here; its pages are not built',
    ]);
    // The preset's instances are the ones built.
    expect(settle(config).docs.path).toBe('docs');
  });

  it('a standalone docs plugin without an id is the docs (beside a preset with docs: false)', () => {
    const config = classic({ docs: false }, { plugins: [['@docusaurus/plugin-content-docs', { path: 'documentation', routeBasePath: 'guide' }]] });
    const s = settle(config);
    expect([s.docs.enabled, s.docs.path, s.docs.routeBasePath]).toEqual([true, 'documentation', 'guide']);
    expect(warningsOf(config)).toEqual([]);
  });
});
