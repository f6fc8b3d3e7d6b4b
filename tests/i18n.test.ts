import { describe, expect, it } from 'vitest';
import { alternateLinks, delocalizePath, localeOrigin, localizedContentFolder, localizePath, onOtherOrigin, resolveI18n, translatedDocOf, unsupportedLocaleBaseUrls } from '@/lib/docusaurus/i18n';
import { absoluteUrlIn, sitePathIn } from '@/lib/absolute-url';

describe("the i18n config, with Docusaurus's defaults (core server/i18n.ts)", () => {
  it('no i18n: one locale, en', () => {
    expect(resolveI18n(undefined)).toEqual({ defaultLocale: 'en', path: 'i18n', locales: [{ locale: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' }] });
  });
  it('labels in the locale itself, directions from the language, the default locale first', () => {
    const i = resolveI18n({ defaultLocale: 'fr', locales: ['ar', 'fr', 'zh-CN', 'he'] });
    expect(i.locales.map((l) => [l.locale, l.label, l.direction, l.path])).toEqual([
      ['fr', 'Français', 'ltr', 'fr'],
      ['ar', 'العربية', 'rtl', 'ar'],
      ['zh-CN', '中文（中国）', 'ltr', 'zh-CN'],
      ['he', 'עברית', 'rtl', 'he'],
    ]);
  });
  it('a localeConfigs entry is merged over the defaults key by key', () => {
    const i = resolveI18n({ defaultLocale: 'en', locales: ['en', 'pt-BR'], path: 'translations', localeConfigs: { 'pt-BR': { label: 'Português', htmlLang: 'pt', path: 'pt' } } });
    expect(i.path).toBe('translations');
    expect(i.locales[1]).toEqual({ locale: 'pt-BR', label: 'Português', direction: 'ltr', htmlLang: 'pt', calendar: 'gregory', path: 'pt' });
  });
  it.each<[unknown, string]>([
    [{ locales: ['en'] }, 'i18n.defaultLocale: required, a locale name such as "en"'],
    [{ defaultLocale: 'en', locales: 'en' }, 'i18n.locales: must be a list of locale names such as ["en", "fr"]'],
    [{ defaultLocale: 'de', locales: ['en'] }, 'i18n.defaultLocale: "de" is not one of i18n.locales (en)'],
    [{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { direction: 'up' } } }, 'i18n.localeConfigs.fr.direction: must be "ltr" or "rtl"'],
    [{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'a/b' } } }, 'i18n.localeConfigs.fr.path: "a/b" is not one URL segment (no / ? # [ ] ( ) @ %, no leading _)'],
    [{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'en' } } }, 'i18n.localeConfigs.fr.path: "en" is also en\'s path'],
    [{ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 3 } } }, 'i18n.localeConfigs.en.label: must be a string'],
  ])('a bad value is one line naming its key: %j', (raw, message) => {
    expect(() => resolveI18n(raw)).toThrow(message);
  });
});

describe('where a locale lives', () => {
  const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en', 'zh-CN', 'pt-BR'], localeConfigs: { 'pt-BR': { path: 'pt' } } });
  it("the default locale at the base, the others under their name, whatever their path (the folder): 3.10.2's getInferredBaseUrl", () => {
    expect(localizePath(i18n, 'en', '/docs/a')).toBe('/docs/a');
    expect(localizePath(i18n, 'zh-CN', '/docs/a')).toBe('/zh-CN/docs/a');
    expect(localizePath(i18n, 'pt-BR', '/')).toBe('/pt-BR/');
    expect(localizePath(i18n, 'zh-CN', 'https://x.org/a')).toBe('https://x.org/a');
    expect(delocalizePath(i18n, '/pt-BR/docs/a')).toEqual({ locale: 'pt-BR', path: '/docs/a' });
    expect(delocalizePath(i18n, '/pt/docs/a')).toEqual({ locale: 'en', path: '/pt/docs/a' });
    expect(delocalizePath(i18n, '/zh-CN')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(delocalizePath(i18n, '/zh-CNx/docs')).toEqual({ locale: 'en', path: '/zh-CNx/docs' });
  });
  it("the plugins' translated files (getPluginI18nPath)", () => {
    expect(localizedContentFolder(i18n, 'zh-CN', 'docs')).toBe('i18n/zh-CN/docusaurus-plugin-content-docs/current');
    expect(localizedContentFolder(i18n, 'pt-BR', 'docs', '1.0')).toBe('i18n/pt/docusaurus-plugin-content-docs/version-1.0');
    expect(localizedContentFolder(i18n, 'zh-CN', 'blog')).toBe('i18n/zh-CN/docusaurus-plugin-content-blog');
    expect(translatedDocOf(i18n, 'i18n/zh-CN/docusaurus-plugin-content-docs/current/a/b.mdx')).toEqual({ locale: 'zh-CN', version: 'current', rel: 'a/b.mdx' });
    expect(translatedDocOf(i18n, 'i18n/pt/docusaurus-plugin-content-docs/version-2.1/x.md')).toEqual({ locale: 'pt-BR', version: '2.1', rel: 'x.md' });
    expect(translatedDocOf(i18n, 'docs/a.mdx')).toBeNull();
    expect(translatedDocOf(i18n, 'i18n/zh-CN/docusaurus-plugin-content-docs/current.json')).toBeNull();
  });
  it('hreflang alternates: one per locale at its htmlLang, and x-default at the default locale', () => {
    const abs = (p: string) => `https://x.org/base${p}`;
    expect(alternateLinks(i18n, '/docs/a', abs)).toEqual([
      { hrefLang: 'en', href: 'https://x.org/base/docs/a' },
      { hrefLang: 'zh-CN', href: 'https://x.org/base/zh-CN/docs/a' },
      { hrefLang: 'pt-BR', href: 'https://x.org/base/pt-BR/docs/a' },
      { hrefLang: 'x-default', href: 'https://x.org/base/docs/a' },
    ]);
  });
});

describe("a locale's own url and baseUrl (core server/i18n.ts loadI18n, theme-common useAlternatePageUtils)", () => {
  const i18n = resolveI18n({ defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { fr: { url: 'https://fr.example.com/' }, de: { baseUrl: '/docs/de' } } });
  const origins = { siteUrl: 'https://example.com', basePath: '/docs', i18n };
  it("a path in a locale on its own origin is on that origin; the others on the site's", () => {
    expect(localeOrigin(i18n, 'fr', 'https://example.com')).toBe('https://fr.example.com');
    expect(onOtherOrigin(i18n, 'fr', 'https://example.com')).toBe(true);
    expect(onOtherOrigin(i18n, 'de', 'https://example.com')).toBe(false);
    expect(absoluteUrlIn('/fr/guide/', origins)).toBe('https://fr.example.com/docs/fr/guide/');
    expect(absoluteUrlIn('/guide/', origins)).toBe('https://example.com/docs/guide/');
    expect(absoluteUrlIn('/de/guide/', origins)).toBe('https://example.com/docs/de/guide/');
  });
  it("hreflang alternates point at each locale's origin", () => {
    expect(alternateLinks(i18n, '/guide/', (p) => absoluteUrlIn(p, origins))).toEqual([
      { hrefLang: 'en', href: 'https://example.com/docs/guide/' },
      { hrefLang: 'fr', href: 'https://fr.example.com/docs/fr/guide/' },
      { hrefLang: 'de', href: 'https://example.com/docs/de/guide/' },
      { hrefLang: 'x-default', href: 'https://example.com/docs/guide/' },
    ]);
  });
  it("an absolute URL is this site's page only on the origin of the page's locale", () => {
    expect(sitePathIn('https://fr.example.com/docs/fr/guide/', origins)).toBe('/fr/guide/');
    expect(sitePathIn('https://example.com/docs/guide/', origins)).toBe('/guide/');
    expect(sitePathIn('https://fr.example.com/docs/guide/', origins)).toBeNull();
    expect(sitePathIn('https://example.com/docs/fr/guide/', origins)).toBeNull();
  });
  it('a baseUrl where the one export puts the locale is accepted; any other is one line naming the key', () => {
    expect(unsupportedLocaleBaseUrls(i18n, '/docs/')).toEqual([]);
    expect(unsupportedLocaleBaseUrls(resolveI18n({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { baseUrl: '/' } } }), '/')).toEqual([]);
    expect(unsupportedLocaleBaseUrls(i18n, '/')).toEqual([
      'i18n.localeConfigs.de.baseUrl: "/docs/de" is not supported: this engine builds every locale in one export, de at /de/; remove the key or set it to "/de/" (a locale on its own domain: set its url)',
    ]);
  });
});
