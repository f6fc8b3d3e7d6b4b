import type { Locator, Page } from '@playwright/test';
import { ENGINE } from './engine-pages';
import { expect, hydrated, onFixtureSite, test } from './fixtures';

// Reading on every screen (issue 16): each test runs at the width where the problem was seen, on the
// fixture site's pages (e2e/engine-pages.ts), not on the OSO site's content.
onFixtureSite();

const atWidth = (page: Page, width: number) => page.setViewportSize({ width, height: 900 });
const box = async (l: Locator) => (await l.boundingBox())!;
const navbarBottom = (page: Page) => page.locator('nav[aria-label="Main"]').evaluate((n) => n.getBoundingClientRect().bottom);
/** Whether the element lies wholly inside its scroll box's visible part. */
const inScrollView = (l: Locator) =>
  l.evaluate((el) => {
    let p = el.parentElement;
    while (p && !(/(auto|scroll)/.test(getComputedStyle(p).overflowY) && p.scrollHeight > p.clientHeight)) p = p.parentElement;
    const r = el.getBoundingClientRect();
    const b = (p ?? document.documentElement).getBoundingClientRect();
    return r.top >= b.top && r.bottom <= Math.min(b.bottom, window.innerHeight);
  });

test.describe('docs sidebar', () => {
  test('1280 px: only the active branch starts open, and the active link is scrolled into view in the sidebar', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto(ENGINE.talks.href);
    await hydrated(page);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]').first();
    const active = sidebar.locator('a[aria-current="page"]');
    await expect(active).toHaveText(ENGINE.talks.title);
    await expect.poll(() => inScrollView(active)).toBe(true);
    // The page itself did not move.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Guide'" })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'References'" })).toHaveAttribute('aria-expanded', 'true');
  });

  test('390 px: the drawer opens on the active branch with the active link in view', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto(ENGINE.talks.href);
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const active = page.getByRole('dialog', { name: 'Navigation menu' }).locator('a[aria-current="page"]');
    await expect(active).toHaveText(ENGINE.talks.title);
    await expect.poll(() => inScrollView(active)).toBe(true);
  });
});

test.describe('"On this page" above the text', () => {
  for (const width of [390, 768]) {
    test(`${width} px: collapsed above the text; a link jumps below the navbar and closes it`, async ({ page }) => {
      await atWidth(page, width);
      await page.goto(ENGINE.code.href);
      await hydrated(page);
      await expect(page.locator('nav[aria-label="Table of contents"]:visible')).toHaveCount(0);
      const toc = page.locator('details', { has: page.locator('summary', { hasText: 'On this page' }) });
      await expect(toc).toBeVisible();
      // Above the article's heading, below the breadcrumbs.
      expect((await box(toc)).y).toBeLessThan((await box(page.getByRole('heading', { level: 1 }))).y);
      await toc.locator('summary').click();
      const links = toc.getByRole('navigation', { name: 'Table of contents' }).getByRole('link');
      expect(await links.count()).toBeGreaterThan(3);
      const link = links.nth(2);
      const id = (await link.getAttribute('href'))!.slice(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(toc).not.toHaveAttribute('open', '');
      const heading = page.locator(`[id="${id}"]`);
      // (The page scrolls smoothly: wait for it to arrive.)
      await expect
        .poll(async () => {
          const [y, top] = [(await box(heading)).y, await navbarBottom(page)];
          return y >= top && y < top + 40;
        })
        .toBe(true);
    });
  }

  test('1024 px: the text keeps a readable width beside the sidebar and the TOC column, breadcrumbs on one line', async ({ page }) => {
    await atWidth(page, 1024);
    await page.goto(ENGINE.code.href);
    const article = page.locator('article.markdown');
    const text = await box(article);
    // About 65 characters a line; Docusaurus's text column at this width is narrower.
    expect(text.width).toBeGreaterThanOrEqual(500);
    const toc = await box(page.getByRole('navigation', { name: 'Table of contents' }));
    expect(text.x + text.width).toBeLessThanOrEqual(toc.x);
    expect(toc.x + toc.width).toBeLessThanOrEqual(1024);
    const crumbs = page.locator('nav[aria-label="Breadcrumbs"] li');
    const mids = await crumbs.evaluateAll((lis) => lis.map((l) => { const r = l.getBoundingClientRect(); return r.top + r.height / 2; }));
    expect(Math.max(...mids) - Math.min(...mids)).toBeLessThan(4);
  });

  test('1024 px: scrolled down a long doc, the TOC column stays in view with the current section marked', async ({ page }) => {
    await atWidth(page, 1024);
    await page.goto(ENGINE.code.href);
    await hydrated(page);
    await expect(page.locator('summary', { hasText: 'On this page' })).toBeHidden();
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    const link = links.nth(Math.floor((await links.count()) * 0.6));
    const id = (await link.getAttribute('href'))!.slice(1);
    // Scroll the page (not through the TOC) until that section's heading sits just below the navbar.
    await page.locator(`[id="${id}"]`).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1);
    await expect(links.first()).toBeInViewport();
    await expect(link).toBeInViewport();
  });

  test('1280 px: the TOC column shows and the collapsible does not; a post gets the collapsible below 1201 px', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto(ENGINE.code.href);
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toHaveCount(1);
    await expect(page.locator('summary', { hasText: 'On this page' })).toBeHidden();
    await atWidth(page, 1024);
    await page.goto(ENGINE.post.href);
    await expect(page.locator('summary', { hasText: 'On this page' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed \S+\.js csp/] });
    test('390 px: the collapsible opens as a plain <details>', async ({ page }) => {
      await atWidth(page, 390);
      await page.goto(ENGINE.code.href);
      const summary = page.locator('summary', { hasText: 'On this page' });
      await summary.click();
      await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').first()).toBeVisible();
    });
  });
});

test.describe('generated category pages', () => {
  test("1280 px: a category folder's own path lands on its category page", async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto(ENGINE.ecosystems.folder);
    await expect(page).toHaveURL(/\/docs\/category\/ecosystems\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ecosystems');
  });

  test('1280 px: the folder path answers without scripts too, with a refresh and a link', async ({ request }) => {
    const html = await (await request.get(ENGINE.ecosystems.folder)).text();
    expect(html).toMatch(/<meta http-equiv="refresh" content="0;url=\/docs\/category\/ecosystems\/"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/docs\/category\/ecosystems\/"/);
    expect(html).toMatch(/<a href="\/docs\/category\/ecosystems\/">Ecosystems<\/a>/);
  });

  test('1280 px: category pages have previous and next, and their neighbours link to them', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto(ENGINE.ecosystems.href);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    const prev = pager.getByRole('link', { name: /Previous/ });
    const next = pager.getByRole('link', { name: /Next/ });
    await expect(prev).toBeVisible();
    await expect(next).toBeVisible();
    await page.goto((await next.getAttribute('href'))!);
    await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', ENGINE.ecosystems.href);
  });

  test('1280 px: cards in a row line up, and docs tag cards are whole-card links like category cards', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto(ENGINE.ecosystems.href);
    const tops = await page.locator('article ul > li').evaluateAll((lis) => lis.slice(0, 2).map((l) => l.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    await page.goto(ENGINE.tag.href);
    const card = page.locator('article ul > li a, main ul > li > a').first();
    await expect(card).toHaveCSS('text-decoration-line', 'none');
    await expect(page.getByRole('link', { name: 'View All Tags' })).toHaveAttribute('href', '/docs/tags/');
  });

  test('390 px: the docs tags are compact chips, a screenful', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto('/docs/tags/');
    const list = page.getByRole('main').locator('ul').first();
    const chips = list.getByRole('link');
    expect(await chips.count()).toBeGreaterThan(10);
    expect((await box(list)).height).toBeLessThan(700);
    // Several chips share a line.
    const tops = await chips.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeLessThan(tops.length / 1.5);
    await expect(chips.first()).toHaveAccessibleName(/^\S+ \d+ docs?$/);
  });
});

test.describe('mobile and tablet polish', () => {
  test('390 px: the announcement bar shows its whole sentence (it wraps, nothing cut), its link visible', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto('/docs/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    const text = bar.locator('p');
    // Nothing is clipped: no ellipsis, no overflow, and every word is inside the bar.
    expect(await text.evaluate((p) => [...p.querySelectorAll('*')].concat(p).every((e) => getComputedStyle(e).textOverflow !== 'ellipsis' && e.scrollWidth <= e.clientWidth + 1))).toBe(true);
    const b = await box(bar);
    const t = await box(text);
    expect(t.x).toBeGreaterThanOrEqual(b.x);
    expect(t.x + t.width).toBeLessThanOrEqual(b.x + b.width);
    expect(t.y + t.height).toBeLessThanOrEqual(b.y + b.height);
    // It wraps rather than growing without end: three lines at most at 390 px (the sentence and its link).
    const lines = await text.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
    expect(lines).toBeGreaterThan(1);
    expect(lines).toBeLessThanOrEqual(3);
    const link = bar.getByRole('link');
    await expect(link).toBeVisible();
    const l = await box(link);
    expect(l.x + l.width).toBeLessThanOrEqual(390);
  });

  test('390 px: the blog\'s "All posts" in the mobile menu are 16 px text on rows at least 32 px tall', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto('/blog/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const posts = page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('navigation', { name: 'Blog recent posts navigation' }).locator('li > a');
    expect(await posts.count()).toBeGreaterThan(3);
    const rows = await posts.evaluateAll((as) => as.map((a) => ({ size: getComputedStyle(a).fontSize, height: a.getBoundingClientRect().height })));
    for (const r of rows) {
      expect(r.size).toBe('16px');
      expect(r.height).toBeGreaterThanOrEqual(32);
    }
  });

  test('390 px: inline code does not break at its hyphen, and the page does not scroll sideways', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto(ENGINE.code.href);
    const code = page.locator('article code', { hasText: new RegExp(`^${ENGINE.code.inlineCode}$`) }).first();
    await expect(code).toBeVisible();
    // One line box: a code element broken across lines has one client rect per line.
    expect(await code.evaluate((c) => c.getClientRects().length)).toBe(1);
    expect(await code.evaluate((c) => c.textContent)).toBe(ENGINE.code.inlineCode);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('390 px: in the drawer header the colour-mode toggle does not overlap the title', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto('/docs/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    const title = await box(panel.getByText(ENGINE.siteTitle).first());
    const toggle = await box(panel.getByRole('button', { name: /Switch between dark and light mode/ }));
    expect(title.x + title.width).toBeLessThanOrEqual(toggle.x);
  });

  test('390 px: a wide table shades the edge it continues past', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto(ENGINE.talks.href);
    const table = page.locator('.table-frame > table').first();
    const shade = (side: 'before' | 'after') => table.evaluate((t, s) => Number(getComputedStyle(t.parentElement!, `::${s}`).opacity), side);
    expect(await table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
    await expect.poll(() => shade('after')).toBeGreaterThan(0.9);
    expect(await shade('before')).toBeLessThan(0.1);
    await table.evaluate((t) => t.scrollTo({ left: t.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => shade('after')).toBeLessThan(0.1);
    await expect.poll(() => shade('before')).toBeGreaterThan(0.9);
  });

  test('390 px: a diagram opens full screen, zooms past the screen width, and Escape returns to it', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto(ENGINE.diagram.href);
    await hydrated(page);
    const link = page.locator('article a[data-zoom]').first();
    await link.scrollIntoViewIfNeeded();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await link.click();
    const viewer = page.getByRole('dialog', { name: /^Image/ });
    await expect(viewer).toBeVisible();
    const img = viewer.getByRole('img');
    await expect.poll(async () => (await box(img)).width).toBeGreaterThan(340);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    expect((await box(img)).width).toBeGreaterThan(700);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(link).toBeFocused();
    // Its code came with the first use (a chunk fetched after the click), not with the page.
    expect(requests.some((u) => u.includes('/_next/static/chunks/'))).toBe(true);
  });

  test('1024 px: the keyboard opens an image; Tab stays in the viewer; Close returns', async ({ page }) => {
    await atWidth(page, 1024);
    await page.goto(ENGINE.diagram.href);
    await hydrated(page);
    const link = page.locator('article a[data-zoom]').first();
    await link.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: /^Image/ });
    await expect(viewer).toBeVisible();
    // The page behind is inert: Tab goes round the viewer's controls (and the browser's own UI).
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      const where = await viewer.evaluate((d) => (d.contains(document.activeElement) ? 'viewer' : document.activeElement === document.body || !document.activeElement ? 'browser' : 'page'));
      expect(where).not.toBe('page');
    }
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(link).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, allowedConsole: [/^request failed \S+\.js csp/] });
    test('390 px: a content image is a link to its file', async ({ page }) => {
      await atWidth(page, 390);
      await page.goto(ENGINE.diagram.href);
      const link = page.locator('article a[data-zoom]').first();
      const src = await link.locator('img').getAttribute('src');
      await expect(link).toHaveAttribute('href', src!);
    });
  });

  test('390 px: chart text is at least 12 px and the labels keep clear of "Show data"', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto(ENGINE.post.href);
    const figure = page.getByRole('main').locator('figure').filter({ has: page.locator('svg[role="img"]') }).first();
    await figure.scrollIntoViewIfNeeded();
    const svg = figure.locator('svg:visible');
    await expect(svg).toHaveCount(1);
    const scale = await svg.evaluate((s) => s.getBoundingClientRect().width / (s as SVGSVGElement).viewBox.baseVal.width);
    const fontUnits = await svg.locator('text').first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
    expect(fontUnits * scale).toBeGreaterThanOrEqual(12);
    const lowest = await svg.locator('text').evaluateAll((ts) => Math.max(...ts.map((t) => t.getBoundingClientRect().bottom)));
    const summary = await box(figure.locator('summary'));
    expect(summary.y - lowest).toBeGreaterThanOrEqual(8);
  });

  test('dark, 1280 px: the footer stands apart from the page', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('oso.theme', 'dark'));
    await atWidth(page, 1280);
    await page.goto('/docs/');
    const footer = page.locator('footer').last();
    const [footerBg, border, bodyBg] = await footer.evaluate((f) => [getComputedStyle(f).backgroundColor, getComputedStyle(f).borderTopColor, getComputedStyle(document.body).backgroundColor]);
    expect(footerBg).not.toBe(bodyBg);
    expect(border).not.toBe('rgba(0, 0, 0, 0)');
    expect(border).not.toBe(footerBg);
  });

  test('1280 px: each admonition kind shows its icon', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto(ENGINE.admonitions.href);
    const icons = await page.locator('.admonition-heading').evaluateAll((hs) =>
      hs.map((h) => {
        const s = getComputedStyle(h, '::before');
        return { kind: h.parentElement!.className, mask: s.maskImage || s.webkitMaskImage, width: parseFloat(s.width) };
      }),
    );
    expect(icons.length).toBeGreaterThan(1);
    for (const i of icons) {
      expect(i.mask, i.kind).toMatch(/^url\(/);
      expect(i.width, i.kind).toBeGreaterThan(10);
    }
    // Kinds differ in icon.
    expect(new Set(icons.map((i) => i.mask)).size).toBeGreaterThan(1);
  });
});

test.describe('small things', () => {
  test('1280 px: footer links that open a new tab carry the ↗ the navbar\'s do; same-tab ones do not', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto('/docs/');
    const footer = page.locator('footer').last();
    const newTab = footer.locator('a[target="_blank"]');
    expect(await newTab.count()).toBeGreaterThan(0);
    for (const a of await newTab.all()) await expect(a.locator('svg[aria-hidden="true"]'), await a.innerText()).toHaveCount(1);
    for (const a of await footer.locator('a:not([target])').all()) await expect(a.locator('svg')).toHaveCount(0);
    // The same mark as the navbar's external links.
    const navIcon = await page.locator('nav[aria-label="Main"] a[target="_blank"] svg').first().evaluate((s) => s.innerHTML);
    expect(await newTab.first().locator('svg').evaluate((s) => s.innerHTML)).toBe(navIcon);
  });

  test('1280 px: a post list names each author without repeating their links; the post and the author page keep them', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto('/blog/');
    const articles = page.locator('main article');
    expect(await articles.count()).toBeGreaterThan(1);
    await expect(articles.first().locator('a[href*="/blog/authors/"]').first()).toBeVisible();
    await expect(page.locator('main ul[aria-label$=" elsewhere"]')).toHaveCount(0);
    await expect(page.locator('main').getByRole('link', { name: 'Website' })).toHaveCount(0);
    // One click away, the links are there.
    await articles.first().getByRole('heading').getByRole('link').click();
    await expect(page.locator('main ul[aria-label$=" elsewhere"]').first()).toBeVisible();
    await page.goto('/blog/authors/');
    await expect(page.locator('main ul[aria-label$=" elsewhere"]').first()).toBeVisible();
  });

  test('1280 px: the blog list sits beside its "All posts" column, not centred away from it', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto('/blog/');
    const sidebar = await box(page.locator('nav[aria-label="Blog recent posts navigation"]').first());
    const first = await box(page.locator('main article').first());
    const gap = first.x - (sidebar.x + sidebar.width);
    expect(gap).toBeGreaterThanOrEqual(16);
    expect(gap).toBeLessThanOrEqual(64);
  });

  test('1280 px: sidebar rows at one level share one weight, categories and pages alike', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto('/docs/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]').first();
    // The top level's rows: a page's link, or the first child (link or label) of a category's row.
    const weights = await sidebar.locator('ul').first().evaluate((ul) =>
      Array.from(ul.children).map((li) => {
        const row = li.querySelector(':scope > a, :scope > div > :first-child')!;
        const current = row.getAttribute('aria-current') === 'page' || /active/.test(row.parentElement!.className);
        return { label: row.textContent, weight: getComputedStyle(row).fontWeight, current };
      }),
    );
    const categories = await sidebar.getByRole('button', { name: /^Expand sidebar category|^Collapse sidebar category/ }).count();
    expect(categories, 'the top level mixes categories and pages').toBeGreaterThan(0);
    const others = weights.filter((w) => !w.current);
    expect(others.length).toBeGreaterThan(3);
    expect(new Set(others.map((w) => w.weight)).size, JSON.stringify(others)).toBe(1);
  });
});

test.describe('dates', () => {
  test('768 px: a post shows its own date, with no last-updated line', async ({ page }) => {
    await atWidth(page, 768);
    await page.goto(ENGINE.post.href);
    await expect(page.locator('article header time')).toBeVisible();
    await expect(page.getByText(/^Last updated on/)).toHaveCount(0);
  });
});

test.describe('search', () => {
  test('390 px: Enter on a hit lands its heading below the sticky navbar', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto('/docs/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Search' }).click();
    // A hit on a section, not a page: its best record is under a heading.
    await page.locator('.DocSearch-Input').fill(ENGINE.sectionQuery);
    const hit = page.locator('.DocSearch-Hit a[href*="#"]').first();
    await expect(hit).toBeVisible();
    const id = decodeURIComponent(new URL((await hit.getAttribute('href'))!, 'http://x').hash.slice(1));
    await hit.hover();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.locator('.DocSearch-Hit[aria-selected="true"] a').first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = page.locator(`[id="${id}"]`);
    await expect.poll(async () => Math.round((await box(heading)).y)).toBeGreaterThanOrEqual(Math.floor(await navbarBottom(page)));
  });

  test('390 px: the dialog has no empty footer bar; its results reach the bottom edge', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto('/docs/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.DocSearch-Input').fill(ENGINE.searchWord);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
    const modal = await box(page.locator('.DocSearch-Modal'));
    const dropdown = await box(page.locator('.DocSearch-Dropdown'));
    expect(Math.round(modal.y + modal.height)).toBe(900);
    expect(modal.y + modal.height - (dropdown.y + dropdown.height)).toBeLessThanOrEqual(1);
  });

  test('390 px: Escape gives focus back to the Search button', async ({ page }) => {
    await atWidth(page, 390);
    await page.goto('/docs/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('1280 px: the search page lists as many hits as its count says', async ({ page }) => {
    await atWidth(page, 1280);
    await page.goto(`/search/?q=${ENGINE.searchWord}`);
    const count = page.getByText(/documents? found$/);
    await expect(count).toBeVisible();
    const n = Number((await count.innerText()).match(/^(\d+)/)![1]);
    const more = page.getByRole('button', { name: 'Load more results' });
    // Scrolling near the end loads more on its own, so the button may go while it is clicked: a DOM click.
    for (let i = 0; i < 100 && (await more.isVisible()); i++) {
      await more.evaluate((b) => (b as HTMLButtonElement).click()).catch(() => undefined);
      await expect(page.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
    }
    await expect(more).toHaveCount(0);
    // One entry per page found, its matched sections listed under it.
    const pages = page.getByRole('main').locator('article');
    await expect(pages).toHaveCount(n);
    expect(await page.getByRole('main').locator('article h2 a').count()).toBe(n);
  });
});
