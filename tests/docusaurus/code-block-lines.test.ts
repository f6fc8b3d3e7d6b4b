/**
 * lib/docusaurus/code-block-lines.ts against the rules of Docusaurus 3's codeBlockUtils.ts
 * (parseLines, getAllMagicCommentDirectiveStyles, parseCodeBlockTitle, getMetaLineNumbersStart).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAGIC_COMMENTS, metaLineNumbersStart, metaTitle, parseCodeLines, parseRange, type MagicComment } from '@/lib/docusaurus/code-block-lines';

const HL = 'theme-code-block-highlighted-line';
const ERROR: MagicComment = { className: 'code-block-error-line', line: 'This will error' };
const withError = [...DEFAULT_MAGIC_COMMENTS, ERROR];

describe('parseCodeLines: magic comments', () => {
  it.each<[string, string, string | undefined, string, Record<number, string[]>]>([
    ['js // highlight-next-line', 'a\n// highlight-next-line\nb\nc', 'js', 'a\nb\nc', { 1: [HL] }],
    ['js /* */ on its own line', '/* highlight-next-line */\na', 'javascript', 'a', { 0: [HL] }],
    ['block start/end, removed', 'a\n// highlight-start\nb\nc\n// highlight-end\nd', 'ts', 'a\nb\nc\nd', { 1: [HL], 2: [HL] }],
    ['indented directives count', 'if (x) {\n  // highlight-next-line\n  y();\n}', 'js', 'if (x) {\n  y();\n}', { 1: [HL] }],
    ['python #', 'x = 1\n# highlight-next-line\ny = 2', 'python', 'x = 1\ny = 2', { 1: [HL] }],
    ['python does not read //', '// highlight-next-line\ny = 2', 'py', '// highlight-next-line\ny = 2', {}],
    ['html <!-- -->', '<p>\n<!-- highlight-next-line -->\n<b>x</b>\n</p>', 'html', '<p>\n<b>x</b>\n</p>', { 1: [HL] }],
    ['html reads // too', '// highlight-next-line\n<b>x</b>', 'html', '<b>x</b>', { 0: [HL] }],
    ['jsx {/* */}', '<div>\n  {/* highlight-next-line */}\n  <b />\n</div>', 'jsx', '<div>\n  <b />\n</div>', { 1: [HL] }],
    ['js does not read {/* */}', '{/* highlight-next-line */}\nx', 'js', '{/* highlight-next-line */}\nx', {}],
    ['sql --', 'select 1\n-- highlight-next-line\nfrom t', 'sql', 'select 1\nfrom t', { 1: [HL] }],
    ['lua --', '-- highlight-next-line\nx = 1', 'lua', 'x = 1', { 0: [HL] }],
    ['tex %', '% highlight-next-line\n\\x', 'latex', '\\x', { 0: [HL] }],
    ['wasm ;;', ';; highlight-next-line\n(module)', 'wasm', '(module)', { 0: [HL] }],
    ['other languages: the popular five (#)', '# highlight-next-line\nkey: 1', 'yaml', 'key: 1', { 0: [HL] }],
    ['other languages do not read --', '-- highlight-next-line\nx', 'yaml', '-- highlight-next-line\nx', {}],
    ['opening and closing must match', '/* highlight-next-line -->\nx', 'html', '/* highlight-next-line -->\nx', {}],
    ['a comment with code beside it is code', 'x(); // highlight-next-line\ny', 'js', 'x(); // highlight-next-line\ny', {}],
    ['no language: nothing read', '// highlight-next-line\nx', undefined, '// highlight-next-line\nx', {}],
    ['the trailing newline goes', 'x\n', 'js', 'x', {}],
  ])('%s', (_, input, language, code, lines) => {
    expect(parseCodeLines(input, { language, magicComments: DEFAULT_MAGIC_COMMENTS })).toEqual({ code, lineClassNames: lines });
  });

  it('reads custom magic comments, each with its class, several on one line', () => {
    const r = parseCodeLines('// This will error\n// highlight-next-line\nboom()\nok()', { language: 'js', magicComments: withError });
    expect(r).toEqual({ code: 'boom()\nok()', lineClassNames: { 0: [HL, 'code-block-error-line'] } });
  });

  it('a custom list replaces the default one', () => {
    const only: MagicComment[] = [{ className: 'mark', block: { start: 'mark-start', end: 'mark-end' } }];
    const r = parseCodeLines('// highlight-next-line\n// mark-start\na\n// mark-end', { language: 'js', magicComments: only });
    expect(r).toEqual({ code: '// highlight-next-line\na', lineClassNames: { 1: ['mark'] } });
  });
});

describe('parseCodeLines: a metastring range', () => {
  it.each<[string, string, Record<number, string[]>]>([
    ['{1,4-6}', 'a\nb\nc\nd\ne\nf\ng', { 0: [HL], 3: [HL], 4: [HL], 5: [HL] }],
    ['title="x.js" {2}', 'a\nb', { 1: [HL] }],
    ['{0,2}', 'a\nb', { 1: [HL] }],
  ])('%s highlights with the first magic comment\'s class', (meta, input, lines) => {
    expect(parseCodeLines(input, { metastring: meta, language: 'js', magicComments: withError }).lineClassNames).toEqual(lines);
  });

  it('leaves the magic comments in the code', () => {
    const input = '// highlight-next-line\na';
    expect(parseCodeLines(input, { metastring: '{2}', language: 'js', magicComments: DEFAULT_MAGIC_COMMENTS })).toEqual({ code: input, lineClassNames: { 1: [HL] } });
  });

  it('throws when there is no magic comment to take the class from', () => {
    expect(() => parseCodeLines('a', { metastring: '{1}', language: 'js', magicComments: [] })).toThrow(/magicComments/);
  });

  it.each<[string, number[]]>([['1,4-6', [1, 4, 5, 6]], ['3-1', [3, 2, 1]], ['2,', [2]], ['', []]])('parseRange(%j)', (r, out) => {
    expect(parseRange(r)).toEqual(out);
  });
});

describe('metastring options', () => {
  it.each<[string | undefined, string | undefined]>([
    ['title="a.js"', 'a.js'],
    ["title='b c.js' {1}", 'b c.js'],
    ['{1} title="x"', 'x'],
    ['title=a.js', undefined],
    [undefined, undefined],
  ])('title of %j', (meta, title) => expect(metaTitle(meta)).toBe(title));

  it.each<[string | undefined, number | undefined]>([
    ['showLineNumbers', 1],
    ['showLineNumbers=5', 5],
    ['title="a" showLineNumbers=12', 12],
    ['title="a"', undefined],
    [undefined, undefined],
  ])('line numbers of %j', (meta, start) => expect(metaLineNumbersStart(meta)).toBe(start));
});
