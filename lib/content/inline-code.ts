import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** The attribute that keeps a token of inline code on one line (app/markdown.css). */
export const NO_BREAK_ATTR = 'data-nobreak';
/**
 * Longest token kept whole: 28 monospace characters at 0.9em are about 250 px, which fits a 390 px
 * phone's text column even inside a list or an admonition. A longer token may still wrap (at its
 * hyphens, or anywhere: `.markdown` has `overflow-wrap: break-word`) rather than overflow.
 */
export const MAX_NO_BREAK = 28;

const HYPHENATED = /\S-\S/;
const keepWhole = (token: string) => token.length <= MAX_NO_BREAK && HYPHENATED.test(token);

/**
 * Inline code such as `laptop-notebooks` must not break at its hyphen: a line ending in
 * `laptop-` reads as a different name. CSS cannot remove the break opportunity after a hyphen
 * (`hyphens: none` only governs added hyphens, and `white-space: nowrap` on all inline code would let
 * long code overflow), and a non-breaking hyphen (U+2011) or word joiner would change what is copied.
 * So each short hyphenated token is marked to be kept on one line: the whole `<code>` when it is the
 * token, else a `<span>` around it. The text is unchanged, so copying and search read the same.
 */
export function rehypeInlineCodeNoBreak() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, _i, parent) => {
      if (node.tagName !== 'code' || (parent?.type === 'element' && parent.tagName === 'pre')) return;
      if (node.children.length !== 1 || node.children[0].type !== 'text') return;
      const text = node.children[0].value;
      if (!HYPHENATED.test(text)) return;
      if (!/\s/.test(text)) {
        if (keepWhole(text)) node.properties = { ...node.properties, [NO_BREAK_ATTR]: '' };
        return;
      }
      const parts = text.split(/(\s+)/).filter(Boolean);
      if (!parts.some(keepWhole)) return;
      node.children = parts.map(
        (p): ElementContent => (keepWhole(p) ? { type: 'element', tagName: 'span', properties: { [NO_BREAK_ATTR]: '' }, children: [{ type: 'text', value: p }] } : { type: 'text', value: p }),
      );
      return 'skip';
    });
  };
}
