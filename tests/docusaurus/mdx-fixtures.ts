/**
 * What the fixture tests of tests/docusaurus share, in the manner of docusaurus-mdx-loader's remark
 * tests: a fixture of tests/fixtures/<name>/ read and preprocessed as the compile reads it
 * (lib/content/compile.ts), parsed as the site parses MDX (remark-mdx, GFM, directives, HTML
 * comments), run through the plugin under test, and printed back as MDX for the file under
 * __snapshots__. What a plugin hands over to HTML (`data.hName`, `data.hProperties`) is printed as
 * the JSX element it becomes, and an HTML comment node as `<!--…-->`, as @slorber/remark-comment
 * prints it, so the snapshot shows what the page gets.
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified, type PluggableList } from 'unified';
import type { Options as VFileOptions } from 'vfile';
import { preprocessMdxFile } from '@/lib/docusaurus/mdx-syntax';
import { remarkHtmlComments } from '@/lib/docusaurus/remark-html-comments';

export type Node = {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  data?: { hName?: string; hProperties?: Record<string, unknown>; [key: string]: unknown };
  attributes?: unknown;
  children?: Node[];
  [key: string]: unknown;
};

/** The fixtures of one folder under tests/fixtures. */
export function fixtureDir(name: string) {
  const dir = path.resolve(__dirname, '../fixtures', name);
  return {
    dir,
    file: (fixture: string) => path.join(dir, fixture),
    read: (fixture: string) => fs.readFileSync(path.join(dir, fixture), 'utf8'),
    /** `__snapshots__/<fixture without extension>.out.mdx`. */
    snapshot: (fixture: string) => path.join(dir, '__snapshots__', `${fixture.replace(/\.mdx?$/, '')}.out.mdx`),
  };
}

const printComment = (node: { commentValue?: string }) => `<!--${node.commentValue ?? ''}-->`;

/** The site's MDX parser with `plugins` as its transforms, and an MDX printer. */
export function mdxProcessor(plugins: PluggableList = []) {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkHtmlComments)
    .use(plugins)
    .use(remarkStringify, { bullet: '-', handlers: { comment: printComment } as never });
}

/** The tree `plugins` make of a source, preprocessed as the compile does (frontmatter aside). */
export async function transform(source: string, plugins: PluggableList, file: VFileOptions = {}) {
  const processor = mdxProcessor(plugins);
  const text = preprocessMdxFile(source);
  const tree = (await processor.run(processor.parse(text), { ...file, value: text })) as unknown as Node;
  return { processor, tree };
}

const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'mdxJsxTextElement', 'emphasis', 'strong', 'link', 'delete', 'tableCell']);

/** The tag an mdast node gets in HTML when a plugin sets only its properties. */
const defaultTag = (n: Node) => (n.type === 'heading' ? `h${n.depth}` : n.type === 'paragraph' ? 'p' : undefined);

/** `data.hName`/`hProperties` as the JSX element they stand for (classes joined as in HTML). */
function asJsx(n: Node, inPhrasing: boolean): Node {
  const phrasingHere = PHRASING_PARENTS.has(n.type);
  const children = n.children?.map((c) => asJsx(c, phrasingHere));
  const tag = n.data?.hName ?? (n.data?.hProperties ? defaultTag(n) : undefined);
  if (!tag) return children ? { ...n, children } : n;
  const attributes = Object.entries(n.data?.hProperties ?? {}).map(([name, v]) => ({ type: 'mdxJsxAttribute', name, value: Array.isArray(v) ? v.join(' ') : String(v) }));
  // A paragraph or heading holds phrasing: its element is a text element, alone in a paragraph.
  if (phrasingHere) {
    const el = { type: 'mdxJsxTextElement', name: tag, attributes, children: children ?? [] };
    return inPhrasing ? el : { type: 'paragraph', children: [el] };
  }
  return { type: 'mdxJsxFlowElement', name: tag, attributes, children: children ?? [] };
}

/** A tree printed as MDX, what the plugins hand to HTML shown as JSX. */
export function toMdx(processor: ReturnType<typeof mdxProcessor>, tree: Node): string {
  return processor.stringify(asJsx(tree, false) as never);
}

/** Every node of a tree, in document order. */
export function nodes(tree: Node): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => {
    out.push(n);
    n.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

/** A JSX element's string attributes. */
export const attrs = (n: Node) =>
  Object.fromEntries(((n.attributes as { name: string; value: unknown }[] | undefined) ?? []).map((a) => [a.name, typeof a.value === 'string' ? a.value : a.value === null ? true : '{…}']));

/** The text of a node and everything under it. */
export const textOf = (n: Node): string => (n.value ?? '') + (n.children ?? []).map(textOf).join('');
