/**
 * A post's reading time as Docusaurus 3.10 computes and shows it.
 *
 * What is read: the file's content after its front matter, trimmed, without its `# Title` (blogUtils.ts
 * reads `content` from parseMarkdownFile with `removeContentTitle: true`, packages/docusaurus-utils/
 * src/markdownUtils.ts) — everything else counts as written: code blocks, imports, JSX, link URLs.
 * How: the word-like segments of `Intl.Segmenter(locale, {granularity: 'word'})` at 200 words a
 * minute, rounded to two decimals (packages/docusaurus-plugin-content-blog/src/readingTime.ts,
 * which replaced the `reading-time` package); the theme shows `Math.ceil` of it
 * (theme-classic BlogPostItem/Header/Info), so an empty post reads "0 min".
 */
import { markdownTitle } from './content-title';

const WORDS_PER_MINUTE = 200;

const LEADING_IMPORTS = /^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/;

/** The body as Docusaurus hands it to `readingTime`: trimmed, its content title removed. */
export function readingText(body: string): string {
  const content = body.trim();
  if (markdownTitle(content) === undefined) return content;
  const imports = LEADING_IMPORTS.exec(content)?.[0] ?? '';
  const rest = content.slice(imports.length);
  // An ATX title is one line; a setext one is its text and its `===` underline.
  const title = /^#[ \t][^\n]*(?:\n|$)/.exec(rest) ?? /^[^\n]*\n=+[ \t]*(?:\n|$)/.exec(rest);
  return (imports + rest.slice(title ? title[0].length : 0)).trim();
}

export function countWords(text: string, locale: string): number {
  if (!text) return 0;
  let words = 0;
  for (const s of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (s.isWordLike) words += 1;
  return words;
}

/** Whole minutes, as the post's header shows them ("N min read"). */
export function readingMinutes(body: string, locale = 'en'): number {
  const words = countWords(readingText(body), locale);
  return Math.ceil(Math.round((words / WORDS_PER_MINUTE) * 100) / 100);
}
