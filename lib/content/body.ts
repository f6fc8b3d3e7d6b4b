/**
 * What the engine reads from a body itself: its headings (with the ids the page gives them), the
 * opening `# Title`, the first paragraph and the `<Head>` tags. Parsing MDX is the slow part of
 * the checks and of contentlayer: the checks keep their results by body hash in .contentlayer/ for
 * their next run, and contentlayer reads the facts from the parse its compile makes anyway
 * (remarkBodyFacts), so the two can run side by side without parsing a body twice in either.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Processor } from 'unified';
import { explicitHeadingId, isComment, isImportedFile, parseMdx, plainText as plain, preprocessMdx, splitFrontmatter, type MdxNode } from '../docusaurus/mdx-syntax';
import { escapeHtml } from '../format';
import { duplicateTabValues } from '../docusaurus/tabs';
import { truncateIndex } from '../docusaurus/remark-truncate';
import { withPartialHeadings } from '../docusaurus/partial-toc';
import type { TocItem } from './toc';


/** The same as HTML: code spans as <code>, emphasis kept, everything else as text. */
function html(n: MdxNode): string {
  if (n.type === 'text') return escapeHtml(n.value ?? '');
  if (n.type === 'inlineCode') return `<code>${escapeHtml(n.value ?? '')}</code>`;
  const inner = (n.children ?? []).map(html).join('');
  if (n.type === 'emphasis') return `<em>${inner}</em>`;
  if (n.type === 'strong') return `<strong>${inner}</strong>`;
  return n.type === 'mdxTextExpression' || isComment(n) ? '' : inner;
}

/** A tag written in `<Head>` (from @docusaurus/Head): it goes into the page's <head>. */
export type HeadTag = { tag: 'link' | 'meta' | 'title'; attrs: Record<string, string>; text?: string };

/** `<Head><link rel="canonical" href="…" /></Head>`: the tags with literal attributes. */
function headTags(head: MdxNode): HeadTag[] {
  const out: HeadTag[] = [];
  const walk = (n: MdxNode) => {
    if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && (n.name === 'link' || n.name === 'meta' || n.name === 'title')) {
      const attrs: Record<string, string> = {};
      for (const a of (n.attributes as { type: string; name?: string; value?: unknown }[] | undefined) ?? []) {
        if (a.type === 'mdxJsxAttribute' && a.name && typeof a.value === 'string') attrs[a.name] = a.value;
      }
      out.push({ tag: n.name, attrs, ...(n.name === 'title' ? { text: plain(n).trim() } : {}) });
      return;
    }
    n.children?.forEach(walk);
  };
  head.children?.forEach(walk);
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

type Estree = { type: string; [key: string]: unknown };

/** `import Partial from './_partial.mdx'`: default import names of `.md`/`.mdx` files → their paths. */
function markdownImports(tree: MdxNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of tree.children ?? []) {
    if (n.type !== 'mdxjsEsm') continue;
    for (const d of ((n.data?.estree as { body?: Estree[] } | undefined)?.body ?? [])) {
      const from = (d.source as { value?: unknown } | undefined)?.value;
      if (d.type !== 'ImportDeclaration' || typeof from !== 'string' || !/\.mdx?$/.test(from)) continue;
      const name = (d.specifiers as Estree[]).find((x) => x.type === 'ImportDefaultSpecifier')?.local as { name?: string } | undefined;
      if (name?.name) out.set(name.name, from);
    }
  }
  return out;
}

const SKIPPED_AT_TOP = new Set(['mdxjsEsm', 'comment', 'mdxFlowExpression', 'yaml']);

/** Every heading node of a tree, in document order. */
function headingNodes(tree: MdxNode): MdxNode[] {
  const out: MdxNode[] = [];
  const walk = (n: MdxNode) => (n.type === 'heading' ? out.push(n) : n.children?.forEach(walk));
  walk(tree);
  return out;
}

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
function titleHeadingOf(tree: MdxNode): { node: MdxNode; parent: MdxNode; top: boolean } | undefined {
  let found: { node: MdxNode; parent: MdxNode } | null | undefined;
  const walk = (n: MdxNode) => {
    for (const c of n.children ?? []) {
      if (found !== undefined) return;
      if (c.type === 'heading') found = c.depth === 1 ? { node: c, parent: n } : null;
      else if (c.type === 'thematicBreak') found = null;
      else walk(c);
    }
  };
  walk(tree);
  if (!found) return undefined;
  const first = (tree.children ?? []).find((n) => !SKIPPED_AT_TOP.has(n.type));
  return { ...found, top: first === found.node };
}

/**
 * A page has one h1, its title. A body that uses `#` for its sections (beside its title) is
 * moved one level down whole, so it keeps its outline: `#` → h2, `##` → h3 … The table of
 * contents keeps the levels as written (BodyFacts.headings), as Docusaurus's does.
 */
function shiftSections(tree: MdxNode, title: MdxNode | undefined): void {
  const rest = headingNodes(tree).filter((h) => h !== title);
  if (!rest.some((h) => h.depth === 1)) return;
  for (const h of rest) h.depth = Math.min(6, (h.depth ?? 1) + 1);
}

/** Headings, titles and excerpt of a body (MDX without frontmatter). */
export const bodyFacts = (body: string): BodyFacts => factsOfTree(parseMdx(body), body);

/** A page's facts as the reader sees the page: with the headings of the partials it shows (file: its path). */
export const shownFacts = (facts: BodyFacts, file: string, contentRoot: string): BodyFacts => withPartialHeadings(facts, file, contentRoot, bodyFacts);

/** bodyFacts of a parsed body; changes the tree (heading ids and levels), so give it its own. */
function factsOfTree(tree: MdxNode, body: string): BodyFacts {
  const truncated = truncateIndex(tree.children) >= 0;
  const title = titleHeadingOf(tree);
  const written = new Map(headingNodes(tree).map((h) => [h, h.depth ?? 1]));
  shiftSections(tree, title?.node);
  const slugger = new GithubSlugger();
  const headings: TocItem[] = [];
  let excerpt: string | undefined;
  const head: HeadTag[] = [];
  const headingLines: number[] = [];
  const headingLevels: number[] = [];
  const tabDuplicates: NonNullable<BodyFacts['tabDuplicates']> = [];
  const imports = markdownImports(tree);
  const partials: NonNullable<BodyFacts['partials']> = [];
  const walk = (n: MdxNode) => {
    // Docusaurus: "Visit JSX elements, such as <Partial/>" — a flow element named after a default
    // import of an .md/.mdx file puts that file's TOC in place, from
    // packages/docusaurus-mdx-loader/src/remark/toc/index.ts (collectTOCItems).
    if (n.type === 'mdxJsxFlowElement' && n.name && imports.has(n.name)) partials.push({ at: headings.length, from: imports.get(n.name)! });
    if (n.name === 'Tabs' && (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement')) {
      const values = duplicateTabValues(n);
      if (values.length) tabDuplicates.push({ line: n.position?.start.line ?? 0, values });
    }
    if (n.type === 'mdxJsxFlowElement' && n.name === 'Head') {
      head.push(...headTags(n));
      return;
    }
    if (n.type === 'heading') {
      const id = explicitHeadingId(n);
      const text = plain(n).trim();
      // rehype-slug slugs every heading without an explicit id, in order, so duplicates number alike.
      const slug = id ?? slugger.slug(text);
      if (text) {
        headings.push({ depth: written.get(n) ?? 1, text, id: slug, html: (n.children ?? []).map(html).join('').trim() });
        headingLines.push(n.position?.start.line ?? 0);
        headingLevels.push(n.depth ?? 1);
      }
      return;
    }
    if (n.type === 'code' || n.type === 'mdxjsEsm') return;
    if (n.type === 'paragraph' && excerpt === undefined) {
      const t = plain(n).replace(/\s+/g, ' ').trim();
      if (t) excerpt = t;
    }
    n.children?.forEach(walk);
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

type CompiledFile = { path?: string; data?: { rawDocumentData?: { sourceFilePath?: string } } };

/**
 * Remark plugin: the page's own heading (titleHeadingOf) leaves a doc's body when it opens it (the
 * page renders it in the same place) and a post's body wherever it is, as Docusaurus removes it
 * from posts; `#` sections move one level down, so the page has one h1.
 */
export function remarkContentTitle() {
  return (tree: MdxNode, file: CompiledFile) => {
    if (isImportedFile(file)) return;
    const title = titleHeadingOf(tree);
    shiftSections(tree, title?.node);
    const post = file.data?.rawDocumentData?.sourceFilePath?.startsWith('blog/') ?? false;
    if (title && (title.top || post)) title.parent.children!.splice(title.parent.children!.indexOf(title.node), 1);
  };
}

/** Bump when bodyFacts or the parser changes what it reads: cached facts from before are dropped. */
const FACTS_VERSION = 5;
const CACHE_FILE = path.resolve('.contentlayer', 'body-facts.json');

let cache: Map<string, BodyFacts> | undefined;
const used = new Set<string>();

const keyOf = (body: string) => crypto.createHash('sha1').update(`${FACTS_VERSION}\0${body}`).digest('base64url');

function loadCache(): Map<string, BodyFacts> {
  if (cache) return cache;
  try {
    cache = new Map(Object.entries(JSON.parse(fs.readFileSync(CACHE_FILE, 'utf8'))));
  } catch {
    cache = new Map();
  }
  return cache;
}

/** bodyFacts, from the cache when the checks read this exact body before. */
export function cachedBodyFacts(body: string): BodyFacts {
  const key = keyOf(body);
  used.add(key);
  const hit = loadCache().get(key);
  if (hit) return hit;
  const facts = bodyFacts(body);
  cache!.set(key, facts);
  return facts;
}

/** Keep what this run read for the next run of the checks: only these bodies. */
export function saveBodyFactsCache(): void {
  if (!cache) return;
  fs.mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  fs.writeFileSync(CACHE_FILE, JSON.stringify(Object.fromEntries([...cache].filter(([k]) => used.has(k)))));
}

/**
 * The compile's own parse, read for the facts: contentlayer compiles each body (and so parses it)
 * before it resolves the computed fields, so the facts come from that tree rather than a second
 * parse. This lets contentlayer run beside the checks, which keep their own cache (above).
 */
const compiled = new Map<string, BodyFacts>();

/**
 * Remark plugin for contentlayer's compile: keeps the facts of each page body it parses, by the
 * body's text. It wraps the parser, so it reads the tree as parseMdx gives it, before any transform
 * (@mdx-js/mdx unravels paragraphs of JSX before the first plugin's). The compile is given the
 * whole file, so the tree's lines count from the frontmatter's first.
 */
export function remarkBodyFacts(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkBodyFacts must come after remark-parse');
  this.parser = (doc, file) => {
    const tree = parse(doc, file);
    if (!isImportedFile(file)) {
      const { frontmatter, body } = splitFrontmatter(doc);
      const facts = factsOfTree(structuredClone(tree) as MdxNode, body);
      const offset = frontmatter.split('\n').length - 1;
      compiled.set(body, { ...facts, headingLines: facts.headingLines.map((l) => l - offset) });
    }
    return tree;
  };
}

/** A document's facts from its compile (remarkBodyFacts); parsed here only when that did not see it. */
export function compiledBodyFacts(raw: string): BodyFacts {
  const key = preprocessMdx(raw);
  const facts = compiled.get(key);
  compiled.delete(key);
  // The compile parsed the body after Docusaurus's text rewrites; the metadata title reads it as written.
  return facts ? { ...facts, contentTitle: markdownTitle(raw) } : bodyFacts(raw);
}
