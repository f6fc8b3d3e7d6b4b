/**
 * JSX in MDX that a browser would restructure: `<p>` around a Markdown paragraph or table, a
 * `<p>` inside a paragraph, a `<table>` whose rows have no `<tbody>`. The page's HTML and React's
 * tree would then disagree and hydration fails. Docusaurus content writes these often; they are
 * rewritten to the nesting a browser keeps, looking the same.
 */
import type { Nodes, Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { Parent } from 'unist';
import { isJsxElement } from '../docusaurus/mdx-syntax';

const BLOCKS = new Set(['paragraph', 'table', 'list', 'code', 'heading', 'blockquote', 'thematicBreak', 'containerDirective', 'mdxJsxFlowElement', 'math']);
const isJsx = (n: Nodes, name: string): n is MdxJsxFlowElement | MdxJsxTextElement => isJsxElement(n) && n.name === name;

function addClass(n: MdxJsxFlowElement | MdxJsxTextElement, cls: string) {
  const attrs = (n.attributes ??= []);
  const existing = attrs.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'className' && typeof a.value === 'string');
  if (existing) existing.value = `${existing.value} ${cls}`;
  else attrs.push({ type: 'mdxJsxAttribute', name: 'className', value: cls });
}

function repair(n: Nodes, inParagraph: boolean): void {
  const kids: RootContent[] = ('children' in n && n.children) || [];
  if (isJsx(n, 'p')) {
    if (inParagraph) {
      // A <p> inside a paragraph ends it in the browser: a block-looking span keeps it in place.
      n.name = 'span';
      addClass(n, 'mdx-p');
    } else if (kids.some((k) => BLOCKS.has(k.type))) {
      if (kids.every((k): k is Paragraph => k.type === 'paragraph')) {
        // `<p>` around one Markdown paragraph (MDX reads the lines inside as a block): keep the words.
        // They go straight into the element, in flow, where mdast types no text (hence the element
        // as a plain unist parent); HTML takes them as they are.
        (n as Parent).children = kids.flatMap((k, i) => [...(i ? [{ type: 'text', value: ' ' }] : []), ...k.children]);
      } else {
        n.name = 'div';
        addClass(n, 'mdx-p');
      }
    }
  }
  if (isJsx(n, 'table') && kids.some((k) => isJsx(k, 'tr'))) {
    if (n.type === 'mdxJsxFlowElement') n.children = [{ type: n.type, name: 'tbody', attributes: [], children: n.children }];
    else n.children = [{ type: n.type, name: 'tbody', attributes: [], children: n.children }];
  }
  const inside = inParagraph || n.type === 'paragraph' || isJsx(n, 'p');
  for (const k of ('children' in n && n.children) || []) repair(k, inside);
}

/** Remark plugin: see above. */
export function remarkHtmlNesting() {
  return (tree: Root) => repair(tree, false);
}
