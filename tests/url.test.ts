import { describe, expect, it } from 'vitest';
import { authoredPath, hasFileExtension, isExternal, isUnder, normalizeBasePath, pathInBase, stripBase, trimSlashes, withBase } from '@/lib/url';

describe('trimSlashes', () => {
  it.each([
    ['/docs/a/', 'docs/a'],
    ['//a//', 'a'],
    ['a/b', 'a/b'],
    ['/', ''],
    ['', ''],
  ])('%s → %s', (from, to) => expect(trimSlashes(from)).toBe(to));
});

describe('hasFileExtension', () => {
  it.each([
    ['/feed.xml', true],
    ['/img/A.PNG', true],
    ['/docs/1.x', true],
    ['/docs/1.0', false],
    ['/docs/a/', false],
    ['/docs/a', false],
    ['/blog/v1.2-beta', false],
  ])('%s → %s', (path, file) => expect(hasFileExtension(path)).toBe(file));
});

describe('isExternal', () => {
  it.each([
    ['https://a.test/x', true],
    ['mailto:a@b.test', true],
    ['//cdn.test/a.js', true],
    ['/docs/', false],
    ['../a.md', false],
    ['#top', false],
  ])('%s → %s', (url, external) => expect(isExternal(url)).toBe(external));
});

describe('normalizeBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    [' /sub/ ', '/sub'],
    ['/a/b//', '/a/b'],
  ])('%s → %s', (from, to) => expect(normalizeBasePath(from)).toBe(to));
});

describe('the base path', () => {
  it.each([
    ['/sub/docs/a/', '/sub', '/docs/a/'],
    ['/sub', '/sub', '/'],
    ['/sub/', '/sub', '/'],
    ['/subway/x', '/sub', null],
    ['/other', '/sub', null],
    ['/any/path', '', '/any/path'],
  ])('pathInBase(%s, %s) → %s', (path, base, inside) => expect(pathInBase(path, base)).toBe(inside));

  it.each([
    ['/docs', '/docs', true],
    ['/docs/a', '/docs', true],
    ['/docsx', '/docs', false],
    ['https://a.org/x', 'https://a.org', true],
    ['https://a.org.evil/x', 'https://a.org', false],
  ])('isUnder(%s, %s) → %s', (path, prefix, under) => expect(isUnder(path, prefix)).toBe(under));

  it('authoredPath: a URL an author wrote with the base path is the site path (useBaseUrl adds the base only once)', () => {
    expect(authoredPath('/my-site/img/a.png', '/my-site')).toBe('/img/a.png');
    expect(withBase(authoredPath('/my-site/img/a.png', '/my-site'), '/my-site')).toBe('/my-site/img/a.png');
    expect(withBase(authoredPath('/img/a.png', '/my-site'), '/my-site')).toBe('/my-site/img/a.png');
    expect(authoredPath('/my-site', '/my-site')).toBe('/');
    expect(authoredPath('/my-sites/a', '/my-site')).toBe('/my-sites/a');
    for (const u of ['//cdn.example.org/my-site/a.png', 'https://x.org/my-site/a', './my-site/a', '#my-site']) expect(authoredPath(u, '/my-site')).toBe(u);
  });

  it('stripBase keeps a path outside the base path as it is', () => {
    expect(stripBase('/sub/a/', '/sub')).toBe('/a/');
    expect(stripBase('/subway/a', '/sub')).toBe('/subway/a');
    expect(stripBase('/a', '')).toBe('/a');
  });

  it.each([
    ['/docs/', '/sub', '/sub/docs/'],
    ['/docs/', '', '/docs/'],
    ['https://a.test/x', '/sub', 'https://a.test/x'],
    ['//cdn.test/a', '/sub', '//cdn.test/a'],
    ['a.png', '/sub', 'a.png'],
  ])('withBase(%s, %s) → %s', (path, base, to) => expect(withBase(path, base)).toBe(to));
});
