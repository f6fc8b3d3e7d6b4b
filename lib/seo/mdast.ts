/** The mdast the Markdown twins build, and what they read of MDX's. */
import type { BlockContent, DefinitionContent, Heading, Paragraph, PhrasingContent, RootContent, Strong, Text } from 'mdast';
import { jsxAttribute, type JsxElement } from '../docusaurus/mdx-syntax';

declare module 'mdast' {
  interface ParagraphData {
    /** A paragraph asBlocks made for inline content left at block level: more of it joins. */
    wrapped?: boolean;
  }
}

export const text = (value: string): Text => ({ type: 'text', value });
export const strong = (value: string): Strong => ({ type: 'strong', children: [text(value)] });
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
// Depths count from the page title's 1: at least 1, and no deeper than mdast's 6.
export const heading = (depth: number, value: string): Heading => ({ type: 'heading', depth: Math.min(6, depth) as Heading['depth'], children: [text(value)] });

/** A plain string attribute of a JSX element (expressions and booleans give undefined). */
export function attr(node: JsxElement, name: string): string | undefined {
  const value = jsxAttribute(node, name)?.value;
  return typeof value === 'string' ? value : undefined;
}


const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'image', 'break', 'linkReference', 'imageReference', 'footnoteReference', 'html']);
export const isPhrasing = (n: RootContent): n is PhrasingContent => PHRASING.has(n.type);

/** Inline content left at block level (a one-line `<div>text</div>`) goes in a paragraph. */
export function asBlocks(nodes: RootContent[]): (BlockContent | DefinitionContent)[] {
  const out: RootContent[] = [];
  for (const n of nodes) {
    const last = out.at(-1);
    if (!isPhrasing(n)) out.push(n);
    else if (last?.type === 'paragraph' && last.data?.wrapped) last.children.push(n);
    else out.push({ type: 'paragraph', children: [n], data: { wrapped: true } });
  }
  // What it is given is the content of a block (a page, an element, a tab, an admonition), so
  // what is not inline is a block; mdast cannot tell that from a node's type alone.
  return out as (BlockContent | DefinitionContent)[];
}
