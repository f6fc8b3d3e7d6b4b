import { describe, expect, it } from 'vitest';
import { docIdOf, docRouteOf } from '@/lib/docs/paths';
import { extractHeadings, firstH1, tocFor } from '@/lib/content/toc';
import { parseCategory } from '@/lib/docs/categories';
import { collapseDuration } from '@/lib/ui/collapsible';

describe('doc ids and routes', () => {
  it.each([
    ['docs/index.mdx', undefined, 'index', ''],
    ['docs/get-started/index.mdx', undefined, 'get-started/index', 'get-started'],
    ['docs/get-started/python.mdx', undefined, 'get-started/python', 'get-started/python'],
    ['docs/guides/notebooks/notebooks.md', undefined, 'guides/notebooks/notebooks', 'guides/notebooks'],
    ['docs/01-intro/02-setup.mdx', undefined, '01-intro/setup', 'intro/setup'],
  ])('%s', (path, slug, id, route) => {
    expect(docIdOf(path)).toBe(id);
    expect(docRouteOf(path, slug)).toBe(route);
  });
  it.each([
    ['docs/a/b.mdx', '/elsewhere', 'elsewhere'],
    ['docs/a/b.mdx', 'relative', 'a/relative'],
  ])('slug %s + %s', (path, slug, route) => expect(docRouteOf(path, slug)).toBe(route));
  it('takes a frontmatter id', () => expect(docIdOf('docs/a/b.mdx', 'custom')).toBe('a/custom'));
});

describe('TOC extraction', () => {
  const md = [
    '# Title',
    '## First `code` part',
    'text',
    '```md',
    '## not a heading',
    '```',
    '### Sub [link](/x)',
    '#### Deep',
    '## First code part',
    '## Custom {#my-id}',
  ].join('\n');
  const all = extractHeadings(md);
  it('skips fenced code and slugs like rehype-slug, de-duplicating', () => {
    expect(all.map((h) => [h.depth, h.id])).toEqual([
      [1, 'title'], [2, 'first-code-part'], [3, 'sub-link'], [4, 'deep'], [2, 'first-code-part-1'], [2, 'my-id'],
    ]);
  });
  it('keeps h2–h3 by default and honours other levels', () => {
    expect(tocFor(all).map((h) => h.text)).toEqual(['First code part', 'Sub link', 'First code part', 'Custom']);
    expect(tocFor(all, 2, 4).map((h) => h.depth)).toContain(4);
    expect(() => tocFor(all, 4, 2)).toThrow(/toc_min_heading_level \(4\) is above toc_max_heading_level \(2\)/);
  });
  it('finds the first H1 for a missing title', () => expect(firstH1(md)).toBe('Title'));
  it('keeps underscores inside code spans', () => {
    expect(extractHeadings('### `@oso_entity_id` and _em_')[0]).toEqual({ depth: 3, text: '@oso_entity_id and em', id: 'oso_entity_id-and-em' });
  });
});

describe('_category_.json', () => {
  it('accepts Docusaurus keys', () => {
    expect(parseCategory('c.json', '{"label":"Eco","position":5,"link":{"type":"generated-index","slug":"/category/eco"}}')).toMatchObject({ label: 'Eco', position: 5 });
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
