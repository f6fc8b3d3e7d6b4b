import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkExport, type ExportPage } from '@/lib/checks/export-links';
import { staticFile } from '@/lib/static-host';
import { reportLines } from '@/lib/checks/report';
import { formatIssue, type Issue } from '@/lib/checks/types';

const OUT = path.resolve(__dirname, 'fixtures/broken/export/out');
const files: string[] = [];
const walk = (rel: string) => {
  for (const e of fs.readdirSync(path.join(OUT, rel), { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) walk(r);
    else files.push(r);
  }
};
walk('');
const pages: ExportPage[] = files.filter((f) => f.endsWith('.html')).map((file) => ({ file, html: fs.readFileSync(path.join(OUT, file), 'utf8') }));
const shown = (i: Issue) => `${i.severity}: ${formatIssue(i)}`;
const page = (file: string, body: string): ExportPage => ({ file, html: `<!DOCTYPE html><html><body>${body}</body></html>` });

describe('link check of an export', () => {
  it('reports every broken internal link as "file → link", missing anchors as warnings', () => {
    const issues = checkExport(pages, new Set(files), { basePath: '', siteUrl: 'https://docs.example.org' });
    expect(issues.map(shown)).toEqual([
      'error: out/docs/index.html: the heading "Intro" shares the id "intro" with another element of the page',
      'error: out/index.html → /docs/missing/',
      'warning: out/index.html → /docs/#nope (no id "nope" on out/docs/index.html)',
      'warning: out/index.html → ./docs/other.md (a markdown link that resolved to no doc or post)',
      'error: out/index.html → https://docs.example.org/nowhere/',
      'error: out/index.html → /img/gone.png',
      'error: out/index.html → /img/gone@2x.png',
      'error: out/index.html → https://docs.example.org/img/card.png',
    ]);
  });

  it.each([
    ['/', 'index.html'],
    ['/docs/', 'docs/index.html'],
    ['/docs', 'docs/index.html'],
    ['/docs/guide', 'docs/guide/index.html'],
    ['/blog/rss.xml', 'blog/rss.xml'],
    ['/docs/guide/set-up', undefined],
  ])('%s is served from %s', (url, file) => expect(staticFile(url, (f) => files.includes(f))?.file).toBe(file));

  it('under a base path, root links that skip it are broken', () => {
    const html = [page('index.html', '<a href="/oso/docs/">ok</a> <a href="/docs/">no base</a> <a href="docs/">relative</a>'), page('docs/index.html', '')];
    const issues = checkExport(html, new Set(html.map((p) => p.file)), { basePath: '/oso', siteUrl: 'https://x.org' });
    expect(issues.map(shown)).toEqual(['error: out/index.html → /docs/ (outside the base path /oso)']);
  });

  it('does not fetch external links or read script text', () => {
    const html = [page('index.html', '<a href="https://example.org/x">x</a><a href="//cdn.example.org/y">y</a><a href="tel:+1">t</a><script>var a = "<a href=/nope>";</script>')];
    expect(checkExport(html, new Set(['index.html']), { basePath: '', siteUrl: 'https://x.org' })).toEqual([]);
  });
});

describe('report', () => {
  it('names three pages per broken link and counts the rest', () => {
    const issues: Issue[] = ['a', 'b', 'c', 'd', 'e'].map((p) => ({ severity: 'error', rule: 'links/internal', file: `out/${p}.html`, link: '/gone/', message: '' }));
    issues.push({ severity: 'warning', rule: 'links/anchor', file: 'content/docs/x.mdx', message: 'lonely' });
    expect(reportLines('links', issues, 12)).toEqual([
      '✖ 5 errors:',
      '  out/a.html → /gone/  [links/internal]',
      '  out/b.html → /gone/  [links/internal]',
      '  out/c.html → /gone/  [links/internal]',
      '  … and 2 more pages with the same link',
      '⚠ 1 warning:',
      '  content/docs/x.mdx: lonely  [links/anchor]',
      '✖ links: 5 errors, 1 warning (12 ms)',
    ]);
  });
});
