/**
 * JSX in MDX that a browser would restructure: `<p>` around a Markdown paragraph or table, a
 * `<p>` inside a paragraph, a `<table>` whose rows have no `<tbody>`. The page's HTML and React's
 * tree would then disagree and hydration fails. Docusaurus content writes these often; they are
 * rewritten to the nesting a browser keeps, looking the same.
 */
type Node = { type: string; name?: string | null; children?: Node[]; attributes?: { type: string; name?: string; value?: unknown }[] };

const BLOCKS = new Set(['paragraph', 'table', 'list', 'code', 'heading', 'blockquote', 'thematicBreak', 'containerDirective', 'mdxJsxFlowElement', 'math']);
const isJsx = (n: Node, name: string) => (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === name;

function addClass(n: Node, cls: string) {
  const attrs = (n.attributes ??= []);
  const existing = attrs.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'className' && typeof a.value === 'string');
  if (existing) existing.value = `${existing.value} ${cls}`;
  else attrs.push({ type: 'mdxJsxAttribute', name: 'className', value: cls });
}

function repair(n: Node, inParagraph: boolean): void {
  const kids = n.children ?? [];
  if (isJsx(n, 'p')) {
    if (inParagraph) {
      // A <p> inside a paragraph ends it in the browser: a block-looking span keeps it in place.
      n.name = 'span';
      addClass(n, 'mdx-p');
    } else if (kids.some((k) => BLOCKS.has(k.type))) {
      if (kids.every((k) => k.type === 'paragraph')) {
        // `<p>` around one Markdown paragraph (MDX reads the lines inside as a block): keep the words.
        n.children = kids.flatMap((k, i) => [...(i ? [{ type: 'text', value: ' ' } as Node] : []), ...(k.children ?? [])]);
      } else {
        n.name = 'div';
        addClass(n, 'mdx-p');
      }
    }
  }
  if (isJsx(n, 'table') && kids.some((k) => isJsx(k, 'tr'))) {
    n.children = [{ type: n.type, name: 'tbody', attributes: [], children: kids }];
  }
  for (const k of n.children ?? []) repair(k, inParagraph || n.type === 'paragraph' || (n.name === 'p' && n.type.startsWith('mdxJsx')));
}

/** Remark plugin: see above. */
export function remarkHtmlNesting() {
  return (tree: Node) => repair(tree, false);
}
