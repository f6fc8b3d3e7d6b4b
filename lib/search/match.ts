import { editDistance } from '../edit-distance';
import { QUERY_MAX_LENGTH } from './constants';
import { stem } from './stem';
import { normalize, QUESTION_WORDS, STOP_WORDS, tokenize, wordParts } from './text';

/** Typo tolerance as Algolia sets it: none under 4 letters, 1 typo from 4, 2 from 8. */
export const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

export type ParsedQuery = {
  /** The query as searched: at most 64 characters. */
  text: string;
  /** Normalised, de-duplicated words. */
  words: string[];
  /** The last word is still being typed, so it matches as a prefix. */
  prefixLast: boolean;
  /** The parts of the words that join several (camelCase, letters and digits: ./text.ts `wordParts`), stop words out. */
  parts: Record<string, string[]>;
};

export function parseQuery(raw: string | undefined): ParsedQuery {
  const text = (raw ?? '').slice(0, QUERY_MAX_LENGTH);
  const typed = tokenize(text);
  const tokens = typed.map(normalize).filter(Boolean);
  const parts: Record<string, string[]> = {};
  for (const r of typed) {
    const ps = wordParts(r).filter((p) => !STOP_WORDS.has(p));
    if (ps.length > 1) parts[normalize(r)] = ps;
  }
  const last = tokens[tokens.length - 1];
  const typing = Boolean(last) && !/\s$/.test(text);
  // Stop words are not in the index; the word being typed may still grow into one that is.
  const words = [...new Set(tokens.slice(0, -1))].filter((w) => w !== last && !STOP_WORDS.has(w));
  if (last && (typing || !STOP_WORDS.has(last))) words.push(last);
  // The word being typed may still grow past a question word ("who" → "whole").
  const subject = words.filter((w) => !QUESTION_WORDS.has(w) || (typing && w === last));
  return { text, words: subject.length ? subject : words, prefixLast: typing, parts };
}

/** What in a query asks for news: a version ("v5", "1.8"), a year, "announcing", "release", "changelog"… */
const NEWS_SIGNS = /\b(v\d+|\d+\.\d+|(19|20)\d\d|announc\w*|introduc\w*|releas\w*|launch\w*|news|changelog|changes|blog|posts?|recap)\b/i;
/** Whether a query asks for news, so posts and changelogs rank with the docs rather than after them. */
export const asksForNews = (query: string) => NEWS_SIGNS.test(query);

/** How a document term answers a query word. */
export type Kind = 'exact' | 'prefix' | 'typo';

/**
 * One word of a query as the engine looks it up: exact (as its stem), as a prefix, with typos.
 * `typing`: the word being typed (the last, with no space after it), whose prefix matches are as
 * good as exact ones; a finished word matches as a prefix only where nothing matches it exactly.
 */
export type WordSpec = { word: string; prefix: boolean; typos: boolean; typing?: boolean; part?: true };

/**
 * A finished query word of at least this many letters also matches as a prefix ("sqlm quickstart"
 * finds sqlmesh): shorter ones would complete into too many words to mean anything.
 */
export const INNER_PREFIX_LETTERS = 4;

/**
 * One thing the query asks for: a word, or a phrase the synonyms know, with its alternatives. A
 * page answers a slot when it holds every word of one alternative.
 */
export type Slot = { label: string; alts: WordSpec[][] };

/**
 * The query's words as slots. Where a run of words is a phrase of a synonym group ("rf4", "retro
 * funding round 4"), the run becomes one slot whose alternatives are the group's phrases: the
 * query's own words keep their prefix and typo tolerance, the synonyms are matched exactly.
 */
export function planQuery(q: ParsedQuery, synonyms: string[][]): Slot[] {
  const own = (word: string, i: number): WordSpec => {
    const typing = q.prefixLast && i === q.words.length - 1;
    return { word, prefix: typing || (word.length >= INNER_PREFIX_LETTERS && !/\d/.test(word)), typos: true, ...(typing ? { typing } : {}) };
  };
  const phrases = synonyms.flatMap((group) => group.map((p) => ({ words: p.split(' '), group })));
  phrases.sort((a, b) => b.words.length - a.words.length);
  const stems = q.words.map(stem);
  const slots: Slot[] = [];
  for (let i = 0; i < q.words.length; ) {
    const hit = phrases.find((p) => p.words.every((w, k) => stems[i + k] === stem(w)));
    if (!hit) {
      // An identifier is itself, or its parts side by side: "createPool" finds "create a pool".
      const parts = q.parts[q.words[i]];
      const split = parts?.map((word, k): WordSpec => {
        const typing = q.prefixLast && i === q.words.length - 1 && k === parts.length - 1;
        return { word, prefix: typing, typos: true, part: true, ...(typing ? { typing } : {}) };
      });
      slots.push({ label: q.words[i], alts: split ? [[own(q.words[i], i)], split] : [[own(q.words[i], i)]] });
      i++;
      continue;
    }
    const mine = hit.words.map((_, k) => own(q.words[i + k], i + k));
    const others = hit.group.filter((p) => p !== hit.words.join(' ')).map((p) => p.split(' ').map((word) => ({ word, prefix: false, typos: false })));
    slots.push({ label: q.words.slice(i, i + hit.words.length).join(' '), alts: [mine, ...others] });
    i += hit.words.length;
  }
  return slots;
}

/**
 * How a document term answers a word spec, if it does (terms and `exact` are stems). `unknown`: the
 * index holds no word `exact`, so the typed word may be a stem with a typo hidden in its ending.
 */
export function kindOf(spec: WordSpec, exact: string, term: string, unknown = false): Kind | null {
  if (term === exact) return 'exact';
  if (spec.prefix && (term.startsWith(spec.word) || stemOfPrefix(spec.word, term))) return 'prefix';
  const typed = spec.typos ? typosAllowed(spec.word) : 0;
  if (typed === 0) return null;
  // Stem against stem, the typos are counted by the stem's length: "required" (requir) is allowed 1,
  // not the 2 of eight letters ("return" is not a typo of it).
  const max = Math.min(typed, typosAllowed(exact));
  if (max > 0 && editDistance(exact, term, max, true) <= max) return 'typo';
  if (unknown && stemTypo(spec.word, term, typed)) return 'typo';
  if (max === 0) return null;
  if (!spec.prefix) return null;
  // A typo in the word being typed still counts against its prefix ("pyodo" → "pyoso", "arbitum" → "arbitrum"):
  // the term's start, one letter shorter or longer for a letter missed or added.
  for (let n = exact.length - 1; n <= exact.length + 1; n++) {
    if (n < term.length && n > 0 && editDistance(exact, term.slice(0, n), max, true) <= max) return 'typo';
  }
  return null;
}

/**
 * Endings the stemmer takes off: a word being typed past its stem ("deployi", "deploym") is the
 * stem and the start of one of them.
 */
const ENDINGS = 'ing ings ed edly er ers ment ments ation ations ational ly ies es s e ize ized izing ise ised ity ities ness ive al ally ance ence able ible ic ical ion ions ful ous or ors'.split(' ');
/**
 * Whether `word` is the stem `term` and an ending the stemmer takes off, within `max` typos in all
 * ("configuraton" is configur + "aton", one typo from "ation"): the typed word's stem is no help
 * when its typo hides the ending from the stemmer, so typos are counted against the word as typed.
 * Only for a word the index does not hold: "bearer" is a word, not "bear" + "er" with a typo.
 */
export function stemTypo(word: string, term: string, max: number): boolean {
  if (term.length < STEM_MIN || word.length <= term.length - 1) return false;
  for (let n = term.length - 1; n <= term.length + 1; n++) {
    const head = editDistance(term, word.slice(0, n), max, true);
    const tail = word.slice(n);
    if (head > max || !tail || tail.length > STEM_TAIL + 2) continue;
    for (const e of ENDINGS) if (head + editDistance(tail, e, max - head, true) <= max) return true;
  }
  return false;
}
/** At most this many letters typed past a stem. */
export const STEM_TAIL = 5;
/** A stem the typed word goes past is at least this long ("sql" is never the stem of "sqlm…"). */
export const STEM_MIN = 4;

/** Whether a prefix being typed is `term` (a stem) followed by the start of an ending the stemmer removes. */
export function stemOfPrefix(word: string, term: string): boolean {
  if (term.length < STEM_MIN || term.length >= word.length || word.length - term.length > STEM_TAIL || !word.startsWith(term)) return false;
  const tail = word.slice(term.length);
  return ENDINGS.some((e) => e.startsWith(tail));
}
