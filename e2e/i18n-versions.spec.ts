import { expect, onBuiltSite, test } from './fixtures';
import { VER } from './locale-sites';

/**
 * A site with both docs versions and locales (e2e/locale-sites.ts writeVersionedLocaleSite, out-i18nver/):
 * a French page of each version stays in French and in its version — its text (translated in 1.0,
 * the English in Next), its banner's words and link, the version menu's rows and the language menu's
 * rows, and its Markdown links.
 */
test.describe('versions × locales', () => {
  onBuiltSite('I18NVER_BASE_URL', 'out-i18nver');

  test("1.0 in French: the translated doc, links in the locale and the version, the version menu's rows in the locale", async ({ page }) => {
    await page.goto('/fr/docs/intro/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('main')).toContainText(VER.frIntro10);
    await expect(page.getByRole('main').getByRole('link', { name: 'guide', exact: true })).toHaveAttribute('href', '/fr/docs/guide/');
    // Every docs link of the bar (the version menu's rows, the docs item) but the language menu's rows.
    const versions = page.getByRole('banner').locator('a[href*="/docs/"]:not([lang])');
    const hrefs = await versions.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/fr/docs/next/intro/');
    expect(hrefs.filter((h) => h && /\/docs\//.test(h) && !h.startsWith('/fr/'))).toEqual([]);
    // The language menu: the same page and version in English.
    await expect(page.getByRole('banner').locator('a[lang="en"]').first()).toHaveAttribute('href', '/docs/intro/');
  });

  test("Next in French: the untranslated doc's English text, the unreleased banner in French linking to the locale's latest version", async ({ page }) => {
    await page.goto('/fr/docs/next/intro/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('main')).toContainText(VER.enIntroNext);
    const latest = page.getByRole('link', { name: VER.frLatestLink });
    await expect(latest).toHaveAttribute('href', '/fr/docs/intro/');
    await expect(page.getByRole('main').getByRole('link', { name: 'guide', exact: true })).toHaveAttribute('href', '/fr/docs/next/guide/');
    await expect(page.getByRole('banner').locator('a[lang="en"]').first()).toHaveAttribute('href', '/docs/next/intro/');
    await latest.click();
    await expect(page).toHaveURL(/\/fr\/docs\/intro\/$/);
    await expect(page.getByRole('main')).toContainText(VER.frIntro10);
  });

  test("the default locale's pages stay English in each version", async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.getByRole('main')).toContainText(VER.enIntro10);
    await expect(page.getByRole('banner').locator('a[lang="fr"]').first()).toHaveAttribute('href', '/fr/docs/intro/');
  });
});
