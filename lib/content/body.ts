/**
 * What the engine reads from a body itself: its headings (with the ids the page gives them), the
 * opening `# Title`, the first paragraph and the `<Head>` tags. Parsing MDX is the slow part of
 * the checks and of contentlayer: the checks keep their results by body hash in .contentlayer/ for
 * their next run, and contentlayer reads the facts from the parse its compile makes anyway
 * (remarkBodyFacts), so the two can run side by side without parsing a body twice in either.
 */
import path from 'node:path';
import type { Heading, Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { childrenOf, isComment, isImportedFile, isJsxElement, isPostFile, parseMdx, plainText as plain, preprocessMdx } from '../docusaurus/mdx-syntax';
import { splitFrontmatter } from '../source-file';
import { markdownTitle, titleHeadingOf } from '../docusaurus/content-title';
import { assignHeadingIds, headingIdOf } from '../docusaurus/remark-headings';
import { emojify } from '../docusaurus/remark-emoji';
import { escapeHtml } from '../format';
import { duplicateTabValues } from '../docusaurus/tabs';
import { truncateIndex } from '../docusaurus/remark-truncate';
import { partialImports, partialShownBy, withPartialHeadings } from '../docusaurus/partial-toc';
import type { TocItem } from './toc';
import { bodyParts, type BodyParts } from './body-parts';
import { DiskMemo, hashOf } from '../memo';


/** The same as HTML: code spans as <code>, emphasis kept, everything else as text. */
function html(n: Nodes): string {
  if (n.type === 'text') return escapeHtml(n.value);
  if (n.type === 'inlineCode') return `<code>${escapeHtml(n.value)}</code>`;
  const inner = childrenOf(n).map(html).join('');
  if (n.type === 'emphasis') return `<em>${inner}</em>`;
  if (n.type === 'strong') return `<strong>${inner}</strong>`;
  return n.type === 'mdxTextExpression' || isComment(n) ? '' : inner;
}

/** A tag written in `<Head>` (from @docusaurus/Head): it goes into the page's <head>. */
export type HeadTag = { tag: 'link' | 'meta' | 'title'; attrs: Record<string, string>; text?: string };

/** `<Head><link rel="canonical" href="…" /></Head>`: the tags with literal attributes. */
function headTags(head: MdxJsxFlowElement): HeadTag[] {
  const out: HeadTag[] = [];
  const walk = (n: Nodes) => {
    if (isJsxElement(n) && (n.name === 'link' || n.name === 'meta' || n.name === 'title')) {
      const attrs: Record<string, string> = {};
      for (const a of n.attributes) {
        if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') attrs[a.name] = a.value;
      }
      out.push({ tag: n.name, attrs, ...(n.name === 'title' ? { text: plain(n).trim() } : {}) });
      return;
    }
    childrenOf(n).forEach(walk);
  };
  head.children.forEach(walk);
  return out;
}

export type BodyFacts = {
  /**
   * Every heading of the body in document order with the id the rendered page gives it (h1
   * included), at the level it is written: the level Docusaurus's table of contents uses.
   */
  headings: TocItem[];
  /** Docusaurus's metadata title from the body: the `# Title` it opens with (markdownTitle). */
  contentTitle?: string;
  /** The page's own heading in the body (titleHeadingOf): its text, and whether it stays where it is. */
  titleHeading?: { text: string; inBody: boolean };
  /** The first paragraph as plain text: the description when the frontmatter has none. */
  excerpt?: string;
  head: HeadTag[];
  /** The body line of each heading (1-based), for messages that point at one. */
  headingLines: number[];
  /** The level the page renders each heading at (shiftSections), for the house rule on levels. */
  headingLevels: number[];
  /** Each `<Tabs>` that repeats a value (lib/docusaurus/tabs.ts): its body line and the repeats. */
  tabDuplicates?: { line: number; values: string[] }[];
  /**
   * Where an imported Markdown partial is shown (`<Partial />`): the index in `headings` its own
   * headings go at, and the import's path (lib/docusaurus/partial-toc.ts reads them).
   */
  partials?: { at: number; from: string }[];
  /**
   * The body has a truncate marker where the excerpt of a post ends (truncateIndex: on a line of
   * its own, not in code): a post's `truncated` flag, from the same tree the compile cuts.
   */
  truncated?: true;
};

/** Every heading node of a tree, in document order. */
function headingNodes(tree: Root): Heading[] {
  const out: Heading[] = [];
  const walk = (n: Nodes) => (n.type === 'heading' ? out.push(n) : childrenOf(n).forEach(walk));
  walk(tree);
  return out;
}

/**
 * A page has one h1, its title. A body that uses `#` for its sections (beside its title) is
 * moved one level down whole, so it keeps its outline: `#` → h2, `##` → h3 … The table of
 * contents keeps the levels as written (BodyFacts.headings), as Docusaurus's does.
 */
function shiftSections(tree: Root, title: Heading | undefined): void {
  const rest = headingNodes(tree).filter((h) => h !== title);
  if (!rest.some((h) => h.depth === 1)) return;
  // Math.min gives a number; it is 2 to 6 here.
  for (const h of rest) h.depth = Math.min(6, h.depth + 1) as Heading['depth'];
}

/** Which page a body is: a post's title takes no heading id (assignHeadingIds). */
/** `emoji`: the site's `markdown.emoji` (default true), so TOC entries read as the headings do. */
export type BodyKind = { post?: boolean; emoji?: boolean };

/** Headings, titles and excerpt of a body (MDX without frontmatter). */
export const bodyFacts = (body: string, kind: BodyKind = {}): BodyFacts => factsOfTree(parseMdx(body), body, kind);

/** A page's facts as the reader sees the page: with the headings of the partials it shows (file: its path). */
export const shownFacts = (facts: BodyFacts, file: string, contentRoot: string): BodyFacts => withPartialHeadings(facts, file, contentRoot, bodyFacts);

/** bodyFacts of a parsed body; changes the tree (heading ids and levels), so give it its own. */
function factsOfTree(tree: Root, body: string, { post = false, emoji = true }: BodyKind): BodyFacts {
  const truncated = truncateIndex(tree.children) >= 0;
  const title = titleHeadingOf(tree);
  const written = new Map(headingNodes(tree).map((h) => [h, h.depth]));
  // The ids the page's headings get, from the plugin that gives them (lib/docusaurus/remark-headings.ts).
  assignHeadingIds(tree, { post });
  // Docusaurus's toc plugin reads headings after remark-emoji (lib/docusaurus/remark-emoji.ts);
  // the excerpt is read from the source, as its createExcerpt does, so only headings change.
  if (emoji) for (const h of written.keys()) emojify({ type: 'root', children: [h] });
  shiftSections(tree, title?.node);
  const headings: TocItem[] = [];
  let excerpt: string | undefined;
  const head: HeadTag[] = [];
  const headingLines: number[] = [];
  const headingLevels: number[] = [];
  const tabDuplicates: NonNullable<BodyFacts['tabDuplicates']> = [];
  const imports = partialImports(tree);
  const partials: NonNullable<BodyFacts['partials']> = [];
  const walk = (n: Nodes) => {
    // A <Partial /> puts that file's TOC here (lib/docusaurus/partial-toc.ts).
    const partial = partialShownBy(n, imports);
    if (partial) partials.push({ at: headings.length, from: partial });
    if (isJsxElement(n) && n.name === 'Tabs') {
      const values = duplicateTabValues(n);
      if (values.length) tabDuplicates.push({ line: n.position?.start.line ?? 0, values });
    }
    if (n.type === 'mdxJsxFlowElement' && n.name === 'Head') {
      head.push(...headTags(n));
      return;
    }
    if (n.type === 'heading') {
      const text = plain(n).trim();
      if (text) {
        headings.push({ depth: written.get(n) ?? n.depth, text, id: headingIdOf(n) ?? '', html: n.children.map(html).join('').trim() });
        headingLines.push(n.position?.start.line ?? 0);
        headingLevels.push(n.depth);
      }
      return;
    }
    if (n.type === 'code' || n.type === 'mdxjsEsm') return;
    if (n.type === 'paragraph' && excerpt === undefined) {
      const t = plain(n).replace(/\s+/g, ' ').trim();
      if (t) excerpt = t;
    }
    childrenOf(n).forEach(walk);
  };
  walk(tree);
  const titleText = title ? plain(title.node).trim() : '';
  return {
    headings,
    contentTitle: markdownTitle(body),
    ...(titleText ? { titleHeading: { text: titleText, inBody: !title!.top } } : {}),
    excerpt,
    head,
    headingLines,
    headingLevels,
    ...(tabDuplicates.length ? { tabDuplicates } : {}),
    ...(partials.length ? { partials } : {}),
    ...(truncated ? { truncated } : {}),
  };
}

/**
 * Remark plugin: the page's own heading (titleHeadingOf) leaves a doc's body when it opens it (the
 * page renders it in the same place) and a post's body wherever it is, as Docusaurus removes it
 * from posts; `#` sections move one level down, so the page has one h1.
 */
export function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    if (isImportedFile(file)) return;
    const title = titleHeadingOf(tree);
    shiftSections(tree, title?.node);
    if (title && (title.top || isPostFile(file))) title.parent.children.splice(title.parent.children.indexOf(title.node), 1);
  };
}

/** Bump when bodyFacts, bodyParts or the parser changes what it reads: cached reads from before are dropped. */
const FACTS_VERSION = 8;

/** What the checks read from a body: its facts, and the parts only the checks need (lib/content/body-parts.ts). */
export type CheckedBody = { facts: BodyFacts; parts: BodyParts };

/** The checks' reads of bodies, kept between runs by the body's text (lib/memo.ts: one file a body). */
const memo = new DiskMemo(path.resolve('.contentlayer', 'body-facts'));

const keyOf = (body: string, { post = false }: BodyKind) => hashOf(`${FACTS_VERSION}`, `${post}`, body);

/** bodyFacts and bodyParts of one parse, from the memo when the checks read this exact body before. */
export function cachedBody(body: string, kind: BodyKind = {}): CheckedBody {
  return memo.get(keyOf(body, kind), {}, () => {
    const tree = parseMdx(body);
    // Before factsOfTree, which changes the tree.
    const parts = bodyParts(tree);
    return { facts: factsOfTree(tree, body, kind), parts };
  });
}

/** Keep what this run read for the next run of the checks: only these bodies. */
export function saveBodyFactsCache(): void {
  memo.prune();
}

/**
 * The compile's own parse, read for the facts: contentlayer compiles each body (and so parses it)
 * before it resolves the computed fields, so the facts come from that tree rather than a second
 * parse. This lets contentlayer run beside the checks, which keep their own cache (above). The tree
 * is kept, not its facts: which page it is (a post's title takes no id) is known only when the
 * computed field asks.
 */
const compiled = new Map<string, { tree: Root; body: string; offset: number }>();

/**
 * Remark plugin for contentlayer's compile: keeps a copy of each page body's tree as it parses it,
 * by the body's text. It wraps the parser, so it reads the tree as parseMdx gives it, before any
 * transform (@mdx-js/mdx unravels paragraphs of JSX before the first plugin's). The compile is
 * given the whole file, so the tree's lines count from the frontmatter's first.
 */
export function remarkBodyFacts(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkBodyFacts must come after remark-parse');
  this.parser = (doc, file) => {
    const tree = parse(doc, file);
    if (!isImportedFile(file)) {
      const { body, bodyLine } = splitFrontmatter(doc);
      compiled.set(body, { tree: structuredClone(tree) as Root, body, offset: bodyLine - 1 });
    }
    return tree;
  };
}

/** A document's facts from its compile (remarkBodyFacts); parsed here only when that did not see it. */
export function compiledBodyFacts(raw: string, kind: BodyKind = {}): BodyFacts {
  const key = preprocessMdx(raw);
  const seen = compiled.get(key);
  compiled.delete(key);
  if (!seen) return bodyFacts(raw, kind);
  const facts = factsOfTree(seen.tree, seen.body, kind);
  // The compile parsed the body after Docusaurus's text rewrites; the metadata title reads it as written.
  return { ...facts, contentTitle: markdownTitle(raw), headingLines: facts.headingLines.map((l) => l - seen.offset) };
}
