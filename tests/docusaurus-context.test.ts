import { describe, expect, it } from 'vitest';
import { docusaurusContext } from '@/lib/docusaurus/context';
import { contextModule } from '@/lib/content/islands';
import { resolveI18n } from '@/lib/docusaurus/i18n';
import type { SiteConfig } from '@/lib/site.schema';
import { site } from '@/lib/site';

/** The site's settings with three locales, as a config of node-mysql2's shape gives them. */
const threeLocales = { ...site, i18n: resolveI18n({ defaultLocale: 'en', locales: ['en', 'zh-CN', 'pt-BR'], localeConfigs: { 'pt-BR': { label: 'Português' } } }) } as SiteConfig;

/** Runs an island's context module as the browser would, on a page at `pathname`. */
function inBrowser(source: string, pathname: string) {
  const mod = { exports: undefined as unknown as () => ReturnType<typeof docusaurusContext> };
  new Function('module', 'location', source)(mod, { pathname });
  return mod.exports;
}

describe('useDocusaurusContext().i18n', () => {
  it("is core's: the default locale, every locale built, each one's config, and the page's locale", () => {
    const c = docusaurusContext(threeLocales, 'pt-BR');
    expect(c.i18n.defaultLocale).toBe('en');
    expect(c.i18n.currentLocale).toBe('pt-BR');
    expect(c.i18n.locales).toEqual(['en', 'zh-CN', 'pt-BR']);
    expect(c.i18n.localeConfigs['pt-BR']).toMatchObject({ label: 'Português', htmlLang: 'pt-BR', direction: 'ltr', path: 'pt-BR' });
    expect(docusaurusContext(threeLocales).i18n.currentLocale).toBe('en');
  });

  it("in an island, is the locale of the page it runs on, read from the page's path under the base path", () => {
    const source = contextModule(docusaurusContext(threeLocales), '/node-mysql2');
    expect(inBrowser(source, '/node-mysql2/pt-BR')().i18n.currentLocale).toBe('pt-BR');
    expect(inBrowser(source, '/node-mysql2/zh-CN/docs/intro')().i18n.currentLocale).toBe('zh-CN');
    expect(inBrowser(source, '/node-mysql2/docs/intro')().i18n.currentLocale).toBe('en');
    expect(inBrowser(source, '/node-mysql2/')().i18n.currentLocale).toBe('en');
    // a first segment that is no locale (a doc named like one is not a locale's page)
    expect(inBrowser(source, '/node-mysql2/pt/docs')().i18n.currentLocale).toBe('en');
  });

  it('gives the same object to every call on one page', () => {
    const use = inBrowser(contextModule(docusaurusContext(threeLocales), ''), '/zh-CN/docs');
    expect(use()).toBe(use());
    expect(use().siteConfig.title).toBe(site.title);
  });
});
