import { currentLocaleConfig } from './current-locale';

/**
 * A date as the page's locale writes it, in its calendar: "July 16, 2024" (en), "16 juillet 2024" (fr),
 * "۲۶ تیر ۱۴۰۳" (fa, persian calendar). As Docusaurus formats a post's date (plugin-content-blog's
 * blogUtils.ts `formatBlogPostDate`: day numeric, month long, year numeric, UTC, the locale's
 * `calendar`) and the "last updated" date (theme-common's IntlUtils.ts `useDateTimeFormat`, with the
 * locale's calendar; the month long here, as the engine has always shown it). UTC, so the build
 * machine's zone never shifts a date.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, calendar: string): Intl.DateTimeFormat {
  const key = `${locale}\0${calendar}`;
  let f = formats.get(key);
  if (!f) {
    // English keeps the engine's en-US form ("July 16, 2024") whatever its region.
    const tag = locale === 'en' ? 'en-US' : locale;
    f = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar });
    formats.set(key, f);
  }
  return f;
}

export function formatDate(iso: string, config: { locale: string; calendar: string } = currentLocaleConfig()): string {
  return dateFormat(config.locale, config.calendar).format(new Date(iso));
}
