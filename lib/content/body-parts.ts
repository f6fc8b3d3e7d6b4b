/**
 * What the build checks read from a body besides its facts (lib/content/body.ts): its links, code
 * blocks, charts and prose, read from the tree the facts are read from, so no rule reads Markdown
 * by pattern (a link in a code span, a fence shown inside a longer one, are what the page shows).
 * Kept apart from BodyFacts: contentlayer's documents carry the facts, and only the checks need these.
 */
import type { Nodes, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { jsxAttribute, type JsxElement } from '../docusaurus/mdx-syntax';
import { CHART_ELEMENTS } from './chart-data';

/**
 * A link or image of a body, with its body line (1-based): Markdown links (autolinks too), images
 * and reference definitions (`markdown`), and href/src of HTML elements.
 */
export type BodyLink = { url: string; line: number; image: boolean; alt?: string; markdown: boolean };

/** A fenced code block: its language (lower case), its code, and the body line of its opening fence. */
export type CodeBlock = { lang: string; code: string; line: number };

/** A chart element (`<BarChart src="./d.json" x="month" y="devs" />`): its attributes, `{}` for an expression. */
export type ChartElement = { name: string; line: number; attrs: Record<string, string> };

/** The text a reader reads on one body line: text outside code, comments and expressions, and image alt text. */
export type ProseLine = { line: number; text: string };

export type BodyParts = { links: BodyLink[]; code: CodeBlock[]; charts: ChartElement[]; prose: ProseLine[] };


/** Not prose, and holding none. */
const NOT_PROSE = new Set(['code', 'inlineCode', 'comment', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** Attributes whose text a reader reads (a tab's label, an image's alt): prose, as in the body. */
const READ_ATTRIBUTES = ['alt', 'title', 'label', 'description'];

/** `{"./a.png"}`: the string a literal expression is. */
const LITERAL = /^\s*["'`]([^"'`]*)["'`]\s*$/;
/** The value of an attribute written as an expression that is not a string literal (`alt={t('x')}`). */
const EXPRESSION = '(expression)';

/** A JSX attribute's value: as written, a string literal's text, EXPRESSION for any other expression. */
function attrValue(el: JsxElement, name: string): string | undefined {
  const value = jsxAttribute(el, name)?.value;
  if (value === null || value === undefined || typeof value === 'string') return value ?? undefined;
  return LITERAL.exec(value.value)?.[1] ?? EXPRESSION;
}

/** `href`/`src` of an HTML element (lower-case name; components such as `<BarChart src>` are not links). */
function elementLinks(el: JsxElement, line: number): BodyLink[] {
  const image = el.name === 'img';
  return ['href', 'src'].flatMap((name) => {
    const url = attrValue(el, name);
    return url && url !== EXPRESSION ? [{ url, line, image, alt: image ? attrValue(el, 'alt') : undefined, markdown: false }] : [];
  });
}

function chartOf(el: JsxElement, line: number): ChartElement {
  const attrs: Record<string, string> = {};
  for (const a of el.attributes) {
    if (a.type !== 'mdxJsxAttribute' || a.value === null || a.value === undefined) continue;
    attrs[a.name] = typeof a.value === 'string' ? a.value : '{}';
  }
  return { name: el.name!, line, attrs };
}

/** The links, code blocks, charts and prose of a parsed body (parseMdx), each with its body line. */
export function bodyParts(tree: Root): BodyParts {
  const links: BodyLink[] = [];
  const definitions: BodyLink[] = [];
  const elements: BodyLink[] = [];
  const code: CodeBlock[] = [];
  const charts: ChartElement[] = [];
  const prose = new Map<number, string[]>();
  const say = (line: number, text: string) => prose.set(line, [...(prose.get(line) ?? []), text]);
  visit(tree, (n: Nodes) => {
    const line = n.position?.start.line ?? 0;
    if (n.type === 'code') {
      // `python{1,3}`: the line numbers to highlight are not part of the language.
      code.push({ lang: (n.lang ?? '').split('{')[0].toLowerCase(), code: n.value, line });
      return SKIP;
    }
    if (NOT_PROSE.has(n.type)) return SKIP;
    if (n.type === 'text') n.value.split('\n').forEach((t, i) => say(line + i, t));
    else if (n.type === 'link') links.push({ url: n.url, line, image: false, markdown: true });
    else if (n.type === 'image') {
      links.push({ url: n.url, line, image: true, alt: n.alt ?? '', markdown: true });
      if (n.alt) say(line, n.alt);
    } else if (n.type === 'definition') definitions.push({ url: n.url, line, image: false, markdown: true });
    else if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
      if (n.name && /^[a-z]/.test(n.name)) elements.push(...elementLinks(n, line));
      for (const name of READ_ATTRIBUTES) {
        const text = attrValue(n, name);
        if (text && text !== EXPRESSION) say(line, text);
      }
      if (n.name && CHART_ELEMENTS.has(n.name)) charts.push(chartOf(n, line));
    }
  });
  return {
    // On one line: Markdown links and images, then definitions, then elements, the order findings keep.
    links: [...links, ...definitions, ...elements].sort((a, b) => a.line - b.line),
    code,
    charts,
    // The pieces of a line (a link's text, a table's cells) apart, as the page shows them.
    prose: [...prose].sort(([a], [b]) => a - b).flatMap(([line, texts]) => {
      const text = texts.join(' ').replace(/\s+/g, ' ').trim();
      return text ? [{ line, text }] : [];
    }),
  };
}
