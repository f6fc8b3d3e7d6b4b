import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { E2E_PORT } from './port';

/**
 * The navbar fits the window whatever it holds (lib/navbar-fit.ts, components/navbar/navbar-fit.tsx):
 * from 997 px every control of the bar is inside the viewport and takes a click, in full, compact
 * (search as its icon) or, where even that is too long, as the mobile bar; at 390 px the mobile
 * menu holds the items and the colour toggle. On node-mysql2's Portuguese and Chinese pages (long
 * labels, seven items, a language menu), wshub's docs and the OSO site (out-mysql2/, out-wshub/, out/,
 * built by scripts/e2e.ts).
 */
const OSO = process.env.BASE_URL ?? `http://localhost:${E2E_PORT}`;
const SITES = [
  { name: 'node-mysql2 pt-BR', base: process.env.MYSQL2_BASE_URL, path: '/pt-BR/docs/documentation' },
  { name: 'node-mysql2 zh-CN', base: process.env.MYSQL2_BASE_URL, path: '/zh-CN/docs/documentation' },
  { name: 'wshub', base: process.env.WSHUB_BASE_URL, path: '/docs/hub' },
  { name: 'OSO', base: OSO, path: '/docs/get-started/api/' },
];
// node-mysql2's docs embed shields.io badges, which this machine cannot reach.
test.use({ allowedConsole: [/^request failed https?:\/\/(?!localhost)/] });

const bar = (page: Page) => page.locator('header nav').first();
// Told apart by what each has, not by its words: the pages are in three languages.
const hamburger = (page: Page) => bar(page).locator(':scope > button[aria-expanded]');
const search = (page: Page) => bar(page).locator(':scope > button:has(kbd)');
const toggle = (page: Page) => bar(page).locator(':scope > button[title]');

/** `el` lies inside the window, and a click at its centre reaches it (nothing covers it). */
async function inViewAndHittable(page: Page, el: Locator, what: string) {
  const box = await el.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window (${width} px)`).toBeLessThanOrEqual(width);
  const hit = await el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top !== null && (node === top || node.contains(top));
  });
  expect(hit, `${what} is the element at its centre`).toBe(true);
}

/** A click moves the toggle to its next mode: its title names the mode (on a site that follows the system, one mode is "system", as light or dark as before). */
async function togglesTheme(control: Locator) {
  const before = await control.getAttribute('title');
  await control.click();
  await expect(control).not.toHaveAttribute('title', before ?? '');
}

for (const site of SITES) {
  test.describe(site.name, () => {
    test.skip(!site.base, `${site.name}'s export was not built`);

    for (const width of [997, 1024, 1280]) {
      test(`at ${width} px every control of the bar is in the window and works`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${site.base}${site.path}`);
        await hydrated(page);
        // The page never scrolls sideways because of its bar.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expect(search(page)).toBeVisible();
        await inViewAndHittable(page, search(page), 'the search button');
        const items = bar(page).locator(':scope > ul > li');
        if (await hamburger(page).isVisible()) {
          // Too long even compact: the mobile bar, whose menu has the items and the toggle.
          await inViewAndHittable(page, hamburger(page), 'the hamburger');
          await expect(items.first()).toBeHidden();
          await hamburger(page).click();
          const panel = page.locator('[role="dialog"][aria-modal="true"]');
          await expect(panel).toBeVisible();
          await togglesTheme(panel.locator('button[title]'));
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        } else {
          const count = await items.count();
          expect(count).toBeGreaterThan(0);
          for (let i = 0; i < count; i++) if (await items.nth(i).isVisible()) await inViewAndHittable(page, items.nth(i), `item ${i + 1} of the bar`);
          await inViewAndHittable(page, toggle(page), 'the colour toggle');
          await togglesTheme(toggle(page));
        }
        await search(page).click();
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      });
    }

    test('at 390 px the mobile menu has the items and the toggle, and the bar the search', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${site.base}${site.path}`);
      await hydrated(page);
      await inViewAndHittable(page, search(page), 'the search button');
      await inViewAndHittable(page, hamburger(page), 'the hamburger');
      // The toggle is in the menu, not in the bar.
      await expect(toggle(page)).toBeHidden();
      await hamburger(page).click();
      const panel = page.locator('[role="dialog"][aria-modal="true"]');
      await expect(panel).toBeVisible();
      // The secondary (docs sidebar) menu comes first; its back button leads to the bar's items.
      const back = panel.locator(':scope button:not([title]):not([aria-label])').first();
      if (await back.isVisible()) await back.click();
      await expect(panel.locator('a').first()).toBeVisible();
      await togglesTheme(panel.locator('button[title]'));
    });
  });
}

test('the OSO bar at 1280 px is the full bar: no width of its own, the search with its placeholder', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${OSO}/docs/get-started/api/`);
  // No breakpoint of its own is written for a bar that fits from 997 px.
  await expect(page.locator('header style')).toHaveCount(0);
  await expect(search(page).locator('kbd').first()).toBeVisible();
});
