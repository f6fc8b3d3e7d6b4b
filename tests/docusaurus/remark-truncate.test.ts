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
import { parseAuthorsFile } from '@/lib/blog/authors';
import { postEntry } from '@/lib/blog/entry';
import { bodyFacts } from '@/lib/content/body';
import { POST_REST, remarkTruncate } from '@/lib/docusaurus/remark-truncate';
import { remarkHtmlComments } from '@/lib/docusaurus/remark-html-comments';
import { fixtureDir, nodes, textOf, toMdx, transform, type Node } from './mdx-fixtures';

const fx = fixtureDir('truncate');

const asPost = (name: string) => ({ path: fx.file(name), data: { rawDocumentData: { sourceFilePath: `blog/2024-05-01-${name}` } } });

async function run(name: string, sourceFilePath?: string) {
  const file = sourceFilePath ? { data: { rawDocumentData: { sourceFilePath } } } : asPost(name);
  return transform(fx.read(name), [remarkTruncate as never], file);
}

const output = async (name: string) => {
  const { processor, tree } = await run(name);
  return toMdx(processor, tree);
};

const rest = (tree: Node) => tree.children!.find((c) => c.type === 'mdxJsxFlowElement' && c.name === POST_REST);

/** The post as a list shows it (PostRest renders nothing) and as its page does. */
async function render(name: string) {
  const file = { value: fx.read(name), data: { rawDocumentData: { sourceFilePath: `blog/2024-05-01-${name}` } } };
  const { default: Content } = await evaluate(file, { ...runtime, remarkPlugins: [remarkHtmlComments, remarkTruncate] } as never);
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

  // The post's `truncated` flag (the "Read more" link on lists, and the blog/truncate check) comes
  // from `TRUNCATE.test(raw.body)` in lib/blog/entry.ts, on the text: a marker in a code block
  // counts there, though the plugin does not cut at it. The list then shows the whole post and a
  // "Read more" link, and the check passes a post that has no excerpt. (Docusaurus cuts its
  // excerpt on the text too, `content.split(truncateMarker)`, so it cuts inside the code block.)
  it.fails("the post's `truncated` flag agrees with the plugin: a marker only in code does not count", () => {
    const body = fx.read('code-fence.md');
    const entry = postEntry({ source: 'blog/2024-05-01-code-fence.md', data: {}, body, facts: bodyFacts(body) }, { tags: {}, authors: parseAuthorsFile({}, 'authors.yml'), fileDate: () => '2024-05-01T00:00:00.000Z' });
    expect(entry.truncated).toBe(false);
  });

  // Docusaurus's blog takes a `truncateMarker` RegExp option; lib/docusaurus/config.ts lists it among
  // the options it reads (so no "not supported" warning), but nothing passes it to this plugin or to
  // the `truncated` flag: a site with its own marker has every post shown whole.
  it.todo("cuts at the blog's own `truncateMarker` from docusaurus.config");
});
