import { describe, expect, it } from 'vitest';
import { parseNumberPrefix } from '@/lib/docusaurus/number-prefix';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { bodyFacts, compiledBodyFacts, remarkBodyFacts, remarkContentTitle } from '@/lib/content/body';
import { preprocessMdxFile } from '@/lib/docusaurus/mdx-syntax';
import { tocFor } from '@/lib/content/toc';
import { docLocation } from '@/lib/docusaurus/locations';
import { parseCategory } from '@/lib/docusaurus/categories';
import { collapseDuration } from '@/lib/ui/collapsible';

describe('doc ids and routes (Docusaurus: number prefixes stripped, a folder index at the folder)', () => {
  it.each([
    ['docs/index.mdx', {}, 'index', ''],
    ['docs/get-started/index.mdx', {}, 'get-started/index', 'get-started'],
    ['docs/get-started/python.mdx', {}, 'get-started/python', 'get-started/python'],
    ['docs/guides/notebooks/notebooks.md', {}, 'guides/notebooks/notebooks', 'guides/notebooks'],
    ['docs/guides/README.md', {}, 'guides/README', 'guides'],
    ['docs/01-intro/02-setup.mdx', {}, 'intro/setup', 'intro/setup'],
    ['docs/challenges/2024-07-30-openrank.md', {}, 'challenges/2024-07-30-openrank', 'challenges/2024-07-30-openrank'],
    ['docs/v8.0-notes.md', {}, 'v8.0-notes', 'v8.0-notes'],
    ['docs/a/b.mdx', { slug: '/elsewhere' }, 'a/b', 'elsewhere'],
    ['docs/a/b.mdx', { slug: 'relative' }, 'a/b', 'a/relative'],
    ['docs/a/b.mdx', { slug: '../up' }, 'a/b', 'up'],
    ['docs/a/b.mdx', { id: 'custom' }, 'a/custom', 'a/custom'],
    ['docs/01-a/02-b.mdx', { parse_number_prefixes: false }, '01-a/02-b', '01-a/02-b'],
  ])('%s %j → id %s, route %s', (path, fm, id, route) => {
    expect(docLocation(path, fm)).toMatchObject({ id, route });
  });

  it.each([
    ['01-intro', { name: 'intro', position: 1 }],
    ['003 - setup', { name: 'setup', position: 3 }],
    ['2024-07-30-openrank', { name: '2024-07-30-openrank' }],
    ['8.0-notes', { name: '8.0-notes' }],
    ['intro', { name: 'intro' }],
  ])('number prefix of %s', (name, want) => expect(parseNumberPrefix(name)).toEqual(want));
});

describe('body facts: TOC, opening title, excerpt, <Head>', () => {
  const md = [
    '# Title',
    '',
    'The first paragraph, with `code`.',
    '',
    '## First `code` part',
    'text',
    '```md',
    '## not a heading',
    '```',
    '### Sub [link](/x)',
    '#### Deep',
    '## First code part',
    '## Custom {#my-id}',
    '## The `first_commit_date` column',
  ].join('\n');
  const facts = bodyFacts(md);
  const all = facts.headings;
  it('skips fenced code and slugs as the page does (remark-headings), de-duplicating', () => {
    expect(all.map((h) => [h.depth, h.id])).toEqual([
      [1, 'title'], [2, 'first-code-part'], [3, 'sub-link'], [4, 'deep'], [2, 'first-code-part-1'], [2, 'my-id'], [2, 'the-first_commit_date-column'],
    ]);
  });
  it('keeps h2–h3 by default and honours other levels', () => {
    expect(tocFor(all).map((h) => h.text)).toEqual(['First code part', 'Sub link', 'First code part', 'Custom', 'The first_commit_date column']);
    expect(tocFor(all, 2, 4).map((h) => h.depth)).toContain(4);
    expect(() => tocFor(all, 4, 2)).toThrow(/toc_min_heading_level \(4\) is above toc_max_heading_level \(2\)/);
  });
  it('keeps underscores and code spans exactly', () => {
    expect(all.at(-1)).toEqual({ depth: 2, text: 'The first_commit_date column', id: 'the-first_commit_date-column', html: 'The <code>first_commit_date</code> column' });
    expect(bodyFacts('### `@oso_entity_id` and _em_').headings[0]).toEqual({ depth: 3, text: '@oso_entity_id and em', id: 'oso_entity_id-and-em', html: '<code>@oso_entity_id</code> and <em>em</em>' });
  });
  it('reads the opening # Title (after imports) and the first paragraph; the page heading after comments too', () => {
    expect(facts).toMatchObject({ contentTitle: 'Title', excerpt: 'The first paragraph, with code.' });
    // Docusaurus's metadata title skips imports only; the page's own heading is the first heading.
    expect(bodyFacts("import X from './x';\n\n<!-- note -->\n\n# Late\n\nText.")).toMatchObject({ contentTitle: undefined, titleHeading: { text: 'Late', inBody: false } });
    expect(bodyFacts('Intro first.\n\n# Not a title')).toMatchObject({ contentTitle: undefined, titleHeading: { text: 'Not a title', inBody: true } });
  });
  it('reads <Head> tags for the page head', () => {
    const h = bodyFacts('<Head>\n  <link rel="canonical" href="https://elsewhere.test/post" />\n  <meta name="robots" content="noindex" />\n</Head>\n\nText.').head;
    expect(h).toEqual([
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://elsewhere.test/post' } },
      { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
    ]);
  });
});

describe('body facts from the compile (contentlayer reads them from its own parse)', () => {
  const body = [
    '# Title',
    '',
    '<div>',
    '  <a href="/x"><b>Only JSX</b></a>',
    '</div>',
    '',
    '# Section {#custom}',
    '',
    'Text.',
  ].join('\n');
  const file = `---\ntitle: T\ndescription: |\n  two\n  lines\n---\n${body}\n`;
  const compileWith = (path: string) =>
    compile({ path, value: preprocessMdxFile(file) }, { remarkPlugins: [remarkFrontmatter, remarkBodyFacts, remarkContentTitle] });

  it('equal what a parse of the body alone gives, lines included, whatever the transforms after it do', async () => {
    await compileWith('/c/_mdx_bundler_entry_point-1.mdx');
    const facts = compiledBodyFacts(`${body}\n`);
    expect(facts).toEqual(bodyFacts(`${body}\n`));
    // Levels as written (the TOC's), and as rendered: the `#` section one level down.
    expect(facts.headings.map((h) => [h.depth, h.id])).toEqual([[1, 'title'], [1, 'custom']]);
    expect(facts.headingLevels).toEqual([1, 2]);
    expect(facts.headingLines).toEqual([1, 7]);
    // A paragraph of JSX only, which @mdx-js/mdx unravels before any plugin's transform.
    expect(facts.excerpt).toBe('Only JSX');
  });

  it('a body the compile did not see (an imported partial is not a page) is parsed', async () => {
    await compileWith('/c/_partial.mdx');
    expect(compiledBodyFacts(`${body}\n`)).toEqual(bodyFacts(`${body}\n`));
  });
});

describe('_category_.json', () => {
  it('accepts Docusaurus keys', () => {
    expect(parseCategory('c.json', '{"label":"Eco","position":5,"link":{"type":"generated-index","slug":"/category/eco"}}')).toMatchObject({ label: 'Eco', position: 5 });
  });
  it('reads _category_.yml too', () => {
    expect(parseCategory('_category_.yml', 'label: Eco\ncollapsed: false\ncustomProps:\n  icon: leaf\n')).toEqual({ label: 'Eco', collapsed: false, customProps: { icon: 'leaf' } });
  });
  it.each([
    ['{"label": 3}', 'c.json: field "label": '],
    ['{"position": "one"}', 'c.json: field "position": '],
    ['{nope', 'c.json: not valid JSON'],
  ])('rejects %s naming the file and field', (text, msg) => {
    expect(() => parseCategory('c.json', text)).toThrow(msg);
  });
});

describe('collapsible duration', () => {
  it.each([
    [0, false, 0],
    [36, false, 192],
    [360, false, 327],
    [2000, false, 561],
    [2000, true, 1],
  ])('%i px, reduced motion %s → %i ms', (h, reduced, ms) => expect(collapseDuration(h, reduced)).toBe(ms));
  it('grows with height but sub-linearly', () => {
    expect(collapseDuration(800)).toBeGreaterThan(collapseDuration(100));
    expect(collapseDuration(800)).toBeLessThan(collapseDuration(100) * 8);
  });
});
