import path from 'node:path';
import { parse } from 'node-html-parser';
import { expect, hydrated, test } from './fixtures';
import { osoTraces } from './foreign-site';
import { checkRoutes, mainText, readRoutes } from './routes-file';

/**
 * The MySQL2 documentation (../shared/compat/node-mysql2-docs), a real Docusaurus 3 site this engine
 * was not written for, built unchanged into out-mysql2/ by scripts/e2e.ts, against the routes
 * Docusaurus 3.10.2 builds from it (node-mysql2-docs-routes.txt): its three locales (en, zh-CN,
 * pt-BR), whole, from one build.
 */
const base = process.env.MYSQL2_BASE_URL;
const site = process.env.MYSQL2_SITE ?? '';
test.skip(!base, 'out-mysql2/ was not built: ../shared/compat/node-mysql2-docs is missing');
// Its docs embed shields.io badges, which this machine cannot reach.
test.use({ allowedConsole: [/^request failed https?:\/\/(?!localhost)/] });
/** A route of the site under its baseUrl (/node-mysql2), as Docusaurus writes it: trailingSlash false, no slash. */
const at = (route: string) => `${base}${route}`;

/** Every route of the three locales: a translated page's source is its i18n/ file, an untranslated one's the default locale's. */
const ROUTES = base ? readRoutes(process.env.MYSQL2_ROUTES!) : [];

test("every route of every locale answers, with Docusaurus's <h1> count and its source's text", async ({ request }) => {
  // 252 pages fetched and parsed one after another.
  test.setTimeout(240_000);
  expect(ROUTES).toHaveLength(252);
  const { wrong, phrases } = await checkRoutes(request, ROUTES, { at, site });
  expect(wrong).toEqual([]);
  // The check reads most docs' text, not a handful (the default locale's, and Portuguese translations; Chinese has no Latin phrase).
  expect(phrases).toBeGreaterThan(90);
});

test("a locale's page: its <html lang>, hreflang alternates, canonical, and links that stay in the locale", async ({ request }) => {
  const html = await (await request.get(at('/pt-BR/docs/documentation'))).text();
  const doc = parse(html);
  expect(doc.querySelector('html')?.getAttribute('lang')).toBe('pt-BR');
  expect(doc.querySelector('html')?.getAttribute('dir')).toBe('ltr');
  const alternates = Object.fromEntries(doc.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
  expect(alternates).toEqual({ en: '/node-mysql2/docs/documentation', 'zh-CN': '/node-mysql2/zh-CN/docs/documentation', 'pt-BR': '/node-mysql2/pt-BR/docs/documentation', 'x-default': '/node-mysql2/docs/documentation' });
  expect(new URL(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!).pathname).toBe('/node-mysql2/pt-BR/docs/documentation');
  // Navbar, sidebar and prose links on the Portuguese page lead to Portuguese pages.
  const inside = doc.querySelectorAll('a[href^="/node-mysql2/"]').map((a) => a.getAttribute('href')!).filter((h) => !/\.(svg|png|xml|json)$/.test(h));
  expect(inside.length).toBeGreaterThan(10);
  expect(inside.filter((h) => !h.startsWith('/node-mysql2/pt-BR') && !h.startsWith('/node-mysql2/zh-CN') && h !== '/node-mysql2/docs/documentation')).toEqual([]);
  // The translated sidebar: the page's own translation in the locale, the default locale's page elsewhere.
  expect(mainText(await (await request.get(at('/zh-CN/docs/acknowledgements'))).text())).not.toEqual(mainText(await (await request.get(at('/docs/acknowledgements'))).text()));
});

test('a sitemap per locale, each of its own pages', async ({ request }) => {
  const en = await (await request.get(at('/sitemap.xml'))).text();
  const zh = await (await request.get(at('/zh-CN/sitemap.xml'))).text();
  expect(en).not.toContain('/zh-CN/');
  expect(zh).toContain('/node-mysql2/zh-CN/docs/documentation');
  expect(zh.match(/<loc>/g)!.length).toBe(en.match(/<loc>/g)!.length);
  expect(zh.match(/<loc>[^<]*<\/loc>/g)!.filter((l) => !/\/node-mysql2\/zh-CN[/<]/.test(l))).toEqual([]);
});

test('the language menu leads to the same page in each locale (a full page load), from the keyboard too', async ({ page }) => {
  await page.goto(at('/docs/documentation/extras'));
  // The arrow keys are the menu's script: it must have hydrated (the menu opens without it).
  await hydrated(page);
  const menu = page.getByRole('button', { name: /English menu/ });
  await menu.focus();
  await page.keyboard.press('Enter');
  const zh = page.getByRole('link', { name: '🇨🇳 简体中文' });
  await expect(zh).toBeVisible();
  await expect(zh).toHaveAttribute('href', '/node-mysql2/zh-CN/docs/documentation/extras');
  await expect(page.getByRole('link', { name: '🇧🇷 Português (Brasil)' })).toHaveAttribute('href', '/node-mysql2/pt-BR/docs/documentation/extras');
  // ArrowDown on the caret focuses the first row once the menu has drawn (a frame later); the next
  // ArrowDown, from that row, moves to the second. Pressed back to back, the second could reach the
  // caret before that frame and focus the first row again.
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('ul[id]').filter({ has: zh }).getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(zh).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/zh-CN/docs/documentation/extras'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await hydrated(page);
  await page.getByRole('button', { name: /简体中文 menu/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: '🇺🇸 English' }).click();
  await expect(page).toHaveURL(at('/docs/documentation/extras'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });
  test("the mobile menu lists the locales, each the page in view", async ({ page }) => {
    await page.goto(at('/pt-BR/docs/faq'));
    // The chrome speaks the page's locale: theme-translations' pt-BR labels.
    await page.getByRole('button', { name: 'Alternar painel de navegação' }).click();
    // A docs page opens its sidebar first; the navbar's items are one step back.
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    await panel.getByRole('button', { name: '← Voltar para o menu principal' }).click();
    const en = panel.getByRole('link', { name: '🇺🇸 English' });
    await expect(en).toBeVisible();
    await expect(en).toHaveAttribute('href', '/node-mysql2/docs/faq');
    await en.click();
    await expect(page).toHaveURL(at('/docs/faq'));
  });
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

test("a locale's homepage sends the reader to the docs in that locale (the page reads useDocusaurusContext's currentLocale)", async ({ page }) => {
  for (const locale of ['pt-BR', 'zh-CN']) {
    await page.goto(at(`/${locale}`));
    await expect(page).toHaveURL(at(`/${locale}/docs`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
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
  test("a locale's homepage sends the reader to that locale's docs", async ({ page }) => {
    await page.goto(at('/pt-BR'));
    await expect(page).toHaveURL(at('/pt-BR/docs'));
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
