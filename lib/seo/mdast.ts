/** The few mdast shapes the Markdown twins build and read. */
export type Attr = { type: string; name?: string; value?: unknown };
export type MdNode = {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  url?: string;
  alt?: string | null;
  lang?: string | null;
  meta?: string | null;
  attributes?: Attr[];
  children?: MdNode[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
};

export const text = (value: string): MdNode => ({ type: 'text', value });
export const strong = (value: string): MdNode => ({ type: 'strong', children: [text(value)] });
export const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const heading = (depth: number, value: string): MdNode => ({ type: 'heading', depth: Math.min(6, depth), children: [text(value)] });

/** A plain string attribute of a JSX element (expressions and booleans give undefined). */
export function attr(node: MdNode, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}


const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'image', 'break', 'linkReference', 'imageReference', 'footnoteReference', 'html']);
export const isPhrasing = (n: MdNode) => PHRASING.has(n.type);

/** Inline content left at block level (a one-line `<div>text</div>`) goes in a paragraph. */
export function asBlocks(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  for (const n of nodes) {
    if (!isPhrasing(n)) out.push(n);
    else if (out.at(-1)?.type === 'paragraph' && out.at(-1)?.data?.wrapped) out.at(-1)!.children!.push(n);
    else out.push({ type: 'paragraph', children: [n], data: { wrapped: true } });
  }
  return out;
}
