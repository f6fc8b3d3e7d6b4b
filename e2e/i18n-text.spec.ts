import { expect, onBuiltSite, test } from './fixtures';
import { FA, FR } from './locale-sites';

/**
 * Sites whose only locale is not English (e2e/locale-sites.ts, built by scripts/e2e.ts into out-fr/
 * and out-fa/): the chrome in the locale's words (Docusaurus's theme-translations, the site's
 * code.json, navbar.json, footer.json and current.json), dates in its calendar, and a right-to-left
 * locale laid out mirrored.
 */
test.describe('a French site', () => {
  onBuiltSite('FR_BASE_URL', 'out-fr');

  test('a doc page: theme strings in French, code.json over them, translated navbar, footer and sidebar', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByText(FR.onThisPage, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: FR.editThisPage })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${FR.next}`) })).toBeVisible();
    await expect(page.getByText(FR.lastUpdated)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: FR.navDocs })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(FR.footerTitle);
    await expect(page.getByRole('contentinfo')).toContainText(FR.copyright);
    await expect(page.locator('aside').getByText(FR.category)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copier le code' }).first()).toBeAttached();
  });

  test("the search page in French: theme.SearchPage.*'s titles and count (the engine's own strings where Docusaurus has an equivalent)", async ({ page }) => {
    await page.goto('/search/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR.searchTitle);
    await page.goto('/search/?q=configuration');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FR.searchResultsTitle('configuration'));
    await expect(page.getByText(/^\d+ documents trouvés$|^Un document trouvé$/)).toBeVisible();
  });

  test("a post: its date and reading time in French", async ({ page }) => {
    await page.goto('/blog/hello/');
    await expect(page.locator('article time').first()).toHaveText(FR.postDate);
    await expect(page.locator('article').first()).toContainText(FR.readingTime);
  });
});

test.describe('a Persian site (right to left)', () => {
  onBuiltSite('FA_BASE_URL', 'out-fa');

  test('the page is right to left: the sidebar on the right, the TOC on the left, code left to right', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    const toc = page.getByText(FA.onThisPage, { exact: true }).filter({ visible: true });
    await expect(toc).toBeVisible();
    const [sidebar, main, tocBox] = await Promise.all([page.locator('aside').first().boundingBox(), page.locator('main').boundingBox(), toc.boundingBox()]);
    expect(sidebar && main && tocBox).toBeTruthy();
    // Mirrored: the sidebar starts right of the main column's start, the TOC is left of the article.
    expect(sidebar!.x).toBeGreaterThan(main!.x);
    expect(tocBox!.x + tocBox!.width).toBeLessThan(sidebar!.x);
    expect(await page.locator('main pre').first().evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  });

  test("a post's date is in the Persian calendar", async ({ page }) => {
    await page.goto('/blog/hello/');
    await expect(page.locator('article time').first()).toHaveText(FA.postDate);
  });
});
