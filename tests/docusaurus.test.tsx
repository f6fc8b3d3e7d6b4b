/**
 * Docusaurus content through the real compile (mdx-bundler with contentlayer's options from
 * lib/content), on a small Docusaurus-layout fixture: tests/fixtures/docusaurus-site.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleMDX } from 'mdx-bundler';
import { describe, expect, it } from 'vitest';
import { postEntry } from '@/lib/blog/entry';
import { checkContent } from '@/lib/checks/content';
import { readContent } from '@/lib/checks/read';
import { formatIssue } from '@/lib/checks/types';
import { ASSETS_DIR } from '@/lib/content/assets';
import { bodyFacts } from '@/lib/content/body';
import { tocFor } from '@/lib/content/toc';
import { docEntries } from '@/lib/checks/docs';
import { docusaurusGlobals, esbuildOptionsFor } from '@/lib/content/compile';
import { DOCUSAURUS_MODULES, MODULES_VAR } from '@/lib/docusaurus/module-names';
import { rehypePluginsFor, remarkPluginsFor } from '@/lib/content/markdown';
import { parseSource } from '@/lib/source-file';
import { docEntry } from '@/lib/docs/entry';
import { contentPaths } from '@/lib/env';

const ROOT = path.resolve(__dirname, 'fixtures/docusaurus-site');

/** Compile one file of the fixture as contentlayer does, and render it with stand-ins for the Docusaurus modules. */
async function render(rel: string): Promise<string> {
  const source = fs.readFileSync(path.join(ROOT, rel), 'utf8');
  const addRaw = () => (_: unknown, file: { data: Record<string, unknown> }) => {
    file.data.rawDocumentData = { sourceFilePath: rel };
  };
  const { code } = await bundleMDX({
    source,
    cwd: path.join(ROOT, path.dirname(rel.replace(/\/index\.mdx?$/, ''))),
    globals: docusaurusGlobals as never,
    esbuildOptions: esbuildOptionsFor(ROOT) as never,
    mdxOptions: (o) => {
      o.remarkPlugins = [addRaw, ...(o.remarkPlugins ?? []), ...(remarkPluginsFor({ contentDir: ROOT, onBrokenMarkdownLinks: 'warn' }) as unknown as never[])];
      o.rehypePlugins = [...(o.rehypePlugins ?? []), ...(rehypePluginsFor() as unknown as never[])];
      return o;
    },
  });
  // Each module renders as a marked element, so the test sees what reached it.
  const stub = (name: string) =>
    function Stub(props: Record<string, unknown>) {
      const { children, ...rest } = props;
      return React.createElement('x-module', { 'data-name': name, 'data-props': JSON.stringify(rest) }, children as React.ReactNode);
    };
  const modules: Record<string, unknown> = Object.fromEntries(DOCUSAURUS_MODULES.map((m) => [m, stub(m)]));
  modules['@docusaurus/useBaseUrl'] = (u: string) => `/base${u}`;
  modules['@docusaurus/useDocusaurusContext'] = () => ({ siteConfig: { title: 'Fixture site' } });
  const components = { MdxJsxLink: stub('link'), MdxJsxImage: stub('image'), PostRest: stub('PostRest') };
  const Content = new Function('React', 'ReactDOM', '_jsx_runtime', MODULES_VAR, code)(React, ReactDOM, runtime, modules).default;
  return renderToStaticMarkup(React.createElement(Content, { components }));
}

describe('Docusaurus content compiles unchanged', () => {
  it('HTML comments, theme and core imports, @site, partials, heading ids and admonition titles', async () => {
    const html = await render('docs/index.mdx');
    expect(html).not.toMatch(/HTML comment|<!--/);
    for (const m of ['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/CodeBlock', '@theme/Details', '@theme/DocCardList', '@docusaurus/Link', '@docusaurus/Head']) {
      expect(html, m).toContain(`data-name="${m}"`);
    }
    // A CodeBlock with its code written out is highlighted at build time, like a fenced block…
    expect(html).toMatch(/<figure data-rehype-pretty-code-figure=""[^>]*>.*?q\.sql.*?<pre [^>]*data-language="sql"/s);
    // …and one whose code is a variable stays the component.
    expect(html).toContain('data-name="@theme/CodeBlock" data-props="{&quot;language&quot;:&quot;sql&quot;}">select 2');
    expect(html).toContain('/base/img/badge.svg');
    expect(html).toContain('Fixture site');
    expect(html).toContain('<strong class="hello">Hello, reader</strong>');
    expect(html).toContain('Partial text, imported and never a page');
    expect(html).toContain('id="custom-setup"');
    expect(html).toMatch(/<aside class="admonition admonition-tip"><p class="admonition-heading">Before you start<\/p>/);
    // The opening `# Title` is the page's title, not a second heading in the body.
    expect(html).not.toContain('Fixture home');
  });

  it('files beside a doc become hashed assets with their size, imported ones too', async () => {
    const html = await render('docs/index.mdx');
    const shot = html.match(/src="(\/assets\/shot-[0-9a-f]{8}\.png)"/)?.[1];
    expect(shot).toBeDefined();
    expect(html).toMatch(/<img src="\/assets\/shot-[0-9a-f]{8}\.png" alt="A shot" width="40" height="30"/);
    expect(fs.existsSync(path.join(ASSETS_DIR, path.basename(shot!)))).toBe(true);
    const guide = await render('docs/guide/index.mdx');
    expect(guide).toMatch(/data-name="image" data-props="\{&quot;src&quot;:&quot;\/assets\/logo-[0-9a-f]{8}\.png&quot;,&quot;alt&quot;:&quot;Logo&quot;,&quot;data-zoom&quot;:&quot;&quot;\}"/);
  });

  it('relative imports resolve from the importing file, index.mdx included', async () => {
    expect(await render('docs/guide/index.mdx')).toContain("The guide&#x27;s partial, imported relative to an index.mdx.");
  });

  it('links: .md files become routes, extension-less ones resolve as on a Docusaurus page', async () => {
    const home = await render('docs/index.mdx');
    expect(home).toContain('href="/docs/intro/setup/"');
    expect(home).toContain('href="/docs/guide/"');
    const guide = await render('docs/guide/index.mdx');
    // /docs/guide/ on Docusaurus (a folder's index doc ends in "/").
    expect(guide).toContain('href="/docs/guide/next/"');
    expect(guide).toContain('href="/docs/"');
    const next = await render('docs/guide/next.md');
    // /docs/guide/next on Docusaurus: "./" is its folder.
    expect(next).toContain('href="/docs/guide/"');
    expect(next).toContain('href="/docs/guide/other/"');
    expect(next).not.toContain('a comment in .md');
  });

  it('a post: the excerpt ends at <!-- truncate -->, inline tags need no tags.yml, the image is the card', async () => {
    const html = await render('blog/2024-03-01-launch/index.md');
    expect(html).toMatch(/<p>The part before the marker.<\/p>\s*<x-module data-name="PostRest" data-props="\{\}"><p>The part after the marker.<\/p><\/x-module>/);
    const rel = 'blog/2024-03-01-launch/index.md';
    const src = parseSource(rel, rel, fs.readFileSync(path.join(ROOT, rel), 'utf8'));
    const post = postEntry({ source: rel, data: src.data, body: src.body, facts: bodyFacts(src.body) }, { tags: {}, authors: { team: { id: 'team', key: 'team', name: 'The team', socials: {} } }, fileDate: () => '' });
    expect(post).toMatchObject({ slug: '2024/03/01/launch', title: 'Launch notes', truncated: true, image: './cover.png' });
    expect(post.tags.map((t) => [t.label, t.permalink])).toEqual([['data science', 'data-science'], ['release', 'release']]);
  });

  it('ids, slugs and titles: number prefixes stripped, the opening # Title as the title', () => {
    const read = (rel: string) => {
      const s = parseSource(rel, rel, fs.readFileSync(path.join(ROOT, rel), 'utf8'));
      return docEntry({ source: rel, data: s.data, body: s.body, facts: bodyFacts(s.body) });
    };
    expect(read('docs/index.mdx')).toMatchObject({ id: 'index', route: '', title: 'Fixture home', contentTitle: 'Fixture home', description: 'Opening paragraph of the fixture.', sidebarPosition: 1 });
    expect(read('docs/01-intro/02-setup.md')).toMatchObject({ id: 'intro/setup', route: 'intro/setup', title: 'Setup', sidebarPosition: 2 });
    expect(read('docs/guide/next.md')).toMatchObject({ id: 'guide/next', title: 'Next step' });
  });
});

describe('titles, sections and the table of contents, as on Docusaurus 3.10', () => {
  const tree = readContent(contentPaths(ROOT), path.join(ROOT, 'no-public'), ROOT);
  const docs = docEntries(tree, []);
  const entry = (rel: string) => docs.find((d) => d.src.rel === rel)!.entry;
  const post = (rel: string) => {
    const src = parseSource(rel, rel, fs.readFileSync(path.join(ROOT, rel), 'utf8'));
    return postEntry({ source: rel, data: src.data, body: src.body, facts: bodyFacts(src.body) }, { tags: {}, authors: { team: { id: 'team', key: 'team', name: 'The team', socials: {} } }, fileDate: () => '' });
  };
  const toc = (items: { depth: number; text: string }[]) => tocFor(items as never).map((h) => `${h.depth} ${h.text}`);

  // Docusaurus's two rules: the metadata title falls back to a `# Title` that opens the body
  // (utils markdownUtils.ts parseMarkdownContentTitle); the page's own heading is the first
  // heading when it is a `#` one above any `---` (mdx-loader remark/contentTitle).
  it.each([
    ['# Opening\n\nText.', 'Opening', { text: 'Opening', inBody: false }],
    ['import A from "./a";\n\n# After an import\n', 'After an import', { text: 'After an import', inBody: false }],
    ['Setext title\n===\n\nText.', 'Setext title', { text: 'Setext title', inBody: false }],
    ['# `config.js` explained {#config}\n', 'config.js explained', { text: 'config.js explained', inBody: false }],
    ['# Some **bold** words\n', 'Some **bold** words', { text: 'Some bold words', inBody: false }],
    ['<!-- a comment -->\n\n# After a comment\n', undefined, { text: 'After a comment', inBody: false }],
    ['A paragraph.\n\n# Further down\n', undefined, { text: 'Further down', inBody: true }],
    ['## A section\n\n# Then a title\n', undefined, undefined],
    ['A paragraph.\n\n---\n\n# After a rule\n', undefined, undefined],
  ])('%j: title %j, page heading %j', (body, contentTitle, titleHeading) => {
    const facts = bodyFacts(body);
    expect(facts.contentTitle).toBe(contentTitle);
    expect(facts.titleHeading).toEqual(titleHeading);
  });

  it('a doc whose first heading is a # heading further down: no title of the page\'s own, the heading where it is', async () => {
    // Docusaurus titles it by its file name (sidebar, <title>), and shows no such title on the page.
    expect(entry('docs/guide/late-title.md')).toMatchObject({ title: 'late-title', contentTitle: undefined, titleInBody: true });
    const html = await render('docs/guide/late-title.md');
    expect(html).toMatch(/<p>An opening paragraph, before any heading.<\/p>\s*<h1 [^>]*>The heading further down<\/h1>/);
    expect(html).toMatch(/<h2 [^>]*>A section under it<\/h2>/);
  });

  it('a doc with several # sections: the TOC lists what Docusaurus lists; the sections render one level down', async () => {
    expect(toc(entry('docs/guide/sections.md').headings)).toEqual(['2 Inside the first part', '3 Deeper in the first part', '2 Inside the second part']);
    const html = await render('docs/guide/sections.md');
    expect(html).toMatch(/<h2 id="first-part">First part<\/h2>/);
    expect(html).toMatch(/<h3 id="inside-the-first-part">Inside the first part<\/h3>/);
    expect(html).not.toContain('<h1');
  });

  it('a post takes its first # heading, after the marker too, as its content title: out of the body, the title unchanged', async () => {
    expect(post('blog/2024-04-01-sections.md')).toMatchObject({ title: 'Sections post' });
    expect(toc(post('blog/2024-04-01-sections.md').headings)).toEqual(['2 Inside the second section']);
    const html = await render('blog/2024-04-01-sections.md');
    expect(html).not.toContain('First section');
    expect(html).toMatch(/<h2 id="second-section">Second section<\/h2>/);
    // Before the marker: gone from the excerpt a list shows as well; the title stays the file's name.
    expect(post('blog/2024-04-02-untitled.md')).toMatchObject({ title: 'untitled' });
    const untitled = await render('blog/2024-04-02-untitled.md');
    expect(untitled).not.toContain('Heading in the excerpt');
    expect(untitled).toMatch(/<p>The introduction.<\/p>\s*<p>More of the introduction.<\/p>/);
  });

  it('headings of an imported partial are in the TOC, in order, where the partial is shown', () => {
    const headings = entry('docs/guide/with-partial.mdx').headings;
    expect(toc(headings)).toEqual(['2 Before the partial', '2 Step from the partial', '3 Sub-step from the partial', '2 After the partial']);
    expect(headings.map((h) => h.id)).toContain('sub-step-from-the-partial');
  });
});

describe('checks on a moved-in Docusaurus folder', () => {
  const tree = readContent(contentPaths(ROOT), path.join(ROOT, 'no-public'), ROOT);
  const run = (onBrokenLinks: 'throw' | 'warn') =>
    checkContent(tree, { siteUrl: 'https://docs.example.org', sidebar: { collapsed: true, collapsible: true }, onBrokenLinks, onBrokenMarkdownLinks: 'warn', houseRules: 'warn' })
      .map((i) => `${i.severity}: ${formatIssue(i)}`);

  it('partials are not pages', () => expect(tree.docs.map((d) => d.rel)).not.toContain('docs/_shared/_note.mdx'));

  it('house rules only warn; a broken link fails unless onBrokenLinks is "warn"; absolute links to the site only warn', () => {
    const broken = 'docs/guide/next.md:5: link "./other" goes to /docs/guide/other/, which the site does not have';
    const house = [
      'warning: docs/01-intro/02-setup.md:5: placeholder word "coming soon": write the real text',
      'warning: docs/guide/next.md:7: image "../shot.png" has no alt text: say what it shows, ![what it shows](../shot.png)',
    ];
    // A link to the site's own absolute URL is never a failure (Docusaurus does not check those).
    const absolute = 'warning: docs/guide/next.md:9: link "https://docs.example.org/docs/not-in-this-folder" goes to /docs/not-in-this-folder/, which the site does not have';
    // Docusaurus titles a doc with no title frontmatter and no opening `# Title` by its file name.
    const untitled = [
      'warning: blog/2024-04-02-untitled.md: title: no title: set "title" (the page would be titled "untitled")',
      'warning: docs/guide/late-title.md: title: no title: set "title" (the page would be titled "late-title")',
    ];
    expect(run('throw')).toEqual([untitled[0], house[0], untitled[1], `error: ${broken}`, house[1], absolute]);
    expect(run('warn')).toEqual([untitled[0], house[0], untitled[1], `warning: ${broken}`, house[1], absolute]);
  });
});
