/**
 * The MDX preprocessing of lib/docusaurus/mdx-syntax.ts in the manner of docusaurus-mdx-loader's
 * fixture tests: each file of tests/fixtures/mdx-syntax goes through preprocessMdxFile (what the
 * compile runs on every MDX file), and the text it gives, MDX 3 can parse, is compared with the file
 * under __snapshots__. Docusaurus makes the same rewrites in
 * packages/docusaurus-mdx-loader/src/preprocessor.ts with packages/docusaurus-utils/src/markdownUtils.ts
 * (unwrapMdxCodeBlocks, escapeMarkdownHeadingIds, admonitionTitleToDirectiveLabel); the tree is
 * then checked for the ids, titles and elements the rewrites are for.
 */
import { describe, expect, it } from 'vitest';
import { bodyFacts } from '@/lib/content/body';
import type { Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseMdx, preprocessMdx, preprocessMdxFile } from '@/lib/docusaurus/mdx-syntax';
import { splitFrontmatter } from '@/lib/source-file';
import { explicitHeadingId, remarkHeadingIds } from '@/lib/docusaurus/remark-headings';
import { fixtureDir, mdxProcessor, nodes, textOf, toMdx, transform, type Node } from './mdx-fixtures';

const fx = fixtureDir('mdx-syntax');
const FIXTURES = ['heading-ids.md', 'heading-comment-ids.mdx', 'admonition-titles.md', 'mdx-code-block.mdx', 'code-fence.md'];

const lines = (s: string) => s.split('\n').length;
const body = (name: string) => splitFrontmatter(fx.read(name)).body;

/** Each heading of a body: its text without the id, and the explicit id. */
function headingIds(source: string) {
  const headings: Heading[] = [];
  visit(parseMdx(source), 'heading', (h) => void headings.push(h));
  return headings.map((h) => {
    const id = explicitHeadingId(h);
    return [toString(h).trim(), id ?? null];
  });
}

describe('preprocessMdx (Docusaurus 3 syntax that MDX 3 does not read)', () => {
  it.each(FIXTURES)('%s: rewritten line for line, into MDX the parser reads', async (name) => {
    const source = fx.read(name);
    const out = preprocessMdxFile(source);
    expect(lines(out)).toBe(lines(source));
    expect(() => parseMdx(splitFrontmatter(source).body)).not.toThrow();
    await expect(out).toMatchFileSnapshot(fx.snapshot(name));
  });

  it('reads `{#id}` at the end of a heading as its id, and leaves the frontmatter alone', () => {
    const source = fx.read('heading-ids.md');
    const { frontmatter } = splitFrontmatter(source);
    expect(preprocessMdxFile(source).startsWith(frontmatter)).toBe(true);
    expect(frontmatter).toContain('# A YAML comment, not a heading {#not-an-id}');
    expect(headingIds(body('heading-ids.md'))).toEqual([
      ['Page title', 'top'],
      ['Setup', 'setup'],
      ['With code and bold', 'code-and-bold'],
      ['Trailing spaces', 'trailing'],
      ['Under_score and-dash', 'under_score-and-dash'],
      ['No id here', null],
      ['A hash # in the text', null],
    ]);
    // Without the rewrite, MDX reads `{#setup}` as an expression, and fails on it.
    expect(() => mdxProcessor().parse('## Setup {#setup}')).toThrow(/Could not parse expression with acorn/);
    expect(preprocessMdx('## Setup {#setup}')).toBe('## Setup \\{#setup\\}');
  });

  it('gives the heading its id in the page and in the table of contents; the others are slugged', async () => {
    const { processor, tree } = await transform(body('heading-ids.md'), [remarkHeadingIds as never]);
    const ids = nodes(tree).filter((n) => n.type === 'heading').map((h) => (h.data?.hProperties as { id?: string } | undefined)?.id ?? null);
    // As Docusaurus 3.10.2's headings plugin gives them, on the same file.
    expect(ids).toEqual(['top', 'setup', 'code-and-bold', 'trailing', 'under_score-and-dash', 'no-id-here', 'a-hash--in-the-text']);
    expect(toMdx(processor, tree)).toContain('<h2 id="setup">Setup</h2>');
    expect(bodyFacts(body('heading-ids.md')).headings.map((h) => h.id)).toEqual(['top', 'setup', 'code-and-bold', 'trailing', 'under_score-and-dash', 'no-id-here', 'a-hash--in-the-text']);
    // An id-like text in a paragraph is text.
    expect(nodes(tree).some((n) => n.type === 'mdxTextExpression' && n.value === "'{#not-a-heading}'")).toBe(true);
  });

  it('turns a title written after the keyword into the label, for admonition keywords only', () => {
    const tree = parseMdx(fx.read('admonition-titles.md')) as Node;
    const labels = nodes(tree)
      .filter((n) => n.type === 'containerDirective')
      .map((d) => {
        const label = d.children?.[0]?.data?.directiveLabel ? textOf(d.children[0]) : null;
        return [d.name, label, d.attributes];
      });
    expect(labels).toEqual([
      ['note', 'Plain title', {}],
      ['tip', 'A label already', {}],
      ['info', null, { title: 'An attribute' }],
      ['warning', 'Spaces around the title', {}],
      ['danger', 'Four colons', {}],
      ['caution', 'Quoted', {}],
      ['note', 'Quoted twice', {}],
      ['important', 'Indented', {}],
      ['note', null, {}],
    ]);
    // Not a keyword: the title is not made a label, and remark-directive reads no directive there.
    expect(preprocessMdx(':::details Not a keyword')).toBe(':::details Not a keyword');
    expect(nodes(tree).some((n) => n.type === 'paragraph' && textOf(n).startsWith(':::details Not a keyword'))).toBe(true);
  });

  it('unwraps mdx-code-block fences (three or four backticks) into MDX; other fences stay code', () => {
    const tree = parseMdx(fx.read('mdx-code-block.mdx')) as Node;
    expect(nodes(tree).filter((n) => n.type === 'mdxjsEsm').map((n) => n.value)).toEqual(["import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';"]);
    const tabs = nodes(tree).find((n) => n.name === 'Tabs')!;
    const item = nodes(tabs).find((n) => n.name === 'TabItem')!;
    expect(nodes(item).find((n) => n.type === 'code')).toMatchObject({ lang: 'bash', value: 'npm install @oso/client' });
    const details = nodes(tree).find((n) => n.name === 'details')!;
    expect(nodes(details).find((n) => n.type === 'code')).toMatchObject({ lang: 'js' });
    expect(nodes(tree).filter((n) => n.type === 'code').map((n) => n.lang)).toEqual(['bash', 'js', 'mdx']);
  });

  it('rewrites inside code blocks too, as Docusaurus does', () => {
    // Docusaurus's rewrites are on the text as well ("this will also process `:::note Title` inside
    // docs code blocks", markdownUtils.ts; facebook/docusaurus#8788 for heading ids). It shows
    // `\{#setup}` in such a block; here the closing brace is escaped too: `\{#setup\}`.
    const code = nodes(parseMdx(fx.read('code-fence.md')) as Node).find((n) => n.type === 'code')!;
    expect(code.value).toBe('## Setup \\{#setup\\}\n\n:::note[Title in code]\n:::');
  });

  // Docusaurus reads any id up to the closing brace: "The ID can contain any characters except `{#`
  // and `}`" (parseMarkdownHeadingId, packages/docusaurus-utils/src/markdownUtils.ts, the id
  // trimmed), and its escapeMarkdownHeadingIds escapes every heading line's `{#`, so one inside a
  // heading's text is text too.
  it('reads ids with dots, non-ASCII letters or spaces around them, as Docusaurus does', () => {
    expect(headingIds('## Version 1.2 {#v1.2}\n\n## Über {#über}\n\n## Spaced {# spaced-id }\n\n## Escaped \\{#escaped}\n')).toEqual([
      ['Version 1.2', 'v1.2'],
      ['Über', 'über'],
      ['Spaced', 'spaced-id'],
      ['Escaped', 'escaped'],
    ]);
    expect(preprocessMdx('## Version 1.2 {#v1.2}')).toBe('## Version 1.2 \\{#v1.2\\}');
    expect(headingIds('## The {#id} syntax, in the text\n\n## Use `{#id}` {#use}\n')).toEqual([
      ['The {#id} syntax, in the text', null],
      ['Use {#id}', 'use'],
    ]);
    // A code span keeps its text as written.
    expect(preprocessMdx('## Use `{#id}` here')).toBe('## Use `{#id}` here');
  });

  // Docusaurus 3.10 also reads a heading id from an MDX comment at its end, `## Setup {/* #setup */}`
  // (facebook/docusaurus#11755; its create-docusaurus template shows it): an expression holding one
  // comment and nothing else, whose first word starts with `#` (getCommentHeadingId,
  // packages/docusaurus-mdx-loader/src/remark/headings/index.ts). It comes before a `{#id}`.
  it('reads a heading id from an MDX comment at its end (`{/* #id */}`, Docusaurus 3.10)', async () => {
    const source = fx.read('heading-comment-ids.mdx');
    const ids = (tree: Node) =>
      nodes(tree)
        .filter((n) => n.type === 'heading')
        .map((h) => [textOf(h).trim(), (h.data?.hProperties as { id?: string } | undefined)?.id ?? null]);
    const { processor, tree } = await transform(source, [remarkHeadingIds as never]);
    expect(ids(tree)).toEqual([
      ['Comment ids', 'top'],
      ['Setup', 'setup'],
      ['With code and bold', 'code-and-bold'],
      ['Only the first word', 'first-word'],
      // Not ids: the comment stays, an expression that renders nothing, and is slugged with the text
      // (mdast-util-to-string reads an expression's source), as Docusaurus 3.10.2 slugs this file.
      ['A note, not an id /* for editors */', 'a-note-not-an-id--for-editors-'],
      ['Two comments /* #one */ /* #two */', 'two-comments--one---two-'],
      ['Version 1.2', 'v1.2'],
      ['Über', 'über'],
      ['Spaces inside', 'spaced-id'],
      ['The {#id} syntax, in the text', 'the-id-syntax-in-the-text'],
    ]);
    expect(toMdx(processor, tree)).toContain('<h2 id="setup">Setup</h2>');
    // The comment leaves the heading, and the space before it too.
    const bold = nodes(tree).find((n) => n.type === 'heading' && (n.data?.hProperties as { id?: string } | undefined)?.id === 'code-and-bold')!;
    expect(bold.children!.map((c) => c.type)).toEqual(['text', 'inlineCode', 'text', 'strong']);
    // The table of contents shows the text without the comments, and links to the page's ids.
    expect(bodyFacts(source).headings.map((h) => [h.text, h.id])).toEqual([
      ['Comment ids', 'top'],
      ['Setup', 'setup'],
      ['With code and bold', 'code-and-bold'],
      ['Only the first word', 'first-word'],
      ['A note, not an id', 'a-note-not-an-id--for-editors-'],
      ['Two comments', 'two-comments--one---two-'],
      ['Version 1.2', 'v1.2'],
      ['Über', 'über'],
      ['Spaces inside', 'spaced-id'],
      ['The {#id} syntax, in the text', 'the-id-syntax-in-the-text'],
    ]);
    // Outside a heading such a comment is a comment.
    expect(nodes(tree).some((n) => n.type === 'mdxTextExpression' && n.value === '/* #not-a-heading */')).toBe(true);
    // A comment id comes first, as in Docusaurus; the `{#id}` before it stays text.
    expect(headingIds('## Both {#legacy} {/* #comment */}\n')).toEqual([['Both {#legacy}', 'comment']]);
  });
});
