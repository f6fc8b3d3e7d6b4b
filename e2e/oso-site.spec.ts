import fs from 'node:fs';
import { expect, hydrated, test } from './fixtures';

/**
 * The OSO site's own smoke checks, on out/ (content/ built as it is). These, and only these, pin the
 * site's words and pages, because they check the site itself rather than the engine:
 *   - its home page: the title, the h1 and the copyright its config writes;
 *   - one doc (Access via Python): its title format, its edit link into the OSO repository (its
 *     config's editUrl) and, built from a git checkout, its "Last updated" date from git history,
 *     which a fixture site outside git cannot show;
 *   - one post (Introducing pyoso): it renders with its date and author;
 *   - search opens and finds the site's own word, pyoso, in the site's own index.
 * Everything the engine draws (layout, TOC, code blocks, tabs, admonitions, sidebar, search UI states,
 * keyboard, colour modes, widths, axe) is tested on the fixture site out-fixture/ (e2e/engine-pages.ts),
 * whose pages the tests own, so that an author editing content/ cannot break an engine test.
 * Left on out/ for now, visiting no content page but /docs/ and the search page: most of
 * e2e/search*.spec.ts (their queries, pyoso, dagster, funding, and an index big enough to shard need
 * the OSO site's words and size; search-relevance.spec.ts measures the OSO site's own ranking) and
 * seo.spec.ts's checks of out/ as files.
 */

test('home: the site title, its h1 and its footer', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Open Source Observer');
  await expect(page.locator('main h1').first()).toHaveText('Open Source Observer');
  await expect(page.locator('footer')).toContainText(`Copyright © ${new Date().getFullYear()} Kariba Labs, Inc.`);
});

test('a doc: its title, its edit link into the OSO repository and its last change from git', async ({ page }) => {
  const res = await page.goto('/docs/get-started/python/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText('Access via Python');
  await expect(page).toHaveTitle('Access via Python | Open Source Observer');
  const edit = page.getByRole('link', { name: 'Edit this page' });
  await expect(edit).toHaveAttribute('href', 'https://github.com/opensource-observer/oso/tree/main/apps/docs/docs/get-started/python.mdx');
  // Built from a git checkout, the date comes from history; without git the line is left out.
  if (fs.existsSync('.git')) await expect(page.getByText(/^Last updated on /)).toBeVisible();
});

test('a post: its title, date and author', async ({ page }) => {
  const res = await page.goto('/blog/introducing-pyoso/');
  expect(res?.status()).toBe(200);
  const article = page.getByRole('main').locator('article');
  await expect(article.getByRole('heading', { level: 1 })).toContainText('Introducing Pyoso');
  await expect(article.locator('header time')).toBeVisible();
  await expect(article.locator('header').getByRole('link', { name: /^OSO / }).first()).toHaveAttribute('href', /^\/blog\/authors\/[a-z-]+\/$/);
});

test('search opens and finds the site’s own pages', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.locator('.DocSearch-Input').fill('pyoso');
  await expect(page.locator('.DocSearch-Hit mark').filter({ hasText: /^pyoso$/i }).first()).toBeVisible();
});
