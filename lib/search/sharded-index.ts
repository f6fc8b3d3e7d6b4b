import { withoutTrailingSlash } from '../url';
import { SECTIONS, PAGES_SECTION, sectionPrefixes } from './constants';
import { indexWords } from './stem';
import { normalize, STOP_WORDS, tokenize } from './text';
import type { RecordType, SearchRecord } from './types';

/**
 * The local index, split the way static search engines built for large sites split theirs
 * (Pagefind's fragments): a reader downloads only what a query needs.
 *
 * - the manifest (`/search-index.json`, small): page count, the section (lvl0) of each page-id
 *   range, where each block of the shard directory starts, the synonyms;
 * - the shard directory, in blocks of DIR_BLOCK shard starts (`<base>d<k>.json`; inline in the
 *   manifest when the whole directory is one block): where each term shard starts;
 * - term shards (`<base>t<n>.json`): the sorted terms, each with its postings — the pages holding
 *   it, with where (title, heading, body), how strongly, and which part of the page holds it best —
 *   cut into files of about the same size;
 * - page fragments (`<base>p/<id>-<part>.json`): a page's URL and title with a run of its section
 *   records (about CHUNK_CHARS of them), fetched only for the pages a result list shows, and of
 *   each only the part its hit comes from.
 *
 * A query loads the directory blocks and shards of its words (a prefix loads the few shards its
 * range covers), ranks pages from the postings, then loads one fragment part per page it returns.
 * Blocks and term shards are shared by every query with those words, so most keystrokes fetch
 * nothing new.
 */
export const INDEX_FORMAT = 7;

/** Where a term occurs in a page (bits of a posting's code). */
export const FIELD = { title: 1, heading: 2, body: 4 } as const;
/** A posting's code is `(part * 64 + strength) * 8 + field bits`; strength is 1..MAX_STRENGTH (< 64). */
const MAX_STRENGTH = 60;
const STRENGTH_SCALE = 10;
/** Raw JSON characters a term shard aims for (≈ 2–3 KB gzip). */
export const SHARD_CHARS = 8_000;
/** Shard starts per directory block (≈ 0.5–1 KB gzip); a site with fewer shards has its directory in the manifest. */
export const DIR_BLOCK = 128;
/** Raw JSON characters of section records a page fragment's part aims for (≈ 0.5–1 KB gzip). */
export const CHUNK_CHARS = 2_000;

/**
 * Pages a term's postings list at most: its strongest ones. A word on more pages than this (on a
 * site of thousands of pages, words like "use" or "each") narrows nothing, and its whole list would
 * be most of what a keystroke downloads; the engine ranks with it but does not require it, as
 * Elasticsearch treats a term above its cutoff frequency.
 */
export const POSTINGS_CAP = 1_000;

/** Sizes the tests make small; the build uses the defaults. */
export type IndexOptions = {
  shardChars?: number;
  dirBlock?: number;
  chunkChars?: number;
  postingsCap?: number;
  /** A page of a docs version other than the last (a snapshot, or the unreleased working copy): see Manifest.older. */
  olderVersion?: (url: string) => boolean;
  /** The docs version a page is of (its name), on a site with several: see Manifest.versions. */
  versionOf?: (url: string) => string | undefined;
  /**
   * Where a page's terms come from: `analyze()` (analyzePage), or a result kept from a build that
   * read the same page (lib/search/build.ts keeps them per page: lib/builder/page-memo.ts).
   */
  analyzed?: (page: IndexPage, chunkChars: number, analyze: () => PageTerms) => PageTerms;
};

export type Manifest = {
  format: typeof INDEX_FORMAT;
  /** Site path of the folder holding the shards and fragments (content-hashed). */
  base: string;
  pages: number;
  records: number;
  /** Each section's label and how many pages it holds; page ids run through them in this order. */
  groups: [label: string, pages: number][];
  /** How many term shards there are; shard i is `${base}t${i}.json`. */
  shards: number;
  /** Shard starts per directory block. */
  dirBlock: number;
  /**
   * Where each directory block starts: the start of its first shard. A shard's start is the shortest
   * string ≤ its first term and > the previous shard's last; block k lists the starts of shards
   * k·dirBlock … (k+1)·dirBlock − 1 (`${base}d${k}.json`).
   */
  directory: string[];
  /** The blocks themselves, when there is only one (a small site fetches no directory). */
  blocks?: string[][];
  /**
   * Each page's standing, one digit per page id: ⌊log2(1 + pages linking to it)⌋ capped at 9. Pages
   * the text ties on rank by it, as Algolia's custom ranking ranks DocSearch's records by page rank.
   */
  ranks: string;
  /** Groups of equivalent phrases (site configuration, `search.synonyms`). */
  synonyms: string[][];
  /**
   * Ids of the pages outside the blog that are news all the same: changelogs and release notes
   * (`isNewsPage`). They list every API name; a reader who types one wants the page that explains it.
   */
  news?: number[];
  /**
   * Ids of the pages of a docs version other than the last (the one at the docs' root). Each version
   * repeats most pages; the reader who types a term wants the version the site serves first, as
   * DocSearch's default facet does, so these rank after the last version's pages holding as many of the
   * words (unless the query names a version).
   */
  older?: number[];
  /**
   * On a site with several docs versions, the ids of each version's pages, by version name. A query
   * may name the version in view (or the reader's preferred one, SearchRequest.docsVersion): then that
   * version's pages, not the last version's, come first among those holding as many of the words.
   */
  versions?: Record<string, number[]>;
  /** The whole index's size, for the build log and the bench. */
  bytes: number;
  gzipBytes: number;
};

/**
 * A shard: [term, postings] sorted by term; postings are [page-id delta, code, …]. A term on more
 * than POSTINGS_CAP pages keeps only its strongest POSTINGS_CAP, and says on how many pages it is.
 */
export type Shard = ([term: string, postings: number[]] | [term: string, postings: number[], pages: number])[];
/**
 * A part of a page's fragment: what its hits are made of. `first` is the number of its first record
 * in the page (the title record, which every part stands for, is 0); the description is in part 0.
 */
export type Fragment = [url: string, title: string, first: number, records: PackedRecord[], description?: string];
export type PackedRecord = [type: number, anchor: string, lvl2: string, lvl3: string, content: string];
const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'content'];

export const shardPath = (m: Pick<Manifest, 'base'>, i: number) => `${m.base}t${i}.json`;
export const blockPath = (m: Pick<Manifest, 'base'>, k: number) => `${m.base}d${k}.json`;
export const fragmentPath = (m: Pick<Manifest, 'base'>, id: number, part = 0) => `${m.base}p/${id}-${part}.json`;

/**
 * The shortest start of `next` that sorts after `prev` ("dagster", "data" → "dat"): the manifest
 * names each shard by it rather than by its whole first term, and stays small at 10,000 pages.
 */
export function separator(prev: string, next: string): string {
  for (let n = 1; n < next.length; n++) if (next.slice(0, n) > prev) return next.slice(0, n);
  return next;
}

/** The last of sorted `starts` that is ≤ `term` (the first when none is): the shard, or block, a term would be in. */
export function lastAtOrBefore(starts: string[], term: string): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Where shards start, read from the directory blocks loaded so far. */
export type Directory = {
  /** How many shards there are. */
  count: number;
  /** The directory block that says which shard `term` is in. */
  blockOf: (term: string) => number;
  /** The shard `term` would be in (its block must be loaded). */
  shardOf: (term: string) => number;
  /** Where shard i starts (its block must be loaded, unless it is a block's first). */
  start: (i: number) => string;
};

export function directoryOf(m: Pick<Manifest, 'shards' | 'dirBlock' | 'directory'>, blocks: Map<number, string[]>): Directory {
  const block = (k: number) => {
    const b = blocks.get(k);
    if (!b) throw new Error(`search directory block ${k} is not loaded`);
    return b;
  };
  const blockOf = (term: string) => lastAtOrBefore(m.directory, term);
  return {
    count: m.shards,
    blockOf,
    shardOf: (term) => {
      const k = blockOf(term);
      // A block's own start needs no block: a range that ends where the next block starts.
      return term === m.directory[k] && !blocks.has(k) ? k * m.dirBlock : k * m.dirBlock + lastAtOrBefore(block(k), term);
    },
    start: (i) => {
      const k = Math.floor(i / m.dirBlock);
      return i % m.dirBlock ? block(k)[i % m.dirBlock] : m.directory[k];
    },
  };
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

export const decodeCode = (code: number) => ({ strength: (code >> 3) & 63, fields: code & 7, part: code >> 9 });
const encodeCode = (part: number, strength: number, fields: number) => (part * 64 + strength) * 8 + fields;

/** Records of a fragment's part, in the shape the extractor made them, after the page's title record. */
export function recordsOf(f: Fragment, lvl0: string): SearchRecord[] {
  const [url, title, first, packed] = f;
  const make = (n: number, type: RecordType, anchor: string, lvl2: string, lvl3: string, content: string): SearchRecord => ({
    objectID: `${url}#${n}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor: anchor || null,
    type,
    hierarchy: { lvl0, lvl1: title, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null },
    content: content || null,
  });
  return [make(0, 'lvl1', '', '', '', ''), ...packed.map(([t, a, l2, l3, c], i) => make(first + i, TYPES[t], a, l2, l3, c))];
}

// ---------------------------------------------------------------------------------------------
// Building (post-build, and the search bench).

/** A page to index: its records (the title record first) and how many other pages link to it. */
export type IndexPage = { url: string; records: SearchRecord[]; description?: string; inlinks?: number; code?: string };

type Counts = { title: number; heading: number; body: number };
const sectionRank = (lvl0: string | null) => {
  const i = SECTIONS.findIndex((s) => s.label === lvl0);
  return i < 0 ? SECTIONS.length : i;
};

/**
 * How strongly a page is about a term, 1..MAX_STRENGTH: BM25's saturating term frequency `tf`
 * (termFrequency), normalised by page length.
 */
function strength(tf: number, len: number, avgLen: number): number {
  const k1 = 1.2;
  const b = 0.5;
  const bm25 = (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / avgLen));
  return Math.max(1, Math.min(MAX_STRENGTH, Math.round(bm25 * STRENGTH_SCALE)));
}

/** A term's count over a page's fields: a title word counts as several body words. */
const termFrequency = (c: Counts) => 4 * c.title + 2 * c.heading + c.body;

export const standing = (inlinks: number) => String(Math.min(9, Math.floor(Math.log2(1 + inlinks))));
export const strengthValue = (s: number) => s / STRENGTH_SCALE;

/**
 * The words of a page's URL below its section's root (the docs' or the blog's route, which is no
 * word of the page): like a breadcrumb, they say what the page is part of, as a heading does.
 */
export function pathWords(url: string): string {
  const segs = url.split('/').filter(Boolean);
  const root = sectionPrefixes().find((s) => url.startsWith(s.prefix))?.prefix.split('/').filter(Boolean).length ?? 0;
  return segs.slice(root).join(' ');
}

/** How much an identifier's part counts, against the identifier itself: the part is one of its words, less than a word of its own. */
const PART_WEIGHT = 0.5;

type BuiltIndex = { manifest: Omit<Manifest, 'base' | 'bytes' | 'gzipBytes'>; shards: Shard[]; blocks: string[][]; fragments: Fragment[][] };

const pack = (r: SearchRecord): PackedRecord => [TYPES.indexOf(r.type), r.anchor ?? '', r.hierarchy.lvl2 ?? '', r.hierarchy.lvl3 ?? '', r.content ?? ''];
const packedChars = (r: PackedRecord) => r[1].length + r[2].length + r[3].length + r[4].length + 16;

/** A page's section records, cut into runs of about `chars` characters (at least one record each; one empty run for a page with none). */
export function partsOf<T>(records: T[], chars: number, size: (r: T) => number): T[][] {
  const parts: T[][] = [[]];
  let used = 0;
  for (const r of records) {
    const cost = size(r);
    if (parts.at(-1)!.length && used + cost > chars) {
      parts.push([]);
      used = 0;
    }
    parts.at(-1)!.push(r);
    used += cost;
  }
  return parts;
}

/**
 * [page id, code, …] → a shard entry's postings, delta-coded: all of them, or the `cap` strongest
 * (by strength, then page order) with the number of pages the term is on.
 */
function posted(list: number[], cap: number): [number[]] | [number[], number] {
  const n = list.length / 2;
  let ids = Array.from({ length: n }, (_, k) => k);
  if (n > cap) {
    const strengthAt = (k: number) => decodeCode(list[2 * k + 1]).strength;
    ids = ids.sort((a, b) => strengthAt(b) - strengthAt(a) || a - b).slice(0, cap).sort((a, b) => a - b);
  }
  const out: number[] = [];
  let last = 0;
  for (const k of ids) {
    out.push(list[2 * k] - last, list[2 * k + 1]);
    last = list[2 * k];
  }
  return n > cap ? [out, n] : [out];
}

/** A changelog or release notes, by its title or the last segment of its URL. */
const NEWS = /\b(change[\s-]?logs?|release[\s-]notes|releases|what['’]?s[\s-]new)\b/i;
export const isNewsPage = (url: string, title: string) => NEWS.test(title) || NEWS.test(withoutTrailingSlash(url).split('/').pop() ?? '');

/** How much a field says a page part is about a term: the part a posting points at is where the term is best placed. */
const PLACE_RANK = { title: 3, heading: 2, body: 1 } as const;

/**
 * What one page adds to the index, whatever the other pages: its fragments, and each of its terms
 * with the part of the page it is best placed in, its weighted count and the fields it is in
 * (`codes`: three numbers per term), and the page's length in words. It depends on the page alone,
 * so an edit build reads it back for every page it did not generate (lib/search/build.ts).
 */
export type PageTerms = { fragments: Fragment[]; terms: string[]; codes: number[]; len: number };

export function analyzePage(p: IndexPage, chunkChars: number): PageTerms {
  const [head, ...rest] = p.records;
  const parts = partsOf(rest, chunkChars, (r) => packedChars(pack(r)));
  const counts = new Map<string, Counts>();
  /** Each term's best place: the part of its title/heading occurrence, else of most of its body occurrences. */
  const place = new Map<string, { rank: number; part: number; n: number }>();
  const bodyIn = new Map<string, number>();
  let len = 0;
  const count = (t: string, field: keyof Counts, part: number, weight: number) => {
    let c = counts.get(t);
    if (!c) counts.set(t, (c = { title: 0, heading: 0, body: 0 }));
    c[field] += weight;
    const rank = PLACE_RANK[field];
    const at = place.get(t);
    if (!at || at.rank < rank) place.set(t, { rank, part, n: 0 });
    if (field === 'body') {
      const key = `${part}\u0000${t}`;
      bodyIn.set(key, (bodyIn.get(key) ?? 0) + weight);
    }
  };
  const add = (text: string | null | undefined, field: keyof Counts, part: number) => {
    let prev: string | null = null;
    const ws = indexWords(text);
    for (const { term, parts } of ws) {
      count(term, field, part, 1);
      // An identifier's parts are its words too, weaker than the identifier: "create pool" finds createPool.
      for (const t of parts) count(t, field, part, PART_WEIGHT);
      // Neighbouring words, as one term ("api key"): proximity, without positions in the index.
      // An identifier's parts are neighbours: "pool cluster" stands side by side in createPoolCluster.
      for (const t of parts.length ? parts : [term]) {
        if (prev && prev !== t) count(pairTerm(prev, t), field, part, 1);
        prev = t;
      }
    }
    len += ws.length;
  };
  add(head.hierarchy.lvl1, 'title', 0);
  // The author's summary of the page counts as much as a heading.
  add(p.description, 'heading', 0);
  // Where the page sits: the folders of its URL name what it is part of ("prepared-statements/insert").
  add(pathWords(p.url), 'heading', 0);
  // Names its code blocks use (records hold prose only): a page is found by the API it shows.
  // One name at a time: two names that follow each other in the list never stood side by side.
  for (const name of p.code?.split(' ') ?? []) add(name, 'body', 0);
  let first = 1;
  const fragments = parts.map((records, part) => {
    for (const r of records) add(r.type === 'lvl2' || r.type === 'lvl3' ? r.hierarchy[r.type] : r.type === 'lvl1' ? r.hierarchy.lvl1 : r.content, r.type === 'content' ? 'body' : r.type === 'lvl1' ? 'title' : 'heading', part);
    const f: Fragment = [p.url, head.hierarchy.lvl1 ?? '', first, records.map(pack)];
    if (part === 0 && p.description) f.push(p.description);
    first += records.length;
    return f;
  });
  // A body term lives in the part holding most of it (the first such, on a tie).
  for (const [key, n] of bodyIn) {
    const cut = key.indexOf('\u0000');
    const at = place.get(key.slice(cut + 1))!;
    if (at.rank === PLACE_RANK.body && n > at.n) Object.assign(at, { part: Number(key.slice(0, cut)), n });
  }
  const terms: string[] = [];
  const codes: number[] = [];
  for (const [t, c] of counts) {
    const fields = (c.title ? FIELD.title : 0) | (c.heading ? FIELD.heading : 0) | (c.body ? FIELD.body : 0);
    terms.push(t);
    codes.push(place.get(t)!.part, termFrequency(c), fields);
  }
  return { fragments, terms, codes, len: Math.max(len, 1) };
}

export function buildIndex(input: IndexPage[], synonyms: string[][] = [], opts: IndexOptions = {}): BuiltIndex {
  const shardChars = opts.shardChars ?? SHARD_CHARS;
  const dirBlock = opts.dirBlock ?? DIR_BLOCK;
  const chunkChars = opts.chunkChars ?? CHUNK_CHARS;
  const postingsCap = opts.postingsCap ?? POSTINGS_CAP;
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

  const fragments: Fragment[][] = [];
  // Each term's postings, filled page by page as [page id, part, weighted count, fields, …]. The
  // strengths need the average page length, so they are coded after.
  const postings = new Map<string, number[]>();
  const lens: number[] = [];
  pages.forEach((p, id) => {
    const a = opts.analyzed ? opts.analyzed(p, chunkChars, () => analyzePage(p, chunkChars)) : analyzePage(p, chunkChars);
    fragments.push(a.fragments);
    a.terms.forEach((t, k) => {
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push(id, a.codes[3 * k], a.codes[3 * k + 1], a.codes[3 * k + 2]);
    });
    lens.push(a.len);
  });
  const avgLen = lens.reduce((s, n) => s + n, 0) / Math.max(lens.length, 1);
  // [page id, code, …] in page order; delta-coded when written.
  for (const [t, raw] of postings) {
    const list: number[] = [];
    for (let i = 0; i < raw.length; i += 4) list.push(raw[i], encodeCode(raw[i + 1], strength(raw[i + 2], lens[raw[i]], avgLen), raw[i + 3]));
    postings.set(t, list);
  }

  const sorted = [...postings.keys()].sort();
  const shards: Shard[] = [];
  const starts: string[] = [];
  let cur: Shard = [];
  let size = 0;
  let prev = '';
  for (const t of sorted) {
    const entry = posted(postings.get(t)!, postingsCap);
    const cost = t.length + 6 + entry[0].length * 3;
    if (cur.length && size + cost > shardChars) {
      shards.push(cur);
      cur = [];
      size = 0;
    }
    if (!cur.length) starts.push(shards.length ? separator(prev, t) : '');
    cur.push([t, ...entry]);
    size += cost;
    prev = t;
  }
  if (cur.length) shards.push(cur);
  if (!shards.length) {
    shards.push([]);
    starts.push('');
  }
  const blocks = Array.from({ length: Math.ceil(starts.length / dirBlock) }, (_, k) => starts.slice(k * dirBlock, (k + 1) * dirBlock));

  return {
    manifest: {
      format: INDEX_FORMAT,
      pages: pages.length,
      records: pages.reduce((s, p) => s + p.records.length, 0),
      groups,
      ranks: pages.map((p) => standing(p.inlinks ?? 0)).join(''),
      shards: shards.length,
      dirBlock,
      directory: blocks.map((b) => b[0]),
      ...(blocks.length === 1 ? { blocks } : {}),
      synonyms: normalizeSynonyms(synonyms),
      ...news(pages),
      ...older(pages, opts.olderVersion),
      ...versionIds(pages, opts.versionOf),
    },
    shards,
    blocks,
    fragments,
  };
}

function versionIds(pages: { url: string }[], versionOf?: (url: string) => string | undefined): { versions?: Record<string, number[]> } {
  const out: Record<string, number[]> = {};
  pages.forEach((p, id) => {
    const v = versionOf?.(p.url);
    if (v !== undefined) (out[v] ??= []).push(id);
  });
  return Object.keys(out).length > 1 ? { versions: out } : {};
}

function older(pages: { url: string }[], isOlder?: (url: string) => boolean): { older?: number[] } {
  const ids = isOlder ? pages.flatMap((p, id) => (isOlder(p.url) ? [id] : [])) : [];
  return ids.length ? { older: ids } : {};
}

function news(pages: { url: string; lvl0: string | null; records: SearchRecord[] }[]): { news?: number[] } {
  const ids = pages.flatMap((p, id) => (p.lvl0 !== SECTIONS[1].label && isNewsPage(p.url, p.records[0].hierarchy.lvl1 ?? '') ? [id] : []));
  return ids.length ? { news: ids } : {};
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
