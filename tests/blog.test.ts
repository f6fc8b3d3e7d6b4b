import { describe, expect, it } from 'vitest';
import { groupByYear, neighbours } from '@/lib/blog/archive';
import { groupByAuthor, parseAuthorsFile, resolveAuthors, socialLinks } from '@/lib/docusaurus/blog-authors';
import { assertUniqueSlugs, postEntry } from '@/lib/blog/entry';
import { parseBlogFileName, postSlugOf } from '@/lib/docusaurus/locations';
import { bodyFacts } from '@/lib/content/body';
import { extraPageNumbers, pageCount, paginate, parsePageParam } from '@/lib/blog/pagination';
import { compareText, groupByTag, kebabCase, parseTagsFile, resolveTag, resolveTags } from '@/lib/docusaurus/tags';
import { capitalise } from '@/lib/format';

const posts = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('pagination', () => {
  it.each([
    // total, pages, items on page 1, items on the last page
    [0, 1, 0, 0],
    [1, 1, 1, 1],
    [10, 1, 10, 10],
    [11, 2, 10, 1],
    [40, 4, 10, 10],
    [41, 5, 10, 1],
  ])('%i posts make %i page(s)', (total, pages, first, last) => {
    expect(pageCount(total, 10)).toBe(pages);
    expect(paginate(posts(total), 10, 1)!.items).toHaveLength(first);
    expect(paginate(posts(total), 10, pages)!.items).toHaveLength(last);
    expect(paginate(posts(total), 10, pages + 1)).toBeNull();
    expect(extraPageNumbers(total, 10)).toEqual(Array.from({ length: pages - 1 }, (_, i) => i + 2));
  });

  it('links newer and older pages', () => {
    expect(paginate(posts(40), 10, 1)).toMatchObject({ page: 1, pages: 4, newer: undefined, older: 2, total: 40 });
    expect(paginate(posts(40), 10, 2)).toMatchObject({ newer: 1, older: 3 });
    expect(paginate(posts(40), 10, 4)).toMatchObject({ newer: 3, older: undefined });
    expect(paginate(posts(40), 10, 2)!.items[0]).toBe('p11');
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('rejects page %s', (n) => {
    expect(paginate(posts(40), 10, n)).toBeNull();
  });

  it('rejects a non-positive page size', () => {
    expect(() => pageCount(5, 0)).toThrow(/postsPerPage/);
  });

  it.each([
    ['2', 2],
    ['10', 10],
    ['1', null],
    ['0', null],
    ['02', null],
    ['x', null],
    ['', null],
  ])('page param %j → %s', (raw, n) => {
    expect(parsePageParam(raw)).toBe(n);
  });
});

describe('truncate marker', () => {
  it.each([
    ['Intro.\n\n{/* truncate */}\n\nRest.', true],
    ['Intro.\n\n<!-- truncate -->\n\nRest.', true],
    ['Intro.\n\n  {/*truncate*/}  \n\nRest.', true],
    ['All of it.\n\nMore.', false],
    // Where the plugin does not cut: in code, or inside a paragraph.
    ['Write:\n\n```md\n<!-- truncate -->\n```\n\nMore.', false],
    ['Intro <!-- truncate --> here.\n\nMore.', false],
  ])('%j', (body, truncated) => {
    expect(bodyFacts(body).truncated === true).toBe(truncated);
  });
});

describe('file names (Docusaurus: the date in the name, and YYYY/MM/DD/name as the default slug)', () => {
  it.each([
    ['2024-07-16-oso-data-portal.mdx', { date: '2024-07-16', text: 'oso-data-portal', slug: '2024/07/16/oso-data-portal' }],
    ['2024-01-31-arb-ecosystem-analysis/index.mdx', { date: '2024-01-31', text: 'arb-ecosystem-analysis', slug: '2024/01/31/arb-ecosystem-analysis' }],
    ['2024-1-5-short.md', { date: '2024-01-05', text: 'short', slug: '2024/1/5/short' }],
    ['notes/2024-03-01-nested.md', { date: '2024-03-01', text: 'nested', slug: '2024/03/01/notes/nested' }],
    ['undated.mdx', { text: 'undated', slug: 'undated' }],
  ])('%s', (file, want) => {
    expect(parseBlogFileName(file)).toEqual(want);
  });

  it.each([
    ['blog/2024-07-16-x.mdx', {}, '2024/07/16/x'],
    ['blog/2024-07-16-x.mdx', { slug: 'x' }, 'x'],
    ['blog/2024-01-31-arb/index.mdx', { slug: '/custom/path/' }, 'custom/path'],
  ])('%s with %j → slug %s', (file, fm, want) => {
    expect(postSlugOf(file, fm)).toBe(want);
  });
});

describe('tags (Docusaurus: tags.yml keys, else inline labels at their lodash kebab-case)', () => {
  const defs = parseTagsFile(
    { 'data-science': { label: 'Data science', permalink: 'data-science', description: 'Analyses.' }, octant: { label: 'Octant' }, news: null },
    'content/blog/tags.yml',
  );

  it.each([
    ['Data Science', 'data-science'],
    ['OpenSource', 'open-source'],
    ['  Retro  Funding! ', 'retro-funding'],
    ['Café au lait', 'cafe-au-lait'],
    ['RF4', 'rf-4'],
    ['data science', 'data-science'],
  ])('kebab-cases %j → %s', (label, permalink) => {
    expect(kebabCase(label)).toBe(permalink);
  });

  it('resolves a tags.yml key, else an inline tag', () => {
    expect(resolveTag('data-science', defs)).toMatchObject({ label: 'Data science', permalink: 'data-science', description: 'Analyses.', inline: false });
    expect(resolveTag('octant', defs)).toMatchObject({ label: 'Octant', permalink: 'octant' });
    expect(resolveTag('news', defs)).toMatchObject({ label: 'News', permalink: 'news', inline: false });
    expect(resolveTag('data science', defs)).toMatchObject({ label: 'data science', permalink: 'data-science', inline: true });
    expect(resolveTag('Game Design', defs)).toEqual({ key: 'Game Design', label: 'Game Design', permalink: 'game-design', inline: true });
    expect(resolveTag('constructor', defs).permalink).toBe('constructor');
    expect(resolveTag({ label: 'Legacy', permalink: '/old-style' }, defs)).toMatchObject({ label: 'Legacy', permalink: 'old-style' });
  });

  it('"data science" and "data-science" are one tag, the first spelling kept', () => {
    expect(resolveTags(['data science', 'data-science'], {}).map((t) => t.label)).toEqual(['data science']);
  });

  it('rejects a malformed tags.yml naming it', () => {
    expect(() => parseTagsFile({ x: { permalink: 7 } }, 'content/blog/tags.yml')).toThrow(/content\/blog\/tags.yml: x.permalink/);
  });

  it('groups posts by tag, sorted by label', () => {
    const t = (n: string) => resolveTag(n, defs);
    const a = { tags: [t('octant'), t('data-science')] };
    const b = { tags: [t('data-science')] };
    expect(groupByTag([a, b]).map((g) => [g.tag.label, g.items.length])).toEqual([['Data science', 2], ['Octant', 1]]);
  });

  it('lists an item once per tag, even when two of its tags share a permalink', () => {
    const a = { tags: resolveTags(['data science', 'data-science', 'octant'], defs) };
    const b = { tags: resolveTags(['octant', 'data science'], defs) };
    expect(groupByTag([a, b]).map((g) => [g.tag.permalink, g.items])).toEqual([['data-science', [a, b]], ['octant', [a, b]]]);
  });

  it('sorts labels and titles as readers read them: case and accents aside, as localeCompare in English', () => {
    const words = ['beta', 'Alpha', 'alpha', 'Ångström', 'zeta', 'Éclair', 'eclair'];
    expect([...words].sort(compareText)).toEqual([...words].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })));
    expect(compareText('Alpha', 'alpha')).toBe(0);
    expect(compareText('Éclair', 'eclair')).toBe(0);
  });

  it('capitalises headings', () => {
    expect(capitalise('data science')).toBe('Data science');
  });
});

describe('authors', () => {
  const authors = parseAuthorsFile(
    { research: { name: 'OSO Research', image_url: '/img/r.svg', socials: { github: 'oso', x: 'https://x.com/o' } }, kariba: { name: 'Kariba Labs' } },
    'content/blog/authors.yml',
  );

  it('looks ids up in order', () => {
    expect(resolveAuthors(['kariba', 'research'], authors, 'content/blog/a.mdx').map((a) => a.name)).toEqual(['Kariba Labs', 'OSO Research']);
    expect(authors.research.imageUrl).toBe('/img/r.svg');
  });

  it.each([['nobody'], ['toString']])('an unknown id (%s) fails naming the post and the known ids', (id) => {
    expect(() => resolveAuthors([id], authors, 'content/blog/2024-01-01-x.mdx')).toThrow(
      `content/blog/2024-01-01-x.mdx: unknown author "${id}" (authors.yml has: kariba, research)`,
    );
  });

  it('rejects an author without a name', () => {
    expect(() => parseAuthorsFile({ x: { title: 't' } }, 'content/blog/authors.yml')).toThrow(/authors.yml: x.name/);
  });

  it('turns social handles into links', () => {
    expect(socialLinks(authors.research.socials)).toEqual([
      { platform: 'github', label: 'GitHub', href: 'https://github.com/oso' },
      { platform: 'x', label: 'X', href: 'https://x.com/o' },
    ]);
  });

  it('groups posts by author', () => {
    const p1 = { authors: [authors.research] };
    const p2 = { authors: [authors.research, authors.kariba] };
    expect(groupByAuthor([p1, p2]).map((g) => [g.author.key, g.posts.length])).toEqual([['kariba', 1], ['research', 2]]);
  });
});

describe('archive', () => {
  const p = (slug: string, date: string) => ({ slug, date });
  const list = [p('e', '2025-03-01T00:00:00Z'), p('d', '2025-01-01T00:00:00Z'), p('c', '2024-12-31T23:00:00Z'), p('a', '2023-01-01T00:00:00Z')];

  it('groups by UTC year, newest first, keeping order', () => {
    expect(groupByYear(list).map((g) => [g.year, g.posts.map((x) => x.slug)])).toEqual([
      [2025, ['e', 'd']],
      [2024, ['c']],
      [2023, ['a']],
    ]);
    expect(groupByYear([])).toEqual([]);
  });

  it('finds the newer and older neighbours of a post', () => {
    expect(neighbours(list, 'e')).toEqual({ newer: undefined, older: list[1] });
    expect(neighbours(list, 'c')).toEqual({ newer: list[1], older: list[3] });
    expect(neighbours(list, 'a')).toEqual({ newer: list[2], older: undefined });
    expect(neighbours(list, 'zzz')).toEqual({});
  });
});

describe('post entries', () => {
  const authors = parseAuthorsFile({ research: { name: 'OSO Research' }, ccerv1: { name: 'C', page: true } }, 'authors.yml');
  const ctx = { tags: {}, authors, fileDate: () => '2020-02-02T00:00:00.000Z' };
  const entry = (over: { source?: string; data?: Record<string, unknown>; body?: string } = {}) => {
    const body = over.body ?? '# Heading title\n\nFirst paragraph.\n\n<!-- truncate -->\n\nRest.';
    return postEntry({ source: over.source ?? 'blog/2024-01-01-x.mdx', data: { authors: ['research'], tags: ['Data Science'], ...over.data }, body, facts: bodyFacts(body) }, ctx);
  };

  it('resolves authors, tags, date, title and excerpt as Docusaurus does', () => {
    expect(entry()).toMatchObject({ slug: '2024/01/01/x', date: '2024-01-01T00:00:00.000Z', title: 'Heading title', description: 'First paragraph.', draft: false, unlisted: false, truncated: true });
    expect(entry().authors[0].name).toBe('OSO Research');
    expect(entry().tags[0]).toMatchObject({ label: 'Data Science', permalink: 'data-science' });
    expect(entry({ data: { title: 'Own title', date: '2024-05-06' } })).toMatchObject({ title: 'Own title', date: '2024-05-06T00:00:00.000Z' });
    expect(entry({ source: 'blog/undated.md' }).date).toBe('2020-02-02T00:00:00.000Z');
  });

  it('takes inline authors, and author pages at the kebab-case of the key', () => {
    const p = entry({ data: { authors: [{ name: 'Guest', url: 'https://x.test' }, 'ccerv1'] } });
    expect(p.authors.map((a) => [a.name, a.key, Boolean(a.inline)])).toEqual([['Guest', '', true], ['C', 'ccerv-1', false]]);
    expect(entry({ data: { authors: 'research' } }).authors.map((a) => a.id)).toEqual(['research']);
  });

  it('fails on an unknown author naming the file', () => {
    expect(() => entry({ data: { authors: ['ghost'] } })).toThrow('blog/2024-01-01-x.mdx: unknown author "ghost"');
  });

  it.each([['archive'], ['tags'], ['page/2'], ['has space']])('refuses the slug %j', (slug) => {
    expect(() => entry({ data: { slug } })).toThrow(/blog\/2024-01-01-x.mdx: the slug/);
  });

  it('fails on two posts with one slug, naming both files', () => {
    const ok = [{ slug: 'a', source: 'blog/1.mdx' }, { slug: 'b', source: 'blog/2.mdx' }];
    expect(() => assertUniqueSlugs(ok)).not.toThrow();
    expect(() => assertUniqueSlugs([...ok, { slug: 'a', source: 'blog/3/index.mdx' }])).toThrow('blog/3/index.mdx: the slug "a" is already used by blog/1.mdx');
  });
});
