/**
 * What Docusaurus's `<Tabs>` refuses, read from the body before the build: a value used by two of
 * its tabs (both panels would show at once, both tabs selected).
 */
import type { MdxNode } from './mdx-syntax';

type Estree = { type: string; [key: string]: unknown };
type Attr = { type: string; name?: string; value?: unknown };

const attrsOf = (n: MdxNode) => (n.attributes as Attr[] | undefined) ?? [];

/** A string literal written in an expression (`{'sql'}`), from its estree. */
function literal(e: Estree | undefined): string | undefined {
  return e?.type === 'Literal' && typeof e.value === 'string' ? e.value : undefined;
}

/** The expression of a `{…}` attribute value, from the estree remark-mdx attaches to it. */
function expression(v: unknown): Estree | undefined {
  const program = (v as { data?: { estree?: { body?: Estree[] } } } | undefined)?.data?.estree;
  const first = program?.body?.[0];
  return first?.type === 'ExpressionStatement' ? (first.expression as Estree) : undefined;
}

/** A string attribute, written `value="sql"` or `value={'sql'}`; undefined when it is computed. */
function stringAttr(n: MdxNode, name: string): string | undefined {
  const a = attrsOf(n).find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  return typeof a.value === 'string' ? a.value : literal(expression(a.value));
}

/** `values={[{ label, value }, …]}` written out: its values; undefined when absent or computed. */
function valuesProp(n: MdxNode): string[] | undefined {
  const a = attrsOf(n).find((x) => x.type === 'mdxJsxAttribute' && x.name === 'values');
  if (!a) return undefined;
  const list = expression(a.value);
  if (list?.type !== 'ArrayExpression') return [];
  return (list.elements as Estree[]).flatMap((el) => {
    const prop = el?.type === 'ObjectExpression' ? (el.properties as Estree[]).find((p) => (p.key as Estree)?.name === 'value' || literal(p.key as Estree) === 'value') : undefined;
    const v = literal(prop?.value as Estree | undefined);
    return v === undefined ? [] : [v];
  });
}

const isElement = (n: MdxNode) => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';

/**
 * The repeated values of a `<Tabs>` element, each repeat once more than the first, in order.
 *
 * Docusaurus: "`const values = valuesProp ?? extractChildrenTabValues(children);
 * ensureNoDuplicateValue(values)`", where the children's values are the `value` props of the
 * direct children and `duplicates(values, (a, b) => a.value === b.value)` keeps every item that is
 * not the first with its value; the page then fails with `Duplicate values "'a', 'b'" found in
 * <Tabs>. Every value needs to be unique.`, from
 * packages/docusaurus-theme-common/src/utils/tabsUtils.tsx (and jsUtils.ts `duplicates`).
 */
export function duplicateTabValues(tabs: MdxNode): string[] {
  const children = (tabs.children ?? []).flatMap((c) => (c.type === 'paragraph' ? (c.children ?? []) : [c]));
  const values = valuesProp(tabs) ?? children.filter(isElement).flatMap((c) => stringAttr(c, 'value') ?? []);
  return values.filter((v, i) => values.indexOf(v) !== i);
}

/** Docusaurus's message for them (see duplicateTabValues). */
export const duplicateTabsMessage = (values: string[]) =>
  `Duplicate values "${values.map((v) => `'${v}'`).join(', ')}" found in <Tabs>. Every value needs to be unique.`;
