import path from 'node:path';
import { expect, test } from './fixtures';
import { osoTraces } from './foreign-site';
import { checkRoutes, readRoutes } from './routes-file';

/**
 * The MySQL2 documentation (../shared/compat/node-mysql2-docs), a real Docusaurus 3 site this engine
 * was not written for, built unchanged into out-mysql2/ by scripts/e2e.ts, against the routes
 * Docusaurus 3.10.2 builds from it (node-mysql2-docs-routes.txt): its default locale, whole.
 */
const base = process.env.MYSQL2_BASE_URL;
const site = process.env.MYSQL2_SITE ?? '';
test.skip(!base, 'out-mysql2/ was not built: ../shared/compat/node-mysql2-docs is missing');
// Its docs embed shields.io badges, which this machine cannot reach.
test.use({ allowedConsole: [/^request failed https?:\/\/(?!localhost)/] });
/** A route of the site under its baseUrl (/node-mysql2), as Docusaurus writes it: trailingSlash false, no slash. */
const at = (route: string) => `${base}${route}`;

/** The default locale's routes (the other two locales are the i18n issue's). */
const ROUTES = base ? readRoutes(process.env.MYSQL2_ROUTES!).filter((r) => !/^\/(zh-CN|pt-BR)(\/|$)/.test(r.route)) : [];

test("every route of the default locale answers, with Docusaurus's <h1> count and its source's text", async ({ request }) => {
  expect(ROUTES).toHaveLength(84);
  const { wrong, phrases } = await checkRoutes(request, ROUTES, { at, site });
  expect(wrong).toEqual([]);
  // The check reads most docs' text, not a handful.
  expect(phrases).toBeGreaterThan(30);
});

test('nothing of the OSO site in any file of the export', () => {
  expect(osoTraces(path.resolve('out-mysql2'))).toEqual([]);
});

test("the homepage is the site's own, which sends the reader to the docs", async ({ page }) => {
  const res = await page.request.get(at('/'));
  expect(await res.text()).toContain('MySQL2');
  await page.goto(at('/'));
  await expect(page).toHaveURL(at('/docs'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('without JavaScript', () => {
  // Chromium without JavaScript refuses the page's scripts (reported as `csp`); the docs' badges
  // (img.shields.io) load at once without the page's lazy loading, and this machine has no network.
  test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed (\S+\.js csp|https:\/\/img\.shields\.io\/\S+ net::)/] });
  test('the homepage sends the reader to the docs too (its <Redirect> is a refresh in the head)', async ({ page }) => {
    await page.goto(at('/'));
    await expect(page).toHaveURL(at('/docs'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('magic comments highlight lines instead of showing', async ({ page }) => {
  await page.goto(at('/docs/examples/connections/create-pool'));
  const main = page.locator('main');
  await expect(main.locator('.theme-code-block-highlighted-line').first()).toBeVisible();
  await expect(main).not.toContainText('highlight-next-line');
  await expect(main).not.toContainText('highlight-start');
});

test('ExternalCodeEmbed (state, and a fetch in an effect) shows its loading state in the HTML, then the code it fetched', async ({ page }) => {
  const source = 'export interface Other {\n  a: 1;\n}\n\nexport interface ConnectionOptions {\n  host?: string;\n  port?: number;\n}\n';
  const fetched: string[] = [];
  await page.route('https://raw.githubusercontent.com/**', (route) => {
    const url = route.request().url();
    fetched.push(url);
    const body = url.endsWith('/Connection.d.ts') ? source : '-----BEGIN CERTIFICATE-----\n';
    return route.fulfill({ status: 200, contentType: 'text/plain', body, headers: { 'access-control-allow-origin': '*' } });
  });
  const html = await (await page.request.get(at('/docs/examples/connections/create-connection'))).text();
  expect(html).toMatch(/<oso-island[^>]*data-island-export="ExternalCodeEmbed"[^>]*><span class="loader" aria-label="Loading"><\/span><\/oso-island>/);
  await page.goto(at('/docs/examples/connections/create-connection'));
  const main = page.locator('main');
  // `extractMethod`: the one declaration, from the line that opens it to its closing brace.
  const embedded = main.locator('oso-island code').filter({ hasText: 'interface ConnectionOptions' });
  await expect(embedded).toHaveCount(1);
  await expect(embedded).toContainText('port?: number;');
  await expect(embedded).not.toContainText('interface Other');
  // The other embed on the page (no extractMethod) shows what it fetched whole.
  await expect(main.locator('oso-island code').filter({ hasText: 'BEGIN CERTIFICATE' })).toHaveCount(1);
  expect(fetched).toContain('https://raw.githubusercontent.com/sidorares/node-mysql2/master/typings/mysql/lib/Connection.d.ts');
});

test('no blog, as `blog: false` says: no route, feed or sitemap entry', async ({ request }) => {
  expect((await request.get(at('/blog'))).status()).toBe(404);
  expect((await request.get(at('/blog/rss.xml'))).status()).toBe(404);
  expect(await (await request.get(at('/sitemap.xml'))).text()).not.toContain('/blog');
});
