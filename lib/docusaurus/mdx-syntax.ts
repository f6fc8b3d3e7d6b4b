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
import { ADMONITIONS } from './remark-admonitions';
import { remarkHtmlComments } from './remark-html-comments';

const FENCED_MDX = /(^|\r?\n)(`{3,4})[ ]*mdx-code-block\r?\n([\s\S]*?)\r?\n\2(\r?\n|$)/g;
const HEADING_LINE = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/gm;
const ADMONITION_TITLE = new RegExp(`^((?:> ?)*[ \\t]*:{3,}(?:${ADMONITIONS.join('|')}))[ \\t]+([^\\[{\\s].*?)[ \\t]*$`, 'gm');

/** Docusaurus's compatibility rewrites, line for line (no line is added or removed). */
export function preprocessMdx(body: string): string {
  return body
    .replace(FENCED_MDX, (_m, before: string, _f, inner: string, after: string) => `${before}\n${inner}\n${after}`)
    .replace(HEADING_LINE, (_m, heading: string, id: string) => `${heading} \\{#${id}\\}`)
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

/** `{#id}` at the end of a heading, as preprocessMdx leaves it: the id, and the heading without it. */
export function explicitHeadingId(heading: MdxNode): string | undefined {
  const last = heading.children?.at(-1);
  if (last?.type !== 'text' || typeof last.value !== 'string') return undefined;
  const m = /\s*\{#([\w-]+)\}\s*$/.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  return m[1];
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
