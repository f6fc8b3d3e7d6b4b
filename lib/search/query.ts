import { HITS_PER_PAGE, SNIPPET_ELLIPSIS } from './constants';
import { highlight, type Matcher, scan, snippet, type Tags } from './highlight';
import { type Kind, kindOf, type ParsedQuery, type Slot, STEM_MIN, STEM_TAIL, stemOfPrefix, typosAllowed, type WordSpec } from './match';
import { decodeCode, type Directory, FIELD, isPair, type Manifest, PAIR, pairTerm, strengthValue } from './sharded-index';
import { indexWords, stem } from './stem';
import { tokenize } from './text';
import { LEVELS, type SearchHit, type SearchRecord, type SearchRequest, type SearchResult } from './types';

/**
 * Answer one Algolia search request from the sharded local index, in Algolia's response shape.
 *
 * Pages are ranked from the term shards, by Algolia's order of criteria: more of the query's words
 * (only when no page holds them all), fewer typos, more words in the page's title, more in its
 * title or headings, pages others link to more, then relevance (BM25 over the page).
 * Each page then gives one hit: its best record (the one holding most words, a title or heading
 * before text), so the count of hits is the count of pages.
 */

/** The terms of the loaded shards: postings, how many pages hold each term, and whether its postings are only its strongest. */
export type TermTable = {
  get: (term: string) => number[] | undefined;
  pages: (term: string) => number;
  capped: (term: string) => boolean;
  range: (from: string, to: string) => string[];
};

/** A prefix stands for at most this many of its completions (the most common ones). */
const MAX_EXPANSIONS = 50;
/**
 * A prefix's range may span this many shards at most, and no more than its letters: a one- or
 * two-letter prefix spans a great many, and the first few of them say no more about what the reader
 * means than the first one does.
 */
const MAX_PREFIX_SHARDS = 3;
const prefixShards = (word: string) => Math.min(MAX_PREFIX_SHARDS, word.length);
/** A word being typed is looked for as the first of a pair (before the word typed ahead of it) from this many letters. */
const BACKWARD_PAIR_LETTERS = 3;
const KIND_WEIGHT: Record<Kind, number> = { exact: 1, prefix: 0.7, typo: 0.4 };
const TYPE_ORDER = { lvl1: 0, lvl2: 1, lvl3: 2, content: 3 } as const;

const specsOf = (slots: Slot[]) => slots.flatMap((s) => s.alts.flat());
const END = '\uffff';

/** Typos are looked for among the terms that share a word's first letters, in its shard and the ones beside it. */
const TYPO_PREFIX = 3;

/** Neighbouring query words, which rank a page higher where they stand side by side (as one pair term). */
type PairSpec = { first: string; second: string; prefix: boolean; exact: string };

/**
 * The second word of a pair: the word being typed as a prefix (cut back to where it and its stem
 * agree, so "updated" still finds the pair term "data updat"), any other word as its stem.
 */
function second(spec: WordSpec): { second: string; prefix: boolean; exact: string } {
  const exact = stem(spec.word);
  if (!spec.typing) return { second: exact, prefix: false, exact };
  let n = 0;
  while (n < exact.length && exact[n] === spec.word[n]) n++;
  return { second: spec.word.slice(0, Math.max(n, 1)), prefix: true, exact };
}

function pairsOf(slots: Slot[]): PairSpec[] {
  const single = (s: Slot) => (s.alts[0].length === 1 ? s.alts[0][0] : null);
  const pairs: PairSpec[] = [];
  for (let i = 1; i < slots.length; i++) {
    const a = single(slots[i - 1]);
    const b = single(slots[i]);
    if (a && b) pairs.push({ first: stem(a.word), ...second(b) });
  }
  // The words inside a phrase the query typed out ("retro funding 4").
  for (const s of slots) {
    const own = s.alts[0];
    for (let k = 1; k < own.length; k++) pairs.push({ first: stem(own[k - 1].word), ...second(own[k]) });
  }
  return pairs;
}

const rangeShards = (dir: Directory, from: string, to: string, max: number) => {
  const a = dir.shardOf(from);
  const b = Math.min(dir.shardOf(to), a + max - 1);
  return Array.from({ length: b - a + 1 }, (_, k) => a + k);
};

/**
 * Every term whose place in the shard directory a query looks up (`shardsFor`, `expand` and the
 * pairs read no other): the directory blocks to load before them.
 */
export function probesOf(slots: Slot[]): string[] {
  const out: string[] = [];
  for (const spec of specsOf(slots)) {
    const exact = stem(spec.word);
    out.push(exact);
    if (spec.prefix) out.push(spec.word, spec.word + END, ...(stemHead(spec.word) ? [stemHead(spec.word)!] : []));
    if (spec.typos && typosAllowed(spec.word) > 0) out.push(exact.slice(0, TYPO_PREFIX), exact.slice(0, TYPO_PREFIX) + END);
  }
  for (const p of pairsOf(slots)) {
    if (!p.prefix) out.push(pairTerm(p.first, p.second));
    // The word being typed as it stands is looked up too: a prefix range may run over more shards
    // than are loaded for it, and which pairs it reaches must not depend on where shards are cut.
    else out.push(pairTerm(p.first, p.exact), ...prefixPairRanges(p).flat());
  }
  return out;
}

/** The shards a query needs: each word's own shard, the range of the word being typed, typo neighbours, the pairs. */
export function shardsFor(dir: Directory, slots: Slot[]): number[] {
  const need = new Set<number>();
  for (const spec of specsOf(slots)) {
    const exact = stem(spec.word);
    const own = dir.shardOf(exact);
    need.add(own);
    if (spec.prefix) for (const i of rangeShards(dir, spec.word, spec.word + END, spec.typing ? prefixShards(spec.word) : 1)) need.add(i);
    const head = spec.prefix ? stemHead(spec.word) : null;
    if (head) for (const i of rangeShards(dir, head, spec.word, spec.typing ? 2 : 1)) need.add(i);
    if (spec.typos && typosAllowed(spec.word) > 0) {
      const head = exact.slice(0, TYPO_PREFIX);
      const from = Math.max(dir.shardOf(head), own - 1);
      const to = Math.min(dir.shardOf(head + END), own + 1);
      for (let i = from; i <= to; i++) need.add(i);
    }
  }
  for (const p of pairsOf(slots)) {
    if (!p.prefix) need.add(dir.shardOf(pairTerm(p.first, p.second)));
    else for (const from of [pairTerm(p.first, p.exact), ...prefixPairRanges(p).map(([f]) => f)]) need.add(dir.shardOf(from));
  }
  return [...need].sort((a, b) => a - b);
}

type Expansion = { term: string; kind: Kind };

/** Where the stems a typed prefix may have gone past start ("deploym" → "deplo"), or null for a word too short to have one. */
function stemHead(word: string): string | null {
  return word.length > STEM_MIN ? word.slice(0, Math.max(STEM_MIN, word.length - STEM_TAIL)) : null;
}

/** The index terms that answer a word spec, among the loaded shards. */
/**
 * Where the word a typo in its first three letters hides would start, for a word the loaded shards
 * hold nothing for (their shards are chosen by those letters): its head with two neighbouring letters
 * swapped, or with one letter dropped (one typed twice, or one too many) — the slips that keep the
 * word's letters. A letter replaced or missed there is not looked for: any letter could stand in its
 * place, and the shards of them all would be most of the index.
 */
export function typoHeads(word: string): string[] {
  const w = stem(word);
  if (typosAllowed(word) === 0 || w.length < TYPO_PREFIX + 1) return [];
  const heads = new Set<string>();
  for (let i = 0; i < TYPO_PREFIX; i++) {
    heads.add((w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)).slice(0, TYPO_PREFIX));
    heads.add((w.slice(0, i) + w.slice(i + 1)).slice(0, TYPO_PREFIX));
  }
  heads.delete(w.slice(0, TYPO_PREFIX));
  return [...heads];
}

/** The shards of the heads `typoHeads` gives: the first of each head's range. */
export const typoHeadShards = (dir: Directory, heads: string[]) => [...new Set(heads.map((h) => dir.shardOf(h)))];

export function expand(spec: WordSpec, table: TermTable, dir: Directory, heads: string[] = []): Expansion[] {
  const exact = stem(spec.word);
  const out = new Map<string, Kind>();
  if (table.get(exact)) out.set(exact, 'exact');
  if (spec.prefix) {
    const completions = table
      .range(spec.word, spec.word + END)
      .filter((t) => t !== exact && !isPair(t))
      .sort((a, b) => table.get(b)!.length - table.get(a)!.length)
      .slice(0, MAX_EXPANSIONS);
    for (const t of completions) out.set(t, 'prefix');
    for (let n = STEM_MIN; n < spec.word.length; n++) {
      const t = spec.word.slice(0, n);
      if (!out.has(t) && table.get(t) && stemOfPrefix(spec.word, t)) out.set(t, 'prefix');
    }
  }
  // A word that completes into terms is read as their start, not as a shorter word with a typo:
  // "sqlm" is sqlmesh, never "sql".
  const completes = [...out.values()].some((k) => k === 'prefix');
  if (spec.typos && typosAllowed(spec.word) > 0) {
    const i = dir.shardOf(exact);
    const near = table.range(dir.start(i), i + 1 < dir.count ? dir.start(i + 1) : END);
    const head = exact.slice(0, TYPO_PREFIX);
    near.push(...table.range(head, head + END));
    for (const h of heads) near.push(...table.range(h, h + END));
    if (spec.prefix) near.push(...table.range(spec.word, spec.word + END));
    const unknown = !table.get(exact);
    for (const t of near) if (!out.has(t) && !isPair(t) && !(completes && spec.word.startsWith(t)) && kindOf(spec, exact, t, unknown) === 'typo') out.set(t, 'typo');
  }
  return [...out].map(([term, kind]) => ({ term, kind }));
}

/**
 * Where the pairs of a word and a word being typed sit: "<word> <prefix…>" when the word sorts
 * first, and the pairs starting with the prefix (kept when their second word is the word).
 */
function prefixPairRanges(p: PairSpec): [string, string][] {
  const forward = `${PAIR}${p.first} ${p.second}`;
  const backward = PAIR + p.second;
  return p.second.length < BACKWARD_PAIR_LETTERS ? [[forward, forward + END]] : [[forward, forward + END], [backward, backward + END]];
}

/**
 * page id → the fields where each pair stands side by side (pairs found, in titles and headings,
 * anywhere), and the part of the page holding a pair outside its title (-1 if none does).
 */
function pairMatches(pairs: PairSpec[], table: TermTable): Map<number, { head: number; any: number; part: number }> {
  const out = new Map<number, { head: number; any: number; part: number }>();
  for (const p of pairs) {
    const t = pairTerm(p.first, p.second);
    const [forward, backward] = prefixPairRanges(p);
    const whole = pairTerm(p.first, p.exact);
    const terms = p.prefix
      ? new Set([...(table.get(whole) ? [whole] : []), ...[...table.range(...forward), ...(backward ? table.range(...backward).filter((x) => x.endsWith(` ${p.first}`)) : [])].slice(0, MAX_EXPANSIONS)])
      : table.get(t)
        ? [t]
        : [];
    const fieldsOf = new Map<number, number>();
    const partOf = new Map<number, number>();
    for (const term of terms) {
      const list = table.get(term)!;
      let id = 0;
      for (let i = 0; i < list.length; i += 2) {
        id += list[i];
        const { fields, part } = decodeCode(list[i + 1]);
        fieldsOf.set(id, (fieldsOf.get(id) ?? 0) | fields);
        if (!(fields & FIELD.title) && !partOf.has(id)) partOf.set(id, part);
      }
    }
    for (const [id, f] of fieldsOf) {
      const r = out.get(id) ?? { head: 0, any: 0, part: -1 };
      r.any++;
      if (f & (FIELD.title | FIELD.heading)) r.head++;
      if (r.part < 0) r.part = partOf.get(id) ?? -1;
      out.set(id, r);
    }
  }
  return out;
}

/** A page's match for a word: its score, where the word is, and the part of the page holding the best of it. */
type Match = { score: number; fields: number; typo: boolean; kind: number; part: number; split?: boolean };
/**
 * A page as ranked, and the part of it its hit comes from: where its words stand side by side, else
 * where its strongest word outside the title is (the title stands at the head of every part).
 */
export type RankedPage = { id: number; slots: number; required: number; typos: number; splits: number; prefixes: number; headPairs: number; title: number; pairs: number; headed: number; standing: number; score: number; part: number; partScore: number };

const idf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/**
 * How a match ranks, best first: exact (or the word being typed as a prefix), a finished word as a
 * prefix, a typo.
 */
const rankOfKind = (kind: Kind, typing: boolean) => (kind === 'exact' || (kind === 'prefix' && typing) ? 0 : kind === 'prefix' ? 1 : 2);

/** page id → its best match for one word spec. */
function wordMatches(spec: WordSpec, expansions: Expansion[], table: TermTable, pages: number): Map<number, Match> {
  const best = new Map<number, Match>();
  for (const { term, kind } of expansions) {
    const list = table.get(term)!;
    const w = idf(table.pages(term), pages) * KIND_WEIGHT[kind];
    const k = rankOfKind(kind, Boolean(spec.typing));
    let id = 0;
    for (let i = 0; i < list.length; i += 2) {
      id += list[i];
      const { strength, fields, part } = decodeCode(list[i + 1]);
      const score = w * strengthValue(strength);
      const prev = best.get(id);
      if (!prev || k < prev.kind) best.set(id, { score, fields, typo: k === 2, kind: k, part });
      else if (prev.kind === k) {
        if (score > prev.score) Object.assign(prev, { score, part });
        prev.fields |= fields;
      }
    }
  }
  return best;
}

/** page id → its best match for a slot: all the words of one of its alternatives. */
function slotMatches(slot: Slot, expansions: Map<WordSpec, Expansion[]>, table: TermTable, pages: number): Map<number, Match> {
  const best = new Map<number, Match>();
  for (const alt of slot.alts) {
    const per = alt.map((spec) => wordMatches(spec, expansions.get(spec)!, table, pages));
    per.sort((a, b) => a.size - b.size);
    // A typed identifier found only as its parts ("rowsAsArray" as the title "Row as Array") is a
    // looser match than the identifier itself: the page that holds the name the reader typed comes first.
    const split = alt.some((spec) => spec.part);
    for (const [id, first] of per[0]) {
      let m: Match | null = { ...first, split };
      for (const other of per.slice(1)) {
        const o = other.get(id);
        if (!o) {
          m = null;
          break;
        }
        m = { score: m.score + o.score, fields: m.fields & o.fields, typo: m.typo || o.typo, kind: Math.max(m.kind, o.kind), part: m.part, split };
      }
      if (!m) continue;
      const prev = best.get(id);
      const order = (x: Match) => 2 * Number(Boolean(x.split)) + Math.min(x.kind, 1) + 3 * Number(x.typo);
      if (!prev || order(m) < order(prev) || (order(prev) === order(m) && (m.kind < prev.kind || (m.kind === prev.kind && m.score > prev.score)))) best.set(id, m);
    }
  }
  return best;
}

/**
 * Every page holding all slots, ranked; then, when they are fewer than a page of results, the pages
 * that miss one word (or more, down to half of them, like Algolia's "allOptional" when nothing
 * matches): "smart contract usage" still finds the page on contract activity. At least half the
 * words must match: "alert 1" alone is not an answer to a six-word query.
 *
 * A word whose postings are capped (on so many pages that the index keeps only its strongest, see
 * POSTINGS_CAP) ranks the pages holding it but is not required, unless every word is such a word.
 */
export function rankPages(
  slots: Slot[],
  expansions: Map<WordSpec, Expansion[]>,
  table: TermTable,
  m: Pick<Manifest, 'pages' | 'ranks'>,
  want = HITS_PER_PAGE,
  news: { post: (id: number) => boolean; changelog: (id: number) => boolean; older?: (id: number) => boolean } = { post: () => false, changelog: () => false },
): RankedPage[] {
  if (!slots.length) return [];
  const common = slots.map((s) => {
    const ts = s.alts.flatMap((alt) => alt.flatMap((spec) => expansions.get(spec)!));
    return ts.length > 0 && ts.every((e) => table.capped(e.term));
  });
  const optional = common.every(Boolean) ? common.map(() => false) : common;
  const required = optional.filter((o) => !o).length;
  const acc = new Map<number, RankedPage>();
  slots.forEach((slot, k) => {
    for (const [id, match] of slotMatches(slot, expansions, table, m.pages)) {
      let r = acc.get(id);
      if (!r) acc.set(id, (r = { id, slots: 0, required: 0, typos: 0, splits: 0, prefixes: 0, headPairs: 0, title: 0, pairs: 0, headed: 0, standing: Number(m.ranks[id] ?? 0), score: 0, part: 0, partScore: 0 }));
      r.slots++;
      if (!optional[k]) r.required++;
      if (match.typo) r.typos++;
      if (match.kind === 1) r.prefixes++;
      if (match.split) r.splits++;
      if (match.fields & FIELD.title) r.title++;
      else if (match.score > r.partScore) Object.assign(r, { part: match.part, partScore: match.score });
      if (match.fields & (FIELD.title | FIELD.heading)) r.headed++;
      r.score += match.score;
    }
  });
  for (const [id, p] of pairMatches(pairsOf(slots), table)) {
    const r = acc.get(id);
    if (r) Object.assign(r, { headPairs: p.head, pairs: p.any }, p.part >= 0 ? { part: p.part } : {});
  }
  const all = [...acc.values()];
  const found = all.filter((r) => r.required === required);
  if (found.length < want && slots.length > 1) {
    // The best-matching subset of the words answers the query: a word no page holds (a typo past
    // tolerance, a word of another site) lowers the pages' rank, it never empties the list.
    const most = all.reduce((n, r) => Math.max(n, r.slots), 0);
    const enough = Math.min(Math.max(2, Math.ceil(slots.length / 2)), most);
    found.push(...all.filter((r) => r.required < required && r.slots >= enough));
  }
  // Posts and changelogs tell what changed; a page of the docs explains (the caller says none is
  // news when the query asks for news). A changelog follows every doc holding as many of the words
  // (it lists every name; a doc holding one explains it); a post, the docs that hold them as well.
  const changelog = (r: RankedPage) => Number(news.changelog(r.id));
  const post = (r: RankedPage) => Number(news.post(r.id));
  // The same page in an older (or the unreleased) docs version follows the last version's holding as
  // many of the words: three copies of one page never fill the top three.
  const older = (r: RankedPage) => Number(news.older?.(r.id) ?? false);
  // A page missing one word of a longer query, whose title or a heading holds two of its words side
  // by side, is about the query as much as a page holding every word apart ("my project data is
  // wrong": the troubleshooting page's "I don't see my project data"): it ranks with those.
  const words = (r: RankedPage) => r.slots + (slots.length >= 3 && r.slots === slots.length - 1 && r.headPairs > 0 ? 1 : 0);
  // Every neighbouring pair of the query's words side by side somewhere on the page: the page says
  // what the query says, as Algolia's proximity criterion ranks it before where the words are.
  const phrase = (r: RankedPage) => Number(slots.length >= 3 && r.pairs >= slots.length - 1);
  // A page holding every word in its title or headings ("Write a Data Model in SQLMesh") is about
  // the query more than one missing a word, whatever stands side by side in the other.
  const allHeaded = (r: RankedPage) => Number(r.slots === slots.length && r.headed === slots.length);
  return found.sort(
    (a, b) =>
      words(b) - words(a) ||
      older(a) - older(b) ||
      a.typos - b.typos ||
      a.splits - b.splits ||
      changelog(a) - changelog(b) ||
      allHeaded(b) - allHeaded(a) ||
      b.headPairs - a.headPairs ||
      phrase(b) - phrase(a) ||
      b.headed - a.headed ||
      a.prefixes - b.prefixes ||
      post(a) - post(b) ||
      b.title - a.title ||
      b.pairs - a.pairs ||
      b.standing - a.standing ||
      b.score - a.score ||
      a.id - b.id,
  );
}

// ---------------------------------------------------------------------------------------------
// Hits: a ranked page's records, once its fragment has loaded.

/** The terms each slot's words matched (any alternative), for finding and highlighting them in text. */
type SlotTerms = { label: string; alts: Set<string>[][] }[];

export function slotTerms(slots: Slot[], expansions: Map<WordSpec, Expansion[]>): SlotTerms {
  return slots.map((s) => ({ label: s.label, alts: s.alts.map((alt) => alt.map((spec) => new Set(expansions.get(spec)!.map((e) => e.term)))) }));
}

export function matcherOf(st: SlotTerms): Matcher {
  const map = new Map<string, string>();
  for (const s of st) for (const alt of s.alts) for (const terms of alt) for (const t of terms) if (!map.has(t)) map.set(t, s.label);
  const seen = new Map<string, string | null>();
  return (norm) => {
    let hit = seen.get(norm);
    if (hit === undefined) seen.set(norm, (hit = map.get(stem(norm)) ?? null));
    return hit;
  };
}

const termsOf = (text: string | null | undefined) => new Set(indexWords(text).flatMap((w) => [w.term, ...w.parts]));

function ownText(r: SearchRecord): string | null {
  if (r.type === 'content') return r.content;
  return r.hierarchy[r.type];
}
function contextText(r: SearchRecord): string {
  const h = r.hierarchy;
  const above = r.type === 'lvl1' ? [] : r.type === 'lvl2' ? [h.lvl1] : r.type === 'lvl3' ? [h.lvl1, h.lvl2] : [h.lvl1, h.lvl2, h.lvl3];
  return above.filter(Boolean).join(' ');
}

type Scored = { record: SearchRecord; full: number; own: number; order: number };

/** A page's records with the index terms of each one's own text and of the headings above it: made once per fragment. */
export type PreparedPage = { records: SearchRecord[]; own: Set<string>[]; all: Set<string>[] };

export function preparePage(records: SearchRecord[], description = ''): PreparedPage {
  const cache = new Map<string, Set<string>>();
  const terms = (text: string) => {
    let t = cache.get(text);
    if (!t) cache.set(text, (t = termsOf(text)));
    return t;
  };
  // The page's description is searched as the title record's own text (it is never shown).
  const own = records.map((r) => termsOf(r.type === 'lvl1' ? `${ownText(r) ?? ''} ${description}` : ownText(r)));
  const all = records.map((r, i) => new Set([...own[i], ...terms(contextText(r))]));
  return { records, own, all };
}

/** A page's records that answer the query, best first, one per URL. */
export function recordHits(page: PreparedPage, st: SlotTerms): Scored[] {
  const has = (terms: Set<string>, words: Set<string>[]) => words.every((w) => [...w].some((t) => terms.has(t)));
  const touches = (terms: Set<string>, words: Set<string>[]) => words.some((w) => [...w].some((t) => terms.has(t)));
  const scored: Scored[] = [];
  page.records.forEach((record, order) => {
    const own = page.own[order];
    if (!own.size) return;
    const ownN = st.filter((s) => s.alts.some((alt) => touches(own, alt))).length;
    if (!ownN) return;
    const full = st.filter((s) => s.alts.some((alt) => has(page.all[order], alt))).length;
    scored.push({ record, full, own: ownN, order });
  });
  scored.sort((a, b) => b.full - a.full || b.own - a.own || TYPE_ORDER[a.record.type] - TYPE_ORDER[b.record.type] || a.order - b.order);
  const seen = new Set<string>();
  return scored.filter((s) => !seen.has(s.record.url) && seen.add(s.record.url));
}

/** "hierarchy.lvl1:10" → ["hierarchy.lvl1", 10]. */
const snippetSpecs = (attrs: string[] = []) =>
  attrs.map((a) => {
    const [name, n] = a.split(':');
    return [name, Number(n) || 10] as const;
  });

/**
 * A record as an Algolia hit. Headings and titles are never cut: the snippet of a hierarchy level
 * is its whole text, highlighted, so a hit shows the page's full title.
 */
export function toHit(record: SearchRecord, labels: string[], matcher: Matcher, req: SearchRequest): SearchHit {
  const tags: Tags = { pre: req.highlightPreTag ?? '<em>', post: req.highlightPostTag ?? '</em>' };
  const ellipsis = req.snippetEllipsisText ?? SNIPPET_ELLIPSIS;
  const hit: SearchHit = { ...record, hierarchy: { ...record.hierarchy }, _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } };
  for (const lvl of LEVELS) {
    const v = record.hierarchy[lvl];
    if (v) hit._highlightResult.hierarchy[lvl] = highlight(v, matcher, labels, tags);
  }
  const content = record.content ? scan(record.content, matcher) : null;
  if (record.content) hit._highlightResult.content = highlight(record.content, matcher, labels, tags, content!);
  for (const [attr, words] of snippetSpecs(req.attributesToSnippet)) {
    if (attr === 'content') {
      if (record.content) hit._snippetResult.content = snippet(record.content, matcher, labels, words, ellipsis, tags, content!);
      continue;
    }
    const lvl = attr.replace('hierarchy.', '') as keyof SearchRecord['hierarchy'];
    const h = hit._highlightResult.hierarchy[lvl];
    if (h) hit._snippetResult.hierarchy[lvl] = { value: h.value, matchLevel: h.matchLevel };
  }
  return hit;
}

/** Sections of one page shown under it, at most (its title among them when it matches). */
export const SECTIONS_PER_PAGE = 3;
/** Where the caller caps hits per section, the first pages of each take at most this many sections, so that many pages still show. */
const PAGES_BEFORE_SECTIONS = 3;

/**
 * A page's hits: its best records (each a different place on the page, in their ranking order),
 * only those holding as many of the query's words as the best one, at most SECTIONS_PER_PAGE.
 * When there are several and the title is one of them, the title comes first, so DocSearch shows
 * the others under it as the page's sections. A title hit whose title does not hold the match shows
 * the page's description, which does.
 */
export function pageHits(page: PreparedPage, st: SlotTerms, matcher: Matcher, description: string | undefined, max = SECTIONS_PER_PAGE): SearchRecord[] {
  const scored = recordHits(page, st);
  if (!scored.length) return [page.records[0]];
  const best = scored[0].full;
  const kept = scored.filter((s) => s.full === best).slice(0, Math.max(1, max));
  const title = kept.findIndex((s) => s.record.type === 'lvl1');
  if (title > 0 && kept.length > 1) kept.unshift(...kept.splice(title, 1));
  const records = kept.map(({ record }) => record);
  // Several sections and no title among them: the best section heads them as the page (DocSearch
  // draws the others under a page hit only), showing the page's title and its own marked text.
  if (records.length > 1 && title < 0) records[0] = { ...records[0], type: 'lvl1', content: ownText(records[0]) };
  return records.map((record) => {
    if (record.type !== 'lvl1' || record.content || !description) return record;
    const marked = (text: string | null) => scan(text ?? '', matcher).some((w) => w.hit);
    return marked(record.hierarchy.lvl1) || !marked(description) ? record : { ...record, content: description };
  });
}

/**
 * How many hits each shown page gives. Without a cap per section, each its own (up to
 * SECTIONS_PER_PAGE). With one (the dialog shows `hitsPerGroup` per section), a section's pages are
 * taken in rank order, each with as many of its hits as still leave one for each of its first
 * PAGES_BEFORE_SECTIONS pages: 3 + 1 + 1 of 5, rather than one page's sections and nothing else.
 */
export function hitsPerShownPage(ids: number[], groupOf: (id: number) => string, available: number[], hitsPerGroup?: number): number[] {
  if (!hitsPerGroup) return available.map((n) => Math.max(1, n));
  const byGroup = new Map<string, number[]>();
  ids.forEach((id, i) => {
    const g = groupOf(id);
    byGroup.set(g, [...(byGroup.get(g) ?? []), i]);
  });
  const out = ids.map(() => 0);
  for (const members of byGroup.values()) {
    let used = 0;
    members.forEach((i, k) => {
      const reserve = Math.max(0, Math.min(members.length, PAGES_BEFORE_SECTIONS) - k - 1);
      const n = Math.min(Math.max(1, available[i]), hitsPerGroup - used - reserve);
      out[i] = Math.max(0, n);
      used += out[i];
    });
  }
  return out;
}

/** The request's slice of ranked pages. */
export function sliceOf(req: SearchRequest, total: number) {
  const hitsPerPage = Math.min(Math.max(req.hitsPerPage ?? HITS_PER_PAGE, 0), 1000);
  const page = Math.max(req.page ?? 0, 0);
  return { hitsPerPage, page, from: page * hitsPerPage, to: Math.min(total, (page + 1) * hitsPerPage) };
}

/**
 * Which of the slice's pages become hits: all of them, or — when the caller shows at most
 * `hitsPerGroup` per section, as the dialog does — only those it will show, so no fragment is
 * fetched for a hit nobody sees.
 */
export function shownPages(ids: number[], groupOf: (id: number) => string, hitsPerGroup?: number): number[] {
  if (!hitsPerGroup) return ids;
  const n = new Map<string, number>();
  return ids.filter((id) => {
    const g = groupOf(id);
    const k = n.get(g) ?? 0;
    n.set(g, k + 1);
    return k < hitsPerGroup;
  });
}

export function response(req: SearchRequest, q: ParsedQuery, hits: SearchHit[], nbHits: number, hitsPerPage: number, page: number, started: number): SearchResult {
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    query: q.text,
    params: new URLSearchParams({ query: q.text, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
    index: req.indexName,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

