/**
 * Slashes and the base path are one rule each, in lib/url.ts: a trailing slash added or dropped, a
 * base path normalised. This reads the engine's code for the rules written again inline, and holds
 * the helpers to each other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFiles } from '@/lib/fs-walk';
import { applyTrailingSlash, normalizeBasePath, normalizeBaseUrl, withoutLeadingSlash, withoutTrailingSlash, withTrailingSlash } from '@/lib/url';

/**
 * A slash dropped or added by hand: `.replace(/\/+$/, '')`, `p.endsWith('/') ? p : `${p}/``,
 * `if (!p.endsWith('/')) p += '/'`, `.replace(/^\/+/, '')`.
 */
const INLINE_RULES = [
  /\.replace\(\/\\\/\+?\$\/, ''\)/,
  /\.endsWith\('\/'\) \? \w+ : `\$\{\w+\}\/`/,
  /!\w+\.endsWith\('\/'\)\)? \w+ \+= '\/'/,
  /\.replace\(\/\^\\\/\+?\/, ''\)/,
];

/**
 * Files left to the work on them now under way elsewhere (the client API of #49, the search of #55);
 * each is to use lib/url.ts too: client-api.ts's `useBaseUrl` drops a leading slash by hand,
 * records.ts adds a trailing one.
 */
const PENDING = ['lib/docusaurus/client-api.ts', 'lib/search/records.ts'];

const sources = ['app', 'components', 'lib', 'scripts']
  .flatMap((root) => walkFiles(root).map((f) => path.posix.join(root, f.split(path.sep).join('/'))))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.startsWith('scripts/bench/') && f !== 'lib/url.ts' && !PENDING.some((p) => f.startsWith(p)));

describe('slashes, one rule each', () => {
  it('no code adds or drops a trailing slash by hand: it asks lib/url.ts', () => {
    const found = sources.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (INLINE_RULES.some((r) => r.test(line)) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it.each(['/docs/a', '/docs/a/', '/docs/a//', 'docs', '/'])('applyTrailingSlash agrees with withTrailingSlash and withoutTrailingSlash: %j', (p) => {
    expect(applyTrailingSlash(p, true)).toBe(p === '/' ? '/' : withTrailingSlash(p));
    expect(applyTrailingSlash(p, false)).toBe(withoutTrailingSlash(p) || '/');
  });

  it.each([undefined, '', '/', 'sub', '/sub/', ' /a/b// '])('a base path and its baseUrl are one value: %j', (v) => {
    expect(normalizeBaseUrl(v)).toBe(`${normalizeBasePath(v)}/`);
    expect(normalizeBasePath(normalizeBaseUrl(v))).toBe(normalizeBasePath(v));
  });

  it('the base path has one name: basePath (\'\' or /sub, BASE_PATH in lib/url.ts), and baseUrl only for Docusaurus\'s form of it (/sub/)', () => {
    const others = /\b(SITE_BASE|siteBase|sitePrefix|baseURL|basepath|BASE_URL_PATH)\b/;
    const found = sources.flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').flatMap((line, i) => (others.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });

  it('each inline rule the scan looks for is caught (the scan can fail)', () => {
    const inline = ["p.replace(/\\/+$/, '')", "p.endsWith('/') ? p : `${p}/`", "if (!route.endsWith('/')) route += '/';", "href.replace(/^\\/+/, '')"];
    for (const line of inline) expect(INLINE_RULES.some((r) => r.test(line)), line).toBe(true);
  });

  it('withoutLeadingSlash gives a path in the export from a URL path', () => {
    expect(['/docs/a/', '//docs/a/', 'docs/a/'].map(withoutLeadingSlash)).toEqual(['docs/a/', 'docs/a/', 'docs/a/']);
  });

  it('withoutTrailingSlash gives the origin paths are joined to', () => {
    expect(['https://x.org', 'https://x.org/', 'https://x.org//'].map(withoutTrailingSlash)).toEqual(['https://x.org', 'https://x.org', 'https://x.org']);
    expect(withTrailingSlash('/a')).toBe('/a/');
    expect(withTrailingSlash('/a/')).toBe('/a/');
  });
});
