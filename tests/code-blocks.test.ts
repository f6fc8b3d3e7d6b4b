/**
 * Fenced code through the compile's code steps (lib/content/code-meta.ts, markdown.ts's rehype list):
 * Markdown in, the HTML lines and classes out, as Docusaurus's CodeBlock renders them; and the prism
 * themes of a Docusaurus config as shiki paints them.
 */
import { themes } from 'prism-react-renderer';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkCodeMeta } from '@/lib/content/code-meta';
import { DOCUSAURUS_CODE, rehypePluginsFor, type CodeSettings } from '@/lib/content/markdown';
import { DEFAULT_MAGIC_COMMENTS } from '@/lib/docusaurus/code-block-lines';
import { highlightedLineColor } from '@/lib/content/code-colors';
import { contrast, toHex } from '@/lib/content/colors';

async function html(md: string, code: CodeSettings = DOCUSAURUS_CODE): Promise<string> {
  const p = unified()
    .use(remarkParse)
    .use(remarkCodeMeta, { magicComments: code.magicComments, defaultLanguage: code.defaultLanguage })
    .use(remarkRehype);
  for (const plugin of rehypePluginsFor({ code })) p.use(...((Array.isArray(plugin) ? plugin : [plugin]) as [never]));
  return String(await p.use(rehypeStringify).process(md));
}

/** Each line's text and classes, in order. */
function lines(out: string): [string, string][] {
  return [...out.matchAll(/<span( class="([^"]*)")? data-line="">(.*?)<\/span>(?=<span[^>]*data-line|<\/code>|\n)/g)].map((m) => [
    m[3].replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&'),
    m[2] ?? '',
  ]);
}

const HL = 'theme-code-block-highlighted-line';

describe('code blocks as Docusaurus renders them', () => {
  it.each<[string, string, [string, string][]]>([
    ['highlight-next-line', '```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```', [['const a = 1;', ''], ['const b = 2;', HL]]],
    ['highlight-start/end', '```python\n# highlight-start\nx = 1\ny = 2\n# highlight-end\nz = 3\n```', [['x = 1', HL], ['y = 2', HL], ['z = 3', '']]],
    ['html comment', '```html\n<!-- highlight-next-line -->\n<p>hi</p>\n```', [['<p>hi</p>', HL]]],
    ['jsx comment', '```jsx\n<div>\n  {/* highlight-next-line */}\n  <b />\n</div>\n```', [['<div>', ''], ['  <b />', HL], ['</div>', '']]],
    ['{1,3} range', '```js {1,3}\na;\nb;\nc;\n```', [['a;', HL], ['b;', ''], ['c;', HL]]],
    ['no language: code as written', '```\n// highlight-next-line\nx\n```', [['// highlight-next-line', ''], ['x', '']]],
  ])('%s', async (_, md, expected) => {
    const out = await html(md);
    expect(lines(out)).toEqual(expected);
    // rehype-pretty-code's own range highlighting stays off: one way to mark a line.
    expect(out).not.toContain('data-highlighted-line');
  });

  it('defaultLanguage gives a block without one its language and magic comments', async () => {
    const out = await html('```\n// highlight-next-line\nx\n```', { ...DOCUSAURUS_CODE, defaultLanguage: 'js' });
    expect(out).toContain('data-language="js"');
    expect(lines(out)).toEqual([['x', HL]]);
  });

  it('custom magic comments put their own classes', async () => {
    const code = { ...DOCUSAURUS_CODE, magicComments: [...DEFAULT_MAGIC_COMMENTS, { className: 'code-block-error-line', line: 'error-next-line' }] };
    expect(lines(await html('```js\n// error-next-line\nboom();\n```', code))).toEqual([['boom();', 'code-block-error-line']]);
  });

  it.each<[string, RegExp, RegExp | null]>([
    ['```js title="src/a.js"\nx\n```', /<figcaption data-rehype-pretty-code-title=""[^>]*>src\/a\.js<\/figcaption>/, null],
    ["```js title='b.js'\nx\n```", />b\.js<\/figcaption>/, null],
    ['```js title=a.js\nx\n```', /^/, /figcaption/],
    ['```js showLineNumbers\nx\n```', /<code [^>]*data-line-numbers=""/, /counter-set/],
    ['```js showLineNumbers=5\nx\n```', /<code [^>]*data-line-numbers=""[^>]*style="counter-set: line 4;/, null],
    ['```js\nx\n```', /^/, /data-line-numbers/],
    // Other words of a metastring are not rehype-pretty-code's character highlights.
    ['```js "x" /y/\nx y\n```', /^/, /data-highlighted-chars/],
  ])('metastring %j', async (md, has, hasNot) => {
    const out = await html(md);
    expect(out).toMatch(has);
    if (hasNot) expect(out).not.toMatch(hasNot);
  });
});

describe('prism themes', () => {
  const code = (theme: object, darkTheme: object): CodeSettings => ({ ...DOCUSAURUS_CODE, theme: theme as never, darkTheme: darkTheme as never });

  it('paints each mode with its theme: token colours, background and text', async () => {
    const out = await html('```js\nconst s = "hi"; // note\n```', code(themes.github, themes.dracula));
    const low = out.toLowerCase();
    expect(low).toContain('--shiki-light-bg:#f6f8fa');
    expect(low).toContain('--shiki-dark-bg:#282a36');
    // What prism-react-renderer's github and dracula give each token: the later style of a type wins, italic kept.
    const token = (text: string) => low.match(new RegExp(`<span style="([^"]*)">${text}</span>`))?.[1];
    expect(token('const')).toBe('--shiki-light:#00009f;--shiki-light-font-style:inherit;--shiki-dark:#bd93f9;--shiki-dark-font-style:italic');
    expect(token('"hi"')).toBe('--shiki-light:#e3116c;--shiki-dark:#ff79c6');
    expect(token('// note')).toBe('--shiki-light:#999988;--shiki-light-font-style:italic;--shiki-dark:#6272a4;--shiki-dark-font-style:inherit');
    // A plain name and an operator dracula does not style are plain text, as in Prism.
    expect(token(' s = ')).toBe('--shiki-light:#393a34;--shiki-dark:#f8f8f2');
    // The figure carries both modes' colours for its title, numbers and highlighted lines.
    expect(out).toMatch(/<figure [^>]*style="--code-light-bg:#f6f8fa;--code-light-fg:#393a34;--code-light-hl:#[0-9a-f]{6};--code-dark-bg:#282a36/);
  });

  it('italic comments stay italic', async () => {
    expect(await html('```js\n// note\n```', code(themes.github, themes.github))).toContain('<span style="color:#999988;font-style:italic">// note</span>');
  });

  it("Docusaurus's default is palenight in both modes", async () => {
    const out = (await html('```js\nconst x = 1;\n```')).toLowerCase();
    expect(out).toContain('--code-light-bg:#292d3e;--code-light-fg:#bfc7d5');
    expect(out).toContain('--code-dark-bg:#292d3e;--code-dark-fg:#bfc7d5');
    // One theme for both modes: each token is given its colour once (palenight's keyword).
    expect(out).toContain('<span style="color:#bfc7d5;font-style:italic">const</span>');
    // Palenight's operator colour, without its keyword rule's italic.
    expect(out).toContain('<span style="color:#89ddff">=</span>');
    expect(out).not.toContain('--shiki-dark');
  });

  it('a shiki theme name is used as it is', async () => {
    const out = (await html('```js\nx\n```', { ...DOCUSAURUS_CODE, theme: 'github-dark-default', darkTheme: 'github-dark-default' })).toLowerCase();
    expect(out).toContain('--code-light-bg:#0d1117;--code-light-fg:#e6edf3');
    expect(out).toContain('--code-dark-bg:#0d1117');
  });
});

describe('highlighted line colour', () => {
  const cases = Object.entries(themes).map(([name, t]) => [name, toHex(t.plain.backgroundColor)!, toHex(t.plain.color)!] as const);
  it.each(cases)('%s: the line shows, its text stays readable', (_, bg, fg) => {
    const hl = highlightedLineColor(bg, fg);
    // Visible against the block's ground…
    expect(contrast(hl, bg)).toBeGreaterThanOrEqual(1.15);
    // …and the text on it keeps WCAG AA where the theme has it, and most of its contrast where it has not.
    expect(contrast(fg, hl)).toBeGreaterThanOrEqual(Math.min(4.5, contrast(fg, bg) * 0.75));
  });

  it.each<[string, string | undefined]>([
    ['rgb(191, 199, 213)', '#bfc7d5'],
    ['hsl(0, 0%, 100%)', '#ffffff'],
    ['#FFF', '#ffffff'],
    ['#e3116c !important', '#e3116c'],
    ['linear-gradient(to bottom, #2a2139 75%, #34294f)', '#2a2139'],
    ['rgba(0, 0, 0, 0.5)', '#00000080'],
    ['green', '#008000'],
    ['ffffffee', undefined],
  ])('toHex(%j)', (css, hex) => expect(toHex(css)).toBe(hex));
});
