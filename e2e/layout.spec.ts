import { ENGINE } from './engine-pages';
import { expect, hydrated, onFixtureSite, test } from './fixtures';

// The layout (titles, footer, announcement, navbar dropdown, columns) on the fixture site
// (e2e/engine-pages.ts, e2e/long-sidebar-site.ts's config), not on the OSO site's content and config.
onFixtureSite();

const { siteTitle: site } = ENGINE;
const kinds = [
  { name: 'landing', path: '/', h1: 'A long sidebar', title: `A long sidebar | ${site}` },
  { name: 'docs page', path: ENGINE.code.href, h1: ENGINE.code.title, title: `${ENGINE.code.title} | ${site}` },
  { name: 'docs overview', path: '/docs/', h1: /.+/, title: new RegExp(`\\| ${site}$`) },
  { name: 'category index', path: ENGINE.ecosystems.href, h1: ENGINE.ecosystems.label, title: `${ENGINE.ecosystems.label} | ${site}` },
  { name: 'docs tags', path: '/docs/tags/', h1: 'Tags', title: `Tags | ${site}` },
  { name: 'docs tag', path: ENGINE.tag.href, h1: /docs? tagged with “python”/, title: new RegExp(`tagged with "python" \\| ${site}`) },
  { name: 'search page', path: '/search/', h1: /Search/, title: new RegExp(`Search the documentation \\| ${site}`) },
];

for (const k of kinds) {
  test(`${k.name} renders with one main, its h1 and the title format`, async ({ page }) => {
    const res = await page.goto(k.path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1').first()).toHaveText(k.h1);
    await expect(page).toHaveTitle(k.title);
    await expect(page.locator('nav[aria-label="Main"]')).toBeVisible();
    await expect(page.locator('footer')).toContainText('A test fixture');
  });
}

test.describe('not found', () => {
test.use({ allowedConsole: [/^HTTP 404 .*\/no\/such\/page\/$/] });
test('unknown path answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/no/such/page/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(`Page Not Found | ${site}`);
  await expect(page.getByRole('link', { name: 'Read the docs' })).toBeVisible();
});
});

test('skip link is the first tab stop and moves focus to main', async ({ page }) => {
  await page.goto(ENGINE.guide.href);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('footer has the three configured columns and links', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const title of ['Docs', 'Elsewhere', 'More']) await expect(footer.getByRole('heading', { name: title })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', ENGINE.guide.href);
  await expect(footer.getByRole('link', { name: 'Chat' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test.describe('announcement bar', () => {
  test('dismissal survives a reload', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('oso.announcement.dismiss'))).toBe('true');
  });

  test('a dismissal made for another announcement id is forgotten', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('oso.announcement.id', 'an-older-announcement');
      localStorage.setItem('oso.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('oso.announcement.id'))).toBe('fixture-news');
  });

  test.describe('without script bundles', () => {
  test.use({ allowedConsole: [/request failed .*\/_next\/static\//] });
  test('a dismissed bar is hidden before any script bundle runs (no flash)', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('oso.announcement.id', 'fixture-news');
      localStorage.setItem('oso.announcement.dismiss', 'true');
    });
    await page.route(/\/_next\/static\/.*\.js$/, (r) => r.abort());
    // Bundles fail on purpose: mark this URL as already reloaded once, so the page stays put.
    await page.addInitScript(() => sessionStorage.setItem('oso.reload-after-failed-bundle', location.href));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-announcement]')).toBeHidden();
  });
  });
});

test.describe('Blog dropdown', () => {
  test("opens on hover and lists its links with the html item's heading", async ({ page }) => {
    await page.goto('/docs/');
    const trigger = page.locator('nav[aria-label="Main"]').getByRole('button', { name: 'Blog menu' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('nav[aria-label="Main"] ul[id]');
    for (const label of ['All posts', 'Archive', 'Tags', 'News', 'Widgets', 'Authors']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.locator('b')).toHaveText('Topics');
    await expect(menu.getByRole('link', { name: 'Widgets' })).toHaveAttribute('href', '/blog/tags/widgets/');
  });

  test('opens with Enter, closes with Escape, on outside click and when focus leaves', async ({ page }) => {
    await page.goto('/docs/');
    const trigger = page.locator('nav[aria-label="Main"]').getByRole('button', { name: 'Blog menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'GitHub' }).focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  // Docusaurus: a dropdown with `to` is a link; the menu opens on hover and from the keyboard.
  test('1280 px: "Blog" is a link to the blog, by click and by Enter, and hovering it opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/');
    await hydrated(page);
    const nav = page.locator('nav[aria-label="Main"]');
    const link = nav.getByRole('link', { name: 'Blog', exact: true });
    const toggle = nav.getByRole('button', { name: 'Blog menu' });
    await link.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await link.click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/docs/');
    await hydrated(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test('1280 px: ArrowDown on "Blog" opens the menu on its first link, arrows move, Escape returns to the caret', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/');
    await hydrated(page);
    const nav = page.locator('nav[aria-label="Main"]');
    const toggle = nav.getByRole('button', { name: 'Blog menu' });
    const links = nav.locator('ul[id] a');
    await nav.getByRole('link', { name: 'Blog', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('painted before the HTML has all arrived', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // A slow connection paints what has been parsed so far. The table of contents comes after the text
  // in the HTML: the text column must already have its final width without it, or it reflows (CLS).
  for (const [kind, path, column] of [
    ['docs page', ENGINE.code.href, 'docColumn'],
    ['blog post', ENGINE.post.href, 'postColumn'],
  ] as const) {
    test(`${kind}: the text column has its final width before the TOC is parsed`, async ({ page }) => {
      const width = () => page.locator(`[class*="${column}"]`).evaluate((e) => e.getBoundingClientRect().width);
      await page.goto(path);
      await expect(page.locator('[class*="tocColumn"]')).toBeVisible();
      const full = await width();

      // The same page cut where the TOC column starts; its scripts never arrive (they would not hydrate half a page).
      await page.route(/\/_next\/static\/chunks\/.*\.js$/, () => undefined);
      await page.route(`**${path}`, async (route) => {
        // The page's own router may still probe the URL (a prefetch): only the navigation is cut.
        if (route.request().resourceType() !== 'document') return route.continue();
        const html = await (await route.fetch()).text();
        const cut = html.search(/<div class="[^"]*tocColumn/);
        expect(cut).toBeGreaterThan(0);
        await route.fulfill({ body: html.slice(0, cut), contentType: 'text/html; charset=utf-8' });
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('[class*="tocColumn"]')).toHaveCount(0);
      await expect(page.locator(`[class*="${column}"] h1`)).toBeVisible();
      expect(await width()).toBe(full);
    });
  }
});
