import fs from 'node:fs';
import path from 'node:path';
import { expect, onBuiltSite, test } from './fixtures';
import { firstLoadOf, scriptsOf } from '../lib/builder/first-load';

/**
 * A site's components that need the browser run there as islands (lib/docusaurus/islands.ts): the
 * small site of e2e/islands-site.ts, built by scripts/e2e.ts into out-islands/. Each island is
 * server-rendered into the page, then hydrated alone from its chunk; a page without one loads none.
 */
onBuiltSite('ISLANDS_BASE_URL', 'out-islands');

const OUT = path.resolve('out-islands');
const html = (route: string) => fs.readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
const islandChunks = (text: string) => [...text.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]);

test('the exported HTML has each island in its first state, with its chunk and props; a page without one names none', () => {
  const counter = html('docs/counter');
  expect(counter).toMatch(/<oso-island[^>]*data-island="\/assets\/island-Counter-\w{8}\.js"[^>]*><button type="button" class="counter">Clicks<!-- -->: <!-- -->2<\/button><\/oso-island>/);
  // Its props reach the browser in the page's React payload.
  expect(fs.readFileSync(path.join(OUT, 'docs/counter/index.txt'), 'utf8')).toMatch(/"name":"default","props":\{"start":2,"label":"Clicks"\}/);
  expect(counter).toContain('<p class="effect">effect not run</p>');
  expect(counter).toContain('<span class="is-browser">server</span><span class="only">fallback</span>');
  expect(counter).toContain('<span class="match">counter</span>');
  // The same component on another page is the same file, cached once.
  expect(islandChunks(html('docs/again')).filter((s) => s.includes('Counter'))).toEqual(islandChunks(counter).filter((s) => s.includes('Counter')));
  for (const src of islandChunks(counter)) expect(fs.existsSync(path.join(OUT, src)), src).toBe(true);
  const plain = html('docs/plain');
  expect(islandChunks(plain)).toEqual([]);
  expect(plain).not.toContain('oso-island');
});

test('a page without an island loads the same scripts as before islands, and no island chunk', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/docs/plain/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/assets/island-'))).toEqual([]);
  // Its first-load scripts are those of a page with an island: an island adds only what it fetches after.
  expect(scriptsOf(html('docs/plain')).src).toEqual(scriptsOf(html('docs/counter')).src);
});

test('the counter counts on click; the effect runs; useIsBrowser and BrowserOnly turn to the browser', async ({ page }) => {
  await page.goto('/docs/counter/');
  const button = page.locator('button.counter');
  await expect(page.locator('oso-island').first()).toHaveAttribute('data-island-state', 'hydrated');
  await button.click();
  await expect(button).toHaveText('Clicks: 3');
  await button.click();
  await expect(button).toHaveText('Clicks: 4');
  await expect(page.locator('p.effect')).toHaveText('effect ran in Islands');
  await expect(page.locator('.is-browser')).toHaveText('browser');
  await expect(page.locator('.only')).toHaveText(/^width \d+ dom true$/);
  await expect(page.locator('a.img')).toHaveAttribute('href', '/img/x.png');
  await expect(page.locator('a.img')).toHaveText('/docs/counter/');
});

test("refs: a package's forwardRef components render in the HTML (no island of their own); a component's ref and a package's createPortal work once it runs in the browser", async ({ page }) => {
  const refs = html('docs/refs');
  expect(refs).toMatch(/<div class="table" data-box="">A package(&#x27;|')s box<\/div>/);
  expect(refs).toMatch(/<oso-island[^>]*data-island="\/assets\/island-FocusField-\w{8}\.js"[^>]*><div class="focus-box" data-box=""><input class="field" name="q"\/><button type="button" class="focus">Focus<\/button><\/div><\/oso-island>/);
  expect(islandChunks(refs)).toHaveLength(1);
  await page.goto('/docs/refs/');
  await expect(page.locator('oso-island')).toHaveAttribute('data-island-state', 'hydrated');
  await page.locator('button.focus').click();
  await expect(page.locator('input.field')).toBeFocused();
  // react-dom's createPortal in the chunk (a package's Portal), rendered by the page's React DOM.
  await expect(page.locator('body > p.portal')).toHaveText('in the body');
});

test('the client API in an island: matchPath on the location, Translate, Link, useHistory().push', async ({ page }) => {
  await page.goto('/docs/counter/');
  await expect(page.locator('oso-island').last()).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.locator('.match')).toHaveText('counter');
  await expect(page.locator('.translated')).toHaveText('3 items and more');
  await expect(page.locator('a.to-plain')).toHaveAttribute('href', '/docs/plain/');
  await page.locator('button.go').click();
  await expect(page).toHaveURL(/\/docs\/plain\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plain');
});

test('an island in a paragraph, reached by a client-side navigation, runs too', async ({ page }) => {
  await page.goto('/docs/counter/');
  await expect(page.locator('oso-island').first()).toHaveAttribute('data-island-state', 'hydrated');
  await page.locator('nav').getByRole('link', { name: 'Again' }).first().click();
  await expect(page).toHaveURL(/\/docs\/again\/$/);
  const button = page.locator('button.counter');
  await expect(button).toHaveText('Again: 10');
  await button.click();
  await expect(button).toHaveText('Again: 11');
});

test.describe('a chunk that does not load', () => {
  test.use({ allowedConsole: [/island-Counter-\w+\.js|Failed to fetch dynamically imported module|HTTP 404 /] });
  test('leaves the server-rendered HTML in place', async ({ page }) => {
    await page.route('**/assets/island-Counter-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/docs/counter/');
    const island = page.locator('oso-island', { has: page.locator('button.counter') });
    await expect(island).toHaveAttribute('data-island-state', 'failed');
    await expect(page.locator('button.counter')).toHaveText('Clicks: 2');
    // The other islands of the page run.
    await expect(page.locator('p.effect')).toHaveText('effect ran in Islands');
  });
});

test('first-load JS: a page with islands carries no more than one without (the islands load after)', () => {
  const cache = new Map<string, number>();
  const withIsland = firstLoadOf(OUT, 'docs/counter/index.html', cache);
  const without = firstLoadOf(OUT, 'docs/plain/index.html', cache);
  expect(withIsland.chunks).toBe(without.chunks);
  expect(without.missing).toEqual([]);
});

test.describe("the page's data in an island", () => {
  const facts = '/docs/guide/facts/';
  const hydrated = (page: import('@playwright/test').Page) => expect(page.locator('oso-island', { has: page.locator('.facts') })).toHaveAttribute('data-island-state', 'hydrated');

  test("useRouteContext, useDocsSidebar and useDoc answer in the browser as on the server; only this island's element carries them", async ({ page }) => {
    // The server's render and the browser's say the same.
    const served = html('docs/guide/facts');
    const text = (cls: string) => new RegExp(`<span class="${cls}">([^<]*)</span>`).exec(served)?.[1];
    expect(text('plugin')).toBe('docusaurus-plugin-content-docs/default');
    expect(text('doc')).toBe('guide/facts | /docs/guide/facts/ | from the frontmatter | page-tabs');
    // Docusaurus's default sidebars file: one autogenerated sidebar, 'defaultSidebar'; the folder's name labels its category.
    expect(text('sidebar')).toBe('defaultSidebar: Counter, Again, Plain, Refs, guide');
    await page.goto(facts);
    await hydrated(page);
    await expect(page.locator('.plugin')).toHaveText(text('plugin')!);
    await expect(page.locator('.doc')).toHaveText(text('doc')!);
    await expect(page.locator('.sidebar')).toHaveText(text('sidebar')!);
    // The page's data travels with the island that reads it, not with the others.
    const payload = fs.readFileSync(path.join(OUT, 'docs/guide/facts/index.txt'), 'utf8');
    expect(payload).toContain('"plugin":{"name":"docusaurus-plugin-content-docs","id":"default"}');
    expect(fs.readFileSync(path.join(OUT, 'docs/counter/index.txt'), 'utf8')).not.toMatch(/"page":\{/);
  });

  test("DocCardList drawn in the browser shows the category's cards, with the page's classes", async ({ page }) => {
    await page.goto(facts);
    await hydrated(page);
    await page.locator('button.show-cards').click();
    const card = page.locator('.facts ul a');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('href', '/docs/guide/neighbour/');
    await expect(card).toContainText('Neighbour');
    await expect(card).toContainText('The page beside the facts.');
    // The CSS module's class of the page's own cards, so it is drawn as they are.
    await expect(card).toHaveClass(/card/);
    expect(await card.evaluate((a) => getComputedStyle(a).display)).toBe('flex');
  });

  test("Tabs in an island switch with the page's tabs of the same groupId, remember it, and keep it in the URL (queryString)", async ({ page }) => {
    await page.goto(facts);
    await hydrated(page);
    const island = page.locator('.facts [role=tablist]');
    const own = page.locator('article [role=tablist]').last();
    await expect(island.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
    // The page's tabs move the island's.
    await own.getByRole('tab', { name: 'Python' }).click();
    await expect(island.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('island py')).toBeVisible();
    // The island's move the page's, and write the choice into the URL.
    await island.getByRole('tab', { name: 'JavaScript' }).click();
    await expect(own.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?lang=js$/);
    expect(await page.evaluate(() => localStorage.getItem('oso.tabs.lang'))).toBe('js');
    // The island's tabs styled as the page's (their CSS module's classes).
    expect(await island.getAttribute('class')).toBe(await own.getAttribute('class'));
  });

  test('a link with ?lang= opens the tab it names (the query string wins over the remembered choice)', async ({ page }) => {
    await page.goto(facts);
    await page.evaluate(() => localStorage.setItem('oso.tabs.lang', 'js'));
    await page.goto(`${facts}?lang=py`);
    await hydrated(page);
    await expect(page.locator('.facts').getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('island py')).toBeVisible();
  });
});
