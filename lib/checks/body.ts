import type { SourceFile } from '../source-file';
import type { BodyFacts } from '../content/body';
import { duplicateTabsMessage } from '../docusaurus/tabs';
import { codeBlocksOf } from './code';
import { error, type Issue } from './types';

/** A link or image found in a body, with its line in the file. */
export type BodyLink = { url: string; line: number; image: boolean; alt?: string; markdown: boolean };

/**
 * The body with everything that is not prose blanked out (fenced code, inline code, MDX and HTML comments),
 * newlines kept so offsets still give file lines.
 */
export function proseOf(body: string): string {
  const lines = body.split('\n');
  for (const b of codeBlocksOf({ body, bodyLine: 1 })) lines.fill('', b.from, b.to + 1);
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return lines.join('\n').replace(/(`+)[^\n]*?\1/g, blank).replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, blank);
}

const lineAt = (text: string, offset: number, first: number) => first + (text.slice(0, offset).match(/\n/g)?.length ?? 0);

const MD_LINK = /(!?)\[((?:[^[\]\n]|\[[^\]\n]*\])*)\]\(\s*<?([^\s)>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const MD_DEF = /^ {0,3}\[[^\]\n]+\]:\s*<?([^\s>]+)>?/gm;
const JSX_TAG = /<([A-Za-z][\w.]*)\b((?:[^>"'{]|"[^"]*"|'[^']*'|\{[^}]*\})*)>/g;
const ATTR = (name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`);

/** Markdown links and images, reference definitions, and href/src attributes of JSX tags. */
export function linksOf(src: Pick<SourceFile, 'body' | 'bodyLine'>): BodyLink[] {
  const prose = proseOf(src.body);
  const out: BodyLink[] = [];
  for (const m of prose.matchAll(MD_LINK)) {
    out.push({ url: m[3], line: lineAt(prose, m.index, src.bodyLine), image: m[1] === '!', alt: m[2], markdown: true });
  }
  for (const m of prose.matchAll(MD_DEF)) out.push({ url: m[1], line: lineAt(prose, m.index, src.bodyLine), image: false, markdown: true });
  for (const m of prose.matchAll(JSX_TAG)) {
    if (!/^[a-z]/.test(m[1])) continue; // components (<BarChart src="./data.json">) are not links
    const attrs = m[2];
    const image = m[1] === 'img';
    for (const name of ['href', 'src']) {
      const a = attrs.match(ATTR(name));
      const url = a && (a[1] ?? a[2] ?? a[3]);
      if (!url) continue;
      const alt = attrs.match(ATTR('alt'));
      const altText = /\balt=\{(?!\s*["'`])/.test(attrs) ? '(expression)' : alt ? (alt[1] ?? alt[2] ?? alt[3]) : undefined;
      out.push({ url, line: lineAt(prose, m.index, src.bodyLine), image, alt: image ? altText : undefined, markdown: false });
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

/** Images without alt text: `![](…)` and `<img>` with no or empty alt. */
export function checkImages(src: SourceFile): Issue[] {
  return linksOf(src)
    .filter((l) => l.image && !(l.alt ?? '').trim())
    .map((l) => error('content/image-alt', src.file, l.markdown
      ? `image "${l.url}" has no alt text: say what it shows, ![what it shows](${l.url})`
      : `<img src="${l.url}"> has no alt text: add alt="what it shows"`, { line: l.line }));
}

/** Headings (as the page renders them) with their line: levels must not skip, ids must be unique. */
export function checkHeadings(src: SourceFile, facts: Pick<BodyFacts, 'headings' | 'headingLines' | 'headingLevels'>): Issue[] {
  const issues: Issue[] = [];
  let prev = 1;
  const seen = new Map<string, number>();
  facts.headings.forEach((h, i) => {
    const line = src.bodyLine + (facts.headingLines[i] ?? 1) - 1;
    const level = facts.headingLevels[i] ?? h.depth;
    if (level > prev + 1) {
      const from = prev === 1 ? 'h1 (the page title)' : `h${prev}`;
      issues.push(error('content/heading-skip', src.file, `heading "${h.text}" jumps from ${from} to h${level}: use h${prev + 1}`, { line }));
    }
    prev = level;
    const other = seen.get(h.id);
    if (other) issues.push(error('content/duplicate-heading-id', src.file, `heading "${h.text}" has the id "${h.id}" of the heading on line ${other}`, { line }));
    else seen.set(h.id, line);
  });
  return issues;
}

/** A `<Tabs>` that repeats a value fails the build, as the page fails on Docusaurus (lib/docusaurus/tabs.ts). */
export function checkTabs(src: SourceFile, facts: Pick<BodyFacts, 'tabDuplicates'>): Issue[] {
  return (facts.tabDuplicates ?? []).map((t) => error('content/tabs', src.file, duplicateTabsMessage(t.values), { line: src.bodyLine + t.line - 1 }));
}

const WORDS = /\b(?:lorem|ipsum|coming\s+soon|placeholder)\b|\b(?:TODO|TBD|FIXME)\b/gi;
const CASED = new Set(['todo', 'tbd', 'fixme']);

/** Placeholder words in prose, title or description (CONTENT.md: the content check rejects them). */
export function checkWords(src: SourceFile): Issue[] {
  const issues: Issue[] = [];
  const hit = (text: string, where: Partial<Issue>) => {
    for (const m of text.matchAll(WORDS)) {
      if (CASED.has(m[0].toLowerCase()) && m[0] !== m[0].toUpperCase()) continue; // "a todo list" is prose
      issues.push(error('content/words', src.file, `placeholder word "${m[0]}": write the real text`, where));
    }
  };
  for (const field of ['title', 'description'] as const) {
    const v = src.data[field];
    if (typeof v === 'string') hit(v, { field });
  }
  // Link targets are URLs, not prose.
  const prose = proseOf(src.body).replace(/\]\([^)]*\)/g, (m) => m.replace(/[^\n]/g, ' '));
  prose.split('\n').forEach((l, i) => hit(l, { line: src.bodyLine + i }));
  return issues;
}
