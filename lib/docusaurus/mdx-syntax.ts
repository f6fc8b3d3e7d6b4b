/**
 * The MDX that Docusaurus 3 accepts and plain MDX 3 does not, made readable the way Docusaurus
 * makes it: HTML comments (`<!-- truncate -->`), explicit heading ids (`## Setup {#setup}`),
 * admonition titles written after the name (`:::tip Before you start`) and ```mdx-code-block
 * fences. One text pass before parsing, and the same parser for every reader of a body
 * (the compile, the build checks, the TOC and the Markdown twins).
 */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { isPostSource, splitFrontmatter } from '../source-file';
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

/** The same rewrites on a whole file: the frontmatter block is left as it is. */
export function preprocessMdxFile(text: string): string {
  const { frontmatter, body } = splitFrontmatter(text);
  return frontmatter + preprocessMdx(body);
}

/** A JSX element, in flow or in text. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
export const isJsxElement = (n: Nodes): n is JsxElement => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';

/** A JSX element's attribute written `name=…` or bare (not one spread from `{...props}`). */
export const jsxAttribute = (el: JsxElement, name: string) => el.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);

/** A parsed HTML comment (lib/docusaurus/remark-html-comments.ts). */
export const isComment = (n: { type: string }) => n.type === 'comment';

/** A node's children; none for a leaf. */
export const childrenOf = (n: Nodes): Nodes[] => ('children' in n ? n.children : []);

/**
 * The text of an inline node as a reader sees it (a heading in the table of contents, a title):
 * markup dropped, code spans kept, expressions, imports and comments left out.
 */
export function plainText(n: Nodes): string {
  if (n.type === 'text' || n.type === 'inlineCode') return n.value;
  if (n.type === 'mdxTextExpression' || n.type === 'mdxFlowExpression' || n.type === 'mdxjsEsm' || isComment(n)) return '';
  return childrenOf(n).map(plainText).join('');
}

/** A remark plugin of the site's config and its options (lib/docusaurus/mdx-plugins.ts reads them). */
export type SyntaxPlugin = { plugin: (...args: unknown[]) => unknown; options: unknown[] };
type Usable = { use: (plugin: (this: unknown) => void) => unknown };
let siteSyntax: SyntaxPlugin[] = [];

/**
 * `processor` with the syntax the site's own remark plugins add: remark-math's `$x^{2}$` is math,
 * not an MDX expression acorn fails on, when the site lists it, as in Docusaurus, whose MDX
 * processor is made with the site's plugins (packages/docusaurus-mdx-loader/src/processor.ts).
 * A plugin registers its syntax (micromark, from- and to-Markdown extensions) when attached; a
 * parse or a stringify runs no transform. An attacher that throws is left out here: the compile
 * names it (lib/content/site-plugins.ts).
 */
export function withSiteSyntax<P>(processor: P): P {
  for (const s of siteSyntax) {
    // Attached when the processor is first used: its syntax only, its transform dropped.
    (processor as Usable).use(function syntaxOnly(this: unknown) {
      try {
        s.plugin.apply(this, s.options);
      } catch {
        // named by the compile
      }
    });
  }
  return processor;
}

const makeParser = () => withSiteSyntax(unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkHtmlComments));
let parser = makeParser();
let syntaxVersion = 0;

/** The site's remark plugins, for every parse and stringify of a body in this process (`applySiteSyntax` in lib/content/site-plugins.ts). */
export function setSiteSyntax(plugins: SyntaxPlugin[]): void {
  siteSyntax = plugins.filter((p, i) => plugins.findIndex((q) => q.plugin === p.plugin) === i);
  parser = makeParser();
  syntaxVersion++;
}

/** Changes whenever `setSiteSyntax` does: a processor made `withSiteSyntax` is made again. */
export const siteSyntaxVersion = () => syntaxVersion;

/** A body (no frontmatter) as an mdast tree; throws with the line on invalid MDX. */
export function parseMdx(body: string): Root {
  return parser.parse(preprocessMdx(body));
}

/**
 * True for an MDX file the document imports (a partial): mdx-bundler compiles the document itself
 * from a made-up entry file, and each import from its real path.
 */
export function isImportedFile(file: { path?: string }): boolean {
  return Boolean(file.path) && !/_mdx_bundler_entry_point-/.test(file.path!);
}

/** True when the compile's file is a post. */
export const isPostFile = (file: VFile) => isPostSource(file.data.rawDocumentData?.sourceFilePath ?? '');
