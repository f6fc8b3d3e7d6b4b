import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blogTranslations,
  codeTranslationLocalesToTry,
  defaultThemeStrings,
  docsTranslations,
  footerTranslations,
  navbarTranslations,
  themeStrings,
} from '@/lib/docusaurus/translations';
import { defaultLocaleConfig, resolveLocaleConfig } from '@/lib/docusaurus/locale-config';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { ENGLISH, fill, interpolate, searchText, uiText } from '@/lib/i18n/ui-text';
import { selectPlural } from '@/lib/docusaurus/plural-forms';
import { formatDate } from '@/lib/i18n/dates';
import { translateBlogOptions, translateFooter, translateNavbar, translateSidebars } from '@/lib/docusaurus/label-translations';
import { currentLocale } from '@/lib/i18n/current-locale';
import type { Site } from '@/lib/site';
import type { Sidebar } from '@/lib/docs/types';

const dirs: string[] = [];
/** A site folder with these files. */
function siteWith(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-text-'));
  dirs.push(dir);
  for (const [f, v] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), typeof v === 'string' ? v : JSON.stringify(v));
  }
  return dir;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('theme strings (theme-translations, then code.json)', () => {
  it('tries the locale, its language-region, its language-script, then its language', () => {
    expect(codeTranslationLocalesToTry('zh-CN')).toEqual(['zh-CN', 'zh-Hans', 'zh']);
    expect(codeTranslationLocalesToTry('pt')).toEqual(['pt', 'pt-BR', 'pt-Latn']);
    expect(codeTranslationLocalesToTry('fr-CA')[0]).toBe('fr-CA');
    expect(codeTranslationLocalesToTry('fr-CA')).toContain('fr');
  });

  it("reads the package's strings with those fallbacks: zh-CN → zh-Hans, pt → pt-BR, fr-CA → fr; none for English", () => {
    expect(defaultThemeStrings('zh-CN')['theme.docs.paginator.next']).toBe('下一页');
    expect(defaultThemeStrings('pt')['theme.docs.paginator.next']).toBe(defaultThemeStrings('pt-BR')['theme.docs.paginator.next']);
    expect(defaultThemeStrings('fr-CA')['theme.TOCCollapsible.toggleButtonLabel']).toBe('Sur cette page');
    // Search strings come from theme-search-algolia.json; descriptions are left out.
    expect(defaultThemeStrings('fr')['theme.SearchBar.label']).toBe('Chercher');
    expect(Object.keys(defaultThemeStrings('fr')).some((k) => k.endsWith('___DESCRIPTION'))).toBe(false);
    expect(defaultThemeStrings('en')).toEqual({});
  });

  it("puts the site's i18n/<locale>/code.json over them, its own ids included", () => {
    const dir = siteWith({ 'i18n/fr/code.json': { 'theme.common.editThisPage': { message: 'Proposer une modification' }, 'homepage.title': { message: 'Accueil' } } });
    const s = themeStrings(dir, 'fr');
    expect(s['theme.common.editThisPage']).toBe('Proposer une modification');
    expect(s['homepage.title']).toBe('Accueil');
    expect(s['theme.docs.paginator.next']).toBe('Suivant');
  });

  it('a file that is not JSON, or a message without `message`, fails with one line naming the file', () => {
    const bad = siteWith({ 'i18n/fr/code.json': '{ "theme.x": ' });
    expect(() => themeStrings(bad, 'fr')).toThrow(/i18n\/fr\/code\.json: not valid JSON/);
    try {
      themeStrings(bad, 'fr');
    } catch (e) {
      expect((e as Error).message.split('\n')).toHaveLength(1);
    }
    const noMessage = siteWith({ 'i18n/fr/docusaurus-theme-classic/navbar.json': { 'item.label.Docs': { description: 'x' } } });
    expect(() => navbarTranslations(noMessage, 'fr')).toThrow(/navbar\.json: "item\.label\.Docs" has no message/);
  });

  it("reads navbar.json, footer.json, current.json, version-<name>.json and the blog's options.json; {} when absent", () => {
    const dir = siteWith({
      'i18n/fr/docusaurus-theme-classic/navbar.json': { title: { message: 'Mon site' } },
      'i18n/fr/docusaurus-theme-classic/footer.json': { copyright: { message: 'Droits' } },
      'i18n/fr/docusaurus-plugin-content-docs/current.json': { 'version.label': { message: 'Prochaine' } },
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': { 'version.label': { message: 'Un' } },
      'i18n/fr/docusaurus-plugin-content-blog/options.json': { title: { message: 'Le blog' } },
    });
    expect(navbarTranslations(dir, 'fr').title).toBe('Mon site');
    expect(footerTranslations(dir, 'fr').copyright).toBe('Droits');
    expect(docsTranslations(dir, 'fr')['version.label']).toBe('Prochaine');
    expect(docsTranslations(dir, 'fr', '1.0')['version.label']).toBe('Un');
    expect(blogTranslations(dir, 'fr').title).toBe('Le blog');
    expect(navbarTranslations(dir, 'de')).toEqual({});
  });

  it("a version's label in a locale: its file's version.label, else the config's label", async () => {
    const dir = siteWith({ 'i18n/fr/docusaurus-plugin-content-docs/version-1.0.json': { 'version.label': { message: 'Un' } } });
    const before = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    try {
      const { localizedVersionLabel } = await import('@/lib/i18n/theme-config');
      expect(localizedVersionLabel({ name: '1.0', label: '1.0' }, 'fr')).toBe('Un');
      expect(localizedVersionLabel({ name: 'current', label: 'Next' }, 'fr')).toBe('Next');
      expect(localizedVersionLabel({ name: '1.0', label: '1.0' }, 'de')).toBe('1.0');
    } finally {
      if (before === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = before;
    }
  });
});

describe('uiText', () => {
  const empty = siteWith({});

  it("is the engine's English texts for an English site, with the site's code.json over them", () => {
    const en = uiText('en', empty);
    for (const id of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) expect(en.message(id)).toBe(ENGLISH[id]);
    expect(en.t('theme.colorToggle.ariaLabel', { mode: 'dark mode' })).toBe('Switch between dark and light mode (currently dark mode)');
    expect(en.plural('theme.blog.post.readingTime.plurals', 1, { readingTime: 1 })).toBe('1 min read');
    expect(en.plural('theme.blog.post.plurals', 1)).toBe('1 post');
    expect(en.plural('theme.blog.post.plurals', 3)).toBe('3 posts');
    const own = siteWith({ 'i18n/en/code.json': { 'theme.common.editThisPage': { message: 'Improve this page' } } });
    expect(uiText('en', own).t('theme.common.editThisPage')).toBe('Improve this page');
  });

  it("is theme-translations' strings for another locale, English for ids it does not translate", () => {
    const fr = uiText('fr', empty);
    expect(fr.t('theme.docs.paginator.next')).toBe('Suivant');
    expect(fr.plural('theme.blog.post.readingTime.plurals', 1, { readingTime: 1 })).toBe('Une minute de lecture');
    expect(fr.plural('theme.blog.post.readingTime.plurals', 5, { readingTime: 5 })).toBe('5 minutes de lecture');
    expect(fr.t('engine.toc.navAriaLabel')).toBe('Table of contents');
  });

  it("gives DocSearch the locale's own modal texts by screen, none for English", () => {
    expect(searchText(uiText('en', empty)).docsearch).toEqual({});
    const fr = searchText(uiText('fr', empty));
    expect(fr.docsearch.searchBox?.resetButtonTitle).toBe(defaultThemeStrings('fr')['theme.SearchModal.searchBox.resetButtonTitle']);
    expect(fr.docsearch.noResultsScreen?.noResultsText).toBeTruthy();
    expect(fr.label).toBe('Chercher');
  });

  it('fills placeholders and splits a message around elements', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('Last updated{atDate}{byUser}', { atDate: 'A', byUser: 'B' })).toEqual(['Last updated', 'A', 'B']);
    expect(interpolate('see the {link} ({v}).', { link: { el: 1 }, v: '2.0' })).toEqual(['see the ', { el: 1 }, ' (', '2.0', ').']);
  });

  it('the locale is the default one until several are built', () => {
    expect(currentLocale()).toBe('en');
  });
});

describe('plural forms (theme-common usePluralForm)', () => {
  it("picks the locale's category in the order zero, one, two, few, many, other; the last form for the rest", () => {
    expect(selectPlural('One post|{count} posts', 1, 'en')).toBe('One post');
    expect(selectPlural('One post|{count} posts', 2, 'en')).toBe('{count} posts');
    // Russian: one, few, many, other.
    expect(selectPlural('a|b|c|d', 3, 'ru')).toBe('b');
    expect(selectPlural('a|b|c|d', 5, 'ru')).toBe('c');
    expect(selectPlural('only', 7, 'ru')).toBe('only');
    expect(selectPlural('a|b', 5, 'ru')).toBe('b');
  });
});

describe('dates', () => {
  it("are written in the locale and its calendar, in UTC; English as the engine always wrote them", () => {
    expect(formatDate('2024-07-16T00:00:00.000Z', { locale: 'en', calendar: 'gregory' })).toBe('July 16, 2024');
    expect(formatDate('2024-07-16T00:00:00.000Z', { locale: 'fr', calendar: 'gregory' })).toBe('16 juillet 2024');
    expect(formatDate('2024-07-16T00:00:00.000Z', { locale: 'fa', calendar: 'persian' })).toBe('۲۶ تیر ۱۴۰۳');
    expect(formatDate('2024-07-16T00:00:00.000Z', { locale: 'fa', calendar: 'gregory' })).not.toBe('۲۶ تیر ۱۴۰۳');
    expect(formatDate('2024-03-01T23:30:00.000Z')).toBe('March 1, 2024');
  });
});

describe('locale config (core server/i18n.ts getDefaultLocaleConfig)', () => {
  it('derives direction and calendar from the locale; localeConfigs wins', () => {
    expect(defaultLocaleConfig('fa')).toMatchObject({ direction: 'rtl', calendar: 'persian', htmlLang: 'fa', label: 'فارسی' });
    expect(defaultLocaleConfig('ar').direction).toBe('rtl');
    expect(defaultLocaleConfig('he').direction).toBe('rtl');
    expect(defaultLocaleConfig('fr')).toMatchObject({ direction: 'ltr', calendar: 'gregory', label: 'Français' });
    expect(resolveLocaleConfig('fa', { calendar: 'gregory', direction: 'ltr' })).toMatchObject({ direction: 'ltr', calendar: 'gregory' });
    expect(() => defaultLocaleConfig('not a locale!')).toThrow(/i18n: "not a locale!" is not a locale name/);
  });

  it("a config's default locale sets the site's locale, direction and calendar", () => {
    const fa = mapDocusaurusConfig({ title: 'T', url: 'https://x.org', baseUrl: '/', i18n: { defaultLocale: 'fa', locales: ['fa'] } }).settings as Record<string, unknown>;
    expect(fa).toMatchObject({ locale: 'fa', direction: 'rtl', calendar: 'persian' });
    const given = mapDocusaurusConfig({ title: 'T', url: 'https://x.org', baseUrl: '/', i18n: { defaultLocale: 'fa', locales: ['fa'], localeConfigs: { fa: { direction: 'ltr' } } } }).settings as Record<string, unknown>;
    expect(given.direction).toBe('ltr');
  });
});

describe("the navbar's, footer's and sidebars' labels", () => {
  it('navbar.json: the title and the items (a dropdown\'s too) by their label', () => {
    const navbar = {
      title: 'Site',
      logo: null,
      items: [
        { type: 'link', label: 'Docs', to: '/docs', position: 'left' },
        { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', to: '/blog' }] },
      ],
    } as unknown as Site['navbar'];
    const out = translateNavbar(navbar, { title: 'Mon site', 'item.label.Docs': 'Documentation', 'item.label.Blog': 'Le blog' });
    expect(out.title).toBe('Mon site');
    expect((out.items[0] as { label: string }).label).toBe('Documentation');
    expect((out.items[1] as { label: string }).label).toBe('More');
    expect((out.items[1] as unknown as { items: { label: string }[] }).items[0].label).toBe('Le blog');
    expect(translateNavbar(navbar, {})).toBe(navbar);
  });

  it('footer.json: column titles, link labels, the copyright', () => {
    const footer = { columns: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://f.org' }] }], copyright: 'All rights' } as unknown as NonNullable<Site['footer']>;
    const out = translateFooter(footer, { 'link.title.Community': 'Communauté', 'link.item.label.Forum': 'Le forum', copyright: 'Droits' });
    expect(out.columns[0].title).toBe('Communauté');
    expect((out.columns[0].items[0] as { label: string }).label).toBe('Le forum');
    expect(out.copyright).toBe('Droits');
  });

  it("current.json: a sidebar's categories, their generated index, links and doc items, by sidebar id", () => {
    const sidebar: Sidebar = [
      { type: 'link', label: 'Intro', href: '/docs/intro/', docId: 'intro' },
      { type: 'link', label: 'GitHub', href: 'https://github.com' },
      {
        type: 'category',
        label: 'Guides',
        items: [],
        collapsed: true,
        collapsible: true,
        generatedIndex: { slug: '/category/guides', title: 'All guides' },
      },
    ];
    const out = translateSidebars({ docs: sidebar, other: sidebar }, {
      'sidebar.docs.doc.Intro': 'Introduction',
      'sidebar.docs.link.GitHub': 'Le dépôt',
      'sidebar.docs.category.Guides': 'Les guides',
      'sidebar.docs.category.Guides.link.generated-index.title': 'Tous les guides',
    });
    expect(out.docs.map((i) => i.label)).toEqual(['Introduction', 'Le dépôt', 'Les guides']);
    expect((out.docs[2] as { generatedIndex: { title: string } }).generatedIndex.title).toBe('Tous les guides');
    expect(out.other.map((i) => i.label)).toEqual(['Intro', 'GitHub', 'Guides']);
  });

  it("the blog's options.json: title, description and sidebar.title; what it leaves out keeps the option", () => {
    const blog = { title: 'Blog', description: 'News', sidebarTitle: 'Recent posts' };
    expect(translateBlogOptions(blog, { title: 'Le blog', 'sidebar.title': 'Articles récents' })).toEqual({ title: 'Le blog', description: 'News', sidebarTitle: 'Articles récents' });
    expect(translateBlogOptions(blog, {})).toEqual(blog);
  });
});

describe('@docusaurus/Translate in site code', () => {
  it("looks the message up in the locale's code translations by id, else by the message itself", async () => {
    const { clientApiModules } = await import('@/lib/docusaurus/client-api');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const m = clientApiModules('/', { 'homepage.title': 'Accueil', Hello: 'Bonjour {name}' });
    const T = m['@docusaurus/Translate'];
    expect(T.translate({ id: 'homepage.title', message: 'Home' })).toBe('Accueil');
    expect(T.translate({ message: 'Hello' }, { name: 'Ada' })).toBe('Bonjour Ada');
    expect(T.translate({ id: 'other', message: 'As written' })).toBe('As written');
    expect(renderToStaticMarkup(createElement(T, { id: 'homepage.title', children: 'Home' }))).toBe('Accueil');
  });
});

describe("the engine's own strings in a locale (ENGINE_EQUIVALENTS)", () => {
  const fr = siteWith({ 'i18n/fr/code.json': { 'engine.search.loadMore': { message: 'Plus de résultats' } } });
  it("take theme-translations' text for Docusaurus's equivalent id", () => {
    const t = uiText('fr', fr);
    expect(t.message('engine.docs.tagPageHeading')).toBe('{nDocsTagged} avec "{tagName}"');
    expect(t.t('engine.docs.copyPageDone')).toBe('Copié');
    expect(t.t('engine.search.searching')).toBe('Chargement de nouveaux résultats...');
  });
  it("keep the engine's English where neither the locale nor code.json has them, and code.json's engine.* id comes first", () => {
    const t = uiText('fr', fr);
    expect(t.t('engine.notFound.docs')).toBe(ENGLISH['engine.notFound.docs']);
    expect(t.t('engine.search.loadMore')).toBe('Plus de résultats');
  });
  it("an English site keeps the engine's own words", () => {
    const en = siteWith({});
    expect(uiText('en', en).message('engine.docs.tagPageHeading')).toBe(ENGLISH['engine.docs.tagPageHeading']);
    expect(uiText('en', en).t('engine.search.searching')).toBe('Searching…');
  });
  it("the search page's titles and count come from theme.SearchPage.* in the locale", async () => {
    const { countLabel, searchPageTitle, prefillScript } = await import('@/lib/search/page-results');
    const text = searchText(uiText('fr', fr));
    expect(searchPageTitle('', text)).toBe('Rechercher dans la documentation');
    expect(searchPageTitle(' api ', text)).toBe('Résultats de recherche pour « api »');
    expect(countLabel(0, text)).toBe('Aucun résultat trouvé');
    expect(countLabel(1, text)).toBe('Un document trouvé');
    expect(countLabel(3, text)).toBe('3 documents trouvés');
    expect(prefillScript(text)).toContain('"Résultats de recherche pour « "+t+" »"');
    // English, without text: the engine's own.
    expect(countLabel(1)).toBe('1 document found');
    expect(searchPageTitle('x')).toBe('Search results for "x"');
  });
});
