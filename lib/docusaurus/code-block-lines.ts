/**
 * Which lines of a code block carry a class, and the code once its magic comments are gone, as
 * Docusaurus 3 decides it: `packages/docusaurus-theme-common/src/utils/codeBlockUtils.ts`
 * (`parseLines`, `getAllMagicCommentDirectiveStyles`, `parseCodeBlockTitle`,
 * `getMetaLineNumbersStart`). Pure, so the compile and `@theme/CodeBlock` share it.
 */

export type MagicComment = { className: string; line?: string; block?: { start: string; end: string } };

/** `themeConfig.prism.magicComments` when a site leaves it out (theme-classic's validateThemeConfig.ts). */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

/** Comment syntaxes as regex sources, opening and closing (Docusaurus's `commentPatterns`). */
const SYNTAX = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
} as const;
type Syntax = keyof typeof SYNTAX;

/** The syntaxes a language's magic comments may be written in; any other language takes the popular five. */
const BY_LANGUAGE: Record<string, Syntax[]> = {
  js: ['js', 'jsBlock'], javascript: ['js', 'jsBlock'], ts: ['js', 'jsBlock'], typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'], tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'], py: ['bash'], bash: ['bash'],
  // Markdown text comments in HTML or JSX, its front matter in YAML.
  markdown: ['html', 'jsx', 'bash'], md: ['html', 'jsx', 'bash'],
  tex: ['tex'], latex: ['tex'], matlab: ['tex'],
  lua: ['lua'], haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'], vba: ['vb', 'rem'], 'visual-basic': ['vb', 'rem'], vbnet: ['vbnet', 'rem'],
  batch: ['rem'], basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'], ocaml: ['ml'], sml: ['ml'],
  fortran: ['f90'], cobol: ['cobol'],
};
const POPULAR: Syntax[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** A line that is nothing but one directive in one of the language's comment syntaxes (both ends must match). */
function directiveRegex(language: string, comments: MagicComment[]): RegExp {
  const words = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end].filter(Boolean)).join('|');
  const alternatives = (BY_LANGUAGE[language] ?? POPULAR).map((s) => `(?:${SYNTAX[s][0]}\\s*(${words})\\s*${SYNTAX[s][1]})`);
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** parse-numeric-range as Docusaurus uses it: `1,4-6` → 1 4 5 6; a range may run downwards; bad parts are skipped. */
export function parseRange(range: string): number[] {
  const out: number[] = [];
  for (const part of range.split(',')) {
    const m = part.trim().match(/^(-?\d+)(?:-(-?\d+))?$/);
    if (!m) continue;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    const step = a <= b ? 1 : -1;
    for (let n = a; n !== b + step; n += step) out.push(n);
  }
  return out;
}

const RANGE = /\{([\d,-]+)\}/;

export type ParsedLines = {
  code: string;
  /** 0-based line index → class names. */
  lineClassNames: Record<number, string[]>;
};

/**
 * A `{1,4-6}` range in the metastring highlights those lines with the first magic comment's class
 * and leaves the code as written; otherwise each directive line is removed and marks its lines.
 * No language (none given, no `defaultLanguage`): no magic comments are read.
 */
export function parseCodeLines(content: string, o: { metastring?: string | null; language?: string; magicComments: MagicComment[] }): ParsedLines {
  const code = content.replace(/\n$/, '');
  const lineClassNames: Record<number, string[]> = {};
  const range = o.metastring?.match(RANGE)?.[1];
  if (range !== undefined) {
    if (!o.magicComments.length) throw new Error(`A highlight range is given in a code block's metastring (${o.metastring}), but themeConfig.prism.magicComments is empty: Docusaurus applies the first magic comment's className to ranges.`);
    for (const n of parseRange(range)) if (n > 0) lineClassNames[n - 1] = [o.magicComments[0].className];
    return { code, lineClassNames };
  }
  if (o.language === undefined || !o.magicComments.length) return { code, lineClassNames };

  const re = directiveRegex(o.language, o.magicComments);
  const lineOf = new Map(o.magicComments.filter((c) => c.line).map((c) => [c.line!, c.className]));
  const startOf = new Map(o.magicComments.filter((c) => c.block).map((c) => [c.block!.start, c.className]));
  const endOf = new Map(o.magicComments.filter((c) => c.block).map((c) => [c.block!.end, c.className]));
  // Per class, as Docusaurus: one open block at a time, and a range string of the lines it marks.
  const blocks = new Map(o.magicComments.map((c) => [c.className, { start: 0, range: '' }]));
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; ) {
    const m = lines[i].match(re);
    if (!m) {
      i += 1;
      continue;
    }
    const directive = m.slice(1).find((g) => g !== undefined)!;
    if (lineOf.has(directive)) blocks.get(lineOf.get(directive)!)!.range += `${i},`;
    else if (startOf.has(directive)) blocks.get(startOf.get(directive)!)!.start = i;
    else if (endOf.has(directive)) {
      const b = blocks.get(endOf.get(directive)!)!;
      b.range += `${b.start}-${i - 1},`;
    }
    // The directive's line goes, so the index now names the line after it.
    lines.splice(i, 1);
  }
  for (const [className, { range: r }] of blocks) for (const n of parseRange(r)) (lineClassNames[n] ??= []).push(className);
  return { code: lines.join('\n'), lineClassNames };
}

/** `title="…"` or `title='…'` in the metastring; unquoted is no title, as in Docusaurus. */
export const metaTitle = (meta?: string | null): string | undefined => meta?.match(/title=(["'])(.*?)\1/)?.[2] || undefined;

/** `showLineNumbers` (from 1) or `showLineNumbers=5`; undefined: no line numbers. */
export function metaLineNumbersStart(meta?: string | null): number | undefined {
  const word = meta?.split(' ').find((w) => w.startsWith('showLineNumbers'));
  if (!word) return undefined;
  return word.startsWith('showLineNumbers=') ? parseInt(word.slice('showLineNumbers='.length), 10) : 1;
}
