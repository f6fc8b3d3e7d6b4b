import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails when the page logs a console error, throws, or React reports a hydration
 * problem, unless the test lists the messages it expects in `allowedConsole` (one RegExp in a
 * one-item array: Playwright reads a two-item array option as [value, options]).
 */
export const test = base.extend<{ allowedConsole: RegExp[]; consoleGuard: void }>({
  allowedConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      const allowed = (t: string) => allowedConsole.some((r) => r.test(t));
      page.on('console', (msg) => {
        const t = msg.text();
        const hydration = /hydrat|did not match|server rendered HTML/i.test(t);
        // Resource failures are reported below with their URL instead.
        if (/^Failed to load resource/.test(t)) return;
        if ((msg.type() === 'error' || hydration) && !allowed(t)) problems.push(`console.${msg.type()}: ${t}`);
      });
      page.on('response', (res) => {
        const line = `HTTP ${res.status()} ${res.url()}`;
        if (res.status() >= 400 && !allowed(line)) problems.push(line);
      });
      page.on('requestfailed', (req) => {
        // Cancelled prefetches and navigations are normal; only real failures count.
        if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
        const line = `request failed ${req.url()} ${req.failure()?.errorText ?? ''}`;
        if (!allowed(line)) problems.push(line);
      });
      page.on('pageerror', (err) => {
        if (!allowed(err.message)) problems.push(`pageerror: ${err.message}`);
      });
      await use();
      expect(problems, 'the page logged errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Wait until React has hydrated the page (client components respond). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

let barriers = 0;
/**
 * Resolves once every request the page has started so far has been reported to the test: the page
 * fetches a marker URL, and the browser reports a page's requests in the order they start. The
 * settled signal before asserting that some request was never made.
 */
export async function requestsReported(page: Page) {
  // 404.html: a file every export has (a site's favicon is its own choice).
  const marker = `/404.html?e2e-barrier=${++barriers}`;
  const reported = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((r) => void r.arrayBuffer()), marker);
  await reported;
}

/**
 * Changes the URL as a page script would, with `history.pushState`, and resolves once Next's
 * router has rendered the change and React has run that render's effects. The router writes
 * history state whenever it commits a render; a second, same-URL replaceState makes it commit
 * again, and React runs a commit's effects before it starts the next one.
 */
export async function pushStateSettled(page: Page, url: string) {
  await hydrated(page); // the router has taken over history.pushState
  await page.evaluate(async (to) => {
    const change = history.replaceState;
    /** The router's next history write: it commits a render. */
    const nextCommit = () =>
      new Promise<void>((resolve) => {
        history.replaceState = function (...args: Parameters<History['replaceState']>) {
          history.replaceState = change;
          change.apply(this, args);
          resolve();
        };
      });
    let committed = nextCommit();
    history.pushState(null, '', to);
    await committed;
    committed = nextCommit();
    change.call(history, null, '', to);
    await committed;
  }, url);
}

/**
 * Runs the spec's tests on the fixture site scripts/e2e.ts builds into out-fixture/
 * (e2e/long-sidebar-site.ts and e2e/engine-pages.ts), whose pages the tests own, instead of the
 * OSO site in content/, whose authors edit its words and structure (#51).
 */
export const onFixtureSite = () => onBuiltSite('FIXTURE_BASE_URL', 'out-fixture');

/**
 * Runs the spec's (or describe block's) tests on a site scripts/e2e.ts built into `outDir` and serves
 * at the address in the environment variable `envName`; skipped when it was not built. Returns the address.
 */
export function onBuiltSite(envName: string, outDir: string): string | undefined {
  const base = process.env[envName];
  test.skip(!base, `${outDir}/ was not built (scripts/e2e.ts builds it)`);
  test.use({ baseURL: base });
  return base;
}

/** A RegExp for a URL that ends with `path`, taken literally. */
export const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
