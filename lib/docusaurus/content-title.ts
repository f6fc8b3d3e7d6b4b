/**
 * Docusaurus's content title: the `# Title` a body opens with, read as the page's metadata title
 * when the frontmatter has none, and the page's own heading, which a doc keeps in place and a post
 * loses (packages/docusaurus-utils/src/markdownUtils.ts and
 * packages/docusaurus-mdx-loader/src/remark/contentTitle/index.ts).
 */
import type { Heading, Nodes, Parent, Root } from 'mdast';

const SKIPPED_AT_TOP = new Set(['mdxjsEsm', 'comment', 'mdxFlowExpression', 'yaml']);

/**
 * The metadata title a body gives a page without `title` frontmatter: a `# Title` (or setext
 * title) on the body's first line, imports aside, its text as written but for code spans.
 *
 * Docusaurus: "tries to find an h1 title (setext or atx) to be used as metadata. It only searches
 * until the first contentful paragraph, ignoring import/export declarations" — the content with
 * leading `import` blocks removed must start with `# title` or `title\n===`; a trailing `{#id}` or
 * `#`s is dropped and `` `code` `` unwrapped, from packages/docusaurus-utils/src/markdownUtils.ts
 * (parseMarkdownContentTitle; docs.ts and blogUtils.ts: `frontMatter.title ?? contentTitle ?? <file name>`).
 */
export function markdownTitle(body: string): string | undefined {
  const content = body.trim().replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  const unwrapCode = (t: string) => t.replace(/`(?<text>[^`]*)`/g, '$<text>').trim();
  const atx = /^#[ \t]+(?<title>[^ \t].*)(?:\r?\n|$)/.exec(content);
  if (atx) return unwrapCode(atx.groups!.title.trim().replace(/\s*(?:\{#*[\w-]+\}|#+)$/, ''));
  const setext = /^(?<title>.*)\r?\n=+(?:\r?\n|$)/.exec(content);
  return setext ? unwrapCode(setext.groups!.title.trim().replace(/\s*=+$/, '')) : undefined;
}

/**
 * The page's own heading: the body's first heading, when it is a `#` one above any `---`, wherever
 * it is; with its parent, and whether it opens the body (imports and comments aside).
 *
 * Docusaurus: "visit(root, ['heading', 'thematicBreak'], …) — if (node.depth === 1)
 * vfile.data.contentTitle = toString(node) … return EXIT; // We only handle the very first heading
 * … We only handle contentTitle when it's above the first thematic break", from
 * packages/docusaurus-mdx-loader/src/remark/contentTitle/index.ts. A doc keeps that heading where it
 * is (wrapped in <header>); a post loses it (`removeContentTitle: true`,
 * packages/docusaurus-plugin-content-blog/src/index.ts). The theme shows a title of its own only
 * without one: "!frontMatter.hide_title && typeof contentTitle === 'undefined'", from
 * packages/docusaurus-theme-classic/src/theme/DocItem/Content/index.tsx.
 */
export function titleHeadingOf(tree: Root): { node: Heading; parent: Parent; top: boolean } | undefined {
  let found: { node: Heading; parent: Parent } | null | undefined;
  const walk = (n: Parent) => {
    for (const c of n.children as Nodes[]) {
      if (found !== undefined) return;
      if (c.type === 'heading') found = c.depth === 1 ? { node: c, parent: n } : null;
      else if (c.type === 'thematicBreak') found = null;
      else if ('children' in c) walk(c);
    }
  };
  walk(tree);
  if (!found) return undefined;
  const first = tree.children.find((n) => !SKIPPED_AT_TOP.has(n.type));
  return { ...found, top: first === found.node };
}

/**
 * The `<h1>` a doc page draws above its body: none when the body keeps its own `# Title` in place
 * (`titleInBody`); else the content title lifted from the top of the body, or the page's title, hidden
 * from sight (not from screen readers) with `hide_title`.
 *
 * Docusaurus: theme-classic's DocItem/Content draws a synthetic title only when
 * "!frontMatter.hide_title && typeof contentTitle === 'undefined'" (a body's title heading is drawn
 * by the body), from packages/docusaurus-theme-classic/src/theme/DocItem/Content/index.tsx.
 */
export function docPageHeading(doc: { title: string; contentTitle?: string; titleInBody: boolean; hideTitle: boolean }): { text: string; hidden: boolean } | null {
  if (doc.titleInBody) return null;
  return { text: doc.contentTitle ?? doc.title, hidden: doc.hideTitle };
}
