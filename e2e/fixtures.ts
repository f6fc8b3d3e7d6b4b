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
