/**
 * The locale of the page being rendered. Docusaurus builds one locale at a time, so its
 * `i18n.currentLocale` is a constant of the build; here every locale is rendered by one build, so
 * the locale is a fact of the render: each locale's root layout and pages (app-templates/locale/,
 * written by lib/builder/locale-route-folders.ts) say theirs with `renderInLocale()` before anything
 * of the page reads it, and whatever renders after reads it with `currentLocale()`.
 *
 * The store is React's `cache()`, one per server render (request), so two pages rendered at once by
 * one worker do not see each other's locale. Outside a render (generateStaticParams, scripts,
 * tests, the browser) the store is not kept, and `currentLocale()` is the site's default locale:
 * those callers pass a locale explicitly.
 */
import { cache } from 'react';
import { site } from '../site';
import { delocalizePath, isMultiLocale, localeConfig, localizePath } from '../docusaurus/i18n';
import { installLocalizer } from './localize-href';
import { routes } from '../routes';

const store = cache((): { locale?: string } => ({}));

/** Called first by a locale's layout and pages: what renders after is in `locale`. */
export function renderInLocale(locale: string): void {
  store().locale = locale;
}

/** The locale of the page being rendered; the site's default locale outside a locale's render. */
export function currentLocale(): string {
  return store().locale ?? site.i18n.defaultLocale;
}

/** How the rendered page's locale is written: its direction and calendar (lib/i18n/dates.ts, the root layout). */
export function currentLocaleConfig(): { locale: string; direction: 'ltr' | 'rtl'; calendar: string } {
  const c = localeConfig(site.i18n, currentLocale());
  return { locale: c.locale, direction: c.direction, calendar: c.calendar };
}

/** The rendered page is in the default locale (at the site's base, not under a locale's path). */
export const inDefaultLocale = () => currentLocale() === site.i18n.defaultLocale;

/** A site path (base path aside) in the rendered page's locale; one already in a locale is left as it is. */
export function inCurrentLocale(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const locale = currentLocale();
  if (locale === site.i18n.defaultLocale || delocalizePath(site.i18n, path).locale !== site.i18n.defaultLocale) return path;
  return localizePath(site.i18n, locale, path);
}

// One locale: nothing to install, every path is the default locale's.
if (isMultiLocale(site.i18n)) installLocalizer(inCurrentLocale);

/** The local search index of the rendered page's locale (its pages only, lib/search/build.ts); none to name in the default locale. */
export const localeSearchIndex = (): string | undefined => (inDefaultLocale() ? undefined : localizePath(site.i18n, currentLocale(), routes.searchManifest()));
