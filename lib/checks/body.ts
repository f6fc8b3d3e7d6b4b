import type { SourceFile } from '../source-file';
import type { BodyFacts } from '../content/body';
import { duplicateTabsMessage } from '../docusaurus/tabs';
import type { BodyLink, ProseLine } from '../content/body-parts';
import { error, type Issue } from './types';

/** A body line (1-based, as a parse of the body counts) as the line of the file. */
export const fileLine = (src: Pick<SourceFile, 'bodyLine'>, line: number) => src.bodyLine + line - 1;

/** Images without alt text: `![](…)` and `<img>` with no or empty alt. */
export function checkImages(src: SourceFile, links: BodyLink[]): Issue[] {
  return links
    .filter((l) => l.image && !(l.alt ?? '').trim())
    .map((l) => error('content/image-alt', src.file, l.markdown
      ? `image "${l.url}" has no alt text: say what it shows, ![what it shows](${l.url})`
      : `<img src="${l.url}"> has no alt text: add alt="what it shows"`, { line: fileLine(src, l.line) }));
}

/** Headings (as the page renders them) with their line: levels must not skip, ids must be unique. */
export function checkHeadings(src: SourceFile, facts: Pick<BodyFacts, 'headings' | 'headingLines' | 'headingLevels'>): Issue[] {
  const issues: Issue[] = [];
  let prev = 1;
  const seen = new Map<string, number>();
  facts.headings.forEach((h, i) => {
    const line = fileLine(src, facts.headingLines[i] ?? 1);
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
  return (facts.tabDuplicates ?? []).map((t) => error('content/tabs', src.file, duplicateTabsMessage(t.values), { line: fileLine(src, t.line) }));
}

const WORDS = /\b(?:lorem|ipsum|coming\s+soon|placeholder)\b|\b(?:TODO|TBD|FIXME)\b/gi;
const CASED = new Set(['todo', 'tbd', 'fixme']);

/** Placeholder words in prose (not in code or link targets), title or description (CONTENT.md: the content check rejects them). */
export function checkWords(src: SourceFile, prose: ProseLine[]): Issue[] {
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
  for (const p of prose) hit(p.text, { line: fileLine(src, p.line) });
  return issues;
}
