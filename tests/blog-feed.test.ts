import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { buildFeed, feedItem, feedPosts, renderFeed } from '@/lib/blog/feed';
import type { BlogPost } from '@/lib/blog/model';
import { extractPostBody } from '@/lib/blog/post-html';
import { blogJsonLd, blogMetadata, postJsonLd, postMetadata } from '@/lib/seo/blog';
import { jsonLdString } from '@/lib/seo/json-ld';
import { site } from '@/lib/site';

const post = (slug: string, over: Partial<BlogPost> = {}): BlogPost => ({
  source: `blog/2024-01-01-${slug}.mdx`,
  slug,
  title: `Post ${slug}`,
  date: '2024-01-01T00:00:00.000Z',
  description: `About ${slug}.`,
  authors: [{ id: 'research', key: 'research', name: 'OSO Research', url: 'https://example.org/r', socials: {} }],
  tags: [{ key: 'octant', label: 'Octant', permalink: 'octant', inline: false }],
  keywords: [],
  draft: false,
  unlisted: false,
  hideToc: false,
  readingMinutes: 4,
  truncated: true,
  headings: [],
  head: [],
  raw: '',
  code: '',
  ...over,
});

const origin = site.url;

describe('feed items', () => {
  it('carries absolute links, authors, tags and content', () => {
    const item = feedItem(post('a'), '<p>Hello</p>');
    expect(item).toMatchObject({
      title: 'Post a',
      link: `${origin}/blog/a/`,
      id: `${origin}/blog/a/`,
      description: 'About a.',
      content: '<p>Hello</p>',
      author: [{ name: 'OSO Research', link: 'https://example.org/r' }],
      category: [{ name: 'Octant', domain: `${origin}/blog/tags/octant/` }],
    });
    expect(item.date.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });

  it('gives the post image an absolute URL', () => {
    expect(feedItem(post('a', { image: '/assets/cover-1a2b3c4d.png' })).image).toBe(`${origin}/assets/cover-1a2b3c4d.png`);
    expect(feedItem(post('a', { image: '/img/x.png' })).image).toBe(`${origin}/img/x.png`);
  });

  it('renders a post without authors (Docusaurus allows them) in every format', () => {
    const files = renderFeed(buildFeed([post('a', { authors: [] })], () => undefined));
    expect(JSON.parse(files.json).items[0].author).toBeUndefined();
    expect(parse(files.rss).querySelectorAll('item')).toHaveLength(1);
  });

  it('writes one item per post in RSS, Atom and JSON', () => {
    const list = [post('b', { date: '2024-02-01T00:00:00.000Z' }), post('a')];
    const files = renderFeed(buildFeed(list, (s) => `<p>${s} body</p>`));
    const rss = parse(files.rss);
    expect(rss.querySelectorAll('item')).toHaveLength(2);
    expect(files.rss).toContain('<![CDATA[<p>b body</p>]]>');
    expect(parse(files.atom).querySelectorAll('entry')).toHaveLength(2);
    const json = JSON.parse(files.json);
    expect(json.items.map((i: { url: string }) => i.url)).toEqual([`${origin}/blog/b/`, `${origin}/blog/a/`]);
    expect(json.items[0].content_html).toBe('<p>b body</p>');
    expect(json.feed_url).toBe(`${origin}/blog/feed.json`);
  });

  it('names a tag feed after its tag', () => {
    const rss = buildFeed([post('a')], () => undefined, { label: 'Octant', permalink: 'octant' }).rss2();
    expect(rss).toContain('Open Source Observer Blog: Octant');
    expect(rss).toContain(`${origin}/blog/tags/octant/rss.xml`);
  });

  it('writes a valid empty feed', () => {
    const files = renderFeed(buildFeed([], () => undefined));
    expect(JSON.parse(files.json).items).toEqual([]);
    expect(files.rss).toContain('<channel>');
  });
});

describe('post HTML for feeds', () => {
  const page = `<html><body><nav>menu</nav><main><article>
    <h1>Title</h1>
    <div class="markdown" data-post-body="">
      <h2 id="a">A<a class="hash-link" href="#a">#</a></h2>
      <p>See <a href="/docs/x/">docs</a> and <a href="#a">here</a> and <a href="https://e.org">out</a>.</p>
      <img src="./chart.png" alt="c"><img src="/img/y.svg" alt="y">
      <figure><pre>code</pre><button>Copy</button></figure>
      <svg data-feed-skip=""><text>narrow</text></svg>
      <script>alert(1)</script>
    </div></article></main></body></html>`;

  it('keeps the body, absolutises URLs, drops UI', () => {
    const html = extractPostBody(page, 'https://s.org/blog/p/')!;
    expect(html).toContain('<h2 id="a">A</h2>');
    expect(html).toContain('href="https://s.org/docs/x/"');
    expect(html).toContain('href="#a"');
    expect(html).toContain('href="https://e.org"');
    expect(html).toContain('src="https://s.org/blog/p/chart.png"');
    expect(html).toContain('src="https://s.org/img/y.svg"');
    expect(html).not.toMatch(/Copy|narrow|alert|menu|<h1>/);
  });

  it('is undefined without a marked body', () => {
    expect(extractPostBody('<main><p>x</p></main>', 'https://s.org/')).toBeUndefined();
  });
});

describe('metadata and JSON-LD', () => {
  it('describes a post for OpenGraph and Twitter, with feeds in the head', () => {
    const m = postMetadata(post('a', { image: '/img/c.png' }));
    expect(m.openGraph).toMatchObject({ type: 'article', title: 'Post a', publishedTime: '2024-01-01T00:00:00.000Z', images: [`${origin}/img/c.png`] });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(Object.keys(m.alternates!.types!)).toEqual(['text/markdown', 'application/rss+xml', 'application/atom+xml', 'application/feed+json']);
    expect(m.robots).toBeUndefined();
    expect(postMetadata(post('b', { unlisted: true })).robots).toEqual({ index: false, follow: true });
  });

  it('adds a tag page\'s own RSS feed', () => {
    const rss = blogMetadata({ title: 'T' }, { label: 'Octant', permalink: 'octant' }).alternates!.types!['application/rss+xml'] as { url: string }[];
    expect(rss.map((f) => f.url)).toEqual([`${origin}/blog/rss.xml`, `${origin}/blog/tags/octant/rss.xml`]);
  });

  it('builds BlogPosting and Blog objects', () => {
    expect(postJsonLd(post('a'))).toMatchObject({ '@type': 'BlogPosting', headline: 'Post a', datePublished: '2024-01-01T00:00:00.000Z', author: [{ '@type': 'Person', name: 'OSO Research' }] });
    const blog = blogJsonLd([post('a'), post('b')], '/blog/');
    expect(blog['@type']).toBe('Blog');
    expect(blog.blogPost).toHaveLength(2);
  });

  it('escapes </script> in JSON-LD', () => {
    expect(jsonLdString({ t: '</script><b>' })).not.toContain('</script>');
  });
});

describe('feedPosts', () => {
  it("keeps the newest `limit` posts, as Docusaurus's feedOptions.limit does, or all of them for false", () => {
    const list = ['c', 'b', 'a'];
    expect(feedPosts(list, 2)).toEqual(['c', 'b']);
    expect(feedPosts(list, 20)).toEqual(list);
    expect(feedPosts(list, false)).toEqual(list);
  });
});

describe("a locale's feeds (lib/builder/blog-feeds.ts writes one set per locale)", () => {
  const fr = { language: 'fr', at: (p: string) => `/fr${p}`, copyright: 'Droits réservés' };
  it("carry the locale's language and copyright, and every link at the locale's URLs", () => {
    const files = renderFeed(buildFeed([post('a', { title: 'Billet a' })], () => '<p>Bonjour</p>', undefined, fr));
    const json = JSON.parse(files.json);
    expect(json.home_page_url).toBe(`${origin}/fr/blog/`);
    expect(json.feed_url).toBe(`${origin}/fr/blog/feed.json`);
    expect(json.items[0]).toMatchObject({ url: `${origin}/fr/blog/a/`, id: `${origin}/fr/blog/a/`, title: 'Billet a', content_html: '<p>Bonjour</p>' });
    const rss = parse(files.rss);
    expect(rss.querySelector('language')?.text).toBe('fr');
    expect(rss.querySelector('copyright')?.text).toBe('Droits réservés');
    expect(rss.querySelector('item category')?.getAttribute('domain')).toBe(`${origin}/fr/blog/tags/octant/`);
    expect(files.atom).toContain(`<link rel="self" href="${origin}/fr/blog/atom.xml"/>`);
  });
  it("a tag's feed is under the locale's tag page", () => {
    const rss = buildFeed([post('a')], () => undefined, { label: 'Octant', permalink: 'octant' }, fr).rss2();
    expect(rss).toContain(`<link>${origin}/fr/blog/tags/octant/</link>`);
    expect(rss).toContain(`href="${origin}/fr/blog/tags/octant/rss.xml"`);
  });
  it('the default locale is unchanged: its own paths and the site language', () => {
    const json = JSON.parse(renderFeed(buildFeed([post('a')], () => undefined)).json);
    expect(json.items[0].url).toBe(`${origin}/blog/a/`);
  });
});
