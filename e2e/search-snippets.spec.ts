import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every hit says why it matched (issue #35): a hit whose title does not hold the query shows the
// matched text, marked; a title-only hit shows its marked title, once. Several sections of one page
// stand under it, as DocSearch draws them, and the keyboard walks them.
const QUERIES = ['pyoso', 'funding', 'deploying'];

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWith(page: Page, query: string) {
  await page.goto('/docs/');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(dialog(page)).toBeVisible();
  await input(page).fill(query);
  // The answer to the whole query: a hit is selected, and DocSearch no longer shows a stalled search.
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
}

for (const query of QUERIES) {
  test(`dialog: every hit for "${query}" shows the matched text, marked`, async ({ page }) => {
    await openWith(page, query);
    const hits = page.locator('.DocSearch-Hits .DocSearch-Hit');
    const n = await hits.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n; i++) {
      const hit = hits.nth(i);
      const text = await hit.innerText();
      await expect(hit.locator('mark'), `hit ${i + 1} of ${n} shows no match: ${text}`).not.toHaveCount(0);
      // A hit whose title holds no match says why under it (DocSearch's path line holds the marked text).
      if ((await hit.locator('.DocSearch-Hit-title mark').count()) === 0) await expect(hit.locator('.DocSearch-Hit-path mark')).not.toHaveCount(0);
    }
  });

  test(`search page: every hit for "${query}" shows the matched text, marked, and no title twice`, async ({ page }) => {
    await page.goto(`/search/?q=${encodeURIComponent(query)}`);
    await expect(page.getByText(/^\d+ documents? found$/)).toBeVisible();
    const groups = page.locator('main article');
    await expect(groups.first()).toBeVisible();
    const n = await groups.count();
    for (let i = 0; i < n; i++) {
      const g = groups.nth(i);
      const title = (await g.locator('h2').innerText()).trim();
      const entries = g.locator('li');
      const m = await entries.count();
      // A page listed with no section under it is a title hit: its title shows the match.
      if (m === 0) await expect(g.locator('h2 mark'), `"${title}" shows no match`).not.toHaveCount(0);
      for (let k = 0; k < m; k++) {
        const e = entries.nth(k);
        await expect(e.locator('mark'), `"${title}", entry ${k + 1}: ${await e.innerText()}`).not.toHaveCount(0);
        expect((await e.innerText()).trim(), `"${title}" repeats its title as an entry`).not.toBe(title);
      }
    }
  });
}

test('dialog: sections of one page stand under it, and the arrow keys walk them', async ({ page }) => {
  await openWith(page, 'pyoso');
  const children = page.locator('.DocSearch-Hit--Child');
  await expect(children.first()).toBeVisible();
  // Each section carries its page's tree mark and a marked heading or snippet.
  await expect(children.first().locator('.DocSearch-Hit-Tree')).toBeVisible();
  const all = page.locator('.DocSearch-Hits .DocSearch-Hit');
  const n = await all.count();
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await selected.getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
  }
  expect(new Set(ids).size, 'ArrowDown reaches every hit, sections included').toBe(n);
  const firstChild = await children.first().getAttribute('id');
  expect(ids).toContain(firstChild);
});
