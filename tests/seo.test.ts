import { describe, expect, it } from 'vitest';
import { pageMetadata, socialImage } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { buildSidebar } from '@/lib/docs/sidebar';
import { cardPagePath, cardParams, cardsOf, cardText, cardTextOf, cardTitle, docSection } from '@/lib/seo/cards';
import { doc } from './factories';
import { breadcrumbJsonLd, techArticleJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { frontmatterDate, parseGitLog } from '@/lib/seo/last-updated';
import { llmsFullTxt, llmsTxt } from '@/lib/seo/llms';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { absoluteUrl, sitePath } from '@/lib/seo/url';
import { site } from '@/lib/site';

const origin = site.url;

describe('social cards', () => {
  it.each([
    ['/', ['site.png']],
    ['/docs/', ['docs.png']],
    ['/docs/get-started/python/', ['docs', 'get-started', 'python.png']],
    ['/blog/hello/', ['blog', 'hello.png']],
    ['/docs/category/ecosystems/', ['docs', 'category', 'ecosystems.png']],
  ])('%s ↔ %j', (path, params) => {
    expect(cardParams(path)).toEqual(params);
    expect(cardPagePath(params)).toBe(path);
    expect(routes.socialCard(path)).toBe(`/og/${params.join('/')}`);
  });

  it.each([
    ['🏗️ Connect via Airbyte', 'Connect via Airbyte'],
    ['Flags 🇺🇸 and 👩🏽‍💻 go', 'Flags and go'],
    ['Plain — text “quoted”', 'Plain — text “quoted”'],
  ])('cardText(%j)', (raw, want) => expect(cardText(raw)).toBe(want));

  it('cuts long titles on a word', () => {
    const t = cardTitle('word '.repeat(40), 30);
    expect(t.length).toBeLessThanOrEqual(30);
    expect(t).toMatch(/word…$/);
    expect(cardTitle('Short')).toBe('Short');
  });

  it('one card per page that has its own: the site, each doc, post and generated index, with its section', () => {
    const docs = [
      doc('index', { title: 'Overview', sidebarPosition: 0 }),
      doc('guides/fork', { title: 'Fork a repository', sidebarLabel: 'Fork', sidebarPosition: 1 }),
      doc('guides/deep/one', { title: 'Deep one' }),
    ];
    const sidebar = buildSidebar(docs, { guides: { label: 'Guides', position: 1, link: { type: 'generated-index' as const, slug: '/category/guides' } } }, { collapsed: true, collapsible: true });
    const cards = cardsOf({ title: 'OSO', tagline: 'Measure impact' }, sidebar, docs, [{ slug: 'hello', title: 'Hello' }]);
    expect(cards).toEqual([
      { path: '/', title: 'OSO', section: 'Measure impact' },
      { path: '/docs/', title: 'Overview', section: 'Docs' },
      { path: '/docs/guides/fork/', title: 'Fork a repository', section: 'Guides' },
      { path: '/docs/guides/deep/one/', title: 'Deep one', section: 'Guides' },
      { path: '/blog/hello/', title: 'Hello', section: 'Blog' },
      { path: '/docs/category/guides/', title: 'Guides', section: 'Docs' },
    ]);
    // What the card is drawn from (and keyed on): the site's title and host beside the card's own text.
    expect(cardTextOf(cards[4], { title: 'OSO', url: 'https://docs.example.test', baseUrl: '/sub/' })).toEqual({ title: 'Hello', section: 'Blog', siteTitle: 'OSO', host: 'docs.example.test/sub' });
  });

  it('names a doc section after its top category', () => {
    expect(docSection([{ label: 'Get Started' }, { label: 'Python' }])).toBe('Get Started');
    expect(docSection([{ label: 'Overview' }])).toBe('Docs');
  });
});

describe('urls', () => {
  it('absoluteUrl and sitePath are inverses on this site', () => {
    expect(absoluteUrl('/docs/')).toBe(`${origin}/docs/`);
    expect(sitePath(`${origin}/docs/`)).toBe('/docs/');
    expect(sitePath(origin)).toBe('/');
    expect(sitePath('https://elsewhere.test/x')).toBeNull();
    expect(absoluteUrl('https://elsewhere.test/x')).toBe('https://elsewhere.test/x');
  });
});

describe('pageMetadata', () => {
  it('gives every page one canonical, OpenGraph and a Twitter card', () => {
    const m = pageMetadata({ title: 'Tags', description: 'All tags.', path: '/docs/tags/' });
    expect(m.alternates?.canonical).toBe(`${origin}/docs/tags/`);
    expect(m.openGraph).toMatchObject({ type: 'website', url: `${origin}/docs/tags/`, title: 'Tags', siteName: site.title });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [`${origin}/og/site.png`] });
  });

  it.each([
    [{ path: '/docs/a/', card: true }, `${origin}/og/docs/a.png`],
    [{ path: '/docs/a/', card: true, image: '/img/cover.png' }, `${origin}/img/cover.png`],
    [{ path: '/blog/tags/x/' }, `${origin}/og/site.png`],
    [{}, `${origin}/og/site.png`],
  ])('socialImage(%j)', (opts, want) => expect(socialImage(opts)).toBe(want));

  it('announces the Markdown twin and marks articles', () => {
    const m = pageMetadata({ title: 'Python', path: '/docs/python/', card: true, markdown: '/docs/python.md', type: 'article' });
    expect(m.alternates?.types).toEqual({ 'text/markdown': `${origin}/docs/python.md` });
    expect(m.openGraph).toMatchObject({ type: 'article', images: [{ url: `${origin}/og/docs/python.png`, width: 1200, height: 630 }] });
  });

  it('keeps noindex pages without a canonical when they have no path', () => {
    const m = pageMetadata({ title: 'Page Not Found', noindex: true });
    expect(m.alternates).toBeUndefined();
    expect(m.robots).toEqual({ index: false, follow: true });
  });
});

describe('JSON-LD', () => {
  it('WebSite searches through /search?q=', () => {
    const w = websiteJsonLd();
    expect(w).toMatchObject({ '@type': 'WebSite', url: `${origin}/`, name: site.title });
    expect(w.potentialAction.target.urlTemplate).toBe(`${origin}/search/?q={search_term_string}`);
    expect(w.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('BreadcrumbList keeps linked categories and ends on the page', () => {
    const b = breadcrumbJsonLd([{ label: 'Refs', href: '/docs/references/' }, { label: 'Group' }, { label: 'Code' }], '/docs/references/code/');
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Refs', item: `${origin}/docs/references/` },
      { '@type': 'ListItem', position: 2, name: 'Code', item: `${origin}/docs/references/code/` },
    ]);
  });

  it('TechArticle carries the headline, image and date when known', () => {
    const a = techArticleJsonLd({ title: 'T', path: '/docs/t/', image: '/og/docs/t.png', lastUpdated: '2024-05-01T00:00:00.000Z' });
    expect(a).toMatchObject({ '@type': 'TechArticle', headline: 'T', url: `${origin}/docs/t/`, image: `${origin}/og/docs/t.png`, dateModified: '2024-05-01T00:00:00.000Z' });
    expect(techArticleJsonLd({ title: 'T', path: '/docs/t/', image: '/x.png' })).not.toHaveProperty('dateModified');
  });
});

describe('last updated', () => {
  it('takes the newest and oldest commit per file from git log', () => {
    const log = '\x002024-05-02T10:00:00+02:00\n\ndocs/a.mdx\n\x002024-01-01T00:00:00Z\n\ndocs/a.mdx\ndocs/b.mdx\n';
    const dates = parseGitLog(log);
    expect(dates.get('docs/a.mdx')).toEqual({ newest: '2024-05-02T08:00:00.000Z', oldest: '2024-01-01T00:00:00.000Z' });
    expect(dates.get('docs/b.mdx')).toEqual({ newest: '2024-01-01T00:00:00.000Z', oldest: '2024-01-01T00:00:00.000Z' });
    expect(parseGitLog('')).toEqual(new Map());
  });

  it.each([
    [{ date: '2024-03-04' }, '2024-03-04T00:00:00.000Z'],
    ['2024-03-04T12:00:00Z', '2024-03-04T12:00:00.000Z'],
    [{ author: 'x' }, undefined],
    ['not a date', undefined],
    [undefined, undefined],
  ])('frontmatterDate(%j)', (v, want) => expect(frontmatterDate(v)).toBe(want));
});

describe('sitemap', () => {
  it('lists each page once, sorted, absolute, with its date or the newest one', () => {
    const e = sitemapEntries([{ path: '/docs/b/', lastModified: '2024-02-01' }, { path: '/' }, { path: '/docs/a/', lastModified: '2024-03-01' }, { path: '/' }]);
    expect(e).toEqual([
      { url: `${origin}/`, lastModified: '2024-03-01' },
      { url: `${origin}/docs/a/`, lastModified: '2024-03-01' },
      { url: `${origin}/docs/b/`, lastModified: '2024-02-01' },
    ]);
  });
});

describe('llms.txt', () => {
  it('has a title, a summary and one linked line per page, grouped in order of first appearance', () => {
    const txt = llmsTxt({ title: 'OSO', summary: 'Sum\nmary.', details: 'All docs: /llms-full.txt' }, [
      { title: 'Python', url: 'https://s/docs/python.md', description: 'Query from Python.', section: 'Get Started' },
      { title: 'A [draft] post', url: 'https://s/blog/a.md', section: 'Blog' },
      { title: 'SQL', url: 'https://s/docs/sql.md', section: 'Get Started' },
    ]);
    expect(txt).toBe(
      '# OSO\n\n> Sum mary.\n\nAll docs: /llms-full.txt\n\n## Get Started\n\n- [Python](https://s/docs/python.md): Query from Python.\n- [SQL](https://s/docs/sql.md)\n\n## Blog\n\n- [A \\[draft\\] post](https://s/blog/a.md)\n',
    );
  });

  it('llms-full.txt puts every doc under its title with its source', () => {
    const txt = llmsFullTxt('OSO docs', [{ title: 'A', url: 'https://s/a/', markdown: 'Body A.\n' }, { title: 'B', url: 'https://s/b/', markdown: 'Body B.' }]);
    expect(txt).toBe('# OSO docs\n\n# A\n\nSource: https://s/a/\n\nBody A.\n\n---\n\n# B\n\nSource: https://s/b/\n\nBody B.\n');
  });
});
