/**
 * The Markdown twin of a doc or post (`/docs/a/b.md`): the MDX source with imports, expressions
 * and JSX gone. Tabs become headed sections, admonitions blockquotes, details a bold question
 * and its answer, charts their description and a table of their data. Links become absolute.
 */
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { admonitionOf, admonitionTitle } from '../docusaurus/remark-admonitions';
import { splitKeys } from '../content/chart-data';
import { parseMdx, plainText } from '../docusaurus/mdx-syntax';
import { asBlocks, attr, heading, isPhrasing, paragraph, strong, text, type MdNode } from './mdast';

export type TwinOptions = {
  /** Rows of a chart's JSON file, `src` as the MDX names it. */
  readData: (src: string) => Record<string, unknown>[];
  /** A link or image URL as readers outside the site need it. */
  resolveUrl: (url: string, kind: 'link' | 'image') => string;
};

const DROP = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'comment']);

function chart(node: MdNode, o: TwinOptions): MdNode[] {
  const [x, ys, title, description] = [attr(node, 'x'), splitKeys(attr(node, 'y')), attr(node, 'title'), attr(node, 'description')];
  const src = attr(node, 'src');
  const rows = src && x ? o.readData(src) : [];
  const cell = (v: unknown) => ({ type: 'tableCell', children: [text(v === null || v === undefined ? '' : String(v))] });
  const cols = x ? [x, ...ys] : [];
  const table = { type: 'table', align: cols.map(() => null), children: [cols, ...rows.map((r) => cols.map((c) => r[c]))].map((r) => ({ type: 'tableRow', children: r.map(cell) })) };
  return [...(title ? [paragraph([strong(title)])] : []), ...(description ? [paragraph([text(description)])] : []), ...(rows.length ? [table] : [])];
}

function convertAll(nodes: MdNode[], o: TwinOptions, ctx: { depth: number }): MdNode[] {
  return nodes.flatMap((n) => convert(n, o, ctx));
}

function element(n: MdNode, o: TwinOptions, ctx: { depth: number }): MdNode[] {
  const kids = n.children ?? [];
  const inline = n.type === 'mdxJsxTextElement';
  switch (n.name) {
    case 'Tabs': {
      const at = ctx.depth;
      const out = kids.filter((k) => k.name === 'TabItem').flatMap((tab) => {
        ctx.depth = at + 1;
        return [heading(at + 1, attr(tab, 'label') ?? attr(tab, 'value') ?? 'Tab'), ...asBlocks(convertAll(tab.children ?? [], o, ctx))];
      });
      ctx.depth = at;
      return out;
    }
    case 'details': {
      // MDX puts a one-line <summary> inside a paragraph of its own.
      const holder = kids.find((k) => k.name === 'summary' || (k.type === 'paragraph' && k.children?.length === 1 && k.children[0].name === 'summary'));
      const summary = holder?.name === 'summary' ? holder : holder?.children?.[0];
      const title = summary ? convertAll(summary.children ?? [], o, ctx).filter(isPhrasing) : [];
      const body = convertAll(kids.filter((k) => k !== holder), o, ctx);
      return [...(title.length ? [paragraph([{ type: 'strong', children: title }])] : []), ...asBlocks(body)];
    }
    case 'BarChart':
    case 'LineChart':
      return chart(n, o);
    case 'img': {
      const src = attr(n, 'src');
      const img = { type: 'image', url: src ? o.resolveUrl(src, 'image') : '', alt: attr(n, 'alt') ?? '' };
      return src ? (inline ? [img] : [paragraph([img])]) : [];
    }
    case 'br':
      return inline ? [{ type: 'break' }] : [];
    case 'a': {
      const href = attr(n, 'href');
      const body = convertAll(kids, o, ctx);
      return href ? [{ type: 'link', url: o.resolveUrl(href, 'link'), children: body.filter(isPhrasing) }] : body;
    }
    default: {
      const body = convertAll(kids, o, ctx);
      return inline ? body : asBlocks(body);
    }
  }
}

function convert(n: MdNode, o: TwinOptions, ctx: { depth: number }): MdNode[] {
  if (DROP.has(n.type)) return [];
  if (n.type === 'html') return /^\s*<!--[\s\S]*-->\s*$/.test(n.value ?? '') ? [] : [text(n.value ?? '')];
  if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') return element(n, o, ctx);
  const box = n.type === 'containerDirective' ? admonitionOf(n.name) : undefined;
  if (box) {
    const kids = n.children ?? [];
    const label = kids[0]?.data?.directiveLabel ? kids[0] : undefined;
    const titleNodes = admonitionTitle(n.attributes as unknown as Record<string, string> | undefined, label);
    const title = titleNodes ? plainText({ type: 'paragraph', children: titleNodes }).trim() : '';
    const head = title ? `${box.label}: ${title}` : box.label;
    return [{ type: 'blockquote', children: [paragraph([strong(head)]), ...asBlocks(convertAll(kids.filter((k) => k !== label), o, ctx))] }];
  }
  if (n.type === 'containerDirective' || n.type === 'leafDirective' || n.type === 'textDirective') {
    const body = [text((n.type === 'textDirective' ? ':' : '::') + n.name), ...convertAll(n.children ?? [], o, ctx)];
    return n.type === 'textDirective' ? body : [paragraph(body.filter(isPhrasing))];
  }
  if (n.type === 'heading') ctx.depth = n.depth ?? ctx.depth;
  if (n.type === 'code') return [{ ...n, meta: null }];
  if ((n.type === 'link' || n.type === 'image') && n.url) n = { ...n, url: o.resolveUrl(n.url, n.type) };
  return n.children ? [{ ...n, children: convertAll(n.children, o, ctx) }] : [n];
}

const printer = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one' });

/** The body of a doc or post (MDX, no frontmatter) as plain Markdown. */
export function mdxToMarkdown(mdx: string, o: TwinOptions): string {
  const tree = parseMdx(mdx) as unknown as MdNode;
  const root = { type: 'root', children: asBlocks(convertAll(tree.children ?? [], o, { depth: 1 })) };
  return printer.stringify(root as never).trim();
}

const yamlString = (s: string) => JSON.stringify(s);

/** The whole twin: YAML frontmatter (title first), the title as `# H1`, then the body. */
export function markdownTwin(page: { title: string; description?: string; url: string; lastUpdated?: string }, body: string): string {
  const fm = [
    `title: ${yamlString(page.title)}`,
    ...(page.description ? [`description: ${yamlString(page.description)}`] : []),
    `url: ${yamlString(page.url)}`,
    ...(page.lastUpdated ? [`last_updated: ${yamlString(page.lastUpdated)}`] : []),
  ];
  return `---\n${fm.join('\n')}\n---\n\n# ${page.title}\n\n${body}\n`;
}
