/**
 * lib/docusaurus/remark-headings.ts, in the manner of docusaurus-mdx-loader's fixture tests: each file
 * of tests/fixtures/headings goes through the plugin and is printed under __snapshots__; the ids are
 * those Docusaurus 3.10.2's headings plugin gives the same files (run on them, after its content
 * title plugin), and a page's facts (its table of contents) read the same ids the page gets.
 */
import { describe, expect, it } from 'vitest';
import { bodyFacts } from '@/lib/content/body';
import { splitFrontmatter } from '@/lib/source-file';
import { remarkHeadingIds } from '@/lib/docusaurus/remark-headings';
import { fixtureDir, nodes, toMdx, transform, type Node } from './mdx-fixtures';

const fx = fixtureDir('headings');
const POST = { data: { rawDocumentData: { sourceFilePath: 'blog/2024-05-01-release.md' } } };
const DOC = { data: { rawDocumentData: { sourceFilePath: 'docs/release.md' } } };

const body = (name: string) => splitFrontmatter(fx.read(name)).body;
const pageIds = (tree: Node) => nodes(tree).filter((n) => n.type === 'heading').map((h) => (h.data?.hProperties as { id?: string } | undefined)?.id ?? null);

describe('remarkHeadingIds (Docusaurus headings plugin)', () => {
  it.each(['text-forms.mdx', 'post-title.md'])('%s: printed with its ids', async (name) => {
    const { processor, tree } = await transform(body(name), [remarkHeadingIds as never], DOC);
    await expect(toMdx(processor, tree)).toMatchFileSnapshot(fx.snapshot(name));
  });

  it('slugs the text as Docusaurus reads it: image alt and an expression\'s source in, HTML out, repeats numbered', async () => {
    const { tree } = await transform(body('text-forms.mdx'), [remarkHeadingIds as never], DOC);
    const docusaurus = ['text-forms', 'logo-with-an-image', 'using-propsname-here', 'a-marked-word', 'code-and-bold-and-emphasis', 'a-link-inside', 'text-forms-1', 'text-forms-2'];
    expect(pageIds(tree)).toEqual(docusaurus);
    expect(bodyFacts(body('text-forms.mdx')).headings.map((h) => h.id)).toEqual(docusaurus);
  });

  it('gives a post\'s title no id (Docusaurus takes it out first), and a doc\'s title the first', async () => {
    const source = body('post-title.md');
    const post = await transform(source, [remarkHeadingIds as never], POST);
    expect(pageIds(post.tree)).toEqual([null, 'release-notes', 'details']);
    expect(bodyFacts(source, { post: true }).headings.map((h) => h.id)).toEqual(['', 'release-notes', 'details']);
    const doc = await transform(source, [remarkHeadingIds as never], DOC);
    expect(pageIds(doc.tree)).toEqual(['release-notes', 'release-notes-1', 'details']);
    expect(bodyFacts(source).headings.map((h) => h.id)).toEqual(['release-notes', 'release-notes-1', 'details']);
  });

  it('gives a partial (a file the page imports) ids of its own, a post\'s included', async () => {
    const { tree } = await transform(body('post-title.md'), [remarkHeadingIds as never], { ...POST, path: '/site/blog/_partial.md' });
    expect(pageIds(tree)).toEqual(['release-notes', 'release-notes-1', 'details']);
  });
});
