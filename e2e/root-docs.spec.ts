import { expect, onBuiltSite, test } from './fixtures';
import { ROOT_DOCS_PAGES } from './root-docs-site';

/**
 * A site with its docs at the root (docs.routeBasePath '/'), built by scripts/e2e.ts into
 * out-rootdocs/ from e2e/root-docs-site.ts: each doc at the path Docusaurus gives it, the doc with
 * slug '/' as the home page, and the docs' absolute links written for the root.
 */
onBuiltSite('ROOTDOCS_BASE_URL', 'out-rootdocs');

for (const { path, h1 } of ROOT_DOCS_PAGES) {
  test(`${path} is there, headed "${h1}"`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  });
}

test.describe('the default base', () => {
  test.use({ allowedConsole: [/^HTTP 404 /] });
  test('has no page: the docs are at the root', async ({ page }) => {
    expect((await page.goto('/docs/installation/'))?.status()).toBe(404);
  });
});

test("a doc's absolute link /installation leads to the doc, by a click", async ({ page }) => {
  await page.goto('/guides/nested/');
  await page.getByRole('main').getByRole('link', { name: 'installation', exact: true }).click();
  await expect(page).toHaveURL(/\/installation\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  // The docs sidebar is drawn on docs at the root, with the home doc in it.
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/');
});
