/**
 * Heading ids, decided in one place: the compile's pipeline runs this plugin, and a page's facts
 * (its table of contents, the checks' duplicate-id rule) run the same function and read the ids it
 * set, so the TOC's links and the page's anchors cannot disagree.
 *
 * Docusaurus's `headings` plugin (packages/docusaurus-mdx-loader/src/remark/headings/index.ts, 3.10):
 * in document order, one slugger per file, a heading's id is an id already set, else a
 * `{/* #id *\/}` comment ending it, else a `{#id}` ending its text, else the github-slugger slug
 * of its text as mdast-util-to-string reads it (expressions' source and image alt included, HTML
 * left out). It runs after the content title plugin, which takes a post's title out first, so a
 * post's title takes no slug; a doc's stays in its tree and does.
 */
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Heading, Nodes, PhrasingContent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { childrenOf, isImportedFile, isPostFile } from './mdx-syntax';
import { titleHeadingOf } from './content-title';

const ID_IN_TEXT = /\s*\{#((?:(?!\{#)[^}])+)\}\s*$/;

/**
 * Docusaurus 3.10's id in an MDX comment ending a heading, `## Setup {/* #setup *\/}`: an
 * expression that is one comment and nothing else, whose first word starts with `#`
 * (getCommentHeadingId, packages/docusaurus-mdx-loader/src/remark/headings/index.ts).
 */
function commentId(node: PhrasingContent | undefined): string | undefined {
  if (node?.type !== 'mdxTextExpression') return undefined;
  const estree = node.data?.estree;
  if (!estree || estree.body?.length || estree.comments?.length !== 1) return undefined;
  const first = estree.comments[0].value.trim().split(' ')[0];
  return first.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

/**
 * A heading's explicit id, taken out of it: a `{/* #id *\/}` comment at its end (Docusaurus 3.10,
 * read first, as there), else `{#id}` at the end of its text as preprocessMdx leaves it.
 */
export function explicitHeadingId(heading: Heading): string | undefined {
  const children = heading.children;
  const fromComment = commentId(children.at(-1));
  if (fromComment) {
    children.pop();
    const before = children.at(-1);
    if (before?.type === 'text') {
      before.value = before.value.trimEnd();
      if (!before.value) children.pop();
    }
    return fromComment;
  }
  const last = children.at(-1);
  if (last?.type !== 'text') return undefined;
  const m = ID_IN_TEXT.exec(last.value);
  const id = m?.[1].trim();
  if (!m || !id) return undefined;
  last.value = last.value.slice(0, m.index);
  return id;
}

/** The id assignHeadingIds gave a heading (the page's `id`). */
export const headingIdOf = (heading: Heading): string | undefined => {
  const id = heading.data?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * getHeadingText: its text without HTML (or comments, which this site's parser gives a node of
 * their own; MDX 1's `jsx` nodes, which Docusaurus also leaves out, no longer exist).
 */
function slugText(heading: Heading): string {
  const kids = heading.children.filter((c) => c.type !== 'html' && c.type !== 'comment');
  return toString(kids.length ? kids : heading);
}

/** Gives every heading of a tree its id (see above); `post`: the tree is a post's, whose title takes none. */
export function assignHeadingIds(tree: Root, { post = false } = {}): void {
  const slugger = new GithubSlugger();
  const title = post ? titleHeadingOf(tree)?.node : undefined;
  const walk = (n: Nodes): void => {
    if (n.type !== 'heading') return childrenOf(n).forEach(walk);
    if (n === title) return;
    const data = (n.data ??= {});
    const given = typeof data.hProperties?.id === 'string' ? slugger.slug(data.hProperties.id, true) : undefined;
    const id = given ?? explicitHeadingId(n) ?? slugger.slug(slugText(n));
    data.hProperties = { ...data.hProperties, id };
  };
  walk(tree);
}

/** Remark plugin: assignHeadingIds on each file the compile reads (a partial as a doc: it has no title to lose). */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => assignHeadingIds(tree, { post: !isImportedFile(file) && isPostFile(file) });
}
