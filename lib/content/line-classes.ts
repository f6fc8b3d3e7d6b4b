/**
 * Carries the line classes of a code block (lib/content/code-meta.ts: magic comments and `{1,4-6}`
 * ranges, as Docusaurus's CodeBlock puts them on its lines) across rehype-pretty-code, which
 * rebuilds the block: it keeps the `<code>` element's `data` but not its properties.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** The `<code>` property code-meta.ts sets (a JSON map: 0-based line → class names). */
export const LINE_CLASSES_PROP = 'dataLineClasses';

type LineClasses = Record<number, string[]>;
type CodeData = Element['data'] & { lineClassNames?: LineClasses };

const isElement = (n: unknown): n is Element => (n as Element | undefined)?.type === 'element';

/** Before rehype-pretty-code: the property moves into the element's data, which survives it. */
export function rehypeKeepLineClasses() {
  return (tree: Root) => {
    visit(tree, 'element', (el) => {
      const raw = el.tagName === 'code' ? el.properties?.[LINE_CLASSES_PROP] : undefined;
      if (typeof raw !== 'string') return;
      delete el.properties[LINE_CLASSES_PROP];
      el.data = { ...el.data, lineClassNames: JSON.parse(raw) as LineClasses } as CodeData;
    });
  };
}

/** After rehype-pretty-code: the n-th `[data-line]` of each block gets its classes. */
export function rehypeLineClasses() {
  return (tree: Root) => {
    visit(tree, 'element', (el) => {
      const classes = el.tagName === 'code' ? (el.data as CodeData | undefined)?.lineClassNames : undefined;
      if (!classes) return;
      let i = 0;
      for (const line of el.children) {
        // rehype-pretty-code writes the attribute's name as is, not as hast's `dataLine`.
        if (!isElement(line) || (line.properties?.['data-line'] ?? line.properties?.dataLine) === undefined) continue;
        const add = classes[i++];
        if (!add?.length) continue;
        const own = Array.isArray(line.properties.className) ? line.properties.className : [];
        line.properties.className = [...own, ...add];
      }
    });
  };
}
