import type { APIRequestContext, Page } from '@playwright/test';
import { ENGINE } from './engine-pages';
import { expect, onFixtureSite, test } from './fixtures';

// The blog's pages on the fixture site (e2e/long-sidebar-site.ts's 62 posts and e2e/engine-pages.ts's
// post with sections), not on the OSO site's posts, authors and tags.
onFixtureSite();
const { authors, blogTag } = ENGINE;
const AUTHOR = new RegExp(`^(${authors.team.name}|${authors.writer.name})$`);

/** The listed posts, newest first, as the archive lists them (its own test holds it to the sitemap and the feed). */
async function listed(request: APIRequestContext): Promise<{ url: string; title: string }[]> {
  const res = await request.get('/blog/archive/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<li><time[^>]*>[^<]*<\/time><a href="([^"]+)">([^<]*)<\/a><\/li>/g)].map((m) => ({
    url: new URL(m[1], res.url()).href,
    title: decode(m[2]),
  }));
}
const decode = (t: string) => t.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const articles = (page: Page) => page.getByRole('main').locator('article');

test('blog list pages run from newest to oldest, 10 a page, and stop at the last', async ({ page, request }) => {
  const posts = await listed(request);
  const pages = Math.ceil(posts.length / 10);
  expect(pages).toBeGreaterThan(1);
  await page.goto('/blog/');
  const seen: string[] = [];
  for (let n = 1; n <= pages; n++) {
    await expect(page).toHaveURL(n === 1 ? /\/blog\/$/ : new RegExp(`/blog/page/${n}/$`));
    const items = articles(page);
    await expect(items).toHaveCount(n < pages ? 10 : posts.length - 10 * (pages - 1));
    const first = items.first();
    await expect(first.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(first.getByRole('link', { name: /^Read more about / })).toBeVisible();
    await expect(first.getByRole('link', { name: AUTHOR }).first()).toBeVisible();
    seen.push(...(await items.locator('h2 a').allTextContents()));
    const nav = page.getByRole('navigation', { name: 'Blog list page navigation' });
    await expect(nav.getByRole('link', { name: /Newer entries/ })).toHaveCount(n > 1 ? 1 : 0);
    await expect(nav.getByRole('link', { name: /Older entries/ })).toHaveCount(n < pages ? 1 : 0);
    if (n < pages) await nav.getByRole('link', { name: /Older entries/ }).click();
  }
  expect(seen).toEqual(posts.map((p) => p.title));
  expect((await request.get(`/blog/page/${pages + 1}/`)).status()).toBe(404);
  expect((await request.get('/blog/page/1/')).status()).toBe(404);
});

test('a tag with several pages: heading, count, description, View All Tags', async ({ page, request }) => {
  await page.goto(blogTag.href);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText(blogTag.label);
  const count = Number((await h1.textContent())!.match(/(\d+) posts/)![1]);
  expect(count).toBeGreaterThan(20);
  await expect(page.getByText(blogTag.description)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Tags' })).toHaveAttribute('href', '/blog/tags/');
  let total = 0;
  for (let n = 1; n <= Math.ceil(count / 10); n++) {
    if (n > 1) await page.goto(`${blogTag.href}page/${n}/`);
    const items = articles(page);
    total += await items.count();
    for (const tags of await items.locator('a[rel="tag"]').allTextContents()) expect(tags).toBeTruthy();
    await expect(items.first().getByRole('link', { name: blogTag.label, exact: true })).toBeVisible();
  }
  expect(total).toBe(count);
  expect((await request.get(`${blogTag.href}page/${Math.ceil(count / 10) + 1}/`)).status()).toBe(404);
});

test('the tags index lists every tag with its post count', async ({ page }) => {
  await page.goto('/blog/tags/');
  const tag = page.getByRole('main').getByRole('link', { name: new RegExp(`^${blogTag.label}\\s*\\d+$`) });
  await expect(tag).toHaveAttribute('href', blogTag.href);
  await tag.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(`${blogTag.label} · \\d+ posts`));
});

test('an author page shows the card and the author’s posts', async ({ page }) => {
  await page.goto('/blog/authors/');
  await page.getByRole('main').getByRole('link', { name: authors.team.name }).click();
  await expect(page).toHaveURL(new RegExp(`${authors.team.href}$`));
  await expect(page.getByRole('heading', { level: 1, name: authors.team.name })).toBeVisible();
  await expect(page.getByText(authors.team.title).first()).toBeVisible();
  const count = Number((await page.getByText(/^\d+ posts?$/).first().textContent())!.split(' ')[0]);
  await expect(articles(page)).toHaveCount(Math.min(count, 10));
  for (const item of await articles(page).all()) await expect(item.getByRole('link', { name: authors.team.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Authors' })).toBeVisible();
});

test('the archive lists every listed post by year, newest year first, as the sitemap and the feed have them', async ({ page, request }) => {
  const posts = await listed(request);
  await page.goto('/blog/archive/');
  const years = (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).map(Number);
  expect(years.length).toBeGreaterThan(1);
  expect([...years].sort((a, b) => b - a)).toEqual(years);
  const links = page.getByRole('main').locator('section li a');
  expect(await links.allTextContents()).toEqual(posts.map((p) => p.title));
  const dates = await page.getByRole('main').locator('section li time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
  expect([...dates].sort().reverse()).toEqual(dates);
  // Every post page the sitemap names, and no other.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const postPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^/<]+\/)<\/loc>/g)].map((m) => m[1]).filter((p) => !/^\/blog\/(tags|authors|archive|page)\//.test(p));
  expect(posts.map((p) => new URL(p.url).pathname).sort()).toEqual(postPaths.sort());
  // The JSON feed carries the newest of them, in the same order.
  const feed = (await (await request.get('/blog/feed.json')).json()).items as { url: string; title: string }[];
  expect(feed.map((i) => i.title)).toEqual(posts.slice(0, feed.length).map((p) => p.title));
});

test('a post shows reading time, author cards, tags, TOC and newer/older posts', async ({ page, request }) => {
  const posts = await listed(request);
  // The post with sections (its TOC), which has a newer and an older post.
  const i = posts.findIndex((p) => p.title === ENGINE.post.title);
  expect(i).toBeGreaterThan(0);
  expect(i).toBeLessThan(posts.length - 1);
  const path = new URL(posts[i].url).pathname;
  await page.goto(path);
  const article = page.getByRole('main').locator('article');
  await expect(article).toHaveCount(1);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(posts[i].title);
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
  const author = article.locator('header img').first();
  await expect(author).toBeVisible();
  expect(await author.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(article.locator('header').getByRole('link', { name: AUTHOR }).first()).toHaveAttribute('href', /^\/blog\/authors\/[a-z-]+\/$/);
  await expect(article.locator('a[rel="tag"]').first()).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  for (const href of await toc.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    const level = await page.locator(`article [id="${href.slice(1)}"]`).evaluate((el) => el.tagName);
    expect(['H2', 'H3']).toContain(level);
  }
  const nav = page.getByRole('navigation', { name: 'Blog post page navigation' });
  await expect(nav.getByRole('link', { name: new RegExp(`Newer post.*${escape(posts[i - 1].title)}`) })).toHaveAttribute('href', new URL(posts[i - 1].url).pathname);
  await nav.getByRole('link', { name: /Older post/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[i + 1].title);
});

test('the newest post has no newer post, the oldest no older one', async ({ page, request }) => {
  const posts = await listed(request);
  await page.goto(new URL(posts[0].url).pathname);
  const nav = page.getByRole('navigation', { name: 'Blog post page navigation' });
  await expect(nav.getByText('Newer post')).toHaveCount(0);
  await expect(nav.getByText('Older post')).toHaveCount(1);
  await page.goto(new URL(posts[posts.length - 1].url).pathname);
  await expect(nav.getByText('Newer post')).toHaveCount(1);
  await expect(nav.getByText('Older post')).toHaveCount(0);
});

test('the sidebar lists every post under its title, grouped by year, marking the current one', async ({ page, request }) => {
  const posts = await listed(request);
  const path = new URL(posts[3].url).pathname;
  await page.goto(path);
  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
  await expect(sidebar.getByText(ENGINE.blogSidebarTitle, { exact: true })).toBeVisible();
  const groups = sidebar.getByRole('group');
  const years = await groups.evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('aria-label'))));
  expect(years.length).toBeGreaterThan(1);
  expect([...years].sort((a, b) => b - a)).toEqual(years);
  // The fixture has more posts than the sidebar draws (lib/blog/sidebar-view.ts, e2e/sidebar-window.spec.ts):
  // the newest year's rest and each older year are opened first; an older year's heading is a link of its own.
  for (const more of await sidebar.getByRole('button', { name: /^Show \d+ more/ }).all()) await more.click();
  await expect(sidebar.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
  for (const year of await sidebar.getByRole('button', { name: /^Expand the posts of / }).all()) await year.click();
  await expect(sidebar.getByRole('button', { name: /^Expand the posts of / })).toHaveCount(0);
  await expect(sidebar.getByText('Loading…')).toHaveCount(0);
  const titles = (await sidebar.getByRole('link').allTextContents()).filter((t) => !/^\d{4} \(\d+\)$/.test(t));
  expect(titles).toEqual(posts.map((p) => p.title));
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(posts[3].title);
  await page.goto('/blog/');
  await expect(page.getByRole('navigation', { name: 'Blog recent posts navigation' })).toBeVisible();
});

test('on a narrow window the sidebar moves into the mobile secondary menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/blog/');
  await expect(page.getByRole('navigation', { name: 'Blog recent posts navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  const sidebar = panel.getByRole('navigation', { name: 'Blog recent posts navigation' });
  await expect(sidebar.getByText(ENGINE.blogSidebarTitle, { exact: true })).toBeVisible();
  await sidebar.getByRole('link').first().click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('main').locator('article')).toHaveCount(1);
});

test('feeds are valid, the newest 20 listed posts, and linked from blog pages', async ({ page, request }) => {
  const posts = await listed(request);
  await page.goto('/blog/');
  for (const [type, path] of [
    ['application/rss+xml', '/blog/rss.xml'],
    ['application/atom+xml', '/blog/atom.xml'],
    ['application/feed+json', '/blog/feed.json'],
  ]) {
    await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute('href', new RegExp(`${path.replace('.', '\\.')}$`));
  }
  for (const [path, item] of [['/blog/rss.xml', 'item'], ['/blog/atom.xml', 'entry'], [`${blogTag.href}rss.xml`, 'item']]) {
    const xml = await (await request.get(path)).text();
    const result = await page.evaluate(
      ({ xml, item }) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        const content = doc.querySelector(`${item} encoded, ${item} content`)?.textContent ?? '';
        return { error: doc.querySelector('parsererror')?.textContent ?? null, items: doc.getElementsByTagName(item).length, content };
      },
      { xml, item },
    );
    expect(result.error, path).toBeNull();
    // The newest 20, as Docusaurus 3's feeds (feedOptions.limit).
    if (!path.includes('/tags/')) expect(result.items, path).toBe(Math.min(20, posts.length));
    else expect(result.items).toBeGreaterThan(1);
    expect(result.content, path).toMatch(/<p>/);
  }
  const json = await (await request.get('/blog/feed.json')).json();
  expect(json.version).toMatch(/jsonfeed/);
  expect(json.items[0].content_html).toMatch(/<h2 id="/);
});

test('a post page carries OpenGraph, Twitter and BlogPosting metadata; lists carry Blog', async ({ page, request }) => {
  const [first] = await listed(request);
  await page.goto(new URL(first.url).pathname);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', first.title);
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: first.title });
  await page.goto('/blog/');
  const blog = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(blog['@type']).toBe('Blog');
  expect(blog.blogPost).toHaveLength(10);
});

test('charts are accessible figures with a data table', async ({ page }) => {
  await page.goto(ENGINE.post.href);
  const figure = page.getByRole('main').locator('figure').filter({ has: page.locator('svg[role="img"]') }).first();
  await expect(figure.locator('figcaption')).toBeVisible();
  await expect(figure.getByRole('img')).toHaveCount(1);
  await expect(figure.getByRole('img')).toHaveAccessibleName(await figure.locator('figcaption').innerText());
  await expect(figure.getByRole('table')).toBeHidden();
  await figure.getByText('Show data').click();
  await expect(figure.getByRole('table')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  const label = figure.locator('svg:visible text').first();
  const size = await label.evaluate((t) => t.getBoundingClientRect().height);
  expect(size).toBeGreaterThan(10);
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
