/**
 * remark-admonitions in the manner of docusaurus-mdx-loader's `src/remark/admonitions` tests: each
 * fixture of tests/fixtures/admonitions is preprocessed as the compile does (legacy `:::note Title`
 * becomes `:::note[Title]`), goes through the plugin, and its output MDX (the <aside> each
 * admonition becomes shown as JSX) is compared with the file under __snapshots__. The same fixtures
 * are also compiled by MDX and rendered, to see the HTML a page gets.
 */
import { evaluate } from '@mdx-js/mdx';
import { createElement, Fragment, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { ADMONITIONS, remarkAdmonitions } from '@/lib/docusaurus/remark-admonitions';
import { preprocessMdxFile } from '@/lib/docusaurus/mdx-syntax';
import { remarkHtmlComments } from '@/lib/docusaurus/remark-html-comments';
import { fixtureDir, nodes, textOf, toMdx, transform, type Node } from './mdx-fixtures';

const fx = fixtureDir('admonitions');

async function run(source: string) {
  return transform(source, [remarkAdmonitions]);
}

const output = async (name: string) => {
  const { processor, tree } = await run(fx.read(name));
  return toMdx(processor, tree);
};

const classesOf = (n: Node) => (n.data?.hProperties?.className as string[] | undefined) ?? [];

/** Each admonition of a tree: its type (from its class), heading and body text, and its depth. */
function admonitions(tree: Node) {
  const out: { type: string; heading: string; body: string; depth: number }[] = [];
  const walk = (n: Node, depth: number) => {
    const isBox = n.data?.hName === 'aside';
    if (isBox) {
      const [heading, body] = n.children ?? [];
      out.push({ type: classesOf(n)[1]?.replace(/^admonition-/, '') ?? '', heading: textOf(heading), body: textOf(body).trim(), depth });
    }
    n.children?.forEach((c) => walk(c, depth + (isBox ? 1 : 0)));
  };
  walk(tree, 0);
  return out;
}

/** A fixture compiled by MDX with the site's parser extensions and rendered to HTML. */
async function render(name: string) {
  const passThrough = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
  const components = { Tabs: passThrough, TabItem: passThrough };
  // The imports are of the theme's modules, which the page provides as components here.
  const value = preprocessMdxFile(fx.read(name)).replace(/^import .*;$/gm, '');
  const { default: Content } = await evaluate(value, { ...runtime, remarkPlugins: [remarkHtmlComments, remarkGfm, remarkDirective, remarkAdmonitions] });
  return renderToStaticMarkup(createElement(Content, { components } as never));
}

describe('remark-admonitions (Docusaurus :::admonitions)', () => {
  it('makes each keyword an <aside> headed by its name', async () => {
    const { tree } = await run(fx.read('keywords.md'));
    const found = admonitions(tree);
    expect(found.map((a) => [a.type, a.heading])).toEqual([
      ['note', 'Note'],
      ['tip', 'Tip'],
      ['info', 'Info'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
      ['caution', 'Caution'],
      ['important', 'Important'],
      ['note', 'Note'],
    ]);
    expect(new Set(found.map((a) => a.type))).toEqual(new Set(ADMONITIONS));
    expect(found[1].body).toBe('Filter on project_id before a join: the query reads less.');
    const last = nodes(tree).filter((n) => n.type === 'admonitionBody').at(-1)!;
    expect(last.children!.map((c) => c.type)).toEqual(['paragraph', 'list', 'paragraph']);
    await expect(await output('keywords.md')).toMatchFileSnapshot(fx.snapshot('keywords.md'));
  });

  it('takes the title from the label, with its Markdown, or written after the keyword (Docusaurus 2)', async () => {
    const { tree } = await run(fx.read('titles.md'));
    expect(admonitions(tree).map((a) => [a.type, a.heading])).toEqual([
      ['note', 'Before you start'],
      ['tip', 'Use LIMIT while you explore'],
      ['info', 'Written after the keyword'],
      ['warning', 'A title with emphasis and trailing spaces'],
      ['danger', 'Quoted'],
      ['tip', 'Indented'],
    ]);
    const [note, tip] = nodes(tree).filter((n) => n.data?.hName === 'aside');
    expect(note.children![0].data).toEqual({ hName: 'p', hProperties: { className: ['admonition-heading'] } });
    expect(tip.children![0].children!.map((c) => c.type)).toEqual(['text', 'strong', 'text', 'emphasis']);
    // The label is the heading, not a paragraph of the body.
    expect(admonitions(tree)[0].body).toBe('You need a Google Cloud project.');
    await expect(await output('titles.md')).toMatchFileSnapshot(fx.snapshot('titles.md'));
  });

  it('nests admonitions written with more colons outside', async () => {
    const { tree } = await run(fx.read('nesting.md'));
    expect(admonitions(tree).map((a) => [a.type, a.heading, a.depth])).toEqual([
      ['info', 'Quotas', 0],
      ['warning', 'Over the quota', 1],
      ['note', 'Three levels', 0],
      ['tip', 'Tip', 1],
      ['danger', 'Danger', 2],
    ]);
    // The outer body keeps its paragraphs on both sides of the inner admonition.
    const outerBody = nodes(tree).find((n) => n.type === 'admonitionBody')!;
    expect(outerBody.children!.map((c) => c.data?.hName ?? c.type)).toEqual(['paragraph', 'aside', 'paragraph']);
    await expect(await output('nesting.md')).toMatchFileSnapshot(fx.snapshot('nesting.md'));
  });

  it('keeps JSX, expressions, code and ESM inside and around an admonition', async () => {
    const { tree } = await run(fx.read('mdx.mdx'));
    const [tip, note] = nodes(tree).filter((n) => n.data?.hName === 'aside');
    expect(classesOf(tip)).toEqual(['admonition', 'admonition-tip']);
    expect(tip.children![0].children!.map((c) => (c.type === 'mdxJsxTextElement' ? `<${c.name}>` : c.type))).toEqual(['text', '<code>', 'text']);
    const tabs = nodes(tip).find((n) => n.name === 'Tabs')!;
    expect(nodes(tabs).filter((n) => n.type === 'code').map((n) => n.lang)).toEqual(['python', 'sql']);
    expect(nodes(tip).some((n) => n.type === 'mdxTextExpression' && n.value === "'OSO_API_KEY'")).toBe(true);
    expect(nodes(note).filter((n) => n.type.startsWith('mdxJsx')).map((n) => n.name)).toEqual(['kbd', 'kbd', 'details', 'summary']);
    expect(tree.children!.map((c) => c.type)).toEqual(['mdxjsEsm', 'containerDirective', 'containerDirective', 'mdxjsEsm']);
    await expect(await output('mdx.mdx')).toMatchFileSnapshot(fx.snapshot('mdx.mdx'));
  });

  it('leaves other directives as they are and puts `:name` in prose back as text', async () => {
    const { tree } = await run(fx.read('not-admonitions.md'));
    expect(admonitions(tree)).toEqual([]);
    expect(nodes(tree).filter((n) => n.type === 'containerDirective').map((n) => [n.name, n.data])).toEqual([
      ['details', undefined],
      ['notes', undefined],
    ]);
    expect(nodes(tree).some((n) => n.type === 'textDirective')).toBe(false);
    const prose = tree.children!.find((c) => c.type === 'paragraph' && textOf(c).startsWith('The call'))!;
    expect(textOf(prose)).toBe('The call is at 10:30 UTC, in the room called :sunflower, by the door.');
    expect(nodes(tree).find((n) => n.type === 'code')!.value).toBe(':::note\nIn a code block an admonition is only text.\n:::');
    await expect(await output('not-admonitions.md')).toMatchFileSnapshot(fx.snapshot('not-admonitions.md'));
  });

  it('renders to static HTML: an <aside> with its heading and body, no script', async () => {
    const html = await render('titles.md');
    expect(html).toContain('<aside class="admonition admonition-note"><p class="admonition-heading">Before you start</p><div class="admonition-content"><p>You need a Google Cloud project.</p></div></aside>');
    expect(html).toContain('<p class="admonition-heading">Use <strong><code>LIMIT</code></strong> while you <em>explore</em></p>');
    expect(html).toMatch(/<blockquote>\s*<aside class="admonition admonition-danger"><p class="admonition-heading">Quoted<\/p>/);
    expect(html).not.toContain('<script');
    const nested = await render('nesting.md');
    expect(nested).toMatch(/<aside class="admonition admonition-info">.*<aside class="admonition admonition-warning"><p class="admonition-heading">Over the quota<\/p>.*<\/aside>.*<\/aside>/s);
    const mdx = await render('mdx.mdx');
    expect(mdx).toContain('<p class="admonition-heading">Connect from <code>Python</code> or SQL</p>');
    expect(mdx).toContain('The key is read from OSO_API_KEY.');
    expect(mdx).toContain('<kbd>Ctrl</kbd>+<kbd>C</kbd>');
  });

  // Docusaurus takes the title from a `title` attribute too, before a label: "const textOnlyTitle =
  // directive.attributes?.title ?? (directiveLabel ? getTextOnlyTitle(directiveLabel) : undefined)",
  // from packages/docusaurus-mdx-loader/src/remark/admonitions/index.ts.
  it('takes the title from a `title` attribute, as Docusaurus does (`:::tip{title="…"}`)', async () => {
    const { tree } = await run(':::tip{title="From the attribute"}\nBody.\n:::\n');
    expect(admonitions(tree)[0].heading).toBe('From the attribute');
  });

  // Docusaurus's default keywords also include `secondary` and `success` (DefaultAdmonitionOptions
  // in the same file), which theme-classic shows as note and tip boxes headed "secondary" and
  // "success" (packages/docusaurus-theme-classic/src/theme/Admonition/Types.tsx).
  it('makes the legacy keywords `secondary` and `success` admonitions, as Docusaurus does', async () => {
    const { tree } = await run(':::success\nDeployed.\n:::\n\n:::secondary\nAside.\n:::\n');
    expect(admonitions(tree).map((a) => [a.type, a.heading, a.body])).toEqual([
      ['tip', 'success', 'Deployed.'],
      ['note', 'secondary', 'Aside.'],
    ]);
  });

  it('titles from attributes and labels, and legacy keywords, in a page', async () => {
    const { tree } = await run(fx.read('legacy.md'));
    expect(admonitions(tree).map((a) => [a.type, a.heading])).toEqual([
      ['tip', 'From the attribute'],
      ['note', 'The attribute wins'],
      ['info', 'Info'],
      ['tip', 'success'],
      ['note', 'secondary'],
      ['tip', 'Deployed to production'],
      ['note', 'Written after the keyword'],
    ]);
    // The label the attribute wins over is in neither the heading nor the body.
    expect(admonitions(tree)[1].body).toBe('With both, the attribute is the title.');
    await expect(await output('legacy.md')).toMatchFileSnapshot(fx.snapshot('legacy.md'));
    const html = await render('legacy.md');
    expect(html).toContain('<aside class="admonition admonition-tip"><p class="admonition-heading">From the attribute</p>');
    expect(html).toContain('<aside class="admonition admonition-tip"><p class="admonition-heading">success</p><div class="admonition-content"><p>Deployed: a tip box headed &quot;success&quot;.</p></div></aside>');
    expect(html).toContain('<aside class="admonition admonition-note"><p class="admonition-heading">secondary</p>');
    expect(html).toContain('<p class="admonition-heading">Deployed to <strong>production</strong></p>');
    expect(html).not.toContain('The label');
  });
});
