import { expect, hydrated, pushStateSettled, requestsReported, test } from './fixtures';

type Entry = { 0: string; 1: unknown; 2?: Record<string, unknown> };
const GTAG_BASE = process.env.GTAG_BASE_URL;
const ID = process.env.GTAG_ID ?? '';

test.describe('analytics with NEXT_PUBLIC_GTAG_ID set', () => {
  test.skip(!GTAG_BASE, 'the analytics build (out-gtag/) is made by scripts/e2e.ts');

  test.beforeEach(async ({ page }) => {
    // No network here: answer gtag.js with an empty script.
    await page.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ contentType: 'text/javascript', body: '/* gtag stub */' }));
  });

  const entries = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)) as unknown as Entry[]);
  const pageViews = async (page: import('@playwright/test').Page) =>
    (await entries(page)).filter((e) => e[0] === 'event' && e[1] === 'page_view').map((e) => e[2]?.page_path);

  test('configures gtag with IP anonymisation off and sends one page_view per route change', async ({ page }) => {
    await page.goto(`${GTAG_BASE}/docs/get-started/`);
    await expect.poll(() => pageViews(page)).toEqual(['/docs/get-started/']);
    const config = (await entries(page)).find((e) => e[0] === 'config');
    expect(config?.[1]).toBe(ID);
    expect(config?.[2]).toMatchObject({ anonymize_ip: false });

    // push
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/docs\/get-started\/python\/$/);
    await expect.poll(() => pageViews(page)).toEqual(['/docs/get-started/', '/docs/get-started/python/']);

    // hash-only and query-only changes send nothing (settled: the router has rendered the new URL
    // and its effects, where a page_view would be sent, have run)
    await page.getByRole('navigation', { name: 'Table of contents' }).locator('a').first().click();
    await expect(page).toHaveURL(/#/);
    await pushStateSettled(page, '?q=1');
    expect(await pageViews(page)).toHaveLength(2);

    // pop
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/get-started\/$/);
    await expect.poll(() => pageViews(page)).toEqual(['/docs/get-started/', '/docs/get-started/python/', '/docs/get-started/']);
  });
});

test('without an id there is no analytics code and no third-party request', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost')) thirdParty.push(r.url());
  });
  await page.goto('/docs/get-started/');
  // Settled: hydrated, so every effect of the first render (where gtag.js would be added) has run,
  // and every request the page has started is reported.
  await hydrated(page);
  await requestsReported(page);
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});
