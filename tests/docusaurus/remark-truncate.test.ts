/**
 * remark-truncate in the manner of docusaurus-mdx-loader's fixture tests: each post of
 * tests/fixtures/truncate goes through the plugin as a blog post, and its output MDX (what follows
 * the marker wrapped in <PostRest>) is compared with the file under __snapshots__. Docusaurus ends
 * an excerpt at the blog's `truncateMarker`, by default `<!-- truncate -->` or `{/* truncate *\/}`
 * (packages/docusaurus-plugin-content-blog/src/options.ts); here the list renders the body without
 * PostRest's children.
 */
import { evaluate } from '@mdx-js/mdx';
import { createElement, Fragment, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseAuthorsFile } from '@/lib/docusaurus/blog-authors';
import { postEntry } from '@/lib/blog/entry';
import { bodyFacts } from '@/lib/content/body';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { parseMdx } from '@/lib/docusaurus/mdx-syntax';
import { POST_REST, remarkTruncate, TRUNCATE_MARKER, truncateIndex } from '@/lib/docusaurus/remark-truncate';
import { remarkHtmlComments } from '@/lib/docusaurus/remark-html-comments';
import { fixtureDir, nodes, textOf, toMdx, transform, type Node } from './mdx-fixtures';

const fx = fixtureDir('truncate');

const asPost = (name: string) => ({ path: fx.file(name), data: { rawDocumentData: { sourceFilePath: `blog/2024-05-01-${name}` } } });

async function run(name: string, sourceFilePath?: string) {
  const file = sourceFilePath ? { data: { rawDocumentData: { sourceFilePath } } } : asPost(name);
  return transform(fx.read(name), [remarkTruncate], file);
}

const output = async (name: string) => {
  const { processor, tree } = await run(name);
  return toMdx(processor, tree);
};

const rest = (tree: Node) => tree.children!.find((c) => c.type === 'mdxJsxFlowElement' && c.name === POST_REST);

/** The post as a list shows it (PostRest renders nothing) and as its page does. */
async function render(name: string) {
  const file = { value: fx.read(name), data: { rawDocumentData: { sourceFilePath: `blog/2024-05-01-${name}` } } };
  const { default: Content } = await evaluate(file, { ...runtime, remarkPlugins: [remarkHtmlComments, remarkTruncate] });
  const shown = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
  return {
    list: renderToStaticMarkup(createElement(Content, { components: { [POST_REST]: () => null } } as never)),
    page: renderToStaticMarkup(createElement(Content, { components: { [POST_REST]: shown } } as never)),
  };
}

describe('remark-truncate (Docusaurus blog truncate markers)', () => {
  it('wraps what follows `<!-- truncate -->` in <PostRest>; the list shows what comes before', async () => {
    const { tree } = await run('html-marker.md');
    expect(tree.children!.map((c) => c.type)).toEqual(['heading', 'paragraph', 'paragraph', 'mdxJsxFlowElement']);
    expect(rest(tree)!.children!.map((c) => c.type)).toEqual(['heading', 'paragraph']);
    // The marker itself is in neither part.
    expect(nodes(tree).some((n) => n.type === 'comment')).toBe(false);
    await expect(await output('html-marker.md')).toMatchFileSnapshot(fx.snapshot('html-marker.md'));
    const { list, page } = await render('html-marker.md');
    expect(list).toMatch(/^<h1>Funding the commons<\/h1>\s*<p>The first paragraph is the excerpt.<\/p>\s*<p>It can be <strong>several<\/strong> paragraphs.<\/p>\s*$/);
    expect(page).toContain('<h2>After the marker</h2>');
  });

  it('wraps what follows `{/* truncate */}`, keeping imports and exports at the top level', async () => {
    const { tree } = await run('mdx-marker.mdx');
    expect(tree.children!.map((c) => c.type)).toEqual(['mdxjsEsm', 'paragraph', 'mdxjsEsm', 'mdxjsEsm', 'mdxJsxFlowElement']);
    expect(tree.children!.filter((c) => c.type === 'mdxjsEsm').map((c) => c.value)).toEqual([
      "import Chart from './_chart';",
      'export const meta = { charts: 2 };',
      "import Note from './_note.mdx';",
    ]);
    expect(rest(tree)!.children!.map((c) => c.name ?? c.type)).toEqual(['Chart', 'paragraph', 'Note']);
    expect(nodes(tree).some((n) => n.type === 'mdxFlowExpression')).toBe(false);
    await expect(await output('mdx-marker.mdx')).toMatchFileSnapshot(fx.snapshot('mdx-marker.mdx'));
  });

  it('a marker in a code block is code: the post has no excerpt', async () => {
    const { tree } = await run('code-fence.md');
    expect(rest(tree)).toBeUndefined();
    expect(nodes(tree).filter((n) => n.type === 'code').map((n) => n.value)).toEqual(['<!-- truncate -->', '{/* truncate */}']);
    await expect(await output('code-fence.md')).toMatchFileSnapshot(fx.snapshot('code-fence.md'));
  });

  it('cuts at the first marker outside code, written with or without spaces; later ones stay in the rest', async () => {
    const { tree } = await run('fence-then-marker.md');
    const before = tree.children!.filter((c) => c !== rest(tree));
    expect(before.map((c) => c.type)).toEqual(['paragraph', 'code', 'paragraph']);
    expect(textOf(before.at(-1)!)).toBe('The one below is the marker.');
    expect(rest(tree)!.children!.map((c) => c.type)).toEqual(['paragraph', 'comment', 'paragraph']);
    await expect(await output('fence-then-marker.md')).toMatchFileSnapshot(fx.snapshot('fence-then-marker.md'));
    const { list } = await render('fence-then-marker.md');
    expect(list).not.toContain('The rest.');
    expect(list).toContain('&lt;!-- truncate --&gt;');
  });

  it('leaves a post without a marker, and a doc with one, as they are', async () => {
    const { tree } = await run('no-marker.md');
    expect(rest(tree)).toBeUndefined();
    await expect(await output('no-marker.md')).toMatchFileSnapshot(fx.snapshot('no-marker.md'));
    const doc = await run('html-marker.md', 'docs/guide.md');
    expect(rest(doc.tree)).toBeUndefined();
    expect(doc.tree.children!.some((c) => c.type === 'comment')).toBe(true);
  });

  // The post's `truncated` flag (the "Read more" link on lists, and the blog/truncate check) and the
  // plugin's cut come from one definition, truncateIndex on the parsed body: a marker in a code
  // block counts for neither, and the post is shown whole without a "Read more" link. (Docusaurus
  // reads the text, `truncateMarker.test(content)`, and cuts inside the code block.)
  it("the post's `truncated` flag agrees with the plugin: a marker only in code does not count", async () => {
    const entryOf = (name: string) => {
      const body = fx.read(name);
      return postEntry({ source: `blog/2024-05-01-${name}`, data: {}, body, facts: bodyFacts(body) }, { tags: {}, authors: parseAuthorsFile({}, 'authors.yml'), fileDate: () => '2024-05-01T00:00:00.000Z' });
    };
    for (const name of ['code-fence.md', 'no-marker.md', 'html-marker.md', 'mdx-marker.mdx', 'fence-then-marker.md']) {
      const { tree } = await run(name);
      expect([name, entryOf(name).truncated]).toEqual([name, rest(tree) !== undefined]);
    }
    expect(entryOf('code-fence.md').truncated).toBe(false);
    expect(entryOf('fence-then-marker.md').truncated).toBe(true);
    // A marker inside a paragraph's text cuts nothing either.
    expect(truncateIndex(parseMdx('Intro <!-- truncate --> and more.\n\nRest.\n').children)).toBe(-1);
  });

  // Docusaurus's blog takes a `truncateMarker` RegExp option. Posts here end their excerpt at the
  // default markers only: another marker is named in a warning line, as every Docusaurus setting
  // with no equivalent here is (lib/docusaurus/map-config.ts).
  it("warns that the blog's own `truncateMarker` is not read, unless it matches only markers read here", () => {
    const warnings = (truncateMarker: unknown) =>
      mapDocusaurusConfig({ presets: [['classic', { blog: { truncateMarker } }]] }).warnings.filter((w) => w.includes('truncateMarker'));
    expect(warnings(/<!--\s*more\s*-->/)).toEqual([
      "presets classic blog.truncateMarker /<!--\\s*more\\s*-->/: not read here; a post's excerpt ends at <!-- truncate --> or {/* truncate */} on a line of its own",
    ]);
    expect(warnings(/\{\/\* TRUNCATE \*\/\}/)).toHaveLength(1);
    expect(warnings(/<!--\s*truncate\s*-->/i)).toHaveLength(1);
    expect(warnings(/(?!.*)/)).toHaveLength(1);
    for (const read of [TRUNCATE_MARKER, /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/, /<!--\s*(truncate)\s*-->/, /<!--\s*truncate\s*-->/, undefined]) {
      expect(warnings(read)).toEqual([]);
    }
  });
});
