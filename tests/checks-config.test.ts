import path from 'node:path';
import type { Link, Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it, vi } from 'vitest';
import { checkSiteConfig } from '@/lib/checks/site-schema';
import { editDistance as distance } from '@/lib/edit-distance';
import { isCalendarDate } from '@/lib/content/frontmatter';
import { isMdLink, resolveMdLink, type LinkTarget } from '@/lib/docusaurus/md-links';
import { remarkLinks } from '@/lib/content/remark-links';
import { parseSource } from '@/lib/source-file';
import { formatIssue } from '@/lib/checks/types';
import { site } from '@/lib/site';

/* eslint-disable @typescript-eslint/no-explicit-any */
describe('site configuration check', () => {
  it('passes the real lib/site.ts', () => expect(checkSiteConfig(site)).toEqual([]));

  it.each([
    ['missing title', (c: any) => delete c.title, 'lib/site.ts: title: Invalid input: expected string, received undefined'],
    ['missing url', (c: any) => delete c.url, 'lib/site.ts: url: Invalid input: expected string, received undefined'],
    ['navbar item without to/href', (c: any) => (c.navbar.items[2] = { type: 'link', label: 'X', position: 'right' }), 'lib/site.ts: navbar.items.2: needs exactly one of "to" or "href"'],
    ['footer link without a label', (c: any) => (c.footer.columns[1].items[0].label = ''), 'lib/site.ts: footer.columns.1.items.0.label: Too small: expected string to have >=1 characters'],
    ['malformed announcement id', (c: any) => (c.announcement.id = 'Pyoso Launch!'), 'lib/site.ts: announcement.id: must be lowercase letters, digits and dashes'],
  ])('%s: one message naming the key', (_name, mutate, message) => {
    const c = structuredClone(site) as any;
    mutate(c);
    expect(checkSiteConfig(c).map(formatIssue)).toEqual([message]);
  });
});
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('markdown links to files', () => {
  const files: Record<string, Record<string, unknown>> = {
    'docs/index.mdx': {},
    'docs/guides/first.mdx': {},
    'docs/guides/renamed.mdx': { slug: '/elsewhere' },
    'blog/2024-01-01-hello.mdx': {},
    'blog/2024-02-01-news/index.mdx': { slug: 'big-news' },
  };
  const lookup = (rel: string): LinkTarget | undefined => (files[rel] ? { rel, data: files[rel] } : undefined);

  it.each([
    ['docs/guides/index.mdx', './first.mdx', '/docs/guides/first/'],
    ['docs/guides/index.mdx', 'first.md', undefined],
    ['docs/guides/index.mdx', './renamed.mdx#part?', '/docs/elsewhere/#part?'],
    ['docs/guides/index.mdx', '../index.mdx', '/docs/'],
    ['docs/guides/index.mdx', '/docs/guides/first.mdx', '/docs/guides/first/'],
    ['docs/a/b/c.mdx', 'guides/first.mdx', '/docs/guides/first/'],
    ['blog/2024-03-01-x.mdx', './2024-01-01-hello.mdx', '/blog/2024/01/01/hello/'],
    ['docs/index.mdx', '../blog/2024-02-01-news/index.mdx#intro', '/blog/big-news/#intro'],
    ['docs/index.mdx', '../../outside.mdx', undefined],
  ])('from %s, %s → %s', (from, url, route) => expect(resolveMdLink(from, url, lookup)).toBe(route));

  it.each([
    ['./a.mdx', true], ['a.md#x', true], ['https://x.org/a.md', false], ['/docs/a', false], ['a.mdx.png', false],
  ])('%s is a markdown file link: %s', (url, yes) => expect(isMdLink(url)).toBe(yes));

  const contentDir = path.resolve(__dirname, 'fixtures/broken/good/content');
  const link = (url: string, line: number): Link => ({ type: 'link', url, children: [], position: { start: { line, column: 1 }, end: { line, column: 1 } } });
  const run = (page: string, urls: string[], onBrokenMarkdownLinks: 'warn' | 'throw' = 'warn') => {
    const links = urls.map((u, i) => link(u, i + 7));
    const tree: Root = { type: 'root', children: links };
    remarkLinks({ contentDir, onBrokenMarkdownLinks })(tree, new VFile({ data: { rawDocumentData: { sourceFilePath: page } } }));
    return links.map((l) => l.url);
  };

  it('the remark plugin rewrites links and warns with file and line for the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(run('docs/guides/index.mdx', ['./first.mdx#set-up', './gone.mdx', '/docs/x'])).toEqual(['/docs/guides/first/#set-up', './gone.mdx', '/docs/x']);
    expect(warn.mock.calls).toEqual([['warning content/docs/guides/index.mdx:8: markdown link "./gone.mdx" does not resolve to a doc or post; left as written']]);
    warn.mockRestore();
  });

  it('fails on a broken markdown link with onBrokenMarkdownLinks: throw', () => {
    expect(() => run('docs/guides/index.mdx', ['./gone.mdx'], 'throw')).toThrow('content/docs/guides/index.mdx:7: markdown link "./gone.mdx" does not resolve to a doc or post');
  });

  it('resolves extension-less relative links as a Docusaurus page does, in this site\'s form', () => {
    // docs/guides/index.mdx is /docs/guides/ on Docusaurus; docs/guides/first.mdx is /docs/guides/first.
    expect(run('docs/guides/index.mdx', ['./first', '../', 'first#a'])).toEqual(['/docs/guides/first/', '/docs/', '/docs/guides/first/#a']);
    expect(run('docs/guides/first.mdx', ['./other', '../index', '.', 'https://x.test/a', '#here'])).toEqual(['/docs/guides/other/', '/docs/index/', '/docs/guides/', 'https://x.test/a', '#here']);
  });
});

describe('frontmatter helpers', () => {
  it.each([
    ['2024-02-29', true], ['2023-02-29', false], ['2024-13-01', false], ['2024-04-31', false],
    ['2024-03-05T10:00:00Z', true], ['2024-03-05 10:00+02:00', true], ['2024-03-05T24:00', false], ['March 5, 2024', false], ['2024-3-5', true],
  ])('%s is a date: %s', (s, yes) => expect(isCalendarDate(s)).toBe(yes));

  it('measures typos', () => {
    expect(distance('sidebar_postion', 'sidebar_position')).toBe(1);
    expect(distance('', 'abc')).toBe(3);
    // With a bound, it stops early and answers max + 1 (what search's typo test relies on).
    expect(distance('kitten', 'sitting', 1)).toBe(2);
    expect(distance('kitten', 'sitting', 3)).toBe(3);
    expect(distance('a', 'abcd', 2)).toBe(3);
  });

  it.each([
    ['no frontmatter', '# Title\n\nText', { data: {}, bodyLine: 1 }],
    ['frontmatter', '---\ntitle: T\n---\n\nText', { data: { title: 'T' }, bodyLine: 4, body: '\nText' }],
    ['CRLF and BOM', '\uFEFF---\r\ntitle: T\r\n---\r\nText', { data: { title: 'T' }, bodyLine: 4, body: 'Text' }],
    ['unclosed', '---\ntitle: T\n', { yamlError: { line: 1, reason: 'the frontmatter block opened by "---" is never closed' } }],
    ['not a mapping', '---\n- a\n---\n', { yamlError: { line: 2, reason: 'the frontmatter must be a mapping of keys to values' } }],
  ])('splits %s', (_name, text, expected) => expect(parseSource('f.mdx', 'docs/f.mdx', text)).toMatchObject(expected));
});
