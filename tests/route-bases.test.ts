import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_BASES, normalizeRouteBasePath, routeUnder, setRouteBases } from '@/lib/route-bases';
import { contentPathOf, contentRouteOf, segmentsOf, type ContentRoute } from '@/lib/content-routes';
import { routes } from '@/lib/routes';
import { docusaurusPermalink } from '@/lib/docusaurus/permalinks';

afterEach(() => setRouteBases(DEFAULT_ROUTE_BASES));

describe('normalizeRouteBasePath (Docusaurus RouteBasePathSchema + normalizeUrl)', () => {
  it.each([
    ['docs', 'docs'],
    ['/docs', 'docs'],
    ['docs/', 'docs'],
    ['/docs/', 'docs'],
    ['/', ''],
    ['', ''],
    ['prefix/docs', 'prefix/docs'],
    ['//guide//', 'guide'],
  ])('%j → %j', (value, base) => expect(normalizeRouteBasePath(value)).toBe(base));
});

describe('routeUnder', () => {
  it.each([
    ['docs/a/b', 'docs', 'a/b'],
    ['docs', 'docs', ''],
    ['docsx/a', 'docs', null],
    ['blog/a', 'docs', null],
    ['a/b', '', 'a/b'],
    ['', '', ''],
  ])('%j under %j → %j', (route, base, rest) => expect(routeUnder(route, base)).toBe(rest));
});

describe('routes on the docs routeBasePath', () => {
  it.each([
    // base, doc route, doc URL, docs root, tags, tag, markdown twin, Docusaurus permalink of docs/a/b.md
    ['docs', 'a/b', '/docs/a/b/', '/docs/', '/docs/tags/', '/docs/tags/x/', '/docs/a/b.md', '/docs/a/b'],
    ['guide', 'a/b', '/guide/a/b/', '/guide/', '/guide/tags/', '/guide/tags/x/', '/guide/a/b.md', '/guide/a/b'],
    ['/', 'a/b', '/a/b/', '/', '/tags/', '/tags/x/', '/a/b.md', '/a/b'],
    ['', 'a/b', '/a/b/', '/', '/tags/', '/tags/x/', '/a/b.md', '/a/b'],
  ])('%j', (base, route, doc, root, tags, tag, md, permalink) => {
    setRouteBases({ docs: base, blog: 'blog' });
    expect(routes.doc(route)).toBe(doc);
    expect(routes.docsRoot()).toBe(root);
    expect(routes.doc('')).toBe(root);
    expect(routes.docsTags()).toBe(tags);
    expect(routes.docsTag('x')).toBe(tag);
    expect(routes.docMarkdown(route)).toBe(md);
    expect(docusaurusPermalink({ source: 'docs/a/b.md', data: {} })).toBe(permalink);
    // The blog stays where it is.
    expect(routes.post('p')).toBe('/blog/p/');
  });

  it('names the twin of the docs home', () => {
    expect(routes.docMarkdown('')).toBe('/docs.md');
    setRouteBases({ docs: '/', blog: 'blog' });
    expect(routes.docMarkdown('')).toBe('/index.md');
  });
});

describe('contentRouteOf: the root catch-all route table', () => {
  const pages = new Set(['', 'about', 'docs-like']);
  const isPage = (r: string) => pages.has(r);
  const cases: [string, string, ContentRoute | null][] = [
    ['docs', '/', { kind: 'page', route: '' }],
    ['docs', '/about/', { kind: 'page', route: 'about' }],
    ['docs', '/docs/', { kind: 'docs', route: '' }],
    ['docs', '/docs/a/b/', { kind: 'docs', route: 'a/b' }],
    ['docs', '/docs/tags/', { kind: 'docsTags', version: '' }],
    ['docs', '/docs/tags/x/', { kind: 'docsTag', tag: 'x', version: '' }],
    // Each version's own tag pages (plugin-content-docs: tagsPath is the version's path then 'tags').
    ['docs', '/docs/next/tags/', { kind: 'docsTags', version: 'next' }],
    ['docs', '/docs/1.7/tags/x/', { kind: 'docsTag', tag: 'x', version: '1.7' }],
    ['docs', '/docs/1.7/a/', { kind: 'docs', route: '1.7/a' }],
    ['docs', '/docs/1.8/tags/', { kind: 'docs', route: '1.8/tags' }],
    ['docs', '/installation/', null],
    ['docs', '/docs-like/', { kind: 'page', route: 'docs-like' }],
    ['guide', '/docs/a/', null],
    ['guide', '/guide/a/', { kind: 'docs', route: 'a' }],
    ['', '/installation/', { kind: 'docs', route: 'installation' }],
    ['', '/tags/', { kind: 'docsTags', version: '' }],
    ['', '/tags/x', { kind: 'docsTag', tag: 'x', version: '' }],
    ['', '/next/tags/x', { kind: 'docsTag', tag: 'x', version: 'next' }],
    ['', '/a/b', { kind: 'docs', route: 'a/b' }],
    // A site page wins over a doc at the same path (the checks report the duplicate route).
    ['', '/', { kind: 'page', route: '' }],
    ['', '/about/', { kind: 'page', route: 'about' }],
  ];
  it.each(cases)('docs at %j: %j', (docs, path, expected) => {
    const bases = { docs, blog: 'blog' };
    const r = contentRouteOf(path, bases, isPage, ['next', '1.7']);
    expect(r).toEqual(expected);
    // The table is its own inverse: a route's path leads back to it.
    if (r) expect(contentPathOf(r, bases)).toBe(`/${path.replace(/^\/+|\/+$/g, '')}`);
  });

  it('is the docs home at the root when the site has no index page', () => {
    expect(contentRouteOf('/', { docs: '', blog: 'blog' }, () => false)).toEqual({ kind: 'docs', route: '' });
  });

  it.each([
    ['/', []],
    ['/docs/a/', ['docs', 'a']],
    ['docs', ['docs']],
  ])('segments of %j', (path, segments) => expect(segmentsOf(path)).toEqual(segments));
});
