import AxeBuilder from '@axe-core/playwright';
import { expect, onFixtureSite, test } from './fixtures';
import { INLINE_POSTS } from '../lib/blog/sidebar-view';
import { LONG_CATEGORY, MIDDLE_PAGE, NEWEST_YEAR_POSTS, pageHref, pageTitle, postHref, postTitle } from './long-sidebar-site';

/**
 * A category longer than the sidebar draws whole (lib/docs/sidebar-view.ts), on the small site
 * scripts/e2e.ts builds into out-fixture/ (e2e/long-sidebar-site.ts): each page carries a window of
 * it around the page, and "Show N more" draws the rest from the category's branch file.
 */
onFixtureSite();

const { label, pages } = LONG_CATEGORY;
const sidebarOf = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const linksIn = (sidebar: ReturnType<typeof sidebarOf>) => sidebar.getByRole('link', { name: /^Page \d\d$/ });
const moreButtons = (sidebar: ReturnType<typeof sidebarOf>) => sidebar.getByRole('button', { name: new RegExp(`^Show \\d+ more in '${label}'$`) });

test("a page draws a window of a long category around itself, each side's remainder behind a Show more", async ({ page }) => {
  const res = await page.goto(pageHref(MIDDLE_PAGE));
  expect(res?.status()).toBe(200);
  const sidebar = sidebarOf(page);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(pageTitle(MIDDLE_PAGE));
  // The HTML itself holds only the window: read before any script could add to it.
  const html = (await res!.text()).match(/<nav aria-label="Docs sidebar"[\s\S]*?<\/nav>/)![0];
  const inHtml = [...html.matchAll(/>(Page \d\d)</g)].map((m) => m[1]);
  expect(inHtml.length).toBeLessThan(pages / 2);
  expect(inHtml).toContain(pageTitle(MIDDLE_PAGE));
  const shown = await linksIn(sidebar).allTextContents();
  expect(shown).toEqual(inHtml);
  const before = Number(shown[0].slice(5)) - 1;
  const after = pages - Number(shown.at(-1)!.slice(5));
  await expect(moreButtons(sidebar)).toHaveText([`Show ${before} more`, `Show ${after} more`]);
  expect((await new AxeBuilder({ page }).include('nav[aria-label="Docs sidebar"]').analyze()).violations).toEqual([]);

  // From the keyboard: the later remainder, then focus on its first page, and nothing left out.
  await sidebar.getByRole('button', { name: `Show ${after} more in '${label}'` }).focus();
  await page.keyboard.press('Enter');
  await expect(linksIn(sidebar)).toHaveCount(pages);
  await expect(moreButtons(sidebar)).toHaveCount(0);
  const firstRevealed = pageTitle(pages - after + 1);
  await expect(sidebar.getByRole('link', { name: firstRevealed, exact: true })).toBeFocused();
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(pageTitle(MIDDLE_PAGE));

  // The whole list outlives the page: the next page draws it whole too, and marks itself.
  await sidebar.getByRole('link', { name: pageTitle(2), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pageHref(2)}$`));
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(pageTitle(2));
  await expect(linksIn(sidebar)).toHaveCount(pages);
});

test.describe('the rest of a long category', () => {
  test.use({ allowedConsole: [/^request failed \S+\/_sidebar\/\S+\.json/] });

  test('offers Retry when it cannot be fetched, keeping the window', async ({ page }) => {
    await page.goto(pageHref(MIDDLE_PAGE));
    const sidebar = sidebarOf(page);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(pageTitle(MIDDLE_PAGE));
    const drawn = await linksIn(sidebar).count();
    let fail = true;
    await page.route('**/_sidebar/*.json', (route) => (fail ? route.abort() : route.continue()));
    await moreButtons(sidebar).first().click();
    await expect(sidebar.getByText('Could not load this section.')).toBeVisible();
    await expect(linksIn(sidebar)).toHaveCount(drawn);
    fail = false;
    await sidebar.getByRole('button', { name: 'Retry' }).click();
    await expect(linksIn(sidebar)).toHaveCount(pages);
    await expect(sidebar.getByText('Could not load this section.')).toHaveCount(0);
    // Shown from the earlier side: focus goes to the first page of the list.
    await expect(sidebar.getByRole('link', { name: pageTitle(1), exact: true })).toBeFocused();
  });
});

test('at 390 px the drawer draws the same window, and Show more works there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(pageHref(pages - 1));
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText(pageTitle(pages - 1));
  // Near the end: the window reaches it, so only the earlier side has a Show more.
  await expect(moreButtons(sidebar)).toHaveCount(1);
  await expect(sidebar.getByRole('link', { name: pageTitle(pages), exact: true })).toBeVisible();
  const box = await moreButtons(sidebar).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await moreButtons(sidebar).click();
  await expect(linksIn(sidebar)).toHaveCount(pages);
});

test.describe('without JavaScript', () => {
  // With scripts off, Chromium refuses the script preloads (reported as "csp"), as in nojs.spec.ts.
  test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed \S+\.js csp/] });

  test('the window is drawn, its Show more buttons are not, and the category page lists every page', async ({ page }) => {
    await page.goto(pageHref(MIDDLE_PAGE));
    const sidebar = sidebarOf(page);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(pageTitle(MIDDLE_PAGE));
    await expect(moreButtons(sidebar)).toHaveCount(0);
    await sidebar.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/category\/big\/$/);
    for (const i of [1, pages]) await expect(page.getByRole('main').locator(`a[href="${pageHref(i)}"]`).first()).toBeVisible();
  });
});

test.describe('the blog sidebar of a year with more posts than it draws', () => {
  const blogSidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Blog recent posts navigation' });
  const newest = (page: import('@playwright/test').Page) => blogSidebar(page).getByRole('group', { name: '2025' });
  const left = NEWEST_YEAR_POSTS - INLINE_POSTS;

  test('draws its first posts and Show N more, which adds the rest and focuses the first added', async ({ page }) => {
    await page.goto('/blog/');
    await expect(newest(page).getByRole('link')).toHaveCount(INLINE_POSTS);
    await expect(newest(page).getByRole('link').first()).toHaveText(postTitle(NEWEST_YEAR_POSTS));
    const more = newest(page).getByRole('button', { name: `Show ${left} more posts of 2025` });
    await expect(more).toHaveText(`Show ${left} more`);
    expect((await new AxeBuilder({ page }).include('nav[aria-label="Blog recent posts navigation"]').analyze()).violations).toEqual([]);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(newest(page).getByRole('link')).toHaveCount(NEWEST_YEAR_POSTS);
    await expect(newest(page).getByRole('link', { name: postTitle(left), exact: true })).toBeFocused();
    await expect(more).toHaveCount(0);
  });

  test('on a post it left out, fetches the year and marks the post', async ({ page }) => {
    await page.goto(postHref(1));
    await expect(page.locator('main h1')).toHaveText(postTitle(1));
    await expect(newest(page).getByRole('link')).toHaveCount(NEWEST_YEAR_POSTS);
    await expect(newest(page).locator('[aria-current="page"]')).toHaveText(postTitle(1));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed \S+\.js csp/] });

    test('links to the rest of the year in the archive', async ({ page }) => {
      await page.goto('/blog/');
      await expect(newest(page).getByRole('button')).toHaveCount(0);
      await newest(page).getByRole('link', { name: `${left} more in the archive` }).click();
      await expect(page).toHaveURL(/\/blog\/archive\/#archive-2025$/);
      await expect(page.getByRole('main').getByRole('link', { name: postTitle(1), exact: true })).toBeVisible();
    });
  });
});
