import { ENGINE } from './engine-pages';
import { expect, onFixtureSite, test } from './fixtures';

// On the fixture site (e2e/engine-pages.ts), not on the OSO site's content.
onFixtureSite();

const toggleName = /Switch between dark and light mode \(currently (light|dark) mode\)/;

test('light by default, even when the system prefers dark', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' })).toBeVisible();
  await context.close();
});

test('the toggle switches light ↔ dark and the choice persists', async ({ page }) => {
  await page.goto('/docs/');
  const toggle = page.getByRole('button', { name: toggleName }).first();
  await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
  expect(await page.evaluate(() => localStorage.getItem('oso.theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: toggleName }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('another tab follows the change', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/');
  await b.goto('/docs/');
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'light');
  await a.getByRole('button', { name: toggleName }).first().click();
  await expect(a.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test.describe('without script bundles', () => {
test.use({ allowedConsole: [/request failed .*\/_next\/static\//] });
test('a stored dark choice paints dark before any bundle runs (no flash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('oso.theme', 'dark'));
  await page.route(/\/_next\/static\/.*\.js$/, (r) => r.abort());
  // Bundles fail on purpose: mark this URL as already reloaded once, so the page stays put.
  await page.addInitScript(() => sessionStorage.setItem('oso.reload-after-failed-bundle', location.href));
  await page.goto(ENGINE.guide.href, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(27, 27, 29)');
});
});
