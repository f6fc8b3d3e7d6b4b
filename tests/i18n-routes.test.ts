import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveI18n } from '@/lib/docusaurus/i18n';
import { LOCALE_TEMPLATE, writeLocaleRouteFolders } from '@/lib/build/locale-route-folders';
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

describe("each other locale's route folder (app/<locale path>/, from app-templates/locale/)", () => {
  it('a root layout and the routes of the default locale, in that locale; none for the default locale', () => {
    const root = project();
    expect(writeLocaleRouteFolders(i18n, root)).toEqual(['app/zh-CN', 'app/pt']);
    const files = walkFiles(path.join(root, 'app', 'zh-CN'));
    expect(files).toEqual(expect.arrayContaining(['.generated-locale-routes', '.gitignore', 'layout.tsx', '[...path]/page.tsx', 'search/page.tsx', 'sitemap.ts', 'page.tsx']));
    expect(files).not.toContain('page.home.tsx');
    expect(fs.readFileSync(path.join(root, 'app', 'pt', 'layout.tsx'), 'utf8')).toContain('<SiteRoot locale="pt-BR">');
    expect(fs.readFileSync(path.join(root, 'app', 'zh-CN', '[...path]', 'page.tsx'), 'utf8')).toContain("localeRoute('zh-CN', route)");
    expect(fs.existsSync(path.join(root, 'app', 'en'))).toBe(false);
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
    expect(writeLocaleRouteFolders(i18n, root, 'pt-BR')).toEqual(['app/pt']);
    expect(fs.readdirSync(path.join(root, 'app')).sort()).toEqual(['(site)', 'pt']);
  });
  it("refuses a locale path that is one of the engine's own routes", () => {
    const root = project();
    fs.mkdirSync(path.join(root, 'app', 'og'));
    expect(() => writeLocaleRouteFolders(resolveI18n({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'og' } } }), root)).toThrow('i18n locale path "og": /og is one of this engine\'s own routes (app/og/)');
  });
});

describe('the language menu: the page in view in each locale (useAlternatePageUtils)', () => {
  it.each([
    ['/zh-CN/', '/', '/docs/a', '/zh-CN/docs/a'],
    ['/', '/zh-CN/', '/zh-CN/docs/a/', '/docs/a/'],
    ['/pt/', '/zh-CN/', '/zh-CN', '/pt/'],
    ['/pt/', '/zh-CN/', '/elsewhere', '/pt/'],
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
    expect(sitemapEntries(pagesInLocale(pages, i18n, 'pt-BR')).map((e) => new URL(e.url).pathname)).toEqual(['/pt/', '/pt/docs/a/', '/pt/search/']);
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
});
