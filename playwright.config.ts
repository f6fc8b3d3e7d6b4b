import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/port';
import { chromiumPath } from './lib/browser';

// Tests drive the system Chromium (Debian's package) or CHROME_PATH; Playwright's own browser when neither exists.
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? `http://localhost:${E2E_PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 } }],
});
