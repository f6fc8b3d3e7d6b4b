import { stem as porter2 } from 'porter2';
import { normalize, STOP_WORDS, tokenize, wordParts } from './text';

// The engine's side of words (index and query): apart from lib/search/text.ts, which the dialog
// and the search page import for highlighting, so the stemmer ships only in the engine's chunk.

/**
 * Snowball's English stemmer (Porter2, from the `porter2` package), the same on both sides of the
 * index: "deploying", "deployed" and "deployment" are all "deploy", "dependencies" is "depend".
 * Words of three letters or fewer and words with digits ("sql", "rf4", "l2") stay as they are:
 * they are names, not English.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let s = memo.get(word);
  if (s === undefined) {
    // The same words come back in every fragment and keystroke: a lookup is ~15× cheaper than the stemmer.
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(word, (s = porter2(word)));
  }
  return s;
}
const MEMO_MAX = 50_000;
const memo = new Map<string, string>();

/** The index's term processing: normalised, stop words dropped, stemmed. */
export const indexTerm = (word: string) => {
  const n = normalize(word);
  return n && !STOP_WORDS.has(n) ? stem(n) : null;
};

/** A word of a text as the index holds it: its term and, for an identifier, its parts' terms (./text.ts `wordParts`). */
export type IndexWord = { term: string; parts: string[] };

/** A text's index words, in order (stop words out). */
export function indexWords(text: string | null | undefined): IndexWord[] {
  const out: IndexWord[] = [];
  for (const raw of tokenize(text ?? '')) {
    const term = indexTerm(raw);
    if (!term) continue;
    const parts = wordParts(raw).flatMap((p) => indexTerm(p) ?? []);
    out.push({ term, parts: parts.length > 1 ? parts : [] });
  }
  return out;
}
