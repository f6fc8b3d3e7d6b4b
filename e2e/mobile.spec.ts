import { ENGINE } from './engine-pages';
import { expect, onFixtureSite, test } from './fixtures';

// On the fixture site (e2e/engine-pages.ts), not on the OSO site's content.
onFixtureSite();

for (const width of [390, 996]) {
  test(`at ${width} px the navbar is a hamburger with a slide-in sidebar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(ENGINE.code.href);
    const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(hamburger).toBeVisible();
    await expect(page.locator('nav[aria-label="Main"] > ul').first()).toBeHidden();
    await hamburger.click();
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(panel).toBeVisible();
    // On docs pages the sidebar opens on the secondary menu: the docs sidebar.
    await expect(panel.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    await expect(panel.locator('[aria-current="page"]')).toHaveText(ENGINE.code.title);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await panel.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(panel.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Archive', exact: true })).toBeVisible();
    // The main menu marks the section being read (Docs here), as the desktop bar does.
    await expect(panel.getByRole('link', { name: 'Docs', exact: true })).toHaveCSS('font-weight', '600');
    await expect(panel.getByRole('link', { name: 'Blog', exact: true })).not.toHaveCSS('font-weight', '600');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
}

test('at 997 px there is no hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await page.goto('/docs/');
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
});

test('focus stays inside the open sidebar, and it closes on backdrop, navigation and a wide window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(panel).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.getByTestId('mobile-backdrop').click({ position: { x: 370, y: 400 } });
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await panel.getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(panel).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(panel).toBeHidden();
});
