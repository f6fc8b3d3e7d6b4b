import fs from 'node:fs';
import path from 'node:path';
import { expect, onBuiltSite, test } from './fixtures';
import { ROUTE_OPTIONS_ABSENT, ROUTE_OPTIONS_FILES, ROUTE_OPTIONS_PAGES } from './route-options-site';

/**
 * A site whose docs are read from documentation/ and whose blog, read from posts/, is served under
 * /news (e2e/route-options-site.ts, built by scripts/e2e.ts into out-routeopts/): every blog route
 * and feed under /news, none under /blog, and the second docs instance not built.
 */
onBuiltSite('ROUTEOPTS_BASE_URL', 'out-routeopts');
const OUT = 'out-routeopts';

for (const { path: p, h1 } of ROUTE_OPTIONS_PAGES) {
  test(`${p} is there, headed "${h1}"`, async ({ page }) => {
    const res = await page.goto(p);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  });
}

test('the feeds and the Markdown twin are under /news, and link to posts under /news', () => {
  for (const f of ROUTE_OPTIONS_FILES) expect(fs.existsSync(path.join(OUT, f)), f).toBe(true);
  const rss = fs.readFileSync(path.join(OUT, 'news/rss.xml'), 'utf8');
  expect(rss).toContain('https://route-options.example.com/news/hello/');
  expect(rss).not.toMatch(/example\.com\/blog\//);
});

test('the sitemap lists the blog under /news and nothing under /blog', () => {
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('https://route-options.example.com/news/hello/');
  expect(sitemap).toContain('https://route-options.example.com/docs/intro/');
  expect(sitemap).not.toContain('/blog/');
});

test.describe('paths the site does not have', () => {
  test.use({ allowedConsole: [/^HTTP 404 /] });
  for (const p of ROUTE_OPTIONS_ABSENT) {
    test(`${p} is 404`, async ({ page }) => {
      expect((await page.goto(p))?.status()).toBe(404);
    });
  }
});

test('the navbar link into the blog and a post link lead there by a click, with the blog sidebar', async ({ page }) => {
  await page.goto('/docs/intro/');
  await page.getByRole('navigation').first().getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await expect(page.getByRole('navigation', { name: 'Blog recent posts navigation' }).first().getByRole('link', { name: 'Hello' })).toHaveAttribute('href', '/news/hello/');
  await page.getByRole('main').getByRole('link', { name: 'Second', exact: true }).first().click();
  await expect(page).toHaveURL(/\/news\/2025\/01\/03\/second\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second');
  await page.getByRole('main').getByRole('link', { name: 'the first', exact: true }).click();
  await expect(page).toHaveURL(/\/news\/hello\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello');
});

test("the blog's renamed sub-routes in the post's links: a tag chip under /news/topics, Ana's page under /news/people, Cy's name to his url", async ({ page }) => {
  await page.goto('/news/hello/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'release', exact: true }).first()).toHaveAttribute('href', '/news/topics/release/');
  await expect(main.getByRole('link', { name: 'Ana', exact: true }).first()).toHaveAttribute('href', '/news/people/ana/');
  await expect(main.getByRole('link', { name: 'Cy', exact: true }).first()).toHaveAttribute('href', 'https://cy.example.org');
  await main.getByRole('link', { name: 'Ana', exact: true }).first().click();
  await expect(page).toHaveURL(/\/news\/people\/ana\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana');
  // Ana wrote both posts, one a page (postsPerPage 1): her list goes on at /news/people/ana/p/2/.
  await page.getByRole('main').getByRole('link', { name: /older/i }).first().click();
  await expect(page).toHaveURL(/\/news\/people\/ana\/p\/2\/$/);
});

test('the authors list names both authors; the docs tag chip leads to /docs/labels/start/', async ({ page }) => {
  await page.goto('/news/people/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Ana', 'Cy']);
  await page.goto('/docs/intro/');
  await page.getByRole('main').getByRole('link', { name: 'start', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/labels\/start\/$/);
});

test('the sitemap and the feeds follow the renamed sub-routes', () => {
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  for (const p of ['/news/p/2/', '/news/history/', '/news/topics/', '/news/topics/release/', '/news/people/', '/news/people/ana/', '/news/people/ana/p/2/', '/docs/labels/', '/docs/labels/start/']) {
    expect(sitemap, p).toContain(`https://route-options.example.com${p}<`);
  }
  for (const p of ['/news/page/', '/news/archive/', '/news/tags/', '/news/authors/', '/news/people/cy/', '/docs/tags/']) expect(sitemap, p).not.toContain(p);
  const rss = fs.readFileSync(path.join(OUT, 'news/rss.xml'), 'utf8');
  expect(rss).toContain('https://route-options.example.com/news/topics/release/');
  expect(rss).not.toContain('/news/tags/');
});
