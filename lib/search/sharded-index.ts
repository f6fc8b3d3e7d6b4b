import { SECTIONS, PAGES_SECTION } from './constants';
import { indexTerm, normalize, STOP_WORDS, tokenize } from './text';
import type { RecordType, SearchRecord } from './types';

/**
 * The local index, split the way static search engines built for large sites split theirs
 * (Pagefind's fragments): a reader downloads only what a query needs.
 *
 * - the manifest (`/search-index.json`, small): page count, the section (lvl0) of each page-id
 *   range, the first term of every term shard, the synonyms;
 * - term shards (`<base>t<n>.json`): the sorted terms, each with its postings — the pages holding
 *   it, with where (title, heading, body) and how strongly — cut into files of about the same size;
 * - one fragment per page (`<base>p/<id>.json`): its URL, title and section records, fetched only
 *   for the pages a result list shows.
 *
 * A query loads the shard of each of its words (a prefix loads the few shards its range covers),
 * ranks pages from the postings, then loads the fragments of the pages it returns. Term shards are
 * shared by every query with those words, so most keystrokes fetch nothing new.
 */
export const INDEX_FORMAT = 4;

/** Where a term occurs in a page (bits of a posting's code). */
export const FIELD = { title: 1, heading: 2, body: 4 } as const;
/** A posting's code is `strength * 8 + field bits`; strength is 1..MAX_STRENGTH. */
const MAX_STRENGTH = 60;
const STRENGTH_SCALE = 10;
/** Raw JSON characters a term shard aims for (≈ 3–4 KB gzip). */
export const SHARD_CHARS = 12_000;

export type Manifest = {
  format: typeof INDEX_FORMAT;
  /** Site path of the folder holding the shards and fragments (content-hashed). */
  base: string;
  pages: number;
  records: number;
  /** Each section's label and how many pages it holds; page ids run through them in this order. */
  groups: [label: string, pages: number][];
  /** Where each shard starts (the shortest string ≤ its first term and > the previous shard's last); shard i is `${base}t${i}.json`. */
  shards: string[];
  /**
   * Each page's standing, one digit per page id: ⌊log2(1 + pages linking to it)⌋ capped at 9. Pages
   * the text ties on rank by it, as Algolia's custom ranking ranks DocSearch's records by page rank.
   */
  ranks: string;
  /** Groups of equivalent phrases (site configuration, `search.synonyms`). */
  synonyms: string[][];
  /** The whole index's size, for the build log and the bench. */
  bytes: number;
  gzipBytes: number;
};

/** A shard: [term, postings] sorted by term; postings are [page-id delta, code, …]. */
export type Shard = [term: string, postings: number[]][];
/** A page's fragment: what its hits are made of. */
export type Fragment = [url: string, title: string, records: PackedRecord[], description?: string];
export type PackedRecord = [type: number, anchor: string, lvl2: string, lvl3: string, content: string];
const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'content'];

export const shardPath = (m: Pick<Manifest, 'base'>, i: number) => `${m.base}t${i}.json`;
export const fragmentPath = (m: Pick<Manifest, 'base'>, id: number) => `${m.base}p/${id}.json`;

/**
 * The shortest start of `next` that sorts after `prev` ("dagster", "data" → "dat"): the manifest
 * names each shard by it rather than by its whole first term, and stays small at 10,000 pages.
 */
export function separator(prev: string, next: string): string {
  for (let n = 1; n < next.length; n++) if (next.slice(0, n) > prev) return next.slice(0, n);
  return next;
}

/** The shard a term would be in: the last whose start (see `separator`) is ≤ it. */
export function shardOf(shards: string[], term: string): number {
  let lo = 0;
  let hi = shards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (shards[mid] <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The section (lvl0) of a page id. */
export function groupOf(groups: Manifest['groups'], id: number): string {
  let end = 0;
  for (const [label, n] of groups) {
    end += n;
    if (id < end) return label;
  }
  return PAGES_SECTION;
}

/**
 * Two neighbouring words as one index term, in either order ("missing projects" answers "project
 * missing"). Pairs start with a mark that sorts after every word, so they fill shards of their own:
 * loading a word's prefix range never drags pairs along.
 */
export const PAIR = '\uffff';
export const pairTerm = (a: string, b: string) => PAIR + (a < b ? `${a} ${b}` : `${b} ${a}`);
export const isPair = (term: string) => term.startsWith(PAIR);

export const decodeCode = (code: number) => ({ strength: code >> 3, fields: code & 7 });

/** Records of a fragment, in the shape the extractor made them (with the title record first). */
export function recordsOf(f: Fragment, lvl0: string): SearchRecord[] {
  const [url, title, packed] = f;
  const make = (n: number, type: RecordType, anchor: string, lvl2: string, lvl3: string, content: string): SearchRecord => ({
    objectID: `${url}#${n}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor: anchor || null,
    type,
    hierarchy: { lvl0, lvl1: title, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null },
    content: content || null,
  });
  return [make(0, 'lvl1', '', '', '', ''), ...packed.map(([t, a, l2, l3, c], i) => make(i + 1, TYPES[t], a, l2, l3, c))];
}

// ---------------------------------------------------------------------------------------------
// Building (post-build, and the search bench).

/** A page to index: its records (the title record first) and how many other pages link to it. */
export type IndexPage = { url: string; records: SearchRecord[]; description?: string; inlinks?: number };

type Counts = { title: number; heading: number; body: number };
const sectionRank = (lvl0: string | null) => {
  const i = SECTIONS.findIndex((s) => s.label === lvl0);
  return i < 0 ? SECTIONS.length : i;
};

/**
 * How strongly a page is about a term, 1..MAX_STRENGTH: BM25's saturating term frequency over the
 * page's fields (a title word counts as several body words), normalised by page length.
 */
function strength(c: Counts, len: number, avgLen: number): number {
  const k1 = 1.2;
  const b = 0.5;
  const tf = 4 * c.title + 2 * c.heading + c.body;
  const bm25 = (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / avgLen));
  return Math.max(1, Math.min(MAX_STRENGTH, Math.round(bm25 * STRENGTH_SCALE)));
}

export const standing = (inlinks: number) => String(Math.min(9, Math.floor(Math.log2(1 + inlinks))));
export const strengthValue = (s: number) => s / STRENGTH_SCALE;

const terms = (text: string | null | undefined) => tokenize(text ?? '').flatMap((w) => indexTerm(w) ?? []);

type BuiltIndex = { manifest: Omit<Manifest, 'base' | 'bytes' | 'gzipBytes'>; shards: Shard[]; fragments: Fragment[] };

export function buildIndex(input: IndexPage[], synonyms: string[][] = []): BuiltIndex {
  const pages = input
    .filter((p) => p.records.length)
    .map((p) => ({ ...p, lvl0: p.records[0].hierarchy.lvl0 }))
    .sort((a, b) => sectionRank(a.lvl0) - sectionRank(b.lvl0) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const groups: Manifest['groups'] = [];
  for (const p of pages) {
    const label = p.lvl0 ?? PAGES_SECTION;
    if (groups.at(-1)?.[0] === label) groups.at(-1)![1]++;
    else groups.push([label, 1]);
  }

  const perPage = pages.map((p) => {
    const counts = new Map<string, Counts>();
    let len = 0;
    const count = (t: string, field: keyof Counts) => {
      let c = counts.get(t);
      if (!c) counts.set(t, (c = { title: 0, heading: 0, body: 0 }));
      c[field]++;
    };
    const add = (text: string | null | undefined, field: keyof Counts) => {
      const ts = terms(text);
      ts.forEach((t, i) => {
        count(t, field);
        // Neighbouring words, as one term ("api key"): proximity, without positions in the index.
        if (i > 0 && ts[i - 1] !== t) count(pairTerm(ts[i - 1], t), field);
      });
      len += ts.length;
    };
    for (const r of p.records) {
      if (r.type === 'lvl1') add(r.hierarchy.lvl1, 'title');
      else if (r.type === 'lvl2' || r.type === 'lvl3') add(r.hierarchy[r.type], 'heading');
      else add(r.content, 'body');
    }
    // The author's summary of the page counts as much as a heading.
    add(p.description, 'heading');
    return { counts, len: Math.max(len, 1) };
  });
  const avgLen = perPage.reduce((s, p) => s + p.len, 0) / Math.max(perPage.length, 1);

  const postings = new Map<string, number[]>();
  const last = new Map<string, number>();
  perPage.forEach(({ counts, len }, id) => {
    for (const [t, c] of counts) {
      const fields = (c.title ? FIELD.title : 0) | (c.heading ? FIELD.heading : 0) | (c.body ? FIELD.body : 0);
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push(id - (last.get(t) ?? 0), strength(c, len, avgLen) * 8 + fields);
      last.set(t, id);
    }
  });

  const sorted = [...postings.keys()].sort();
  const shards: Shard[] = [];
  const firsts: string[] = [];
  let cur: Shard = [];
  let size = 0;
  let prev = '';
  for (const t of sorted) {
    const list = postings.get(t)!;
    const cost = t.length + 6 + list.length * 3;
    if (cur.length && size + cost > SHARD_CHARS) {
      shards.push(cur);
      cur = [];
      size = 0;
    }
    if (!cur.length) firsts.push(shards.length ? separator(prev, t) : '');
    cur.push([t, list]);
    size += cost;
    prev = t;
  }
  if (cur.length) shards.push(cur);
  if (!shards.length) {
    shards.push([]);
    firsts.push('');
  }

  const fragments = pages.map((p): Fragment => {
    const [head, ...rest] = p.records;
    const records = rest.map((r): PackedRecord => [TYPES.indexOf(r.type), r.anchor ?? '', r.hierarchy.lvl2 ?? '', r.hierarchy.lvl3 ?? '', r.content ?? '']);
    return p.description ? [p.url, head.hierarchy.lvl1 ?? '', records, p.description] : [p.url, head.hierarchy.lvl1 ?? '', records];
  });

  return {
    manifest: {
      format: INDEX_FORMAT,
      pages: pages.length,
      records: pages.reduce((s, p) => s + p.records.length, 0),
      groups,
      ranks: pages.map((p) => standing(p.inlinks ?? 0)).join(''),
      shards: firsts,
      synonyms: normalizeSynonyms(synonyms),
    },
    shards,
    fragments,
  };
}

/**
 * Synonym groups as the engine reads them: each phrase normalised like a query (no stop words,
 * single-spaced), repeats and groups of fewer than two phrases gone.
 */
function normalizeSynonyms(groups: string[][]): string[][] {
  const phrase = (p: string) => {
    const ws = tokenize(p).map(normalize).filter(Boolean);
    return (ws.some((w) => !STOP_WORDS.has(w)) ? ws.filter((w) => !STOP_WORDS.has(w)) : ws).join(' ');
  };
  return groups.map((g) => [...new Set(g.map(phrase).filter(Boolean))]).filter((g) => g.length > 1);
}
