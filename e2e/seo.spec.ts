import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { jsxIn, pngSize } from '../lib/seo/audit';
import { ENGINE } from './engine-pages';
import { expect, onFixtureSite, test } from './fixtures';

const all = (re: RegExp, s: string) => [...s.matchAll(re)].map((m) => m[1]);
const canonicals = (html: string) => all(/<link rel="canonical" href="([^"]+)"/g, html);
const ogImages = (html: string) => all(/<meta property="og:image" content="([^"]+)"/g, html);
const twins = (html: string) => all(/<link rel="alternate" type="text\/markdown" href="([^"]+)"/g, html);
const jsonLd = (html: string) => all(/<script type="application\/ld\+json">(.*?)<\/script>/gs, html).map((j) => JSON.parse(j));
const types = (html: string) => jsonLd(html).map((d) => d['@type']);

/** The site's absolute origin (SITE_URL) as the export wrote it, read from the landing page. */
async function origin(request: APIRequestContext) {
  const [home] = canonicals(await (await request.get('/')).text());
  return home.replace(/\/$/, '');
}
const local = (url: string, o: string) => (url.startsWith(o) ? url.slice(o.length) || '/' : url);

async function sitemapUrls(request: APIRequestContext) {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const urls = all(/<loc>([^<]+)<\/loc>/g, xml);
  expect(all(/<lastmod>([^<]+)<\/lastmod>/g, xml)).toHaveLength(urls.length);
  return urls;
}

test('robots.txt points to the sitemap, which leaves out drafts', async ({ request }) => {
  const o = await origin(request);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${o}/sitemap.xml`);
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(100);
  for (const want of ['/', '/docs/get-started/python/', '/blog/', '/blog/tags/', '/docs/tags/']) expect(urls).toContain(`${o}${want}`);
  for (const draft of ['/docs/references/pricing/', '/docs/contribute-models/challenges/bounties/']) {
    expect(urls).not.toContain(`${o}${draft}`);
    expect((await request.get(draft)).status()).toBe(404);
  }
});

test('the sitemap lists exactly the exported pages that are indexable', async ({ request }) => {
  test.skip(!fs.existsSync('out/index.html'), 'needs the export in out/');
  const o = await origin(request);
  const files = fs.readdirSync('out', { recursive: true }).map(String).filter((f) => f.endsWith('index.html') && !/^(404|_not-found)\b/.test(f));
  const indexable = files.flatMap((f) => {
    const html = fs.readFileSync(path.join('out', f), 'utf8');
    const self = `${o}/${f.replace(/\\/g, '/').replace(/index\.html$/, '')}`;
    return canonicals(html)[0] === self && !/<meta name="robots" content="[^"]*noindex/.test(html) ? [self] : [];
  });
  expect((await sitemapUrls(request)).sort()).toEqual(indexable.sort());
});

test('every page in the sitemap has one canonical (itself) and one og:image that exists', async ({ request }) => {
  const o = await origin(request);
  const images = new Set<string>();
  for (const url of await sitemapUrls(request)) {
    const res = await request.get(local(url, o));
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    expect(canonicals(html), url).toEqual([url]);
    const og = ogImages(html);
    expect(og, url).toHaveLength(1);
    expect(html, url).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    images.add(og[0]);
  }
  for (const img of images) {
    const res = await request.get(local(img, o));
    expect(res.status(), img).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('social cards are 1200×630 PNGs under 200 KB', async ({ request }) => {
  const o = await origin(request);
  for (const page of ['/docs/get-started/python/', '/blog/graphql-api-for-builders/', '/']) {
    const [img] = ogImages(await (await request.get(page)).text());
    const body = await (await request.get(local(img, o))).body();
    expect(pngSize(body), img).toEqual({ width: 1200, height: 630 });
    expect(body.byteLength).toBeLessThan(200 * 1024);
  }
});

test('JSON-LD parses: WebSite with search on the landing page, breadcrumbs and TechArticle on docs, BlogPosting on posts', async ({ request }) => {
  const o = await origin(request);
  const home = jsonLd(await (await request.get('/')).text());
  const site = home.find((d) => d['@type'] === 'WebSite');
  expect(site.potentialAction.target.urlTemplate).toBe(`${o}/search/?q={search_term_string}`);
  const doc = await (await request.get('/docs/references/impact-metrics/code/')).text();
  expect(types(doc)).toEqual(['BreadcrumbList', 'TechArticle']);
  const crumbs = jsonLd(doc)[0].itemListElement;
  expect(crumbs.at(-1).item).toBe(`${o}/docs/references/impact-metrics/code/`);
  expect(types(await (await request.get('/blog/graphql-api-for-builders/')).text())).toContain('BlogPosting');
});

test('every doc and post has a Markdown twin without JSX, announced in its head', async ({ request }) => {
  const o = await origin(request);
  let count = 0;
  for (const url of await sitemapUrls(request)) {
    const html = await (await request.get(local(url, o))).text();
    const article = types(html).some((t) => t === 'TechArticle' || t === 'BlogPosting');
    const links = twins(html);
    expect(links, url).toHaveLength(article ? 1 : 0);
    if (!article) continue;
    const res = await request.get(local(links[0], o));
    expect(res.status(), links[0]).toBe(200);
    expect(res.headers()['content-type']).toContain('text/markdown');
    const md = await res.text();
    expect(md, links[0]).toMatch(/^---\ntitle: "/);
    expect(jsxIn(md), links[0]).toBeNull();
    count++;
  }
  expect(count).toBeGreaterThan(100);
  const tabs = await (await request.get('/docs/get-started/api.md')).text();
  expect(tabs).not.toContain('<TabItem');
});

test('llms.txt links resolve, and llms-full.txt holds the docs', async ({ request }) => {
  const o = await origin(request);
  const txt = await (await request.get('/llms.txt')).text();
  expect(txt).toMatch(/^# Open Source Observer\n\n> /);
  const links = all(/\]\((https?:[^)\s]+)\)/g, txt);
  expect(links.length).toBeGreaterThan(100);
  for (const link of links) expect((await request.get(local(link, o))).status(), link).toBe(200);
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toContain('# Access via Python');
  expect(jsxIn(full)).toBeNull();
});

test('the manifest and its icons are served, and pages link them', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Open Source Observer', start_url: '/' });
  const html = await (await request.get('/')).text();
  const icons = [...manifest.icons.map((i: { src: string }) => i.src), ...all(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g, html)];
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  expect(html).toContain('rel="apple-touch-icon"');
  for (const src of icons) expect((await request.get(src)).status(), src).toBe(200);
});

// On the fixture site (e2e/engine-pages.ts), whose pages the tests own, not on the OSO site's
// content; e2e/oso-site.spec.ts checks that an OSO doc says when it last changed (from git).
test.describe('on the fixture site', () => {
  onFixtureSite();

  test('docs and posts link to their source through the edit URL', async ({ page }) => {
    await page.goto(ENGINE.code.href);
    const edit = page.getByRole('link', { name: 'Edit this page' });
    await expect(edit).toHaveAttribute('href', `${ENGINE.editUrl}docs/guide/code-blocks.md`);
    await expect(edit).toHaveAttribute('target', '_blank');
    await page.goto(ENGINE.post.href);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', `${ENGINE.editUrl}blog/2024-06-01-sections-post/index.mdx`);
  });

  test('"Copy page" copies the Markdown twin of the doc', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.goto(ENGINE.code.href);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(new RegExp(`^---\\ntitle: "${ENGINE.code.title}"`));
    expect(text).toContain('## Install the widget kit');
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible({ timeout: 4000 });
  });
});
