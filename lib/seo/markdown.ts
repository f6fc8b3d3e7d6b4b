/**
 * The Markdown twin of a doc or post (`/docs/a/b.md`): the MDX source with imports, expressions
 * and JSX gone. Tabs become headed sections, admonitions blockquotes, details a bold question
 * and its answer, charts their description and a table of their data. Links become absolute.
 */
import type { Image, Root, RootContent, Table, TableCell } from 'mdast';
import type {} from 'mdast-util-mdx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { admonitionOf, admonitionTitle } from '../docusaurus/remark-admonitions';
import { splitKeys } from '../content/chart-data';
import { isJsxElement as isJsx, parseMdx, plainText, siteSyntaxVersion, withSiteSyntax, type JsxElement as Jsx } from '../docusaurus/mdx-syntax';
import { asBlocks, attr, heading, isPhrasing, paragraph, strong, text } from './mdast';

export type TwinOptions = {
  /** Rows of a chart's JSON file, `src` as the MDX names it. */
  readData: (src: string) => Record<string, unknown>[];
  /** A link or image URL as readers outside the site need it. */
  resolveUrl: (url: string, kind: 'link' | 'image') => string;
};

const DROP = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'comment']);

/** A node of that name: a JSX element or a directive. */
const named = (n: RootContent, name: string) => 'name' in n && n.name === name;

function chart(node: Jsx, o: TwinOptions): RootContent[] {
  const [x, ys, title, description] = [attr(node, 'x'), splitKeys(attr(node, 'y')), attr(node, 'title'), attr(node, 'description')];
  const src = attr(node, 'src');
  const rows = src && x ? o.readData(src) : [];
  const cell = (v: unknown): TableCell => ({ type: 'tableCell', children: [text(v === null || v === undefined ? '' : String(v))] });
  const cols = x ? [x, ...ys] : [];
  const table: Table = { type: 'table', align: cols.map(() => null), children: [cols, ...rows.map((r) => cols.map((c) => r[c]))].map((r) => ({ type: 'tableRow', children: r.map(cell) })) };
  return [...(title ? [paragraph([strong(title)])] : []), ...(description ? [paragraph([text(description)])] : []), ...(rows.length ? [table] : [])];
}

function convertAll(nodes: RootContent[], o: TwinOptions, ctx: { depth: number }): RootContent[] {
  return nodes.flatMap((n) => convert(n, o, ctx));
}

function element(n: Jsx, o: TwinOptions, ctx: { depth: number }): RootContent[] {
  const kids: RootContent[] = n.children;
  const inline = n.type === 'mdxJsxTextElement';
  switch (n.name) {
    case 'Tabs': {
      const at = ctx.depth;
      const out = kids.filter((k): k is Jsx => isJsx(k) && k.name === 'TabItem').flatMap((tab) => {
        ctx.depth = at + 1;
        return [heading(at + 1, attr(tab, 'label') ?? attr(tab, 'value') ?? 'Tab'), ...asBlocks(convertAll(tab.children, o, ctx))];
      });
      ctx.depth = at;
      return out;
    }
    case 'details': {
      // MDX puts a one-line <summary> inside a paragraph of its own.
      const holder = kids.find((k) => named(k, 'summary') || (k.type === 'paragraph' && k.children.length === 1 && named(k.children[0], 'summary')));
      const summary = holder?.type === 'paragraph' ? holder.children[0] : holder;
      const title = summary && 'children' in summary ? convertAll(summary.children, o, ctx).filter(isPhrasing) : [];
      const body = convertAll(kids.filter((k) => k !== holder), o, ctx);
      return [...(title.length ? [paragraph([{ type: 'strong', children: title }])] : []), ...asBlocks(body)];
    }
    case 'BarChart':
    case 'LineChart':
      return chart(n, o);
    case 'img': {
      const src = attr(n, 'src');
      const img: Image = { type: 'image', url: src ? o.resolveUrl(src, 'image') : '', alt: attr(n, 'alt') ?? '' };
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

function convert(n: RootContent, o: TwinOptions, ctx: { depth: number }): RootContent[] {
  if (DROP.has(n.type)) return [];
  if (n.type === 'html') return /^\s*<!--[\s\S]*-->\s*$/.test(n.value) ? [] : [text(n.value)];
  if (isJsx(n)) return element(n, o, ctx);
  const box = n.type === 'containerDirective' ? admonitionOf(n.name) : undefined;
  if (n.type === 'containerDirective' && box) {
    const kids = n.children;
    const first = kids[0];
    // remark-directive marks the label (`:::tip[Title]`) on the paragraph it makes of it.
    const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
    const titleNodes = admonitionTitle(n.attributes, label);
    const title = titleNodes ? plainText({ type: 'paragraph', children: titleNodes }).trim() : '';
    const head = title ? `${box.label}: ${title}` : box.label;
    return [{ type: 'blockquote', children: [paragraph([strong(head)]), ...asBlocks(convertAll(kids.filter((k) => k !== label), o, ctx))] }];
  }
  if (n.type === 'containerDirective' || n.type === 'leafDirective' || n.type === 'textDirective') {
    const body = [text((n.type === 'textDirective' ? ':' : '::') + n.name), ...convertAll(n.children ?? [], o, ctx)];
    return n.type === 'textDirective' ? body : [paragraph(body.filter(isPhrasing))];
  }
  if (n.type === 'heading') ctx.depth = n.depth;
  if (n.type === 'code') return [{ ...n, meta: null }];
  if ((n.type === 'link' || n.type === 'image') && n.url) n = { ...n, url: o.resolveUrl(n.url, n.type) };
  // Its children converted, a node holds what it held: blocks for blocks, inline for inline.
  return 'children' in n ? [{ ...n, children: convertAll(n.children, o, ctx) } as RootContent] : [n];
}

const makePrinter = () => withSiteSyntax(unified().use(remarkGfm).use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one' }));
let printer = makePrinter();
let printerSyntax = siteSyntaxVersion();

/** The body of a doc or post (MDX, no frontmatter) as plain Markdown. */
export function mdxToMarkdown(mdx: string, o: TwinOptions): string {
  // parseMdx gives mdast, typed loosely there (MdxNode).
  const tree = parseMdx(mdx) as Root;
  const root: Root = { type: 'root', children: asBlocks(convertAll(tree.children, o, { depth: 1 })) };
  // The site's syntax (remark-math's) is written back as it was read.
  if (printerSyntax !== siteSyntaxVersion()) [printer, printerSyntax] = [makePrinter(), siteSyntaxVersion()];
  return printer.stringify(root).trim();
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
