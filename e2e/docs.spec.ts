import type { Locator } from '@playwright/test';
import { ENGINE } from './engine-pages';
import { endsWith, expect, hydrated, onFixtureSite, test } from './fixtures';

// The docs engine (sidebar, breadcrumbs, TOC, pager, drafts, aliases, categories, code blocks) on
// the fixture site's pages (e2e/engine-pages.ts), not on the OSO site's content.
onFixtureSite();
const { code, data } = ENGINE;

test('docs sidebar marks the page, opens only its branch, categories toggle with aria-expanded', async ({ page }) => {
  await page.goto(ENGINE.wide.href);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(ENGINE.wide.title);
  // Categories start collapsed (as in Docusaurus); the one that holds the page is open.
  await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Guide'" })).toHaveAttribute('aria-expanded', 'true');
  const collapsed = sidebar.getByRole('button', { name: `Expand sidebar category '${data.category}'` });
  await expect(collapsed).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: data.page })).toBeHidden();
  await collapsed.click();
  const toggle = sidebar.getByRole('button', { name: `Collapse sidebar category '${data.category}'` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: data.page })).toBeVisible();
  await toggle.click();
  await expect(sidebar.getByRole('link', { name: data.page })).toBeHidden();
});

test.describe('a collapsed category', () => {
  test.use({ allowedConsole: [/^request failed \S+\/_sidebar\/\S+\.json/] });

  test('comes without its children, fetches them once when opened, and offers Retry when that fails', async ({ page }) => {
    await page.goto(ENGINE.wide.href);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(ENGINE.wide.title);
    // Not in the page at all: the branch is a file of its own.
    await expect(sidebar.getByRole('link', { name: data.page })).toHaveCount(0);
    let fail = true;
    const asked: string[] = [];
    await page.route('**/_sidebar/*.json', (route) => {
      asked.push(route.request().url());
      return fail ? route.abort() : route.continue();
    });
    await sidebar.getByRole('button', { name: `Expand sidebar category '${data.category}'` }).click();
    await expect(sidebar.getByText('Could not load this section.')).toBeVisible();
    fail = false;
    await sidebar.getByRole('button', { name: 'Retry' }).click();
    await expect(sidebar.getByRole('link', { name: data.page })).toBeVisible();
    await expect(sidebar.getByText('Could not load this section.')).toHaveCount(0);
    // Closed and opened again, and kept on the next page: no new request.
    await sidebar.getByRole('button', { name: `Collapse sidebar category '${data.category}'` }).click();
    await sidebar.getByRole('button', { name: `Expand sidebar category '${data.category}'` }).click();
    await expect(sidebar.getByRole('link', { name: data.page })).toBeVisible();
    await sidebar.getByRole('link', { name: code.title, exact: true }).click();
    await expect(page).toHaveURL(endsWith(code.href));
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(code.title);
    await expect(sidebar.getByRole('link', { name: data.page })).toBeVisible();
    expect(asked).toHaveLength(2);
  });
});

test('hidden docs are routed but not listed', async ({ page }) => {
  const res = await page.goto(ENGINE.hidden.href);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: ENGINE.hidden.title })).toBeHidden();
});

test('breadcrumbs lead from the docs home through the category to the page', async ({ page }) => {
  await page.goto(ENGINE.nested.href);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Docs home' })).toHaveAttribute('href', '/docs/');
  await expect(crumbs.getByRole('link', { name: ENGINE.nested.categories[0], exact: true })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: ENGINE.nested.categories[1], exact: true })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
});

test('TOC lists h2–h3 as anchors that exist on the page', async ({ page }) => {
  await page.goto(code.href);
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const links = toc.locator('a');
  expect(await links.count()).toBeGreaterThan(2);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    expect(href).toMatch(/^#.+/);
    const level = await page.locator(`main [id="${href.slice(1)}"]`).evaluate((el) => el.tagName);
    expect(['H2', 'H3']).toContain(level);
  }
  await links.nth(2).click();
  await expect(page).toHaveURL(/#.+/);
});

test('prev/next follow the sidebar order and navigate client-side', async ({ page }) => {
  await page.goto(code.href);
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', ENGINE.guide.href);
  const next = pager.getByRole('link', { name: /Next/ });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await next.click();
  await expect(page).not.toHaveURL(endsWith(code.href));
  await expect(page.locator('main h1')).not.toHaveText(code.title);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('drafts are not exported; aliases answer with the same doc', async ({ page, request }) => {
  expect((await request.get(ENGINE.draft.href)).status()).toBe(404);
  expect((await request.get(ENGINE.nestedDraft.href)).status()).toBe(404);
  await page.goto(ENGINE.renamed.alias);
  await expect(page.locator('main h1')).toHaveText(ENGINE.renamed.title);
});

test('generated category index shows a card per item', async ({ page }) => {
  await page.goto(ENGINE.ecosystems.href);
  const cards = page.locator('main article li a');
  await expect(cards).toHaveCount(ENGINE.ecosystems.items);
  await expect(cards.first()).toContainText(ENGINE.ecosystems.first);
});

test('code blocks have a dark theme in light mode and a copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(code.href);
  const pre = page.locator('main figure[data-rehype-pretty-code-figure] pre').first();
  const bg = await pre.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).toBe('rgb(13, 17, 23)');
  const fig = page.locator('main figure[data-rehype-pretty-code-figure]').first();
  await fig.hover();
  await fig.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(fig.getByRole('button', { name: 'Copied' })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.length).toBeGreaterThan(5);
});

/** Whether the block's code is wider than the block (it scrolls sideways). */
const overflows = (pre: Locator) => pre.evaluate((el) => el.scrollWidth > el.clientWidth + 1);

test.describe('code block buttons', () => {
  test('1280 px: Copy and the word-wrap toggle sit at the top right of the code', async ({ page }) => {
    await page.goto(code.href);
    await hydrated(page);
    const fig = page.locator('main figure[data-rehype-pretty-code-figure]').first();
    await fig.hover();
    const pre = (await fig.locator('pre').boundingBox())!;
    const copy = (await fig.getByRole('button', { name: 'Copy code to clipboard' }).boundingBox())!;
    const wrap = (await fig.getByRole('button', { name: 'Toggle word wrap' }).boundingBox())!;
    expect(copy.y - pre.y).toBeGreaterThanOrEqual(0);
    expect(copy.y - pre.y).toBeLessThan(16);
    expect(pre.x + pre.width - (copy.x + copy.width)).toBeLessThan(16);
    // The toggle beside Copy, on its left, on the same line.
    expect(wrap.x + wrap.width).toBeLessThanOrEqual(copy.x);
    expect(Math.abs(wrap.y + wrap.height / 2 - (copy.y + copy.height / 2))).toBeLessThan(2);
  });

  test('1280 px: the word-wrap toggle soft-wraps the long lines of its own block, and unwraps them', async ({ page }) => {
    await page.goto(ENGINE.wide.href);
    await hydrated(page);
    const figs = page.locator('main figure[data-rehype-pretty-code-figure]');
    const wide = await figs.evaluateAll((fs) => fs.findIndex((f) => { const p = f.querySelector('pre')!; return p.scrollWidth > p.clientWidth + 1; }));
    expect(wide).toBeGreaterThanOrEqual(0);
    const fig = figs.nth(wide);
    const pre = fig.locator('pre');
    const toggle = fig.getByRole('button', { name: 'Toggle word wrap' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const before = (await pre.boundingBox())!.height;
    await fig.hover();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => overflows(pre)).toBe(false);
    expect((await pre.boundingBox())!.height).toBeGreaterThan(before);
    // Only this block wraps.
    await expect(page.locator('main figure[data-wrap]')).toHaveCount(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => overflows(pre)).toBe(true);
  });

  test('1280 px, dark mode: the code block has a visible edge against the page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('oso.theme', 'dark'));
    await page.goto(code.href);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const fig = page.locator('main figure[data-rehype-pretty-code-figure]').first();
    const [width, color, bg] = await fig.evaluate((f) => {
      const s = getComputedStyle(f);
      return [s.borderTopWidth, s.borderTopColor, getComputedStyle(document.body).backgroundColor];
    });
    expect(width).toBe('1px');
    expect(color).not.toBe(bg);
    expect(color).not.toBe('rgb(13, 17, 23)');
  });

  test('390 px: the word-wrap toggle wraps a block that scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(code.href);
    await hydrated(page);
    const figs = page.locator('main figure[data-rehype-pretty-code-figure]');
    const wide = await figs.evaluateAll((fs) => fs.findIndex((f) => { const p = f.querySelector('pre')!; return p.scrollWidth > p.clientWidth + 1; }));
    expect(wide).toBeGreaterThanOrEqual(0);
    const fig = figs.nth(wide);
    const toggle = fig.getByRole('button', { name: 'Toggle word wrap' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => overflows(fig.locator('pre'))).toBe(false);
    // The buttons are placed against the block, not its scrolled code: they stay on screen.
    await expect(fig.getByRole('button', { name: 'Copy code to clipboard' })).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed \S+\.js csp/] });
    test('1280 px: the buttons, which need scripts, do not show', async ({ page }) => {
      await page.goto(code.href);
      const fig = page.locator('main figure[data-rehype-pretty-code-figure]').first();
      await fig.hover();
      await expect(fig.getByRole('button', { name: 'Copy code to clipboard' })).toBeHidden();
      await expect(fig.getByRole('button', { name: 'Toggle word wrap' })).toBeHidden();
    });
  });
});

test('the docs version being read is remembered', async ({ page }) => {
  await page.goto(ENGINE.guide.href);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oso.docs.preferredVersion.default'))).toBe('current');
});
