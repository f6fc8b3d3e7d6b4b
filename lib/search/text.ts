/**
 * One tokenizer for indexing, querying and highlighting, so a highlighted word is exactly a word
 * the index matched. Words are runs of letters and digits: `oso_api_key` is three words, like
 * Algolia splits it.
 */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

const ASCII = /^[\x00-\x7f]*$/;
/** Lower case without accents ("Métrics" → "metrics"); most words are ASCII and skip the Unicode work. */
export const normalize = (word: string) => (ASCII.test(word) ? word : word.normalize('NFKD').replace(MARKS, '')).toLowerCase();

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Where an identifier splits: a lower-case letter before a capital, letters beside digits, an acronym before a word. */
const SPLITS = /\p{Ll}\p{Lu}|\p{L}\p{N}|\p{N}\p{L}|\p{Lu}\p{Lu}\p{Ll}/u;
/** An identifier's parts: an acronym before a capitalised word ("XMLHttp"), a capitalised or lower-case run, a capital run, digits. */
const PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|\p{L}+/gu;

/**
 * The parts of one word (a `tokenize` token, case kept) that joins several: camelCase, PascalCase,
 * letters and digits ("createPoolCluster" → create, pool, cluster; "v5" → v, 5; "l10n" → l, 10, n;
 * "XMLHttpRequest" → xml, http, request), normalised; none for a plain word. `snake_case` and
 * dotted names are several tokens already. Index, query and highlight split alike, so the joined and
 * the split forms find each other.
 */
export function wordParts(word: string): string[] {
  if (!SPLITS.test(word)) return [];
  return (word.match(PART) ?? []).map(normalize);
}

/** Words with their offsets, for highlighting in place. */
export function words(text: string): { start: number; end: number; norm: string; parts: string[] }[] {
  return Array.from(text.matchAll(WORD), (m) => ({ start: m.index!, end: m.index! + m[0].length, norm: normalize(m[0]), parts: wordParts(m[0]) }));
}

/**
 * Words too common to index: they sit in most sections, cost a fifth of the index, and never
 * narrow a search. A query keeps them only as the word being typed (a prefix, e.g. "the" → "theme").
 */
export const STOP_WORDS = new Set(
  'a an and are as at be by for from has have i in is it its of on or that the this to was were will with you your s t'.split(' '),
);

/**
 * Words that carry a question rather than its subject ("how do I …", "… for my project"). They stay
 * in the index, but a query drops them when it has other words, as Algolia's removeStopWords does:
 * a reader's question then needs only its subject to match.
 */
export const QUESTION_WORDS = new Set('how do does did can could should would what which why when where who i me my we us our'.split(' '));

export { escapeHtml } from '../format';

const UNESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", '#x2F': '/' };
export const unescapeHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27|#x2F);/g, (_, e: string) => UNESCAPES[e]);
