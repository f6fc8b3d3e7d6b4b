import { type HTMLElement, type Node, NodeType, parse } from 'node-html-parser';
import { PAGES_SECTION, sectionPrefixes } from './constants';
import type { Hierarchy, RecordType, SearchRecord } from './types';
import { hasFileExtension, isExternal, stripBase, withTrailingSlash } from '../url';

/**
 * Read one exported page the way the DocSearch crawler reads a Docusaurus site: lvl0 is the section,
 * lvl1 the page's h1, lvl2/lvl3 its h2/h3, and every paragraph, list item and table cell becomes a
 * content record under the nearest heading. Pages that are not one document return no records.
 */

/** Elements that never hold prose: code blocks, widgets, anchor marks. */
const SKIP = new Set(['pre', 'figure', 'button', 'script', 'style', 'svg', 'nav', 'img', 'noscript', 'template', 'iframe', 'select', 'header', 'footer']);
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
const SKIP_CLASSES = ['hash-link', 'visually-hidden-skip'];
const TEXT_BLOCKS = new Set(['p', 'td', 'th', 'dt', 'dd', 'figcaption', 'summary', 'caption']);
const NESTED_BLOCKS = new Set(['ul', 'ol', 'p', 'pre', 'figure', 'table', 'div', 'blockquote', 'details', 'aside', 'dl']);
/** Algolia's smallest plan caps a record at 10 KB; stay well under it. */
const MAX_CONTENT = 4_000;

export const sectionOf = (path: string) => sectionPrefixes().find((s) => path.startsWith(s.prefix))?.label ?? PAGES_SECTION;

const isElement = (n: Node): n is HTMLElement => n.nodeType === NodeType.ELEMENT_NODE;
const tagOf = (el: HTMLElement) => (el.rawTagName ?? '').toLowerCase();
const skipped = (el: HTMLElement) => SKIP.has(tagOf(el)) || SKIP_CLASSES.some((c) => el.classList.contains(c));
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The text of an element, leaving out skipped parts and (for list items) nested blocks. */
function textOf(el: HTMLElement, stopAtBlocks = false): string {
  let out = '';
  for (const child of el.childNodes) {
    if (isElement(child)) {
      if (skipped(child) || (stopAtBlocks && NESTED_BLOCKS.has(tagOf(child)))) continue;
      out += INLINE.has(tagOf(child)) ? textOf(child) : ` ${textOf(child)} `;
    } else if (child.nodeType === NodeType.TEXT_NODE) {
      out += child.text;
    }
  }
  return out;
}

export function isNoindex(root: HTMLElement): boolean {
  return root.querySelectorAll('meta[name="robots"]').some((m) => /noindex/i.test(m.getAttribute('content') ?? ''));
}

export function extractRecords(html: string, path: string): SearchRecord[] {
  return extractPage(html, path).records;
}

/**
 * A page's records, its meta description (the summary its author wrote: searched, not shown), and
 * the site pages its text links to (resolved to their routes, without anchors): how many pages
 * link to a page is the index's measure of how central it is.
 */
export function extractPage(html: string, path: string, basePath = ''): { records: SearchRecord[]; links: string[]; description: string; code: string } {
  const none = { records: [], links: [], description: '', code: '' };
  const root = parse(html, { comment: false });
  if (isNoindex(root)) return none;
  const articles = root.querySelector('main')?.querySelectorAll('article') ?? [];
  if (articles.length !== 1) return none;
  const article = articles[0];
  const h1 = article.querySelector('h1');
  const title = h1 ? clean(textOf(h1)) : '';
  if (!title) return none;
  const description = clean(root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
  const body = article.classList.contains('markdown') ? article : (article.querySelector('.markdown') ?? article);
  const links = new Set<string>();
  for (const a of body.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href') ?? '';
    if (!href || href.startsWith('#') || isExternal(href)) continue;
    let route = new URL(href, `http://site${basePath}${path}`).pathname;
    route = stripBase(route, basePath);
    if (!hasFileExtension(route)) route = withTrailingSlash(route);
    if (route !== path) links.add(route);
  }

  const records: SearchRecord[] = [];
  const h: Hierarchy = { lvl0: sectionOf(path), lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  // Where body text links to: the last heading (h2–h6) with an id.
  let at: string | null = null;
  const push = (type: RecordType, content: string | null, anchor: string | null) => {
    records.push({
      objectID: `${path}#${records.length}`,
      url: anchor ? `${path}#${anchor}` : path,
      url_without_anchor: path,
      anchor,
      type,
      hierarchy: { ...h },
      content,
    });
  };
  push('lvl1', null, null);

  // Paragraphs under one heading share its anchor, so they form one record (hits are distinct by
  // URL anyway): the index holds a word once per section instead of once per paragraph.
  let chunk = '';
  let chunkAnchor: string | null = null;
  const flush = () => {
    if (chunk) push('content', chunk, chunkAnchor);
    chunk = '';
  };
  const add = (text: string) => {
    if (!text) return;
    if (at !== chunkAnchor || chunk.length + text.length > MAX_CONTENT) flush();
    chunkAnchor = at;
    chunk = chunk ? `${chunk} ${text}` : text;
  };
  const walk = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      if (!isElement(child) || skipped(child)) continue;
      const tag = tagOf(child);
      if (tag === 'h1') continue;
      if (tag === 'h2' || tag === 'h3') {
        const text = clean(textOf(child));
        if (!text) continue;
        flush();
        at = child.id || at;
        if (tag === 'h2') Object.assign(h, { lvl2: text, lvl3: null });
        else h.lvl3 = text;
        push(tag === 'h2' ? 'lvl2' : 'lvl3', null, child.id || null);
      } else if (/^h[4-6]$/.test(tag)) {
        at = child.id || at;
        add(clean(textOf(child)));
      } else if (TEXT_BLOCKS.has(tag)) {
        add(clean(textOf(child)));
      } else if (tag === 'li') {
        add(clean(textOf(child, true)));
        walk(child);
      } else {
        walk(child);
      }
    }
  };
  walk(body);
  flush();
  return { records, links: [...links], description, code: codeNames(body) };
}

/** Names in code: an identifier with a hump (`createPool`, `NewRouter`) or a member (`hub.Drain`, `connection.unprepare`). */
const CODE_NAME = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|[A-Za-z_$]*[a-z][A-Z][\w$]*/g;
/** At most this many names of a page's code are indexed: an API page's own names, not a long listing's every variable. */
const MAX_CODE_NAMES = 200;
/**
 * A name counts once for each use in the page's code, up to this many: a page whose examples use
 * `rowsAsArray` twice is more about it than one that sets it once (BM25's term frequency, which
 * saturates anyway), and a long listing repeating a variable does not swamp the prose.
 */
const MAX_CODE_USES = 3;

/**
 * The API names a page's code blocks use, space-separated, each as many times as it is used (at
 * most MAX_CODE_USES): indexed as the page's body text (records hold prose only, as DocSearch's do),
 * so a name shown only in code finds its page. Each is a word of its own, never a neighbour of the
 * next name (lib/search/sharded-index.ts adds them one by one).
 */
export function codeNames(body: HTMLElement): string {
  const uses = new Map<string, number>();
  for (const pre of body.querySelectorAll('pre')) {
    for (const m of pre.text.matchAll(CODE_NAME)) {
      const n = uses.get(m[0]);
      if (n === undefined && uses.size >= MAX_CODE_NAMES) continue;
      uses.set(m[0], (n ?? 0) + 1);
    }
  }
  return [...uses].flatMap(([name, n]) => Array<string>(Math.min(n, MAX_CODE_USES)).fill(name)).join(' ');
}
