import { expect, test } from './fixtures';

test('docs sidebar marks the page, opens only its branch, categories toggle with aria-expanded', async ({ page }) => {
  await page.goto('/docs/get-started/api/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Access via GraphQL API');
  // Categories start collapsed (as in Docusaurus); the one that holds the page is open.
  await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Get Started'" })).toHaveAttribute('aria-expanded', 'true');
  const collapsed = sidebar.getByRole('button', { name: "Expand sidebar category 'Get Data'" });
  await expect(collapsed).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: 'Use the GraphQL API' })).toBeHidden();
  await collapsed.click();
  const toggle = sidebar.getByRole('button', { name: "Collapse sidebar category 'Get Data'" });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', { name: 'Use the GraphQL API' })).toBeVisible();
  await toggle.click();
  await expect(sidebar.getByRole('link', { name: 'Use the GraphQL API' })).toBeHidden();
});

test.describe('a collapsed category', () => {
  test.use({ allowedConsole: [/^request failed \S+\/_sidebar\/\S+\.json/] });

  test('comes without its children, fetches them once when opened, and offers Retry when that fails', async ({ page }) => {
    await page.goto('/docs/get-started/api/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Access via GraphQL API');
    // Not in the page at all: the branch is a file of its own.
    await expect(sidebar.getByRole('link', { name: 'Use the GraphQL API' })).toHaveCount(0);
    let fail = true;
    const asked: string[] = [];
    await page.route('**/_sidebar/*.json', (route) => {
      asked.push(route.request().url());
      return fail ? route.abort() : route.continue();
    });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Get Data'" }).click();
    await expect(sidebar.getByText('Could not load this section.')).toBeVisible();
    fail = false;
    await sidebar.getByRole('button', { name: 'Retry' }).click();
    await expect(sidebar.getByRole('link', { name: 'Use the GraphQL API' })).toBeVisible();
    await expect(sidebar.getByText('Could not load this section.')).toHaveCount(0);
    // Closed and opened again, and kept on the next page: no new request.
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'Get Data'" }).click();
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Get Data'" }).click();
    await expect(sidebar.getByRole('link', { name: 'Use the GraphQL API' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Access via Python' }).click();
    await expect(page).toHaveURL(/\/docs\/get-started\/python\/$/);
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Access via Python');
    await expect(sidebar.getByRole('link', { name: 'Use the GraphQL API' })).toBeVisible();
    expect(asked).toHaveLength(2);
  });
});

test('hidden docs are routed but not listed', async ({ page }) => {
  const res = await page.goto('/docs/guides/fork-pipeline/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: /Fork the Data Pipeline/ })).toBeHidden();
});

test('breadcrumbs lead from the docs home through the category to the page', async ({ page }) => {
  await page.goto('/docs/references/impact-metrics/code/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Docs home' })).toHaveAttribute('href', '/docs/');
  await expect(crumbs.getByRole('link', { name: 'References' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Impact Metrics' })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
});

test('TOC lists h2–h3 as anchors that exist on the page', async ({ page }) => {
  await page.goto('/docs/get-started/python/');
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
  await page.goto('/docs/get-started/python/');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/docs/get-started/');
  const next = pager.getByRole('link', { name: /Next/ });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await next.click();
  await expect(page).not.toHaveURL(/\/get-started\/python\/$/);
  await expect(page.locator('main h1')).not.toHaveText('Access via Python');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('drafts are not exported; aliases answer with the same doc', async ({ page, request }) => {
  expect((await request.get('/docs/references/pricing/')).status()).toBe(404);
  expect((await request.get('/docs/contribute-models/challenges/bounties/')).status()).toBe(404);
  await page.goto('/docs/references/onboarding/');
  await expect(page.locator('main h1')).toHaveText('New Contributor Guide');
});

test('generated category index shows a card per item', async ({ page }) => {
  await page.goto('/docs/category/ecosystems/');
  const cards = page.locator('main article li a');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Arbitrum');
});

test('code blocks have a dark theme in light mode and a copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/get-started/python/');
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

test('the docs version being read is remembered', async ({ page }) => {
  await page.goto('/docs/get-started/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oso.docs.preferredVersion.default'))).toBe('current');
});
