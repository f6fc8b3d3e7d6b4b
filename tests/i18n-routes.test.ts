import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveI18n } from '@/lib/docusaurus/i18n';
import { LOCALE_TEMPLATE, writeLocaleRouteFolders } from '@/lib/builder/locale-route-folders';
import { BLOG_TEMPLATE } from '@/lib/builder/blog-route-folder';
import { isNotFoundRoute } from '@/lib/i18n/not-found';
import { notFoundFile } from '@/lib/static-host';
import { walkFiles } from '@/lib/fs-walk';
import { samePageHref } from '@/lib/ui/same-page';
import { pagesInLocale, sitemapEntries } from '@/lib/seo/sitemap';
import { localizeNavItems, type NavItem } from '@/lib/navbar';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const project = (home = true) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-locale-routes-'));
  dirs.push(root);
  fs.cpSync(path.resolve(LOCALE_TEMPLATE), path.join(root, LOCALE_TEMPLATE), { recursive: true });
  fs.mkdirSync(path.join(root, 'app', '(site)', 'search'), { recursive: true });
  if (home) fs.writeFileSync(path.join(root, 'app', '(site)', 'page.tsx'), 'export default () => null;\n');
  return root;
};
const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en', 'zh-CN', 'pt-BR'], localeConfigs: { 'pt-BR': { path: 'pt' } } });

describe("each other locale's route folder (app/<locale>/, from app-templates/locale/)", () => {
  it('a root layout and the routes of the default locale, in that locale; none for the default locale', () => {
    const root = project();
    expect(writeLocaleRouteFolders(i18n, root)).toEqual(['app/zh-CN', 'app/pt-BR']);
    const files = walkFiles(path.join(root, 'app', 'zh-CN'));
    expect(files).toEqual(expect.arrayContaining(['.generated-locale-routes', '.gitignore', 'layout.tsx', '[...path]/page.tsx', 'search/page.tsx', 'sitemap.ts', 'page.tsx']));
    expect(files).not.toContain('page.home.tsx');
    expect(fs.readFileSync(path.join(root, 'app', 'pt-BR', 'layout.tsx'), 'utf8')).toContain('<SiteRoot locale="pt-BR">');
    expect(fs.readFileSync(path.join(root, 'app', 'zh-CN', '[...path]', 'page.tsx'), 'utf8')).toContain("localeRoute('zh-CN', route)");
    expect(fs.existsSync(path.join(root, 'app', 'en'))).toBe(false);
  });
  it("the blog's pages in each locale, under its routeBasePath, and the locale's 404 page (Docusaurus builds each locale's blog and 404.html)", () => {
    const root = project();
    fs.cpSync(path.resolve(BLOG_TEMPLATE), path.join(root, BLOG_TEMPLATE), { recursive: true });
    writeLocaleRouteFolders(i18n, root, undefined, 'news');
    const files = walkFiles(path.join(root, 'app', 'pt-BR'));
    expect(files).toEqual(expect.arrayContaining(['404/page.tsx', 'news/page.tsx', 'news/layout.tsx', 'news/[...slug]/page.tsx', 'news/tags/[tag]/page.tsx', 'news/archive/page.tsx']));
    const post = fs.readFileSync(path.join(root, 'app', 'pt-BR', 'news', '[...slug]', 'page.tsx'), 'utf8');
    expect(post).toContain("import * as route from '@/app/(site)/news/[...slug]/page';");
    expect(post).toContain('localeRoute("pt-BR", route)');
    expect(post).toContain('export const generateStaticParams = r.generateStaticParams;');
    // A page without parameters lists none.
    expect(fs.readFileSync(path.join(root, 'app', 'pt-BR', 'news', 'page.tsx'), 'utf8')).not.toContain('generateStaticParams');
    // No blog (`blog: false`): no blog folder in the locale.
    writeLocaleRouteFolders(i18n, root);
    expect(fs.existsSync(path.join(root, 'app', 'pt-BR', 'news'))).toBe(false);
  });

  it('no `/` in a locale when the default locale has none', () => {
    const root = project(false);
    writeLocaleRouteFolders(i18n, root);
    expect(fs.existsSync(path.join(root, 'app', 'zh-CN', 'page.tsx'))).toBe(false);
  });
  it('one locale (or `npm run dev` without --locale): no folder, and those of an earlier build are gone', () => {
    const root = project();
    writeLocaleRouteFolders(i18n, root);
    expect(writeLocaleRouteFolders(resolveI18n(undefined), root)).toEqual([]);
    expect(fs.readdirSync(path.join(root, 'app'))).toEqual(['(site)']);
    writeLocaleRouteFolders(i18n, root);
    expect(writeLocaleRouteFolders(i18n, root, 'pt-BR')).toEqual(['app/pt-BR']);
    expect(fs.readdirSync(path.join(root, 'app')).sort()).toEqual(['(site)', 'pt-BR']);
  });
  it("refuses a locale whose pages would be at one of the engine's own routes", () => {
    const root = project();
    fs.mkdirSync(path.join(root, 'app', 'og'));
    // Its folder (`path`) plays no part: the URL segment is the locale's name.
    expect(() => writeLocaleRouteFolders(resolveI18n({ defaultLocale: 'en', locales: ['en', 'og'], localeConfigs: { og: { path: 'fr' } } }), root)).toThrow('i18n.locales: "og": its pages would be at /og/, one of this engine\'s own routes (app/og/)');
    expect(writeLocaleRouteFolders(resolveI18n({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'og' } } }), root)).toEqual(['app/fr']);
  });
});

describe('the language menu: the page in view in each locale (useAlternatePageUtils)', () => {
  it.each([
    ['/zh-CN/', '/', '/docs/a', '/zh-CN/docs/a'],
    ['/', '/zh-CN/', '/zh-CN/docs/a/', '/docs/a/'],
    ['/pt-BR/', '/zh-CN/', '/zh-CN', '/pt-BR/'],
    ['/pt-BR/', '/zh-CN/', '/elsewhere', '/pt-BR/'],
    ['/zh-CN/', '/zh-CN/', '/zh-CN/search', '/zh-CN/search'],
    ['/zh-CN/', '/', '/_not-found', '/zh-CN/'],
  ])('%s from %s at %s: %s', (to, from, at, want) => {
    expect(samePageHref(to, from, at)).toBe(want);
  });
});

describe('a sitemap per locale', () => {
  it("the default locale's pages at the locale's paths", () => {
    // Paths in the export's form (trailingSlash unset: `path/`).
    const pages = [{ path: '/docs/a/' }, { path: '/search/' }, { path: '/' }];
    expect(sitemapEntries(pagesInLocale(pages, i18n, 'pt-BR')).map((e) => new URL(e.url).pathname)).toEqual(['/pt-BR/', '/pt-BR/docs/a/', '/pt-BR/search/']);
    expect(pagesInLocale(pages, i18n, 'en')).toEqual(pages);
  });
});

describe("the navbar's items in the rendered locale", () => {
  it('site paths and active prefixes move to the locale; links off the site and language rows stay', () => {
    const items: NavItem[] = [
      { label: 'Docs', href: '/docs/a', activePrefix: '/docs/', external: false, position: 'left' },
      { label: 'GitHub', href: 'https://github.com/x', external: true, position: 'right' },
      { label: 'English', href: '#', external: false, position: 'right', menu: [{ label: '中文', href: '/zh-CN/', samePage: { from: '/' } }, { label: 'Blog', href: '/blog' }] },
    ];
    const got = localizeNavItems(items, (p) => `/zh-CN${p}`);
    expect(got[0]).toMatchObject({ href: '/zh-CN/docs/a', activePrefix: '/zh-CN/docs/' });
    expect(got[1]).toMatchObject({ href: 'https://github.com/x' });
    expect(got[2]).toMatchObject({ href: '#', menu: [{ href: '/zh-CN/' }, { href: '/zh-CN/blog' }] });
  });

  it("a versioned site's items: each version's paths in the locale, its label from the locale's version.label (plugin-content-docs translateVersion)", () => {
    const versions = [
      { name: 'current', label: 'Next', root: '/docs/next/', mainHref: '/docs/next/intro', isLast: false },
      { name: '1.0', label: '1.0', root: '/docs/', mainHref: '/docs/intro', isLast: true },
    ];
    const items: NavItem[] = [
      { type: 'versions', kind: 'dropdown', position: 'right', versions, before: [], after: [{ label: 'All', href: '/versions' }] } as unknown as NavItem,
      { label: 'Guide', href: '/docs/intro', activePrefix: '/docs/', external: false, position: 'left', byVersion: { versions, links: { current: { href: '/docs/next/intro', activePrefix: '/docs/next/' } } } },
    ];
    const label = (v: { name: string; label: string }) => (v.name === 'current' ? 'Prochaine' : v.label);
    const [dropdown, guide] = localizeNavItems(items, (p) => `/zh-CN${p}`, label) as [Extract<NavItem, { type: 'versions' }>, NavItem & { byVersion: { versions: unknown[]; links: Record<string, unknown> } }];
    expect(dropdown.versions).toEqual([
      { name: 'current', label: 'Prochaine', root: '/zh-CN/docs/next/', mainHref: '/zh-CN/docs/next/intro', isLast: false },
      { name: '1.0', label: '1.0', root: '/zh-CN/docs/', mainHref: '/zh-CN/docs/intro', isLast: true },
    ]);
    expect(dropdown.after).toEqual([{ label: 'All', href: '/zh-CN/versions' }]);
    expect(guide.byVersion.links).toEqual({ current: { href: '/zh-CN/docs/next/intro', activePrefix: '/zh-CN/docs/next/' } });
    expect(guide.byVersion.versions[0]).toMatchObject({ label: 'Prochaine', root: '/zh-CN/docs/next/' });
    // The versions of the default locale's items are left as they are.
    expect(localizeNavItems(items, (p) => p)[0]).toMatchObject({ versions });
  });
});

describe('the 404 page of a locale', () => {
  it('is no document in any locale: /404, /pt-BR/404/, /zh-CN/404.html, /_not-found', () => {
    expect(['/404', '/404/', '/pt-BR/404/', '/zh-CN/404.html', '/_not-found', '/pt-BR/_not-found/'].every((r) => isNotFoundRoute(i18n, r))).toBe(true);
    expect(['/docs/404/', '/pt-BR/docs/404/', '/blog/'].some((r) => isNotFoundRoute(i18n, r))).toBe(false);
  });

  it("answers a missing path under the locale's folder (static host), else the site's 404.html", () => {
    const files = new Set(['404.html', 'pt-BR/404/index.html', 'zh-CN/404.html', 'docs/a/index.html']);
    const has = (f: string) => files.has(f);
    expect(notFoundFile('/pt-BR/docs/missing/', has)).toBe('pt-BR/404/index.html');
    expect(notFoundFile('/zh-CN/x', has)).toBe('zh-CN/404.html');
    expect(notFoundFile('/docs/missing', has)).toBe('404.html');
    expect(notFoundFile('/', has)).toBe('404.html');
    expect(notFoundFile('/../../etc/passwd', (f) => f === '404.html')).toBe('404.html');
    expect(notFoundFile('/x', () => false)).toBeUndefined();
  });
});
