/**
 * A Docusaurus site's src/pages (lib/docusaurus/page-files.ts, pages.ts): which files are pages at
 * which routes, and what compiling one gives, on a small fixture site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listPageFiles, pageRoute } from '@/lib/docusaurus/page-files';
import { compilePage, compileSitePages } from '@/lib/docusaurus/src-pages';
import { scopeCssModule } from '@/lib/content/site-code-plugins';
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
  const { pages, warnings } = await compileSitePages(ROOT, { markdown: { onBrokenMarkdownLinks: 'warn' }, siteConfig: { title: 'Fixture site', customFields: {} } });
  const page = (route: string) => pages.find((p) => p.route === route)!;
  it('a React page: the title and description its <Layout> gets, its CSS module scoped by esbuild and applied', async () => {
    expect(page('')).toMatchObject({ title: 'Welcome to Fixture site', description: 'A page of the fixture' });
    // Scoped by esbuild's local-css loader, readable (not minified to `.d`): <file>_<hash of its path>_<class>.
    const scoped = /\.(index_[0-9a-f]{6}_banner)\{padding:4rem 0\}/.exec(page('').css)?.[1];
    expect(scoped).toBeDefined();
    // A class inside @media is scoped too; a number such as 0.5rem is not a class.
    expect(page('').css).toContain(`@media(max-width:996px){.${scoped}{padding:2rem}}`);
    expect(page('').css).toMatch(/\.index_[0-9a-f]{6}_picture\{width:\.5rem\}/);
    expect(page('').css).not.toMatch(/(^|[^_\w])\.banner\b/);
    // Applied: the page, rendered, puts the scoped name on its element, beside the global `hero`.
    const React = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { DOCUSAURUS_MODULES } = await import('@/lib/docusaurus/module-names');
    const { evaluateSiteCode } = await import('@/lib/docusaurus/evaluate');
    const Pass = ({ children }: { children?: React.ReactNode }) => React.createElement(React.Fragment, null, children);
    const modules: Record<string, unknown> = Object.fromEntries(DOCUSAURUS_MODULES.map((m) => [m, Pass]));
    modules['@docusaurus/useDocusaurusContext'] = () => ({ siteConfig: { title: 'Fixture site' } });
    const html = renderToStaticMarkup(React.createElement(evaluateSiteCode(page('').code, modules), { components: {} }));
    expect(html).toContain(`<header class="hero ${scoped}">`);
    // The require()d SVG, drawn as a picture named by its <title>.
    expect(page('').code).toContain('"A square & a frame"');
  });
  it('a CSS module has the same names in every compile, and two files of one name in two folders never share one', async () => {
    const css = '.title { color: red } .x :global(.hero) .y { margin: 0 } .z { composes: title; } [data-a=".z"] .title::after { content: ".q{}"; background: url(./img.png) }';
    const a = await scopeCssModule('/site/src/components/A/styles.module.css', css);
    expect(await scopeCssModule('/site/src/components/A/styles.module.css', css)).toEqual(a);
    const b = await scopeCssModule('/site/src/components/B/styles.module.css', css);
    expect(a.names.title).toMatch(/^styles_[0-9a-f]{6}_title$/);
    expect(b.names.title).not.toBe(a.names.title);
    // esbuild reads the CSS: :global() is left global, composes gives both names, strings and url()s are kept.
    expect(a.names.z).toBe(`${a.names.title} ${a.names.title.replace(/title$/, 'z')}`);
    expect(a.css).toContain(`.${a.names.x} .hero .${a.names.y}{margin:0}`);
    expect(a.css).toContain('[data-a=".z"]');
    expect(a.css).toContain('content:".q{}"');
    expect(a.css).toContain('url(./img.png)');
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

describe('src/pages are handed the docs\' Markdown options (lib/content/markdown.ts)', () => {
  it('draws a Markdown page\'s mermaid diagram when the site turns mermaid on, and leaves it a code block otherwise', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-pages-mermaid-'));
    try {
      fs.mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'src/pages/flow.md'), '# Flow\n\n```mermaid\ngraph TD\n  A --> B\n```\n');
      const [file] = listPageFiles(path.join(dir, 'src/pages'));
      const compile = (mermaid: boolean) => compilePage(dir, file, { markdown: { onBrokenMarkdownLinks: 'warn', mermaid }, siteConfig: {} });
      // The diagram element (lib/docusaurus/remark-mermaid.ts), drawn or, without a browser, its source.
      expect((await compile(true)).code).toMatch(/\bMermaid\b/);
      expect((await compile(false)).code).not.toMatch(/\bMermaid\b/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
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
