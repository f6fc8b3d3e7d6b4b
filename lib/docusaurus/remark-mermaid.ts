/**
 * Docusaurus rule: with `markdown: { mermaid: true }` in docusaurus.config, a ```` ```mermaid ````
 * fenced block is a diagram, not code (docusaurus-mdx-loader `src/remark/mermaid`, which turns the
 * code node into a `mermaid` element that theme-mermaid draws in the browser). With the switch off
 * the block stays a code block.
 *
 * Here the element is `<Mermaid>` (components/mdx/mermaid.tsx) and it is drawn while compiling, by
 * mermaid itself (lib/docusaurus/mermaid-render.ts), into two inline SVGs, light and dark, so a page
 * needs no script for it. A diagram mermaid cannot parse fails the build, naming the file, the line
 * and mermaid's message (Docusaurus would show a broken diagram to readers instead). When the build
 * has no browser to draw with, the element carries only the source, shown as such, with one warning.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { Code, Parents, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { sourceOf } from '../source-file';
import { renderMermaid, withId, type MermaidRenderer } from './mermaid-render';

export type RemarkMermaidOptions = {
  /** Docusaurus's `markdown.mermaid`. */
  mermaid: boolean;
  contentDir?: string;
  /** The drawing step; tests pass their own. */
  render?: MermaidRenderer;
};

let warned = false;

const attr = (name: string, value: string | undefined): MdxJsxAttribute[] => (value === undefined ? [] : [{ type: 'mdxJsxAttribute', name, value }]);

export function remarkMermaid(options: RemarkMermaidOptions) {
  const render = options.render ?? renderMermaid;
  const contentDir = options.contentDir ?? path.join(process.cwd(), 'content');
  return async (tree: Root, file: VFile) => {
    if (!options.mermaid) return;
    const blocks: { node: Code; parent: Parents; index: number }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang === 'mermaid' && parent && index !== undefined) blocks.push({ node, parent, index });
    });
    if (!blocks.length) return;
    const { shown } = sourceOf(file, contentDir);
    const drawn = await Promise.all(blocks.map(({ node }) => render(node.value)));
    blocks.forEach(({ node, parent, index }, n) => {
      const r = drawn[n];
      const source = node.value;
      const fence = node.position?.start.line;
      if (!r.ok && 'error' in r) {
        // Lines of the diagram count from the one after the fence.
        const line = fence !== undefined ? fence + (r.line ?? 1) : undefined;
        throw new Error(`${shown}${line ? `:${line}` : ''}: mermaid diagram cannot be drawn: ${r.error}`);
      }
      if (!r.ok && !warned) {
        warned = true;
        console.warn(`warning: ${shown}: mermaid diagrams are shown as their source in this build: ${r.unavailable.replace(/error:/gi, 'error')}`);
      }
      // Unique on any page, even one listing several posts with the same diagram.
      const id = `mermaid-${crypto.createHash('sha1').update(`${shown}#${n}`).digest('hex').slice(0, 10)}`;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Mermaid',
        attributes: [
          ...attr('value', source),
          ...(r.ok
            ? [
                ...attr('light', withId(r.light.svg, `${id}-light`)),
                ...attr('dark', withId(r.dark.svg, `${id}-dark`)),
                ...attr('width', String(r.light.width)),
                ...attr('title', r.title),
                ...attr('description', r.description),
              ]
            : []),
        ],
        children: [],
      };
    });
  };
}
