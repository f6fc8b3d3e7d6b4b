import { editDistance } from '../edit-distance';
import { QUERY_MAX_LENGTH } from './constants';
import type { Matcher } from './highlight';
import { normalize, QUESTION_WORDS, STOP_WORDS, tokenize } from './text';

/** Typo tolerance as Algolia sets it: none under 4 letters, 1 typo from 4, 2 from 8. */
export const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

export type ParsedQuery = {
  /** The query as searched: at most 64 characters. */
  text: string;
  /** Normalised, de-duplicated words. */
  words: string[];
  /** The last word is still being typed, so it matches as a prefix. */
  prefixLast: boolean;
};

export function parseQuery(raw: string | undefined): ParsedQuery {
  const text = (raw ?? '').slice(0, QUERY_MAX_LENGTH);
  const tokens = tokenize(text).map(normalize).filter(Boolean);
  const last = tokens[tokens.length - 1];
  const typing = Boolean(last) && !/\s$/.test(text);
  // Stop words are not in the index; the word being typed may still grow into one that is.
  const words = [...new Set(tokens.slice(0, -1))].filter((w) => w !== last && !STOP_WORDS.has(w));
  if (last && (typing || !STOP_WORDS.has(last))) words.push(last);
  // The word being typed may still grow past a question word ("who" → "whole").
  const subject = words.filter((w) => !QUESTION_WORDS.has(w) || (typing && w === last));
  return { text, words: subject.length ? subject : words, prefixLast: typing };
}

export type Kind = 'exact' | 'prefix' | 'typo';

/** How a document word answers a query word, if it does. */
export function kindOf(q: ParsedQuery, queryWord: string, docWord: string): Kind | null {
  if (docWord === queryWord) return 'exact';
  const last = q.words[q.words.length - 1] === queryWord;
  if (q.prefixLast && last && docWord.startsWith(queryWord)) return 'prefix';
  const max = typosAllowed(queryWord);
  if (max === 0) return null;
  // A typo in the word being typed still counts against its prefix ("pyos" → "pyoso", "pyodo" → "pyoso").
  const target = q.prefixLast && last && docWord.length > queryWord.length ? docWord.slice(0, queryWord.length) : docWord;
  return editDistance(queryWord, target, max) <= max ? 'typo' : null;
}

/** Which query word a document word answers, for highlighting, given the words a hit matched. */
export function matcherFor(q: ParsedQuery, matchedTerms: Iterable<string>): Matcher {
  const map = new Map<string, string>();
  for (const t of matchedTerms) {
    const w = q.words.find((qw) => kindOf(q, qw, t));
    if (w) map.set(t, w);
  }
  return (norm) => map.get(norm) ?? null;
}

/** Query words that only a typo answered (Algolia ranks fewer typos first). */
export function typoCount(q: ParsedQuery, matchedTerms: string[]): number {
  return q.words.filter((w) => {
    const kinds = matchedTerms.map((t) => kindOf(q, w, t));
    return kinds.includes('typo') && !kinds.includes('exact') && !kinds.includes('prefix');
  }).length;
}
