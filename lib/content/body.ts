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
import { explicitHeadingId, isComment, isImportedFile, parseMdx, preprocessMdx, splitFrontmatter, type MdxNode } from './mdx-syntax';
import { duplicateTabValues } from './tabs';
import type { TocItem } from './toc';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of an inline node as rehype-slug reads it (markup dropped, code spans kept). */
function plain(n: MdxNode): string {
  if (n.type === 'text' || n.type === 'inlineCode') return n.value ?? '';
  if (n.type === 'mdxTextExpression' || n.type === 'mdxjsEsm' || isComment(n)) return '';
  return (n.children ?? []).map(plain).join('');
}

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
  /** Every heading in document order with the id the rendered page gives it (h1 included). */
  headings: TocItem[];
  /** The `# Title` a body opens with (after imports and comments), as Docusaurus reads it. */
  contentTitle?: string;
  /** The first paragraph as plain text: the description when the frontmatter has none. */
  excerpt?: string;
  head: HeadTag[];
  /** The body line of each heading (1-based), for messages that point at one. */
  headingLines: number[];
  /** Each `<Tabs>` that repeats a value (lib/content/tabs.ts): its body line and the repeats. */
  tabDuplicates?: { line: number; values: string[] }[];
};

const SKIPPED_AT_TOP = new Set(['mdxjsEsm', 'comment', 'mdxFlowExpression']);

/** Every heading node of a tree, in document order. */
function headingNodes(tree: MdxNode): MdxNode[] {
  const out: MdxNode[] = [];
  const walk = (n: MdxNode) => (n.type === 'heading' ? out.push(n) : n.children?.forEach(walk));
  walk(tree);
  return out;
}

/** The body's opening `# Title` node, if it has one. */
function titleNode(tree: MdxNode): MdxNode | undefined {
  const first = (tree.children ?? []).find((n) => !SKIPPED_AT_TOP.has(n.type) && n.type !== 'yaml');
  return first?.type === 'heading' && first.depth === 1 ? first : undefined;
}

/**
 * A page has one h1, its title. A body that uses `#` for its sections (beside its title) is
 * moved one level down whole, so it keeps its outline: `#` → h2, `##` → h3 …
 */
function shiftSections(tree: MdxNode, title: MdxNode | undefined): void {
  const rest = headingNodes(tree).filter((h) => h !== title);
  if (!rest.some((h) => h.depth === 1)) return;
  for (const h of rest) h.depth = Math.min(6, (h.depth ?? 1) + 1);
}

/** Headings, opening title and excerpt of a body (MDX without frontmatter). */
export const bodyFacts = (body: string): BodyFacts => factsOfTree(parseMdx(body));

/** bodyFacts of a parsed body; changes the tree (heading ids and levels), so give it its own. */
function factsOfTree(tree: MdxNode): BodyFacts {
  shiftSections(tree, titleNode(tree));
  const slugger = new GithubSlugger();
  const headings: TocItem[] = [];
  let excerpt: string | undefined;
  const head: HeadTag[] = [];
  const headingLines: number[] = [];
  const tabDuplicates: NonNullable<BodyFacts['tabDuplicates']> = [];
  const walk = (n: MdxNode) => {
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
        headings.push({ depth: n.depth ?? 1, text, id: slug, html: (n.children ?? []).map(html).join('').trim() });
        headingLines.push(n.position?.start.line ?? 0);
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
  const title = titleNode(tree);
  const contentTitle = title ? plain(title).trim() || undefined : undefined;
  return { headings, contentTitle, excerpt, head, headingLines, ...(tabDuplicates.length ? { tabDuplicates } : {}) };
}

/**
 * Remark plugin: the opening `# Title` leaves the body (the page renders the title itself), and
 * `#` sections move one level down, so the page has one h1.
 */
export function remarkContentTitle() {
  return (tree: MdxNode, file: { path?: string }) => {
    if (isImportedFile(file)) return;
    const title = titleNode(tree);
    shiftSections(tree, title);
    if (title) tree.children!.splice(tree.children!.indexOf(title), 1);
  };
}

/** Bump when bodyFacts or the parser changes what it reads: cached facts from before are dropped. */
const FACTS_VERSION = 2;
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
      const facts = factsOfTree(structuredClone(tree) as MdxNode);
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
  return facts ?? bodyFacts(raw);
}
