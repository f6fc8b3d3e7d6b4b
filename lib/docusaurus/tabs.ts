/**
 * What Docusaurus's `<Tabs>` refuses, read from the body before the build: a value used by two of
 * its tabs (both panels would show at once, both tabs selected).
 */
import type { Nodes } from 'mdast';
import type { Expression, Node } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import { isJsxElement, jsxAttribute as attrOf, type JsxElement } from './mdx-syntax';


/** A string literal written in an expression (`{'sql'}`), from its estree. */
function literal(e: Node | null | undefined): string | undefined {
  return e?.type === 'Literal' && typeof e.value === 'string' ? e.value : undefined;
}

/** The expression of a `{…}` attribute value, from the estree remark-mdx attaches to it. */
function expression(v: MdxJsxAttribute['value']): Expression | undefined {
  const first = typeof v === 'object' ? v?.data?.estree?.body[0] : undefined;
  return first?.type === 'ExpressionStatement' ? first.expression : undefined;
}

/** A string attribute, written `value="sql"` or `value={'sql'}`; undefined when it is computed. */
function stringAttr(n: JsxElement, name: string): string | undefined {
  const a = attrOf(n, name);
  if (!a) return undefined;
  return typeof a.value === 'string' ? a.value : literal(expression(a.value));
}

/** `values={[{ label, value }, …]}` written out: its values; undefined when absent or computed. */
function valuesProp(n: JsxElement): string[] | undefined {
  const a = attrOf(n, 'values');
  if (!a) return undefined;
  const list = expression(a.value);
  if (list?.type !== 'ArrayExpression') return [];
  return list.elements.flatMap((el) => {
    if (el?.type !== 'ObjectExpression') return [];
    const prop = el.properties.find((p) => p.type === 'Property' && ((p.key.type === 'Identifier' && p.key.name === 'value') || literal(p.key) === 'value'));
    const v = prop?.type === 'Property' ? literal(prop.value) : undefined;
    return v === undefined ? [] : [v];
  });
}

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
export function duplicateTabValues(tabs: JsxElement): string[] {
  const children = (tabs.children as Nodes[]).flatMap((c): Nodes[] => (c.type === 'paragraph' ? c.children : [c]));
  const values = valuesProp(tabs) ?? children.filter(isJsxElement).flatMap((c) => stringAttr(c, 'value') ?? []);
  return values.filter((v, i) => values.indexOf(v) !== i);
}

/** Docusaurus's message for them (see duplicateTabValues). */
export const duplicateTabsMessage = (values: string[]) =>
  `Duplicate values "${values.map((v) => `'${v}'`).join(', ')}" found in <Tabs>. Every value needs to be unique.`;
