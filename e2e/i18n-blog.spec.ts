import { expect, onBuiltSite, test } from './fixtures';
import { EN, FR } from './locale-sites';

/**
 * A locale's blog and 404 page, on the French site's English locale (e2e/locale-sites.ts, out-fr/):
 * a translated post (i18n/en/docusaurus-plugin-content-blog/) over the default's, an untranslated one
 * with the default locale's text at the locale's URL, the blog's options.json title, and a missing
 * /en/… answered by the English 404 page (Docusaurus builds each locale with its own 404.html).
 */
test.describe("a locale's blog and 404 page", () => {
  onBuiltSite('FR_BASE_URL', 'out-fr');

  test('a translated post in the locale, an untranslated one with the default text', async ({ page }) => {
    await page.goto('/en/blog/hello/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: EN.postTitle })).toBeVisible();
    await expect(page.locator('article').first()).toContainText(EN.postText);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', 'https://fr.example.com/blog/hello/');
    // The French post's date, in English.
    await expect(page.locator('article time').first()).toHaveText('July 16, 2024');
    await page.goto('/en/blog/older/');
    await expect(page.getByRole('heading', { level: 1, name: EN.olderTitle })).toBeVisible();
    // The default locale's own page is untouched.
    await page.goto('/blog/hello/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour' })).toBeVisible();
  });

  test("the locale's blog list: options.json's title, its posts, links in the locale", async ({ page }) => {
    await page.goto('/en/blog/');
    await expect(page.getByRole('heading', { level: 1, name: EN.blogTitle })).toBeVisible();
    const post = page.getByRole('main').getByRole('link', { name: EN.postTitle }).first();
    await expect(post).toHaveAttribute('href', /\/en\/blog\/hello\/$/);
    await expect(page.getByRole('main').getByRole('link', { name: EN.olderTitle }).first()).toHaveAttribute('href', /\/en\/blog\/older\/$/);
  });

  test("the locale's feeds: its posts, titles and URLs, announced in its blog pages' head", async ({ page, request }) => {
    // i18n.localeConfigs.en.url: the English feeds' links are on the English origin.
    const origin = EN.origin;
    const rss = await (await request.get('/en/blog/rss.xml')).text();
    expect(rss).toContain('<language>en</language>');
    expect(rss).toContain(`<title><![CDATA[${EN.postTitle}]]></title>`);
    expect(rss).toContain(`<link>${origin}/en/blog/hello/</link>`);
    expect(rss).toContain(`<link>${origin}/en/blog/older/</link>`);
    expect(rss).toContain(EN.postText);
    const json = await (await request.get('/en/blog/feed.json')).json();
    expect(json.items.map((i: { url: string }) => i.url)).toEqual([`${origin}/en/blog/hello/`, `${origin}/en/blog/older/`]);
    const atom = await (await request.get('/en/blog/atom.xml')).text();
    expect(atom).toContain(`<link rel="self" href="${origin}/en/blog/atom.xml"/>`);
    // The default locale's feeds keep its own posts and URLs.
    const fr = await (await request.get('/blog/rss.xml')).text();
    expect(fr).toContain('<language>fr</language>');
    expect(fr).toContain('<title><![CDATA[Bonjour]]></title>');
    expect(fr).not.toContain('/en/blog/');
    expect(fr).toContain('<link>https://fr.example.com/blog/hello/</link>');
    await page.goto('/en/blog/');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute('href', `${origin}/en/blog/rss.xml`);
  });

  test.describe('404', () => {
    test.use({ allowedConsole: [/HTTP 404/] });
    test('a missing /en/… page is the 404 page in English; elsewhere in French', async ({ page }) => {
    const en = await page.goto('/en/no-such-page/');
    expect(en?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: EN.notFound })).toBeVisible();
    const fr = await page.goto('/no-such-page/');
    expect(fr?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: EN.notFoundFr })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: FR.navDocs })).toBeVisible();
    });
  });
});
