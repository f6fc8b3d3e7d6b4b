import { expect, onBuiltSite, test } from './fixtures';
import { EN } from './locale-sites';

/**
 * A locale's src/pages, on the French site's English locale (e2e/locale-sites.ts, out-fr/):
 * i18n/en/docusaurus-plugin-content-pages/<same path> replaces the page at /en/… (Markdown and React
 * alike), an untranslated React page renders in the locale with its <Translate> messages from
 * i18n/en/code.json, and a file only the locale's folder has is no page (plugin-content-pages).
 */
test.describe("a locale's site pages", () => {
  onBuiltSite('FR_BASE_URL', 'out-fr');

  test("a translated Markdown page at the locale's URL; the default locale's page is untouched", async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: EN.homeTitle })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(EN.homeText);
    await expect(page).toHaveTitle(new RegExp(`^${EN.homeTitle}`));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
  });

  test('a translated React page replaces its default twin', async ({ page }) => {
    await page.goto('/en/about/');
    await expect(page.getByRole('heading', { level: 1, name: EN.aboutTitle })).toBeVisible();
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos, en français' })).toBeVisible();
  });

  test("an untranslated React page renders in the locale: its <Translate> message from the locale's code.json", async ({ page }) => {
    await page.goto('/en/hello/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: EN.helloTranslated })).toBeVisible();
    await page.goto('/hello/');
    await expect(page.getByRole('heading', { level: 1, name: EN.helloFr })).toBeVisible();
  });

  test.describe('a file only the locale has', () => {
    test.use({ allowedConsole: [/HTTP 404/] });
    test('is no page', async ({ page }) => {
      expect((await page.goto('/en/only-english/'))?.status()).toBe(404);
    });
  });
});

/**
 * `i18n.localeConfigs.en.url` (the French site's English locale on its own origin): the English
 * pages' canonical and hreflang, and the language menu's English row, are on that origin, the
 * French ones on the site's (core server/i18n.ts, theme-common useAlternatePageUtils, theme-classic
 * LocaleDropdownNavbarItem). The export still holds the English pages at /en/.
 */
test.describe("a locale on its own origin (localeConfigs.url)", () => {
  onBuiltSite('FR_BASE_URL', 'out-fr');

  test("canonical, hreflang and the language menu's row lead to the locale's origin", async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${EN.origin}/en/docs/intro/`);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', 'https://fr.example.com/docs/intro/');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://fr.example.com/docs/intro/');
    const english = page.getByRole('banner').locator('a[lang="en"]').first();
    await expect(english).toHaveAttribute('href', `${EN.origin}/en/docs/intro/`);
    await expect(english).toHaveAttribute('target', '_self');
    await page.goto('/en/docs/intro/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${EN.origin}/en/docs/intro/`);
    // Back to the default locale: a path on this origin, the page in view.
    await expect(page.getByRole('banner').locator('a[lang="fr"]').first()).toHaveAttribute('href', '/docs/intro/');
  });
});
