import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportedSite } from '@/lib/exported-site';
import { tempExport } from './factories';
import { pageMemo } from '@/lib/builder/page-memo';
import { walkFiles } from '@/lib/fs-walk';
import { linkOne, mergeOrder, oneStylesheet, stylesheetsOf } from '@/lib/builder/stylesheet';

const css = (name: string) => `/_next/static/chunks/${name}.css`;
const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (sheets: string[], extra = '') =>
  `<!DOCTYPE html><html><head>${sheets.map((s) => link(css(s))).join('')}${extra}</head><body><h1>x</h1></body></html>`;

describe('mergeOrder', () => {
  it('keeps every list’s order, first seen first', () => {
    expect(mergeOrder([['base', 'md', 'docs'], ['base', 'md', 'landing'], ['base', 'search']])).toEqual(['base', 'md', 'docs', 'landing', 'search']);
  });

  it('places an item after everything some list puts before it', () => {
    expect(mergeOrder([['a', 'c'], ['b', 'c'], ['a', 'b']])).toEqual(['a', 'b', 'c']);
  });

  it('is null when two lists disagree', () => {
    expect(mergeOrder([['a', 'b'], ['b', 'a']])).toBeNull();
  });
});

describe('linkOne', () => {
  const merged = new Set([css('base'), css('docs')]);
  it('links the combined file where the first merged sheet was, and drops the rest and their preloads', () => {
    const html = page(['base', 'docs', 'other'], `<link rel="preload" href="${css('docs')}" as="style"/><link rel="preload" href="/font.woff2" as="font"/>`);
    const out = linkOne(html, merged, css('site'));
    expect(stylesheetsOf(out)).toEqual([css('site'), css('other')]);
    expect(out).not.toContain(css('docs'));
    expect(out).toContain('/font.woff2');
  });

  it('renames the chunks in an inline payload too', () => {
    const html = page(['base']) + `<script>self.__next_f.push([1,"{\\"href\\":\\"${css('base')}\\"}"])</script>`;
    expect(linkOne(html, merged, css('site'))).toContain(`\\"href\\":\\"${css('site')}\\"`);
  });
});

describe('oneStylesheet over an export', () => {
  const dir = tempExport({
    'index.html': page(['base', 'landing']),
    'index.txt': `2:HL["${css('base')}","style"]\n3:["$","link","0",{"href":"${css('landing')}"}]\n`,
    'docs/a/index.html': page(['base', 'docs']),
    'docs/a/__next.docs.txt': `0:{"href":"${css('docs')}"}\n`,
    '_next/static/chunks/base.css': 'body{margin:0}',
    '_next/static/chunks/landing.css': '.hero{color:red}',
    '_next/static/chunks/docs.css': '.doc{color:blue}',
    '_next/static/chunks/dialog.css': '.dialog{}',
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the union in cascade order, links it alone from every page and names it in every payload', () => {
    const out = new ExportedSite(dir);
    expect(oneStylesheet(out)).toMatch(/^3 stylesheets → _next\/static\/chunks\/[0-9a-f]{13}\.css .* linked by 2 pages and named in 2 payloads$/);
    const [href] = stylesheetsOf(out.text('index.html'));
    expect(stylesheetsOf(out.text('docs/a/index.html'))).toEqual([href]);
    // Pages are read in file order (docs/a/ first): docs.css before landing.css, base before both.
    expect(out.text(href.slice(1))).toBe('body{margin:0}\n.doc{color:blue}\n.hero{color:red}');
    expect(out.text('index.txt')).toBe(`2:HL["${href}","style"]\n3:["$","link","0",{"href":"${href}"}]\n`);
    expect(out.text('docs/a/__next.docs.txt')).toContain(href);
    // CSS loaded on demand is not linked at first paint: left alone.
    expect(out.has('_next/static/chunks/dialog.css')).toBe(true);
  });
});

describe('oneStylesheet over pages kept in their final form (an edit build)', () => {
  const files = {
    'index.html': page(['base', 'landing']),
    'docs/a/index.html': page(['base', 'docs']),
    'docs/a/__next.docs.txt': `0:{"href":"${css('docs')}"}\n`,
    'docs/b/index.html': page(['base', 'docs']),
    '_next/static/chunks/base.css': 'body{margin:0}',
    '_next/static/chunks/landing.css': '.hero{color:red}',
    '_next/static/chunks/docs.css': '.doc{color:blue}',
  };
  const cold = tempExport(files);
  const warm = tempExport(files);
  const memo = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-stylesheet-memo-'));
  afterAll(() => [cold, warm, memo].forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const read = (dir: string) => Object.fromEntries(walkFiles(dir).sort().map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));

  it("writes what a cold build writes when all but one page are the last build's final ones", () => {
    oneStylesheet(new ExportedSite(cold));
    oneStylesheet(new ExportedSite(warm), pageMemo(warm, 'stylesheet', ['lib/builder/stylesheet.ts'], memo));
    expect(read(warm)).toEqual(read(cold));
    // The next generation: docs/b is written again as Next writes it, the others are kept as the
    // post-build left them, and _next/static/ is Next's anew (no merged file).
    const merged = walkFiles(warm).find((f) => /chunks\/[0-9a-f]{13}\.css$/.test(f))!;
    fs.rmSync(path.join(warm, merged));
    fs.writeFileSync(path.join(warm, 'docs/b/index.html'), files['docs/b/index.html']);
    oneStylesheet(new ExportedSite(warm), pageMemo(warm, 'stylesheet', ['lib/builder/stylesheet.ts'], memo));
    expect(read(warm)).toEqual(read(cold));
  });

  it('says what to do when a kept page links a merged file it knows nothing of', () => {
    const dir = tempExport({ ...files, 'index.html': page(['merged0000000']) });
    try {
      expect(() => oneStylesheet(new ExportedSite(dir), pageMemo(dir, 'stylesheet', ['lib/builder/stylesheet.ts'], memo))).toThrow(/^index\.html links \/_next\/static\/chunks\/merged0000000\.css, which is not in the export, and the stylesheets it merged are not known: remove node_modules\/\.cache\/oso-docs\/ and build again$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('oneStylesheet when Next links stylesheets another way', () => {
  // As a later Next might write it: the attribute order changed, so the step's mark matches nothing.
  const moved = (href: string) => `<link data-precedence="next" rel="stylesheet" href="${href}"/>`;
  const dir = tempExport({
    'index.html': `<!DOCTYPE html><html><head>${moved(css('base'))}</head><body></body></html>`,
    'docs/a/index.html': `<!DOCTYPE html><html><head>${moved(css('base'))}</head><body></body></html>`,
    '_next/static/chunks/base.css': 'body{margin:0}',
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails the build naming the pages, instead of leaving every page its own links', () => {
    expect(() => oneStylesheet(new ExportedSite(dir))).toThrow(/^2 of 2 pages were not rewritten \(docs\/a\/index\.html, index\.html\): Next's output no longer matches the marks in lib\/builder\/next-output\.ts \(read from next 16\.4\.6\)/);
  });
});
