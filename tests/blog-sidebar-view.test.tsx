import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readingYear, setReadingYear, subscribeReadingYear } from '@/components/blog/reading-year';
import { SidebarLinks } from '@/components/blog/sidebar-links';
import { blogSidebarView, INLINE_POSTS } from '@/lib/blog/sidebar-view';

/** n posts a year for each year, newest first. */
const posts = (perYear: Record<number, number>) =>
  Object.entries(perYear)
    .sort(([a], [b]) => Number(b) - Number(a))
    .flatMap(([year, n]) => Array.from({ length: n }, (_, i) => ({ slug: `p-${year}-${i}`, title: `Post ${year} ${i}`, date: `${year}-06-${String(28 - (i % 28)).padStart(2, '0')}` })));

describe('the blog sidebar view', () => {
  it('draws a blog under the budget whole, by year', () => {
    const { groups, branches } = blogSidebarView(posts({ 2025: 11, 2024: 23, 2023: 4 }), { count: 'ALL', byYear: true });
    expect(groups.map((g) => [g.year, g.posts?.length])).toEqual([['2025', 11], ['2024', 23], ['2023', 4]]);
    expect(branches.size).toBe(0);
  });

  it('past the budget, draws the newest years and sends each older one as a file', () => {
    const { groups, branches } = blogSidebarView(posts({ 2025: 30, 2024: 15, 2023: 40, 2022: 2 }), { count: 'ALL', byYear: true });
    expect(groups.map((g) => [g.year, g.posts?.length ?? `lazy ${g.count}`])).toEqual([['2025', 30], ['2024', 15], ['2023', 'lazy 40'], ['2022', 'lazy 2']]);
    const older = groups[2];
    expect(older.archive).toBe('/blog/archive/#archive-2023');
    expect(JSON.parse(branches.get(older.branch!)!)).toHaveLength(40);
    expect(groups.filter((g) => g.posts).reduce((n, g) => n + g.posts!.length, 0)).toBeLessThanOrEqual(INLINE_POSTS);
  });

  it('always draws the newest year: its first INLINE_POSTS posts when it has more, the whole year in a file', () => {
    const { groups, branches } = blogSidebarView(posts({ 2025: 80, 2024: 5 }), { count: 'ALL', byYear: true });
    expect(groups.map((g) => [g.year, g.posts?.length, g.count])).toEqual([['2025', INLINE_POSTS, 80], ['2024', undefined, 5]]);
    expect(JSON.parse(branches.get(groups[0].branch!)!)).toHaveLength(80);
    expect(groups[0].archive).toBe('/blog/archive/#archive-2025');
  });

  it("draws the newest year's first posts and a Show more, and without JavaScript a link to the rest in the archive", () => {
    const { groups } = blogSidebarView(posts({ 2025: 80, 2024: 5 }), { count: 'ALL', byYear: true });
    const html = renderToStaticMarkup(<SidebarLinks groups={groups} />);
    expect(html).toContain(`Post 2025 ${INLINE_POSTS - 1}<`);
    expect(html).not.toContain(`Post 2025 ${INLINE_POSTS}<`);
    expect(html).toMatch(new RegExp(`<button[^>]*aria-label="Show ${80 - INLINE_POSTS} more posts of 2025"[^>]*>Show ${80 - INLINE_POSTS} more</button>`));
    expect(html).toMatch(new RegExp(`<a[^>]*href="/blog/archive/#archive-2025"[^>]*>${80 - INLINE_POSTS} more in the archive</a>`));
  });

  it('a fixed count or an ungrouped list is drawn whole', () => {
    const many = posts({ 2025: 60, 2024: 60 });
    expect(blogSidebarView(many, { count: 5, byYear: true }).groups).toEqual([{ year: '2025', posts: expect.any(Array) }]);
    expect(blogSidebarView(many, { count: 'ALL', byYear: false }).groups[0].posts).toHaveLength(120);
  });

  it('an older year renders as a link to the archive and a closed toggle, without its posts', () => {
    const { groups } = blogSidebarView(posts({ 2025: 50, 2024: 7 }), { count: 'ALL', byYear: true });
    const html = renderToStaticMarkup(<SidebarLinks groups={groups} />);
    expect(html).toContain('href="/blog/archive/#archive-2024"');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-label="Expand the posts of 2024"/);
    expect(html).not.toContain('Post 2024');
    expect(html).toContain('Post 2025 49');
  });
});

describe('the year being read', () => {
  it('is what the post page set, until it clears it, and tells subscribers of each change only', () => {
    const heard: (string | null)[] = [];
    const stop = subscribeReadingYear(() => heard.push(readingYear()));
    setReadingYear('2023');
    setReadingYear('2023');
    setReadingYear(null);
    stop();
    setReadingYear('2021');
    expect(heard).toEqual(['2023', null]);
    setReadingYear(null);
  });
});
