import type { Page } from '@playwright/test';
import { ENGINE } from './engine-pages';
import { endsWith, expect, hydrated, onFixtureSite, test } from './fixtures';

// The keyboard on the fixture site's pages (e2e/engine-pages.ts), not on the OSO site's content.
onFixtureSite();
const { guide, code, siteTitle, searchWord } = ENGINE;

/** What has focus, and whether it is visibly focused (an outline or a ring) and on screen. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return {
      key: el.dataset.kbKey ?? null,
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`,
      ring: (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1) || cs.boxShadow !== 'none',
      onScreen: r.width > 0 && r.height > 0 && cs.visibility !== 'hidden',
    };
  });
}

/** Marks every visible, enabled control of the page (or of `within`) and returns their keys. */
function markControls(page: Page, within = 'body') {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    const all = root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])');
    const keys: string[] = [];
    all.forEach((el, i) => {
      const r = el.getBoundingClientRect();
      const visible = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && el.tabIndex >= 0 && !el.closest('[inert],[hidden]') && el.checkVisibility();
      if (!visible) return;
      el.dataset.kbKey = `${i}: ${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      keys.push(el.dataset.kbKey);
    });
    return keys;
  }, within);
}

/** Tab until focus comes back to where it started (or `max` presses); every stop must show focus. */
async function tabWalk(page: Page, max: number) {
  const seen: string[] = [];
  const unringed: string[] = [];
  let first: string | null = null;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    let f = await focused(page);
    if (!f) continue;
    // A control may be mid-transition (the back-to-top button scales in over 200 ms): look until it
    // shows focus, for a while; one that never does is reported below.
    if (!f.ring || !f.onScreen) {
      await expect
        .poll(async () => {
          f = (await focused(page)) ?? f!;
          return f.ring && f.onScreen;
        }, { timeout: 2000 })
        .toBe(true)
        .catch(() => undefined);
    }
    if (first === null) first = f.name + f.key;
    else if (f.name + f.key === first) break;
    if (f.key) seen.push(f.key);
    if (!f.ring || !f.onScreen) unringed.push(f.name);
  }
  return { seen, unringed };
}

for (const width of [1280, 390]) {
  test(`${width} px: every control of a docs page is reachable by Tab and visibly focused`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(guide.href);
    await hydrated(page);
    const controls = await markControls(page);
    const { seen, unringed } = await tabWalk(page, controls.length + 20);
    expect(unringed, 'focused without a visible focus indicator').toEqual([]);
    expect(controls.filter((k) => !seen.includes(k)), 'never reached by Tab').toEqual([]);
  });
}

test('skip link, the announcement, then the navbar in order', async ({ page }) => {
  await page.goto(guide.href);
  await hydrated(page);
  const names: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    names.push((await focused(page))!.name);
  }
  expect(names[0], names.join(' · ')).toContain('Skip to main content');
  const order = ['Docs', 'Blog', 'App', 'GitHub', 'Search'].map((n) => names.findIndex((x) => x.includes(n)));
  expect(order.every((i) => i > 0), names.join(' · ')).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

test('the Blog dropdown: Enter opens it, Tab walks its links, leaving closes it', async ({ page }) => {
  await page.goto('/docs/');
  await hydrated(page);
  const trigger = page.locator('nav[aria-label="Main"]').getByRole('button', { name: 'Blog menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const links = page.locator('nav[aria-label="Main"] ul[id] a');
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
    expect((await focused(page))!.ring).toBe(true);
  }
  await page.keyboard.press('Tab');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile sidebar: opened by keyboard, focus trapped and visible, Escape returns to the hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(guide.href);
  await hydrated(page);
  const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(panel).toBeVisible();
  const controls = await markControls(page, '[role="dialog"]');
  const { seen, unringed } = await tabWalk(page, controls.length + 5);
  expect(unringed).toEqual([]);
  expect(controls.filter((k) => !seen.includes(k))).toEqual([]);
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(hamburger).toBeFocused();
});

test('docs sidebar categories collapse and expand from the keyboard', async ({ page }) => {
  await page.goto(guide.href);
  await hydrated(page);
  const caret = page.locator('nav[aria-label="Docs sidebar"] button[aria-expanded="true"]').first();
  const label = (await caret.getAttribute('aria-label'))!.replace(/^Collapse/, 'Expand');
  await caret.focus();
  expect((await focused(page))!.ring).toBe(true);
  await page.keyboard.press('Enter');
  const same = page.getByRole('button', { name: label });
  await expect(same).toHaveAttribute('aria-expanded', 'false');
  await expect(same).toBeFocused();
  await page.keyboard.press('Space');
  // The same caret, open again (the fixture's sidebar has a category before it).
  await expect(page.getByRole('button', { name: label.replace(/^Expand/, 'Collapse') })).toHaveAttribute('aria-expanded', 'true');
});

test('a TOC link followed by keyboard moves to its heading', async ({ page }) => {
  await page.goto(code.href);
  await hydrated(page);
  const link = page.getByRole('navigation', { name: 'Table of contents' }).locator('a').nth(2);
  const id = (await link.getAttribute('href'))!.slice(1);
  await link.focus();
  expect((await focused(page))!.ring).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('after a client-side navigation focus is on the new h1 and the new title is announced', async ({ page }) => {
  await page.goto(guide.href);
  await hydrated(page);
  const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(code.href));
  const h1 = page.locator('main h1');
  await expect(h1).toBeFocused();
  await expect(page).toHaveTitle(`${code.title} | ${siteTitle}`);
  // Next's route announcer, an assertive live region in a shadow root, reads the new title; when
  // the streamed <title> lands after the page, it reads the page's h1 instead.
  await expect
    .poll(() => page.evaluate(() => document.querySelector('next-route-announcer')?.shadowRoot?.textContent ?? ''))
    .toMatch(new RegExp(`^${code.title}( \\| ${siteTitle})?$`));
  // The next Tab continues from the content, not from the link that was followed.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('a link chosen in the mobile sidebar lands focus on the new page’s h1', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const panel = page.getByRole('dialog', { name: 'Navigation menu' });
  await panel.getByRole('link', { name: 'Docs', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.locator('main h1')).toBeFocused();
});

test('the search dialog and the search page work from the keyboard alone', async ({ page }) => {
  await page.goto('/docs/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type(searchWord);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/docs\/$/);
  await expect(page.locator('main h1')).toBeFocused();

  await page.goto('/search/');
  await hydrated(page);
  await page.keyboard.press('Tab'); // skip link
  let onInput = false;
  for (let i = 0; i < 30 && !onInput; i++) {
    await page.keyboard.press('Tab');
    onInput = await page.evaluate(() => !!document.activeElement?.closest('main') && document.activeElement?.tagName === 'INPUT');
  }
  expect(onInput).toBe(true);
  expect((await focused(page))!.ring).toBe(true);
  await page.keyboard.type(searchWord);
  await expect(page).toHaveURL(new RegExp(`\\?q=${searchWord}`));
  await page.keyboard.press('Tab');
  const f = (await focused(page))!;
  expect(f.name).toMatch(/^a /);
  expect(f.ring).toBe(true);
});
