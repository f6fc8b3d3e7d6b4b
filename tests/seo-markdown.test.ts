import { describe, expect, it } from 'vitest';
import { jsxIn } from '@/lib/seo/audit';
import { markdownTwin, mdxToMarkdown, type TwinOptions } from '@/lib/seo/markdown';

const opts = (over: Partial<TwinOptions> = {}): TwinOptions => ({
  readData: () => [
    { month: '2024-01', devs: 10, bots: 2 },
    { month: '2024-02', devs: 12, bots: null },
  ],
  resolveUrl: (u) => (u.startsWith('/') ? `https://site.test${u}` : u),
  ...over,
});
const md = (src: string, o?: Partial<TwinOptions>) => mdxToMarkdown(src, opts(o));

describe('mdxToMarkdown', () => {
  it.each([
    ['drops imports and exports', 'import X from "./x"\nexport const y = 1\n\nText.', 'Text.'],
    ['drops MDX comments and the truncate marker', 'Intro.\n\n{/* truncate */}\n\nRest {/* note */} here.', 'Intro.\n\nRest  here.'],
    ['turns an admonition into a blockquote with its kind', ':::tip\nUse a key.\n:::', '> **Tip**\n>\n> Use a key.'],
    ['keeps an admonition title', ':::warning[Keep keys out of code]\nNever paste keys.\n:::', '> **Warning: Keep keys out of code**\n>\n> Never paste keys.'],
    ['takes a title attribute before the label, as Docusaurus', ':::note[Label]{title="Attribute"}\nBody.\n:::', '> **Note: Attribute**\n>\n> Body.'],
    ['reads the legacy keywords with their fixed heading', ':::success\nShipped.\n:::\n\n:::secondary Aside\nMore.\n:::', '> **success**\n>\n> Shipped.\n\n> **secondary: Aside**\n>\n> More.'],
    ['makes root links absolute', 'See [Python](/docs/get-started/python).', 'See [Python](https://site.test/docs/get-started/python).'],
    ['keeps code fences with their language, without meta', '```python title="a.py" {2}\nprint(1)\n```', '```python\nprint(1)\n```'],
    ['unwraps unknown elements', '<div className="x">\n\nInside **bold**.\n\n</div>', 'Inside **bold**.'],
    ['turns a one-line element into a paragraph', '<span>Loose text</span>', 'Loose text'],
    ['turns <img> into a Markdown image', '<img src="/img/a.png" alt="A chart" />', '![A chart](https://site.test/img/a.png)'],
    ['keeps text directives as text', 'Ratio 1:2 and :name here.', 'Ratio 1:2 and :name here.'],
  ])('%s', (_, src, want) => {
    expect(md(src)).toBe(want);
  });

  it('flattens tabs into headings one level below the section', () => {
    const src = [
      '## Run a query',
      '',
      '<Tabs groupId="language">',
      '<TabItem value="python" label="Python">',
      '',
      '```python\nprint(1)\n```',
      '',
      '</TabItem>',
      '<TabItem value="sql">',
      '',
      'Plain SQL.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '## Next',
    ].join('\n');
    expect(md(src)).toBe('## Run a query\n\n### Python\n\n```python\nprint(1)\n```\n\n### sql\n\nPlain SQL.\n\n## Next');
  });

  it('turns details into a bold question and its answer, keeping inline code', () => {
    const src = '<details>\n<summary>`OsoError` on start?</summary>\n\nSet the key.\n\n</details>';
    expect(md(src)).toBe('**`OsoError` on start?**\n\nSet the key.');
  });

  it('turns a chart into its title, description and a table of its data', () => {
    let asked = '';
    const out = md('<BarChart src="./d.json" x="month" y="devs,bots" title="Devs" description="Developers per month." />', {
      readData: (src) => ((asked = src), opts().readData(src)),
    });
    expect(asked).toBe('./d.json');
    expect(out).toContain('**Devs**\n\nDevelopers per month.');
    expect(out).toMatch(/\| month\s+\| devs \| bots \|/);
    expect(out).toMatch(/\| 2024-02\s+\| 12\s+\|\s+\|/);
  });

  it('leaves no JSX in a page that mixes everything', () => {
    const src = 'import A from "a"\n\n:::note\n<Tabs><TabItem value="a" label="A">\n\nx\n\n</TabItem></Tabs>\n:::\n\n<details>\n<summary>Q</summary>\n\nA\n\n</details>\n\n<LineChart src="x" x="month" y="devs" />';
    expect(jsxIn(md(src))).toBeNull();
  });
});

describe('markdownTwin', () => {
  it('starts with frontmatter (title first) and the title as H1', () => {
    const twin = markdownTwin({ title: 'Say "hi"', description: 'D', url: 'https://s/x/', lastUpdated: '2024-01-01T00:00:00.000Z' }, 'Body.');
    expect(twin).toBe('---\ntitle: "Say \\"hi\\""\ndescription: "D"\nurl: "https://s/x/"\nlast_updated: "2024-01-01T00:00:00.000Z"\n---\n\n# Say "hi"\n\nBody.\n');
  });
});

describe('jsxIn', () => {
  it.each([
    ['<Tabs>\n', '<Tabs>'],
    ['text <BarChart src="x" />', '<BarChart'],
    ['<details>\n', '<details>'],
    ['{/* c */}', '{/*'],
    ["import X from 'x'", "import X from '"],
  ])('finds JSX in %j', (src, found) => {
    expect(jsxIn(src)).toContain(found.trim().slice(0, 5));
  });
  it.each([
    ['plain <b> and \\<CHAIN> text'], ['```tsx\n<Tabs />\n```'], ['`<Tabs>` in code'], ['a < B and b > c'],
    // Code as Markdown reads it, where a pattern did not: a fence in a list or a quote, a span of two backticks.
    ['- step\n\n  ```tsx\n  <Tabs />\n  ```'], ['> ```tsx\n> <Tabs />\n> ```'], ['`` <Tabs> `` in code'],
  ])('ignores %j', (src) => {
    expect(jsxIn(src)).toBeNull();
  });
});
