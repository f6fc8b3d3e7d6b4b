import { site } from '../site';

/**
 * The locale a page is rendered in. One locale is built today, the site's default
 * (`i18n.defaultLocale`), so this is it; the build of every locale changes this one function to return
 * the locale being rendered. Everything that says something in the site's language (lib/i18n/ui-text.ts,
 * the dates of lib/format.ts, the translated navbar, footer and sidebar labels) reads the locale here.
 */
export function currentLocale(): string {
  return site.locale;
}

/** How the current locale is written: its direction and calendar (the default locale's, from site settings). */
export function currentLocaleConfig(): { locale: string; direction: 'ltr' | 'rtl'; calendar: string } {
  return { locale: currentLocale(), direction: site.direction, calendar: site.calendar };
}
