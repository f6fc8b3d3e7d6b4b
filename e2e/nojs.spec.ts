import type { Page } from '@playwright/test';
import { ENGINE, FIXTURE_KINDS } from './engine-pages';
import { endsWith, expect, onFixtureSite, test } from './fixtures';

// On the fixture site (e2e/engine-pages.ts), whose navbar has the same four links, not on the OSO site's content.
onFixtureSite();

// Without JavaScript: content, navbar links, footer and the docs sidebar (through category pages) work; only search and
// the toggles need scripts. The CSS switches with `@media (scripting: none)`.
// With scripts off, Chromium refuses the <link rel="preload" as="script"> fetches (reported as
// "csp"); the 404 kind answers 404 on purpose.
test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed \S+\.js csp|^HTTP 404 \S+\/this-page-does-not-exist\/$/] });

const NAV = ['Docs', 'Blog', 'App', 'GitHub'];

async function navbarLinks(page: Page) {
  const nav = page.locator('nav[aria-label="Main"]');
  // "Blog" is a link to the blog; without scripts its caret button hides.
  for (const name of NAV) await expect(nav.locator('a[href]').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) }).first(), `navbar link ${name}`).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
}

for (const k of FIXTURE_KINDS) {
  test.describe(k.kind, () => {
    for (const width of [390, 1280]) {
      test(`${width} px: content, navbar links and footer without JavaScript`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(k.path);
        await expect(page.locator('main h1')).toBeVisible();
        expect((await page.locator('main').innerText()).length).toBeGreaterThan(k.kind === 'search page' ? 10 : 80);
        await navbarLinks(page);
        const footer = page.getByRole('contentinfo');
        await footer.scrollIntoViewIfNeeded();
        await expect(footer.getByRole('link').first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#__main');
      });
    }
  });
}

for (const width of [390, 1280]) {
  test(`${width} px: the docs sidebar shows the page's branch, and a collapsed category leads to its page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ENGINE.guide.href);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]').first();
    await sidebar.scrollIntoViewIfNeeded();
    await expect(sidebar).toBeVisible();
    // Categories cannot toggle without scripts: what the HTML holds (the top level and this page's
    // branch; collapsed categories come without their children) all shows.
    const hidden = await sidebar.locator('a').evaluateAll((as) => as.filter((a) => !(a as HTMLElement).offsetParent && !a.closest('.hidden')).map((a) => a.textContent));
    expect(hidden).toEqual([]);
    await expect(sidebar.getByRole('link', { name: ENGINE.data.page })).toHaveCount(0);
    // A collapsed category's link opens its page, where its branch is open.
    await sidebar.getByRole('link', { name: ENGINE.data.category, exact: true }).click();
    await expect(page).toHaveURL(endsWith(ENGINE.data.categoryHref));
    const next = page.locator('nav[aria-label="Docs sidebar"]').first();
    await next.scrollIntoViewIfNeeded();
    await expect(next.locator('[aria-current="page"]')).toHaveText(ENGINE.data.category);
    await next.getByRole('link', { name: ENGINE.data.page }).click();
    await expect(page).toHaveURL(endsWith(ENGINE.data.href));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('nav[aria-label="Docs sidebar"] [aria-current="page"]').first()).toHaveText(ENGINE.data.page);
  });
}

test('the navbar links navigate at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await page.locator('nav[aria-label="Main"] a[href="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('every tab panel is readable, each under its label', async ({ page }) => {
  await page.goto(ENGINE.wide.href);
  const panels = page.getByRole('tabpanel', { includeHidden: true });
  expect(await panels.count()).toBeGreaterThan(1);
  for (const p of await panels.all()) {
    await expect(p).toBeVisible();
    expect(await p.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${await p.getAttribute('data-label')}"`);
  }
  await expect(page.getByRole('tablist').first()).toBeHidden();
});

test('the blog list pages and a post read without JavaScript', async ({ page }) => {
  await page.goto('/blog/');
  await page.getByRole('navigation', { name: 'Blog list page navigation' }).getByRole('link', { name: /Older entries/ }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  const first = page.locator('main article h2 a').first();
  const title = await first.innerText();
  await first.click();
  await expect(page.locator('main h1')).toHaveText(title);
});

// Issue 36 (3): controls that need scripts either work without them or do not show.
for (const width of [390, 1280]) {
  test(`${width} px: the navbar's Search is a link to the search page, and no Search button shows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ENGINE.code.href);
    await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
    const link = page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Search', exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/search\/$/);
  });

  test(`${width} px: the announcement has no close button and a doc no "Copy page"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ENGINE.code.href);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy page' })).toHaveCount(0);
  });
}

for (const path of ['/search/', `/search/?q=${ENGINE.searchWord}`]) {
  test(`390 px: ${path} says search needs JavaScript and lists the docs sections, with no search box`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByText('Search needs JavaScript')).toBeVisible();
    await expect(main.getByRole('searchbox')).toHaveCount(0);
    const sections = main.getByRole('listitem').getByRole('link');
    expect(await sections.count()).toBeGreaterThan(2);
    await expect(sections.getByText(ENGINE.guide.title, { exact: true })).toBeVisible();
    await expect(sections.getByText('Blog', { exact: true })).toBeVisible();
    await sections.getByText(ENGINE.guide.title, { exact: true }).click();
    await expect(page).toHaveURL(endsWith(ENGINE.guide.href));
    await expect(page.locator('main h1')).toBeVisible();
  });
}
