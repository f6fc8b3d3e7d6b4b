import { describe, expect, it } from 'vitest';
import { groupByYear, neighbours } from '@/lib/blog/archive';
import { groupByAuthor, parseAuthorsFile, resolveAuthors, socialLinks } from '@/lib/blog/authors';
import { BlogFileError, postDateOf, postSlugOf, splitExcerpt } from '@/lib/blog/files';
import { assertUniqueSlugs, toBlogPost, type RawPost } from '@/lib/blog/model';
import { extraPageNumbers, pageCount, paginate, parsePageParam } from '@/lib/blog/pagination';
import { capitalise, groupByTag, kebabCase, parseTagsFile, resolveTag } from '@/lib/blog/tags';

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

describe('excerpt', () => {
  it.each([
    ['Intro.\n\n{/* truncate */}\n\nRest.', 'Intro.', true],
    ['Intro.\n\n<!-- truncate -->\n\nRest.', 'Intro.', true],
    ['Intro.\n\n  {/*truncate*/}  \n\nRest.', 'Intro.', true],
    ['All of it.\n\nMore.', 'All of it.\n\nMore.', false],
    ['Say {/* truncate */} inline.', 'Say {/* truncate */} inline.', false],
  ])('%j', (body, excerpt, truncated) => {
    expect(splitExcerpt(body)).toEqual({ excerpt, truncated });
  });
});

describe('file names', () => {
  it.each([
    ['blog/2024-07-16-oso-data-portal.mdx', undefined, 'oso-data-portal'],
    ['blog/2024-01-31-arb-ecosystem-analysis/index.mdx', undefined, 'arb-ecosystem-analysis'],
    ['blog/2024-01-31-arb/index.mdx', '/custom/', 'custom'],
  ])('%s → slug %s', (file, slug, expected) => {
    expect(postSlugOf(file, slug)).toBe(expected);
  });

  it('takes the date from the name or the frontmatter', () => {
    expect(postDateOf('blog/2024-07-16-x.mdx')).toBe('2024-07-16T00:00:00.000Z');
    expect(postDateOf('blog/2024-07-16-x.mdx', '2024-08-01')).toBe('2024-08-01T00:00:00.000Z');
  });

  it.each([
    ['blog/2024-02-31x.mdx', 'July 45th'],
    ['blog/notes.mdx', undefined],
  ])('an unparsable or missing date fails naming the file (%s)', (file, date) => {
    expect(() => postDateOf(file, date)).toThrow(BlogFileError);
    expect(() => postDateOf(file, date)).toThrow(`content/${file}`);
  });
});

describe('tags', () => {
  const defs = parseTagsFile(
    { 'data-science': { label: 'Data science', permalink: 'data-science', description: 'Analyses.' }, octant: { label: 'Octant' } },
    'content/blog/tags.yml',
  );

  it.each([
    ['Data Science', 'data-science'],
    ['OpenSource', 'open-source'],
    ['  Retro  Funding! ', 'retro-funding'],
    ['Café au lait', 'cafe-au-lait'],
    ['RF4', 'rf4'],
  ])('kebab-cases %j → %s', (label, permalink) => {
    expect(kebabCase(label)).toBe(permalink);
  });

  it('resolves a key, a label, or an inline tag', () => {
    expect(resolveTag('data-science', defs)).toMatchObject({ label: 'Data science', permalink: 'data-science', description: 'Analyses.' });
    expect(resolveTag('octant', defs)).toMatchObject({ label: 'Octant', permalink: 'octant' });
    expect(resolveTag('data science', defs).permalink).toBe('data-science');
    expect(resolveTag('Game Design', defs)).toEqual({ key: 'Game Design', label: 'Game Design', permalink: 'game-design' });
    expect(resolveTag('constructor', defs).permalink).toBe('constructor');
  });

  it('rejects a malformed tags.yml naming it', () => {
    expect(() => parseTagsFile({ x: { permalink: 'x' } }, 'content/blog/tags.yml')).toThrow(/content\/blog\/tags.yml: x.label/);
  });

  it('groups posts by tag, sorted by label', () => {
    const t = (n: string) => resolveTag(n, defs);
    const a = { tags: [t('octant'), t('data-science')] };
    const b = { tags: [t('data-science')] };
    expect(groupByTag([a, b]).map((g) => [g.tag.label, g.posts.length])).toEqual([['Data science', 2], ['Octant', 1]]);
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
    expect(groupByAuthor([p1, p2]).map((g) => [g.author.id, g.posts.length])).toEqual([['kariba', 1], ['research', 2]]);
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

describe('post model and validation', () => {
  const authors = parseAuthorsFile({ research: { name: 'OSO Research' } }, 'authors.yml');
  const raw = (over: Partial<RawPost> = {}): RawPost => ({
    _raw: { sourceFilePath: 'blog/2024-01-01-x.mdx' },
    title: 'X',
    postSlug: 'x',
    postDate: '2024-01-01T00:00:00.000Z',
    authors: ['research'],
    tags: ['Data Science'],
    readingMinutes: 3,
    hasTruncate: true,
    excerptRaw: 'Intro',
    headings: [],
    body: { code: '', raw: '' },
    ...over,
  });

  it('resolves authors and tags', () => {
    const post = toBlogPost(raw(), authors, {});
    expect(post).toMatchObject({ file: 'content/blog/2024-01-01-x.mdx', slug: 'x', draft: false, unlisted: false, truncated: true });
    expect(post.authors[0].name).toBe('OSO Research');
    expect(post.tags[0].permalink).toBe('data-science');
  });

  it('fails on an unknown author naming the file', () => {
    expect(() => toBlogPost(raw({ authors: ['ghost'] }), authors, {})).toThrow('content/blog/2024-01-01-x.mdx: unknown author "ghost"');
  });

  it.each([['archive'], ['tags'], ['page'], ['a/b']])('refuses the slug %j', (slug) => {
    expect(() => toBlogPost(raw({ postSlug: slug }), authors, {})).toThrow(/content\/blog\/2024-01-01-x.mdx: the slug/);
  });

  it('fails on two posts with one slug, naming both files', () => {
    const ok = [{ slug: 'a', file: 'content/blog/1.mdx' }, { slug: 'b', file: 'content/blog/2.mdx' }];
    expect(() => assertUniqueSlugs(ok)).not.toThrow();
    expect(() => assertUniqueSlugs([...ok, { slug: 'a', file: 'content/blog/3/index.mdx' }])).toThrow(
      'content/blog/3/index.mdx: the slug "a" is already used by content/blog/1.mdx',
    );
  });
});
