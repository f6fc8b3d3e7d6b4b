import { parse } from 'node-html-parser';
import { expect, hydrated, test } from './fixtures';
import { checkRoutes, readRoutes } from './routes-file';

/**
 * The wshub docs (../shared/compat/wshub-docs), a real versioned Docusaurus 3 site: the working copy
 * "Next (unreleased)" at /docs/next/, 1.8 (versions.json's newest) at /docs/, 1.7 at /docs/1.7/,
 * built unchanged into out-wshub/ by scripts/e2e.ts and served under its baseUrl /wshub. Against
 * the routes Docusaurus 3.10.2 builds from it (wshub-docs-routes.txt). 1.8's text equals the
 * working copy's, so each page's version is told by its banner, badge and edit link.
 */
const base = process.env.WSHUB_BASE_URL;
const site = process.env.WSHUB_SITE ?? '';
test.skip(!base, 'out-wshub/ was not built: ../shared/compat/wshub-docs is missing');
/** A route under the baseUrl, as Docusaurus writes it (trailingSlash: false). */
const at = (route: string) => `${base}${route === '/' ? '/' : route}`;
const ROUTES = base ? readRoutes(process.env.WSHUB_ROUTES!) : [];
const EDIT = 'https://github.com/KARTIKrocks/wshub/tree/main/website/';

/** What Docusaurus shows on a page of each version: its label and its banner's first sentence. */
function versionOf(source: string): { label: string; banner?: string } {
  if (source.startsWith('docs/')) return { label: 'Next (unreleased)', banner: 'This is unreleased documentation for wshub Next (unreleased) version.' };
  if (source.startsWith('versioned_docs/version-1.7/')) return { label: '1.7', banner: 'This is documentation for wshub 1.7, which is no longer actively maintained.' };
  return { label: '1.8' };
}

test("every route Docusaurus builds answers, with its version's text, banner, badge and edit link", async ({ request }) => {
  expect(ROUTES).toHaveLength(46);
  const { wrong, phrases } = await checkRoutes(request, ROUTES, {
    at,
    site,
    more: (r, { root }) => {
      if (!r.source) return [];
      const wrong: string[] = [];
      const v = versionOf(r.source);
      const banner = root.querySelector('.theme-doc-version-banner')?.text.replace(/\s+/g, ' ');
      if (v.banner ? !banner?.includes(v.banner) : banner) wrong.push(`${r.route}: banner ${JSON.stringify(banner)}, expected ${JSON.stringify(v.banner)}`);
      if (v.banner && !banner?.includes('For up-to-date documentation, see the latest version (1.8).')) wrong.push(`${r.route}: no link to the latest version in ${JSON.stringify(banner)}`);
      const badge = root.querySelector('.theme-doc-version-badge')?.text;
      if (badge !== `Version: ${v.label}`) wrong.push(`${r.route}: badge ${JSON.stringify(badge)}, expected "Version: ${v.label}"`);
      if (!root.querySelector(`main a[href="${EDIT}${r.source}"]`)) wrong.push(`${r.route}: no "Edit this page" link to ${EDIT}${r.source}`);
      return wrong;
    },
  });
  expect(wrong).toEqual([]);
  // The check reads most pages' text, not a handful.
  expect(phrases).toBeGreaterThan(20);
});

test("a banner links to the same page in the latest version, and the sitemap lists every version's pages", async ({ request }) => {
  const html = await (await request.get(at('/docs/1.7/rooms'))).text();
  expect(parse(html).querySelector('.theme-doc-version-banner a')?.getAttribute('href')).toBe('/wshub/docs/rooms');
  const sitemap = await (await request.get(at('/sitemap.xml'))).text();
  for (const r of ROUTES) expect(sitemap).toContain(`https://kartikrocks.github.io/wshub${r.route === '/' ? '/' : r.route}<`);
});

for (const width of [1280, 390]) {
  test(`the version dropdown at ${width} px: the version in view, the page in each version, the extra item`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(at('/docs/1.7/hub'));
    let menu;
    if (width < 997) {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      menu = page.getByRole('dialog', { name: 'Navigation menu' });
      // A docs page's menu opens on its sidebar; the navbar's items are one step back.
      await menu.getByRole('button', { name: '← Back to main menu' }).click();
    } else {
      menu = page.locator('header nav');
      await menu.getByRole('link', { name: '1.7', exact: true }).first().hover();
    }
    const link = (name: string) => menu.getByRole('link', { name, exact: true });
    await expect(link('Next (unreleased)')).toHaveAttribute('href', '/wshub/docs/next/hub');
    await expect(link('1.8')).toHaveAttribute('href', '/wshub/docs/hub');
    await expect(link('1.7').last()).toHaveAttribute('href', '/wshub/docs/1.7/hub');
    await expect(menu.getByRole('link', { name: /All releases/ })).toHaveAttribute('href', 'https://github.com/KARTIKrocks/wshub/releases');
    // The docSidebar item follows the version in view.
    await expect(link('Docs')).toHaveAttribute('href', '/wshub/docs/1.7');
  });
}

test('the version chosen in the dropdown is remembered across pages and tabs; the banner link chooses the latest', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(at('/docs/hub'));
  const nav = page.locator('header nav');
  await nav.getByRole('link', { name: '1.8', exact: true }).first().hover();
  await nav.getByRole('link', { name: '1.7', exact: true }).click();
  await expect(page).toHaveURL(at('/docs/1.7/hub'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oso.docs.preferredVersion.default'))).toBe('1.7');
  // Outside the docs, the navbar follows the preferred version, in this tab and in a new one.
  for (const p of [page, await context.newPage()]) {
    await p.goto(at('/'));
    await expect(p.locator('header nav').getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/wshub/docs/1.7');
    await expect(p.locator('header nav').getByRole('link', { name: '1.7', exact: true }).first()).toBeVisible();
  }
  await page.goto(at('/docs/next/rooms'));
  await page.locator('.theme-doc-version-banner').getByRole('link', { name: 'latest version' }).click();
  await expect(page).toHaveURL(at('/docs/rooms'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oso.docs.preferredVersion.default'))).toBe('1.8');
});

test('search on a 1.7 page: the 1.7 page first, and each hit says its version', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const search = async (route: string) => {
    await page.goto(at(route));
    // The shortcut is the search button's, live once the page has hydrated.
    await hydrated(page);
    await page.keyboard.press('Control+k');
    // "lazily" is on the Rooms page only, in each of the three versions.
    await page.locator('.DocSearch-Input').fill('lazily');
    await expect(page.locator('.DocSearch-Hit a')).toHaveCount(3);
    return { hrefs: await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), sources: await page.locator('.DocSearch-Hit-source').allTextContents() };
  };
  // The version in view first; the others follow, each section naming its version.
  expect(await search('/docs/1.7/hub')).toEqual({
    hrefs: [expect.stringMatching(/^\/wshub\/docs\/1\.7\/rooms/), expect.stringMatching(/^\/wshub\/docs\/(next\/)?rooms/), expect.stringMatching(/^\/wshub\/docs\/(next\/)?rooms/)],
    sources: ['Documentation · 1.7', expect.stringMatching(/^Documentation · (1\.8|Next \(unreleased\))$/), expect.stringMatching(/^Documentation · (1\.8|Next \(unreleased\))$/)],
  });
  await page.keyboard.press('Escape');
  const onLast = await search('/docs/hub');
  expect([onLast.hrefs[0], onLast.sources[0]]).toEqual([expect.stringMatching(/^\/wshub\/docs\/rooms/), 'Documentation · 1.8']);
});
