/**
 * The MDX that Docusaurus 3 accepts and plain MDX 3 does not, made readable the way Docusaurus
 * makes it: HTML comments (`<!-- truncate -->`), explicit heading ids (`## Setup {#setup}`),
 * admonition titles written after the name (`:::tip Before you start`) and ```mdx-code-block
 * fences. One text pass before parsing, and the same parser for every reader of a body
 * (the compile, the build checks, the TOC and the Markdown twins).
 */
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { ADMONITION_KEYWORDS } from './remark-admonitions';
import { remarkHtmlComments } from './remark-html-comments';

const FENCED_MDX = /(^|\r?\n)(`{3,4})[ ]*mdx-code-block\r?\n([\s\S]*?)\r?\n\2(\r?\n|$)/g;
/** A line Docusaurus's escapeMarkdownHeadingIds treats as a heading: one to six `#` at its start. */
const HEADING_LINE = /^#{1,6}(?!#).*$/gm;
/**
 * Docusaurus's explicit id, `{#id}` at the end of a heading: "The ID can contain any characters
 * except `{#` and `}`" (parseMarkdownHeadingId, packages/docusaurus-utils/src/markdownUtils.ts),
 * trimmed. Written `\{#id}` too, as MDX would have it.
 */
const TRAILING_ID = /[ \t]*\\?\{#((?:(?!\{#)[^}])+)\}[ \t]*$/;
const ID_IN_TEXT = /\s*\{#((?:(?!\{#)[^}])+)\}\s*$/;

/** A code span, or `{#` not escaped yet. */
const BRACE_HASH = /(`+)[^`][\s\S]*?\1|(?<!\\)\{#/g;

/**
 * A heading line as MDX can read it: `{#id}` at its end becomes `\{#id\}` (text, which
 * explicitHeadingId reads), and any other `{#` outside code spans is escaped as well, as
 * Docusaurus's escapeMarkdownHeadingIds does, so it is text rather than an expression acorn fails on.
 */
function escapeHeadingLine(line: string): string {
  const m = TRAILING_ID.exec(line);
  const text = (m ? line.slice(0, m.index) : line).replace(BRACE_HASH, (s) => (s.startsWith('`') ? s : '\\{#'));
  return m ? `${text} \\{#${m[1]}\\}` : text;
}
const ADMONITION_TITLE = new RegExp(`^((?:> ?)*[ \\t]*:{3,}(?:${ADMONITION_KEYWORDS.join('|')}))[ \\t]+([^\\[{\\s].*?)[ \\t]*$`, 'gm');

/** Docusaurus's compatibility rewrites, line for line (no line is added or removed). */
export function preprocessMdx(body: string): string {
  return body
    .replace(FENCED_MDX, (_m, before: string, _f, inner: string, after: string) => `${before}\n${inner}\n${after}`)
    .replace(HEADING_LINE, escapeHeadingLine)
    .replace(ADMONITION_TITLE, (_m, open: string, title: string) => `${open}[${title}]`);
}

const FRONTMATTER = /^(\uFEFF?---\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$))/;

/** A file's frontmatter block (delimiters included; '' when it has none) and the body after it. */
export function splitFrontmatter(text: string): { frontmatter: string; body: string } {
  const frontmatter = FRONTMATTER.exec(text)?.[1] ?? '';
  return { frontmatter, body: text.slice(frontmatter.length) };
}

/** The same rewrites on a whole file: the frontmatter block is left as it is. */
export function preprocessMdxFile(text: string): string {
  const { frontmatter, body } = splitFrontmatter(text);
  return frontmatter + preprocessMdx(body);
}

/** A parsed HTML comment (lib/docusaurus/remark-html-comments.ts). */
export const isComment = (n: { type: string }) => n.type === 'comment';

/**
 * The text of an inline node as rehype-slug reads it from the page: markup dropped, code spans kept,
 * expressions, imports and comments left out.
 */
export function plainText(n: { type: string; value?: unknown; children?: unknown[] }): string {
  if (n.type === 'text' || n.type === 'inlineCode') return typeof n.value === 'string' ? n.value : '';
  if (n.type === 'mdxTextExpression' || n.type === 'mdxFlowExpression' || n.type === 'mdxjsEsm' || isComment(n)) return '';
  return ((n.children ?? []) as (typeof n)[]).map(plainText).join('');
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkHtmlComments as never);

export type MdxNode = {
  type: string;
  value?: string;
  depth?: number;
  name?: string | null;
  url?: string;
  children?: MdxNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
  [key: string]: unknown;
};

/** A body (no frontmatter) as an mdast tree; throws with the line on invalid MDX. */
export function parseMdx(body: string): MdxNode {
  return parser.parse(preprocessMdx(body)) as unknown as MdxNode;
}

type Estree = { body?: unknown[]; comments?: { value: string }[] };

/**
 * Docusaurus 3.10's id in an MDX comment ending a heading, `## Setup {/* #setup *\/}`: an
 * expression that is one comment and nothing else, whose first word starts with `#`
 * (getCommentHeadingId, packages/docusaurus-mdx-loader/src/remark/headings/index.ts).
 */
function commentId(node: MdxNode | undefined): string | undefined {
  if (node?.type !== 'mdxTextExpression') return undefined;
  const estree = node.data?.estree as Estree | undefined;
  if (!estree || estree.body?.length || estree.comments?.length !== 1) return undefined;
  const first = estree.comments[0].value.trim().split(' ')[0];
  return first.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

/**
 * A heading's explicit id, taken out of it: a `{/* #id *\/}` comment at its end (Docusaurus 3.10,
 * read first, as there), else `{#id}` at the end of its text as preprocessMdx leaves it.
 */
export function explicitHeadingId(heading: MdxNode): string | undefined {
  const children = heading.children ?? [];
  const fromComment = commentId(children.at(-1));
  if (fromComment) {
    children.pop();
    const before = children.at(-1);
    if (before?.type === 'text' && typeof before.value === 'string') {
      before.value = before.value.trimEnd();
      if (!before.value) children.pop();
    }
    return fromComment;
  }
  const last = children.at(-1);
  if (last?.type !== 'text' || typeof last.value !== 'string') return undefined;
  const m = ID_IN_TEXT.exec(last.value);
  const id = m?.[1].trim();
  if (!m || !id) return undefined;
  last.value = last.value.slice(0, m.index);
  return id;
}

/** Remark plugin: explicit heading ids become the heading's id (rehype-slug keeps ids it finds). */
export function remarkHeadingIds() {
  return (tree: MdxNode) => {
    const walk = (n: MdxNode) => {
      if (n.type === 'heading') {
        const id = explicitHeadingId(n);
        if (id) n.data = { ...n.data, hProperties: { ...((n.data?.hProperties as object) ?? {}), id } };
      }
      n.children?.forEach(walk);
    };
    walk(tree);
  };
}

/**
 * True for an MDX file the document imports (a partial): mdx-bundler compiles the document itself
 * from a made-up entry file, and each import from its real path.
 */
export function isImportedFile(file: { path?: string }): boolean {
  return Boolean(file.path) && !/_mdx_bundler_entry_point-/.test(file.path!);
}
