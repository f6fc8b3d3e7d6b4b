import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ENGINE } from './engine-pages';
import { expect, hydrated, onFixtureSite, test } from './fixtures';

// A ```mermaid block is drawn at build time into two inline SVGs (lib/docusaurus/remark-mermaid.ts);
// CSS shows the one for the page's colour mode. On the fixture site (e2e/engine-pages.ts): its
// Diagram page has one, its Code blocks page none.
onFixtureSite();
const DIAGRAM_PAGE = ENGINE.diagram.href;
const PLAIN_PAGE = ENGINE.code.href;
const NAME = ENGINE.diagram.mermaidTitle;
const toggleName = /Switch between dark and light mode \(currently (light|dark) mode\)/;

const svgs = (page: Page) => page.locator('main article figure svg[role="img"]');
const inMode = (page: Page, mode: 'light' | 'dark') => page.locator(`main article figure svg[role="img"][id$="-${mode}"]`);

test('the diagram is an SVG image in light mode, and switching colour mode shows the dark one', async ({ page }) => {
  await page.goto(DIAGRAM_PAGE);
  await hydrated(page);
  await expect(svgs(page)).toHaveCount(2);
  await expect(inMode(page, 'light')).toBeVisible();
  await expect(inMode(page, 'dark')).toBeHidden();
  await expect(page.getByRole('img', { name: NAME })).toHaveCount(1);
  // Its size is in the markup (no layout shift when it lays out).
  await expect(inMode(page, 'light')).toHaveAttribute('width', /^\d+$/);
  await expect(inMode(page, 'light')).toHaveAttribute('height', /^\d+$/);
  await page.getByRole('button', { name: toggleName }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(inMode(page, 'dark')).toBeVisible();
  await expect(inMode(page, 'light')).toBeHidden();
  await expect(page.getByRole('img', { name: NAME })).toHaveCount(1);
  // The source is one click away, for readers of the text.
  await page.getByText('Diagram source').click();
  await expect(page.locator('main article figure details pre')).toContainText('flowchart TB');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed \S+\.js csp/] });
  test('the diagram is drawn', async ({ page }) => {
    await page.goto(DIAGRAM_PAGE);
    await expect(inMode(page, 'light')).toBeVisible();
    await expect(inMode(page, 'dark')).toBeHidden();
    expect((await inMode(page, 'light').boundingBox())!.height).toBeGreaterThan(100);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}, 390 px: the diagram stays inside the page, and axe finds no violation`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('oso.theme', m), mode);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(DIAGRAM_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const svg = inMode(page, mode);
    await expect(svg).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    const frame = page.locator('main article figure > div[tabindex="0"]');
    const box = (await frame.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).include('main article figure').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`))).toEqual([]);
  });
}

/** The script URLs a page loads, query strings dropped. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const seen = new Set<string>();
  const onResponse = (r: { request(): { resourceType(): string }; url(): string }) => {
    if (r.request().resourceType() === 'script') seen.add(new URL(r.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...seen].sort();
}

test('a diagram costs no script: the page with one loads the same scripts as a page without', async ({ page }) => {
  const plain = await scriptsOf(page, PLAIN_PAGE);
  const withDiagram = await scriptsOf(page, DIAGRAM_PAGE);
  expect(plain.length).toBeGreaterThan(0);
  expect(withDiagram).toEqual(plain);
  expect(withDiagram.some((s) => /mermaid/i.test(s))).toBe(false);
});
