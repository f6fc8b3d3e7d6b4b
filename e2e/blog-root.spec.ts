import fs from 'node:fs';
import path from 'node:path';
import { expect, onBuiltSite, test } from './fixtures';
import { BLOG_ROOT_ABSENT, BLOG_ROOT_FILES, BLOG_ROOT_PAGES } from './blog-root-site';

/**
 * A blog-only site (routeBasePath '/', e2e/blog-root-site.ts, built by scripts/e2e.ts into
 * out-blogroot/): every blog route and feed at the root, where Docusaurus puts them, none under /blog.
 */
onBuiltSite('BLOGROOT_BASE_URL', 'out-blogroot');
const OUT = 'out-blogroot';

for (const { path: p, h1 } of BLOG_ROOT_PAGES) {
  test(`${p} is there${h1 ? `, headed "${h1}"` : ''}`, async ({ page }) => {
    const res = await page.goto(p);
    expect(res?.status()).toBe(200);
    if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    else await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
}

test('the feeds, the Markdown twin and the sitemap name the posts at the root', () => {
  for (const f of BLOG_ROOT_FILES) expect(fs.existsSync(path.join(OUT, f)), f).toBe(true);
  const rss = fs.readFileSync(path.join(OUT, 'rss.xml'), 'utf8');
  expect(rss).toContain('https://blog-root.example.com/hello/');
  const sitemap = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('https://blog-root.example.com/2025/01/03/second/');
  expect(sitemap).not.toContain('/blog/');
});

test.describe('paths the site does not have', () => {
  test.use({ allowedConsole: [/^HTTP 404 /] });
  for (const p of BLOG_ROOT_ABSENT) {
    test(`${p} is 404`, async ({ page }) => {
      expect((await page.goto(p))?.status()).toBe(404);
    });
  }
});

test('a post link leads to the post by a click, in the blog frame with its sidebar', async ({ page }) => {
  await page.goto('/about/');
  await page.getByRole('main').getByRole('link', { name: 'first post', exact: true }).click();
  await expect(page).toHaveURL(/\/hello\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello');
  await expect(page.getByRole('navigation', { name: 'Blog recent posts navigation' }).first().getByRole('link', { name: 'Second' })).toHaveAttribute('href', '/2025/01/03/second/');
});
