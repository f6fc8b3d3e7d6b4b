import fs from 'node:fs';
import { parse } from 'node-html-parser';
import { expect, test } from './fixtures';

/**
 * The OSO team's Docusaurus sample (../shared/compat/oso-docusaurus), built unchanged into
 * out-compat/ by scripts/e2e.mjs, against what a real Docusaurus 3 build of it gives
 * (e2e/data/docusaurus-routes.txt).
 */
const base = process.env.COMPAT_BASE_URL;
const corpus = process.env.COMPAT_CORPUS;
test.skip(!base, `out-compat/ was not built: ${corpus ?? '../shared/compat/oso-docusaurus'} is missing`);
test.use({ baseURL: base, allowedConsole: [/^request failed https?:\/\/(?!localhost)/] });

const DOCUSAURUS_ROUTES = fs
  .readFileSync(new URL('./data/docusaurus-routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('/'));
/** This site's form of a route: a trailing slash. */
const ours = (route: string) => `${route}/`;
const bare = (p: string) => p.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';

type Page = { route: string; html: string; root: ReturnType<typeof parse> };
let pages: Page[] = [];

test.beforeAll(async ({ request }) => {
  pages = await Promise.all(
    DOCUSAURUS_ROUTES.map(async (route) => {
      const res = await request.get(`${base}${ours(route)}`);
      expect(res.status(), `${route} answers`).toBe(200);
      const html = await res.text();
      return { route, html, root: parse(html) };
    }),
  );
});

test('every doc and post is routed where Docusaurus routes it, each page with one <h1>', () => {
  expect(pages).toHaveLength(DOCUSAURUS_ROUTES.length);
  const wrong = pages.filter((p) => p.root.querySelectorAll('h1').length !== 1).map((p) => `${p.route}: ${p.root.querySelectorAll('h1').length} h1`);
  expect(wrong).toEqual([]);
});

test('truncate markers are never shown, and list pages stop each post at its marker', async ({ page }) => {
  for (const p of pages) expect(p.html, p.route).not.toMatch(/&lt;!--\s*truncate|\{\/\*\s*truncate/);
  await page.goto('/blog/');
  const post = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Introducing Pyoso: our new Python library for data scientists' }) });
  await expect(post.getByRole('link', { name: /Read more/ })).toBeVisible();
  // The pyoso post's marker comes right after its first two paragraphs.
  await expect(post).toContainText('No need to manage infrastructure');
  await expect(post).not.toContainText('pip install pyoso');
});

test('every image and every internal link resolves, unless the page is missing from the Docusaurus build too', async ({ request }) => {
  const known = new Set(DOCUSAURUS_ROUTES.map(bare));
  const links = new Map<string, string>();
  const images = new Map<string, string>();
  for (const p of pages) {
    for (const a of p.root.querySelectorAll('main a[href]')) {
      const href = a.getAttribute('href')!;
      if (href.startsWith('/') && !href.startsWith('//')) links.set(href, p.route);
    }
    for (const img of p.root.querySelectorAll('img[src]')) {
      const src = img.getAttribute('src')!;
      if (src.startsWith('/') && !src.startsWith('//')) images.set(src, p.route);
    }
  }
  expect(images.size).toBeGreaterThan(50);
  const missingImages = [];
  for (const [src, from] of images) if ((await request.get(`${base}${src}`)).status() !== 200) missingImages.push(`${from} → ${src}`);
  expect(missingImages).toEqual([]);
  const broken = [];
  for (const [href, from] of links) {
    const target = bare(href);
    const status = (await request.get(`${base}${href.replace(/#.*$/, '')}`)).status();
    // A page Docusaurus builds must be reached here; one it lacks (upstream pages left out of the sample) may not.
    if (status !== 200 && (known.has(target) || /\.(png|jpe?g|gif|svg|webp|pdf)$/i.test(target))) broken.push(`${from} → ${href} (${status})`);
  }
  expect(broken).toEqual([]);
});

test('extension-less relative links land where they land on the Docusaurus site', () => {
  const hrefs = (route: string, text: string) =>
    pages.find((p) => p.route === route)!.root.querySelectorAll('main a').filter((a) => a.text.trim() === text).map((a) => a.getAttribute('href'));
  // `./project` on /docs/guides/oss-directory/artifact is /docs/guides/oss-directory/project there.
  expect(hrefs('/docs/guides/oss-directory/artifact', 'project schema')).toEqual(['/docs/guides/oss-directory/project/']);
  // `../../tutorials` on /docs/guides/notebooks/colab is /docs/tutorials.
  expect(hrefs('/docs/guides/notebooks/colab', 'Tutorials')).toEqual(['/docs/tutorials/']);
});

test('tabs render, and a tab shows its panel', async ({ page }) => {
  await page.goto('/docs/projects/view-artifacts/');
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab')).toHaveText(['SQL', 'GraphQL']);
  await expect(page.getByRole('tabpanel').first()).toContainText('select');
  await tabs.getByRole('tab', { name: 'GraphQL' }).click();
  await expect(page.getByRole('tabpanel').filter({ hasText: 'query' }).first()).toBeVisible();
});

test('<Head> from @docusaurus/Head reaches the post page head, and only that page', () => {
  const canonical = (route: string) => pages.find((p) => p.route === route)!.root.querySelectorAll('link[rel="canonical"]').map((l) => l.getAttribute('href'));
  expect(canonical('/blog/open-source-open-data-open-infra')).toEqual(['https://kariba.substack.com/p/open-source-open-data-open-infra']);
  expect(canonical('/blog/retropgf3-ecosystem-analysis')).toEqual(['https://mirror.xyz/cerv1.eth/aKLPb2c9n57zNUyOkv8IirYawVba74a1gjjTAe3TPX0']);
  // The excerpt on a list page carries the <Head> too; the list keeps its own canonical.
  expect(canonical('/blog/page/2')).toEqual([expect.stringMatching(/\/blog\/page\/2\/$/)]);
});

test('a doc that opens with `# Title` and no title frontmatter shows that title once', () => {
  const p = pages.find((x) => x.route === '/docs/references/impact-metrics/code')!;
  expect(p.root.querySelectorAll('h1').map((h) => h.text.trim())).toEqual(['Code']);
  expect(p.root.querySelector('title')!.text).toMatch(/^Code \|/);
});

test('category links, generated indexes, partials and number prefixes follow Docusaurus', async ({ request }) => {
  const docs = pages.find((p) => p.route === '/docs')!.root;
  const sidebar = docs.querySelector('nav[aria-label="Docs sidebar"]')!;
  // `link: {type: 'doc', id: 'index'}` in get-started/_category_.json is that folder's index.
  expect(sidebar.querySelectorAll('a').find((a) => a.text.trim() === 'Get Started')?.getAttribute('href')).toBe('/docs/get-started/');
  const index = pages.find((p) => p.route === '/docs/category/ecosystems')!.root;
  expect(index.querySelectorAll('main a').map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/docs/references/ecosystems/arbitrum/', '/docs/references/ecosystems/superchain/']));
  // docs/_common/** is a partial: never a page.
  expect((await request.get(`${base}/docs/_common/semantic-layer/_anatomy-of-semantic-layer/`)).status()).toBe(404);
  // A date-like file name keeps its whole name.
  expect(DOCUSAURUS_ROUTES).toContain('/docs/contribute-models/challenges/2024-07-30-openrank');
});

test('a post image is its social card, not a banner on the page', () => {
  const p = pages.find((x) => x.route === '/blog/impact-metrics-rf4')!.root;
  const og = p.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
  expect(og).toMatch(/\/assets\/rf4-banner-[0-9a-f]{8}\.png$/);
  expect(p.querySelectorAll('main img').map((i) => i.getAttribute('src'))).not.toContain(new URL(og).pathname);
});

/**
 * What Docusaurus 3.10.2 shows around the content when it builds the same folder with its own
 * docusaurus.config.ts and sidebars.ts (recorded by scripts/compat-chrome.ts from that build).
 */
type ChromeLink = { label: string; href: string };
const CHROME = JSON.parse(fs.readFileSync(new URL('./data/docusaurus-chrome.json', import.meta.url), 'utf8')) as {
  navbar: { title: string; logoAlt: string; left: (ChromeLink & { menu?: (ChromeLink | { heading: string })[] })[]; right: ChromeLink[] };
  footer: { columns: { title: string; links: ChromeLink[] }[]; copyright: string };
  announcement: string | null;
  docsSidebar: string[];
  blogSidebarTitle: string;
};
/** A link as both sites write it: internal paths without their trailing slash. */
const same = (l: ChromeLink) => ({ label: l.label.replace(/\s+/g, ' ').trim(), href: l.href.startsWith('/') ? bare(l.href) : l.href });

test('its config and sidebars give the navbar, footer, announcement and sidebar Docusaurus shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/get-started/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: CHROME.navbar.logoAlt })).toBeVisible();
  await expect(nav).toContainText(CHROME.navbar.title);
  const links = async (side: number) =>
    nav.locator('> ul').nth(side).locator('> li').evaluateAll((items) =>
      items.map((li) => {
        const a = li.querySelector('a')!;
        const menu = [...li.querySelectorAll('ul li')].map((row) => {
          const ra = row.querySelector('a');
          return ra ? { label: ra.textContent ?? '', href: ra.getAttribute('href')! } : { heading: (row.textContent ?? '').trim() };
        });
        return { label: a.textContent ?? '', href: a.getAttribute('href')!, ...(menu.length ? { menu } : {}) };
      }),
    );
  const norm = (items: (ChromeLink & { menu?: (ChromeLink | { heading: string })[] })[]) =>
    items.map((i) => ({ ...same(i), ...(i.menu ? { menu: i.menu.map((r) => ('heading' in r ? r : same(r))) } : {}) }));
  expect(norm(await links(0))).toEqual(norm(CHROME.navbar.left));
  expect(norm(await links(1))).toEqual(norm(CHROME.navbar.right));

  const footer = page.locator('footer');
  const columns = await footer.locator('h2').evaluateAll((titles) =>
    titles.map((h) => ({ title: h.textContent ?? '', links: [...h.parentElement!.querySelectorAll('a')].map((a) => ({ label: a.textContent ?? '', href: a.getAttribute('href')! })) })),
  );
  expect(columns.map((c) => ({ title: c.title, links: c.links.map(same) }))).toEqual(CHROME.footer.columns.map((c) => ({ title: c.title, links: c.links.map(same) })));
  // The year is the build's, in both.
  await expect(footer).toContainText(CHROME.footer.copyright.replace(/\b20\d\d\b/, String(new Date().getFullYear())));
  if (CHROME.announcement === null) await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);

  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' }).first();
  const top = await sidebar.locator('> ul > li').evaluateAll((items) => items.map((li) => (li.querySelector('a, button')?.textContent ?? '').trim()));
  expect(top).toEqual(CHROME.docsSidebar);

  await page.goto('/blog/');
  await expect(page.getByRole('navigation', { name: 'Blog recent posts navigation' })).toContainText(CHROME.blogSidebarTitle);
});

test("390 px: the docs index's own cards start with their heading, not with a heading's page margin", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/docs/');
  const cards = page.locator('.cards-container > a.card');
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await cards.all()) {
    const [cardTop, headingTop, padding] = await card.evaluate((c) => [c.getBoundingClientRect().top, c.querySelector('h3')!.getBoundingClientRect().top, parseFloat(getComputedStyle(c).paddingTop)]);
    expect(headingTop - cardTop).toBeLessThanOrEqual(padding + 2);
  }
});
