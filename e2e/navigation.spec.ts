import type { AddressInfo } from 'node:net';
import { PREFETCH_SETTLE_MS } from '../lib/runtime/links';
import { createStaticServer } from '../scripts/static-server';
import { ENGINE } from './engine-pages';
import { endsWith, expect, hydrated, onFixtureSite, pushStateSettled, requestsReported, test } from './fixtures';

// Route changes, prefetching, payloads and links, on the fixture site's pages (e2e/engine-pages.ts),
// not on the OSO site's content: the Guide's first page, whose Next is the Code blocks page.
onFixtureSite();
const RSC = /[?&]_rsc=/;
const { guide, code } = ENGINE;
/** The last piece of a route's prefetch: its page segment, `<path>__next.….__PAGE__.txt`. */
const isPageSegment = (url: string, path: string) => {
  const rest = new URL(url).pathname.split(path)[1] ?? '';
  return rest.startsWith('__next.') && !rest.includes('/') && rest.endsWith('__PAGE__.txt');
};

test('a slow route change shows the progress bar after 200 ms, and it finishes on arrival', async ({ page }) => {
  // Every payload is held until the bar has shown, so the change is slow however busy the machine;
  // nothing is prefetched (data saver), or a prefetch of the target could make the change fast.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  let releasePayloads!: () => void;
  const payloadsReleased = new Promise<void>((r) => (releasePayloads = r));
  await page.route(RSC, async (route) => {
    await payloadsReleased;
    await route.continue();
  });
  await page.goto(guide.href);
  await hydrated(page);
  // Times taken in the page, so a busy machine cannot blur them: the click, the bar's first
  // appearance, and the new page's heading.
  await page.evaluate((title) => {
    const t: Record<string, number> = {};
    (window as unknown as { np: typeof t }).np = t;
    document.addEventListener('click', () => (t.click ??= performance.now()), true);
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) t.shown ??= performance.now();
      if (document.querySelector('main h1')?.textContent === title) t.arrived ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, code.title);
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible({ timeout: 2400 });
  releasePayloads();
  await expect(page).toHaveURL(endsWith(code.href), { timeout: 10_000 });
  await expect(page.locator('main h1')).toHaveText(code.title);
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3000 });
  const t = await page.evaluate(() => (window as unknown as { np: Record<string, number> }).np);
  expect(t.shown - t.click, 'the bar waits 200 ms').toBeGreaterThanOrEqual(200);
  expect(t.shown, 'the bar shows before the page arrives').toBeLessThan(t.arrived);
});

test('a fast route change shows no progress bar', async ({ page }) => {
  // The page's clock is the test's: stopped while the route changes, the change is over within the
  // bar's 200 ms delay however busy the machine is.
  await page.clock.install();
  await page.goto(guide.href);
  await hydrated(page);
  const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
  // Prefetched on hover, so the change is instant: the target's page segment is the last piece.
  const prefetched = page.waitForResponse((r) => !!r.request().headers()['next-router-prefetch'] && isPageSegment(r.url(), code.href));
  await next.hover();
  await (await prefetched).finished();
  await page.evaluate(() => {
    (window as unknown as { sawBar: boolean }).sawBar = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as { sawBar: boolean }).sawBar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  // Stop it a little ahead of now (it cannot go back if now has passed by the time it stops).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await next.click();
  await expect(page).toHaveURL(endsWith(code.href));
  await expect(page.locator('main h1')).toHaveText(code.title);
  // Focus on the new h1: FocusOnNavigate moved it in the same batch of effects in which RouteProgress,
  // seeing the new path, cancels the bar's timer. Then well past the delay: a timer left running fires.
  await expect(page.locator('main h1')).toBeFocused();
  await page.clock.runFor(1000);
  expect(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(false);
});

test('route changes scroll to the top, or to the hash target below the navbar', async ({ page }) => {
  await page.goto(code.href);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).not.toHaveURL(endsWith(code.href));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto(code.href);
  const target = await page.getByRole('navigation', { name: 'Table of contents' }).locator('a').nth(3).getAttribute('href');
  await page.getByRole('navigation', { name: 'Table of contents' }).locator('a').nth(3).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  // Smooth scrolling settles with the heading just below the sticky navbar (60 px), not under it.
  const topOf = () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), target!.slice(1));
  await expect.poll(topOf).toBeLessThan(140);
  expect(await topOf()).toBeGreaterThanOrEqual(55);
});

test('a query-only change keeps the scroll position', async ({ page }) => {
  await page.goto(code.href);
  await hydrated(page);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const before = await page.evaluate(() => window.scrollY);
  await pushStateSettled(page, '?tab=python');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('back-to-top appears on long pages and eases to the top', async ({ page }) => {
  await page.goto(code.href);
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  await expect(button).toBeHidden();
  // Keep scrolling until the (hydrated) page reacts: on a busy machine the listener may attach late.
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(button).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('index.html and .html paths are replaced by the bare path', async ({ page }) => {
  await page.goto(`${guide.href}index.html`);
  await expect(page).toHaveURL(endsWith(guide.href));
  await expect(page.locator('main h1')).toHaveText(guide.title);
  await page.goto(`${code.href.replace(/\/$/, '')}.html#${code.section}`);
  await expect(page).toHaveURL(endsWith(`${code.href}#${code.section}`));
  await page.goto('/docs/index');
  await expect(page).toHaveURL(/\/docs\/$/);
});

test.describe('undecodable path', () => {
  // One pattern per list: Playwright reads a two-item array option as [value, options].
  test.use({ allowedConsole: [/^HTTP 404 |URI malformed|URIError/] });
  test('shows a clear error page, never a blank one', async ({ page }) => {
    const res = await page.goto('/docs/%E0%A4%A/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('alert').filter({ hasText: 'invalid percent-encoding' })).toBeVisible();
  });
});

test.describe('prefetch policy', () => {
  test('route payloads are prefetched normally', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => r.headers()['next-router-prefetch'] && prefetched.push(r.url()));
    await page.goto(guide.href);
    await expect.poll(() => prefetched.length, { timeout: 8000 }).toBeGreaterThan(0);
  });

  test('nothing is prefetched with data saver on', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const prefetched: string[] = [];
    page.on('request', (r) => r.headers()['next-router-prefetch'] && prefetched.push(r.url()));
    await page.goto(guide.href);
    await expect(page.locator('html')).toHaveAttribute('data-no-prefetch', 'true');
    // Hydrated: the prefetcher has started (or, here, declined to); a hover would prefetch at once.
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).hover();
    await requestsReported(page);
    expect(prefetched).toEqual([]);
    // Navigation itself still works.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(endsWith(code.href));
  });
});

test.describe('links', () => {
  test('a plain click on a page link navigates in place; a Ctrl-click opens a tab and leaves this page', async ({ page, context }) => {
    await page.goto(guide.href);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
    const link = page.locator('main article').getByRole('link', { name: code.title, exact: true }).first();
    expect(await link.getAttribute('href')).toBe(code.href);
    // Server-rendered links are plain anchors now: no next/link component behind them.
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await popup.close();
    await expect(page).toHaveURL(endsWith(guide.href));
    await link.click();
    await expect(page).toHaveURL(endsWith(code.href));
    await expect(page.locator('main h1')).toHaveText(code.title);
    // The same document: the router swapped the page, the browser did not load a new one.
    expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
  });

  test('visible links are prefetched once the page has settled, not while it starts', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => r.headers()['next-router-prefetch'] && prefetched.push(r.url()));
    // The page's clock is the test's, stopped from the start: the delay after the load runs only as
    // the test moves it on, however long the machine takes to load and hydrate the page.
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(guide.href, { waitUntil: 'load' });
    await hydrated(page);
    await requestsReported(page);
    expect(prefetched, 'nothing while the page starts').toEqual([]);
    // Up to just before the delay ends, in steps, each with real time for what the page does between
    // timers (observers, requests): a prefetch started early would be seen at the step it came.
    for (let t = 0; t < PREFETCH_SETTLE_MS - 100; t += 100) {
      await page.clock.runFor(100);
      await requestsReported(page);
      expect(prefetched, `nothing ${t + 100} ms after the load`).toEqual([]);
    }
    // The settle delay ends; from there time runs on its own, for the idle callbacks and the observer's.
    await page.clock.runFor(100);
    await page.clock.resume();
    await expect.poll(() => prefetched.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });

  test('search hits are prefetched on hover only', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => r.headers()['next-router-prefetch'] && prefetched.push(new URL(r.url()).pathname));
    await page.goto(`/search/?q=${ENGINE.searchWord}`);
    const hit = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
    await expect(hit).toBeVisible();
    const path = new URL((await hit.getAttribute('href'))!, 'http://x').pathname;
    // Settled: visible links are prefetched one at a time in page order, and a link added in view
    // after the results has been prefetched, so the queue is past the hits: they were not in it.
    const marker = ENGINE.refs.href;
    await page.evaluate((href) => {
      const a = Object.assign(document.createElement('a'), { href, textContent: 'after the results' });
      a.style.cssText = 'position: fixed; bottom: 0; left: 0';
      document.body.append(a);
    }, marker);
    await expect.poll(() => prefetched.filter((p) => p.startsWith(marker)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(prefetched.filter((p) => p.startsWith(path))).toEqual([]);
    await hit.hover();
    await expect.poll(() => prefetched.filter((p) => p.startsWith(path)).length, { timeout: 3000 }).toBeGreaterThan(0);
  });
});

test.describe('failed route payload', () => {
  test.use({ allowedConsole: [/request failed .*_rsc=|Failed to fetch|failed to load|ChunkLoadError/i] });
  test('reloads the page at the target once', async ({ page }) => {
    await page.goto(guide.href);
    await page.route(RSC, (route) => route.abort());
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(endsWith(code.href));
    await expect(page.locator('main h1')).toHaveText(code.title);
    // Settled: the reloaded page has loaded and hydrated, so whatever would reload it again has run.
    await page.waitForLoadState('load');
    await hydrated(page);
    expect(loads).toEqual([expect.stringMatching(endsWith(code.href))]);
  });
});

test('every page links one stylesheet, the same one, so moving between kinds of pages fetches no CSS', async ({ page }) => {
  const sheets = () => page.locator('link[rel="stylesheet"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));
  const css: string[] = [];
  page.on('request', (r) => r.resourceType() === 'stylesheet' && css.push(r.url()));
  await page.goto('/');
  await hydrated(page);
  const [sheet] = await sheets();
  expect(await sheets()).toEqual([sheet]);
  expect(css).toEqual([sheet]);
  // Landing → docs page → post: client navigations to pages of other layouts.
  await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Docs', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/blog/');
  await page.locator('main article h2 a').first().click();
  await expect(page.locator('main article h1')).toBeVisible();
  expect(await sheets()).toEqual([sheet]);
  expect(new Set(css)).toEqual(new Set([sheet]));
});

test.describe("a page's own payload (fetched, not inlined)", () => {
  const path = code.href;
  const payload = `${path}index.txt`;
  const isPayload = (u: string) => new URL(u).pathname === payload;

  test('is fetched once, with the stylesheets, and the page hydrates from it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => isPayload(r.url()) && fetched.push(r.url()));
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).not.toContain('self.__next_f.push(');
    expect(html.indexOf(`<link rel="preload" href="${payload}" as="fetch"`)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    await hydrated(page);
    // The preload and the loader's fetch are one request (same URL, mode and credentials).
    expect(fetched).toEqual([expect.stringMatching(endsWith(`${code.href}index.txt`))]);
    // Hydrated for real: a client component answers, and a link changes route without a reload.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous/ }).click();
    await expect(page.locator('main h1')).toHaveText(guide.title);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test.describe('when a fetch fails', () => {
    test.use({ allowedConsole: [/request failed \S+index\.txt|Failed to load resource|The page payload did not load/] });
    test('one failed fetch is retried, and the page hydrates', async ({ page }) => {
      let failed = 0;
      await page.route((u) => isPayload(u.href), (route) => (failed++ ? route.continue() : route.abort('connectionreset')));
      await page.goto(path);
      await hydrated(page);
      expect(failed).toBe(2);
    });

    test('when it never arrives, the page stays its readable HTML, with working links', async ({ page }) => {
      await page.route((u) => isPayload(u.href), (route) => route.abort('internetdisconnected'));
      const gaveUp = page.waitForEvent('console', (m) => m.text().startsWith('The page payload did not load'));
      await page.goto(path);
      await gaveUp;
      await expect(page.locator('main h1')).toHaveText(code.title);
      await expect(page.locator('main article p').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      // A link is a plain link: it loads the next page, which fetches its own payload and hydrates.
      await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous/ }).click();
      await expect(page).toHaveURL(endsWith(guide.href));
      await expect(page.locator('main h1')).toHaveText(guide.title);
      await hydrated(page);
    });
  });
});

test.describe('wrong base address', () => {
  // The scripts are outside /sub/: the server answers with the 404 page, which nosniff (as GitHub Pages
  // sends it) keeps from running as a script or applying as a stylesheet.
  // One RegExp: Playwright reads a two-element array as [value, options].
  test.use({ allowedConsole: [/^HTTP 404 |^Refused to (execute script|apply style) from .* because its MIME type \('text\/html'\) is not/] });
  test('a site served under /sub/ explains the problem and suggests a base path', async ({ page }) => {
    const server = createStaticServer({ root: 'out-fixture', basePath: '/sub' });
    await new Promise<void>((r) => server.listen(0, r)); // any free port
    try {
      await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/sub/`);
      const banner = page.locator('#oso-base-url-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Your site did not load properly.');
      await expect(banner.locator('[data-suggested]')).toHaveText('/sub/');
    } finally {
      server.close();
    }
  });

  test('a correctly served site never shows the banner', async ({ page }) => {
    // The boot script decides once the page has loaded, stylesheet included.
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('#oso-base-url-banner')).toHaveCount(0);
  });
});
