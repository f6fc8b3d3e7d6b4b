import type { Page } from '@playwright/test';
import { ENGINE } from './engine-pages';
import { expect, hydrated, onFixtureSite, test } from './fixtures';

// The dialog is DocSearch 3.9 on the embedded (local) index; every request stays on this host.
const INDEX = 'opensource';
const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
/** A file of the sharded index: a term shard or a page fragment, under its content hash. */
const isIndexFile = (url: string) => /\/_next\/static\/search\/[0-9a-f]{16}\/(t\d+|p\/\d+)\.json$/.test(new URL(url).pathname);
const isManifest = (url: string) => new URL(url).pathname.endsWith('/search-index.json');

async function open(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

const hasDocSearchCss = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((s) => {
      try {
        return [...s.cssRules].some((r) => (r as CSSStyleRule).selectorText?.includes('.DocSearch-Modal'));
      } catch {
        return false;
      }
    }),
  );

test.beforeEach(async ({ page }) => {
  page.on('dialog', (d) => {
    throw new Error(`unexpected ${d.type()} dialog: ${d.message()}`);
  });
});

// On the fixture site (e2e/engine-pages.ts): a docs page of its own, its own word.
test.describe('on the fixture site', () => {
  onFixtureSite();

  test('the button shows the shortcut hint; DocSearch, its CSS and the index load only with the dialog', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(ENGINE.guide.href);
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button).toBeVisible();
    await expect(button.locator('kbd')).toHaveText([/^(Ctrl|⌘)$/, 'K']);
    expect(await hasDocSearchCss(page)).toBe(false);
    expect(requests.filter((u) => u.includes('search-index') || isIndexFile(u))).toEqual([]);
    await open(page);
    expect(await hasDocSearchCss(page)).toBe(true);
    // Opening fetches the small manifest; the index's shards and fragments come with the first query.
    await expect.poll(() => requests.filter(isManifest).length).toBe(1);
    expect(requests.filter(isIndexFile)).toEqual([]);
    await input(page).fill(ENGINE.searchWord);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requests.filter(isIndexFile).length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([]);
  });
});

test('every way in opens the dialog and Escape closes it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await open(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveCount(0);

  await page.keyboard.press('Meta+k');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});

test('"/" typed into a field does not open the dialog', async ({ page }) => {
  await page.goto('/search/');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('a/b');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('a/b');
});

test('empty dialog says "No recent searches"; the query is limited to 64 characters', async ({ page }) => {
  await page.goto('/');
  await open(page);
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  await expect(input(page)).toHaveAttribute('maxlength', '64');
});

test('hits, then "See all N results" opens the search page with the same count', async ({ page }) => {
  await page.goto('/docs/');
  await open(page);
  await input(page).fill('pyoso');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(/Documentation|Blog/);
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/pyoso/i);
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  const count = Number((await seeAll.innerText()).match(/\d+/)![0]);
  expect(count).toBeGreaterThan(1);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=pyoso$/);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText(`${count} documents found`)).toBeVisible();
});

test('Enter opens the selected hit without a full reload, and the search is remembered', async ({ page }) => {
  await page.goto('/docs/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await open(page);
  await input(page).fill('dagster');
  const first = page.locator('.DocSearch-Hit[aria-selected="true"]');
  await expect(first).toBeVisible();
  const href = await first.locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`);
  expect(stored).toHaveLength(1);
  await open(page);
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Recent' })).toBeVisible();
  await expect(page.locator('.DocSearch-Hits').first()).toContainText(/dagster/i);
});

test('a query with no hits shows "No results for" and "Let us know."', async ({ page }) => {
  await page.goto('/');
  await open(page);
  await input(page).fill('pyoso');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('zzqxv');
  const empty = page.locator('.DocSearch-NoResults');
  // Suggestions come from the sections earlier queries found: up to 3.
  await expect(empty).toContainText('Try searching for');
  const suggestions = empty.locator('.DocSearch-Prefill');
  expect(await suggestions.count()).toBeGreaterThanOrEqual(1);
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(empty).toContainText('No results for');
  await expect(empty).toContainText('"zzqxv"');
  await expect(empty).toContainText('Believe this query should return results?');
  const letUsKnow = empty.getByRole('link', { name: 'Let us know.' });
  await expect(letUsKnow).toHaveAttribute('href', /^https:\/\/github\.com\/opensource-observer\/oso\/issues\/new\?title=.*zzqxv/);
});

test.describe('an unreachable index', () => {
  test.use({ allowedConsole: [/Failed to load resource|request failed .*(search-index\.json|\/_next\/static\/search\/)|RetryError|Unreachable hosts|search engine stopped/] });

  test('a shard or fragment that fails mid-session shows the error, and the next keystroke fetches it again', async ({ page }) => {
    await page.goto('/');
    await open(page);
    await input(page).fill('pyoso');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.route('**/_next/static/search/**', (r) => r.abort('internetdisconnected'));
    await input(page).fill('dagster');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await page.unroute('**/_next/static/search/**');
    await input(page).press('Space');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/dagster/i);
    await expect(error).toHaveCount(0);
  });

  test('shows "Unable to fetch results" and recovers when the network does', async ({ page }) => {
    // Without scripts/patch-deps.mjs this screen never shows ("No results for" does).
    await page.route('**/search-index.json', (r) => r.abort('internetdisconnected'));
    await page.goto('/');
    await open(page);
    await input(page).fill('pyoso');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    await page.unroute('**/search-index.json');
    await input(page).press('Space');
    await input(page).press('i');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test('the search page says so too', async ({ page }) => {
    await page.route('**/search-index.json', (r) => r.abort('internetdisconnected'));
    await page.goto('/search/?q=pyoso');
    await expect(page.locator('main [role="alert"]')).toContainText('Unable to fetch results');
    await expect(page.locator('main [role="alert"]')).toContainText('You might want to check your network connection.');
  });
});

test.describe('the dialog code failing to load', () => {
  test.use({ allowedConsole: [/Failed to load resource|request failed .*\/_next\/static\/|chunk|Loading/i] });

  test('shows the error with Retry, and Retry loads it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Let route prefetches finish first: a route bundle failing reloads the page by design.
    await page.waitForLoadState('networkidle');
    await page.route('**/_next/static/chunks/**', (r) => r.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Search' }).click();
    const failed = page.getByRole('dialog', { name: 'Search' });
    await expect(failed.getByRole('alert')).toBeVisible();
    await expect(failed).toContainText('The search dialog could not load.');
    await page.unroute('**/_next/static/chunks/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog(page)).toBeVisible();
  });
});

test('a query that looks like HTML renders as text', async ({ page }) => {
  // No word of the site in it, so the dialog answers "no results" and shows the query back: a query
  // with one word of the site now gets that word's pages (issue #55).
  const xss = '<qzx onerror=zqv()>';
  await page.goto('/');
  await open(page);
  await input(page).fill(xss);
  await expect(page.locator('.DocSearch-NoResults')).toContainText(xss);
  await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);

  await page.goto(`/search/?q=${encodeURIComponent(xss)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${xss}"`);
  await expect(page.locator('main img')).toHaveCount(0);
});

test('the search page: deep link, typing replaces ?q= without scrolling, Back restores it', async ({ page }) => {
  await page.goto('/search/?q=pyoso');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "pyoso"');
  await expect(page).toHaveTitle('Search results for "pyoso" | Open Source Observer');
  await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
  await expect(page.locator('main article h2 a').first()).toBeVisible();
  await expect(page.locator('main mark').first()).toHaveText(/pyoso/i);

  const historyLength = await page.evaluate(() => history.length);
  await page.evaluate(() => window.scrollTo(0, 120));
  const box = page.getByRole('searchbox', { name: 'Search the documentation' });
  await box.fill('dagster');
  await expect(page).toHaveURL(/\/search\/\?q=dagster$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "dagster"');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(await page.evaluate(() => window.scrollY)).toBe(120);

  const first = page.locator('main article h2 a').first();
  await expect(first).toContainText(/dagster/i);
  await first.click();
  await expect(page).not.toHaveURL(/\/search\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/\?q=dagster$/);
  await expect(box).toHaveValue('dagster');
  await expect(page.locator('main article h2 a').first()).toContainText(/dagster/i);
});

test('before its scripts run, the search page already shows the query it was opened with', async ({ page }) => {
  // Script chunks never arrive (the CSS does): what shows is the exported page plus its inline prefill.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, () => undefined);
  await page.goto('/search/?q=pyoso%20client', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toHaveText('Search results for "pyoso client"');
  await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('pyoso client');
});

const inlineEngineMarks = (page: Page) => page.evaluate(() => performance.getEntriesByName('oso-search:inline-engine').length);

test('the index is fetched and searched in a worker, not on the page thread', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
  await page.goto('/search/?q=dagster');
  await expect(page.locator('main article h2 a').first()).toContainText(/dagster/i);
  expect(workers).toEqual([expect.stringMatching(/^\/_next\/static\/chunks\/.+\.js$/)]);
  expect(await inlineEngineMarks(page)).toBe(0);
  // The dialog asks the same worker.
  await open(page);
  await input(page).fill('pyoso');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(workers).toHaveLength(1);
});

test.describe('where no worker can run', () => {
  test.use({ allowedConsole: [/Failed to load resource|request failed .*\/_next\/static\/chunks\//] });

  test('workers refused (a content security policy): the page thread searches', async ({ page }) => {
    await page.addInitScript(() => {
      window.Worker = class {
        constructor() {
          throw new DOMException('Workers are not allowed here', 'SecurityError');
        }
      } as unknown as typeof Worker;
    });
    await page.goto('/search/?q=dagster');
    await expect(page.locator('main article h2 a').first()).toContainText(/dagster/i);
    expect(await inlineEngineMarks(page)).toBe(1);
  });

  test("the worker's code fails to load: the page thread searches", async ({ page }) => {
    const workerScripts: string[] = [];
    page.on('worker', (w) => workerScripts.push(w.url()));
    await page.route(/\/_next\/static\/chunks\/turbopack-worker-[^/]+\.js/, (r) => r.abort('aborted'));
    await page.goto('/search/?q=dagster');
    await expect(page.locator('main article h2 a').first()).toContainText(/dagster/i);
    expect(await inlineEngineMarks(page)).toBe(1);
  });
});

test('the manifest is fetched once per session, and no file of the index twice', async ({ page }) => {
  const files: string[] = [];
  let manifests = 0;
  page.on('request', (r) => {
    if (isManifest(r.url())) manifests++;
    if (isIndexFile(r.url())) files.push(r.url());
  });
  await page.goto('/docs/');
  await open(page);
  await input(page).fill('funding');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await page.waitForURL((u) => u.pathname !== '/docs/');
  await open(page);
  await input(page).fill('funding');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('metrics');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(manifests).toBe(1);
  expect(files.length).toBeGreaterThan(0);
  expect(new Set(files).size).toBe(files.length);
});

// The latency budgets (engine ≤ 10 ms, page ≤ 50 ms per keystroke) are held by `npm run bench:search`
// (scripts/bench/search-scale.ts), measured alone. Here, two browsers share two cores with the rest of
// the suite (a CI machine answered in 70 ms median, a loaded one in 258 ms): this test asserts that every
// keystroke typed after the index loaded is answered, each by the worker's engine, and reports the times.
test('each keystroke typed after the index loads is answered by the engine in the worker', async ({ page }) => {
  await page.goto('/docs/');
  await open(page);
  await input(page).pressSequentially('dagster pipeline metrics', { delay: 40 });
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const { fetch, load, queries, engine } = await page.evaluate(() => {
    const [loaded] = performance.getEntriesByName('oso-search:load');
    // Keys typed while the index loaded waited for it: time the ones typed after.
    const after = (name: string) =>
      performance
        .getEntriesByName(name)
        .filter((e) => e.startTime >= loaded.startTime + loaded.duration)
        .map((e) => ({ start: e.startTime, duration: e.duration }));
    return {
      fetch: performance.getEntriesByName('oso-search:fetch').map((e) => e.duration),
      load: performance.getEntriesByName('oso-search:load').map((e) => e.duration),
      queries: after('oso-search:query'),
      engine: after('oso-search:engine'),
    };
  });
  expect(load).toHaveLength(1);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const ms = (xs: { duration: number }[]) => xs.map((x) => x.duration);
  test.info().annotations.push({
    type: 'timing',
    description: `manifest fetched in ${fetch[0].toFixed(0)} ms, engine ready in ${load[0].toFixed(0)} ms; ${queries.length} queries after that (downloads included): engine median ${median(ms(engine)).toFixed(2)} ms (max ${Math.max(...ms(engine)).toFixed(2)}), answered on the page in ${median(ms(queries)).toFixed(2)} ms (median)`,
  });
  expect(queries.length).toBeGreaterThanOrEqual(5);
  // In the worker: the page never fell back to running the engine itself.
  expect(await inlineEngineMarks(page)).toBe(0);
  // Each answer is the engine's: one engine run begins with each query, and the page waited for all
  // of it. No wall-clock limit here: on a loaded 2-core CI machine the page's median reached 258 ms;
  // the bench holds the budgets.
  expect(engine.map((e) => e.start)).toEqual(queries.map((q) => q.start));
  for (const [i, q] of queries.entries()) expect(engine[i].duration, `query ${i + 1}`).toBeLessThanOrEqual(q.duration);
});

test('the dialog takes the dark colour mode', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('oso.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await open(page);
  const modal = await dialog(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(modal).toBe(body);
  expect(modal).toBe('rgb(27, 27, 29)');
});

test('keys typed while the dialog code is still loading become the query', async ({ page }) => {
  // Every chunk fetched once the page has hydrated (the dialog's), not the page's own, is held until
  // the keys have been typed.
  let pageReady = false;
  const held: string[] = [];
  let releaseChunks!: () => void;
  const chunksReleased = new Promise<void>((r) => (releaseChunks = r));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    if (pageReady) {
      held.push(route.request().url());
      await chunksReleased;
    }
    await route.continue();
  });
  await page.goto('/docs/');
  await hydrated(page);
  pageReady = true;
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => held.length, { message: 'the dialog code is loading' }).toBeGreaterThan(0);
  await page.keyboard.type('pyoso client');
  await expect(dialog(page)).toHaveCount(0);
  releaseChunks();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('pyoso client', { timeout: 10_000 });
});

test('no key is lost between the dialog appearing and its box taking focus', async ({ page }) => {
  // DocSearch focuses its box an effect after the dialog is in the page; a key typed in between went
  // nowhere ("fundng"). The gap is a matter of timing, so the test makes it: the dialog is open and
  // its box is not focused. A typed key must land in the box.
  await page.goto('/docs/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Search' }).click();
  const input = page.locator('.DocSearch-Input');
  await page.keyboard.type('fund');
  await expect(input).toHaveValue('fund');
  await input.evaluate((el: HTMLInputElement) => el.blur());
  await expect(input).not.toBeFocused();
  await page.keyboard.type('ing');
  await expect(input).toHaveValue('funding');
  await expect(input).toBeFocused();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});
