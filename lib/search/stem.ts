import { stem as porter2 } from 'porter2';
import { normalize, STOP_WORDS } from './text';

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
  return porter2(word);
}

/** The index's term processing: normalised, stop words dropped, stemmed. */
export const indexTerm = (word: string) => {
  const n = normalize(word);
  return n && !STOP_WORDS.has(n) ? stem(n) : null;
};
