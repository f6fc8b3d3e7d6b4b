import type { HighlightValue, MatchLevel, SnippetValue } from './types';
import { escapeHtml, unescapeHtml, words } from './text';

/** Which query word a (normalised) text word answers, or null. */
export type Matcher = (norm: string) => string | null;
export type Tags = { pre: string; post: string };

type Word = ReturnType<typeof words>[number] & { hit: string | null };

/** The text's words, each with the query word it answers: once per text, for its highlight and its snippet. */
export function scan(text: string, matcher: Matcher): Word[] {
  // An identifier answers a query word its parts do ("createPool" for "pool").
  return words(text).map((w) => ({ ...w, hit: matcher(w.norm) ?? w.parts.reduce<string | null>((hit, p) => hit ?? matcher(p), null) }));
}

function level(matched: Set<string>, queryWords: string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return queryWords.every((q) => matched.has(q)) ? 'full' : 'partial';
}

/** Escape everything, wrap matched words in the tags: the text never becomes markup. */
function mark(text: string, ws: Word[], from: number, to: number, tags: Tags): string {
  let out = '';
  let at = from;
  for (const w of ws) {
    if (w.end <= from || w.start >= to || !w.hit) continue;
    out += escapeHtml(text.slice(at, w.start)) + tags.pre + escapeHtml(text.slice(w.start, w.end)) + tags.post;
    at = w.end;
  }
  return out + escapeHtml(text.slice(at, to));
}

export function highlight(text: string, matcher: Matcher, queryWords: string[], tags: Tags, ws = scan(text, matcher)): HighlightValue {
  const matched = new Set(ws.flatMap((w) => (w.hit ? [w.hit] : [])));
  return {
    value: mark(text, ws, 0, text.length, tags),
    matchLevel: level(matched, queryWords),
    matchedWords: queryWords.filter((q) => matched.has(q)),
    fullyHighlighted: ws.length > 0 && ws.every((w) => w.hit),
  };
}

/** A window of `size` words around the first match (or the start), with the ellipsis where text was cut. */
export function snippet(text: string, matcher: Matcher, queryWords: string[], size: number, ellipsis: string, tags: Tags, ws = scan(text, matcher)): SnippetValue {
  const matched = new Set(ws.flatMap((w) => (w.hit ? [w.hit] : [])));
  const matchLevel = level(matched, queryWords);
  if (ws.length <= size) return { value: mark(text, ws, 0, text.length, tags), matchLevel };
  const first = Math.max(0, ws.findIndex((w) => w.hit));
  // The match stays near the start even close to the end of the text (the window is then shorter):
  // a snippet clamped to a few lines on a phone must not lose its mark past the last line.
  const s = Math.max(0, first - Math.floor(size / 4));
  const e = Math.min(ws.length, s + size);
  // Keep punctuation that hugs the edge words ("(pyoso)." rather than "pyoso"), never a neighbour's letters.
  const lineStart = s === 0 ? 0 : text.lastIndexOf(' ', ws[s].start) + 1;
  const from = s === 0 ? 0 : lineStart >= ws[s - 1].end ? lineStart : ws[s].start;
  const space = text.indexOf(' ', ws[e - 1].end);
  const to = e >= ws.length ? text.length : space !== -1 && space <= ws[e].start ? space : ws[e - 1].end;
  const body = mark(text, ws, from, to, tags);
  return { value: `${s > 0 ? ellipsis : ''}${body}${e < ws.length ? ellipsis : ''}`, matchLevel };
}

/** Split a highlighted value back into text parts, for rendering without innerHTML. */
export function splitHighlighted(value: string, tags: Tags): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let rest = value;
  while (rest) {
    const open = rest.indexOf(tags.pre);
    if (open === -1) {
      parts.push({ text: unescapeHtml(rest), marked: false });
      break;
    }
    const close = rest.indexOf(tags.post, open + tags.pre.length);
    if (open > 0) parts.push({ text: unescapeHtml(rest.slice(0, open)), marked: false });
    const end = close === -1 ? rest.length : close;
    parts.push({ text: unescapeHtml(rest.slice(open + tags.pre.length, end)), marked: true });
    rest = close === -1 ? '' : rest.slice(close + tags.post.length);
  }
  return parts.filter((p) => p.text);
}
