/**
 * A locale's defaults where the config's `i18n.localeConfigs[locale]` says nothing, as core's
 * packages/docusaurus/src/server/i18n.ts `getDefaultLocaleConfig` derives them from Intl:
 * `direction` from `Intl.Locale#getTextInfo()` (rtl for ar, fa, he, ur, …), `calendar` from the
 * locale's own `calendar` (a `-u-ca-` extension), else the first of its calendars (fa → persian),
 * else 'gregory'; `htmlLang` the locale; `label` its name in itself, first letter capitalized.
 */
export type LocaleConfig = { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string };

type IntlLocaleInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
  getCalendars?: () => string[];
  calendars?: string[];
};

export function defaultLocaleConfig(locale: string): LocaleConfig {
  let l: IntlLocaleInfo;
  try {
    l = new Intl.Locale(locale) as IntlLocaleInfo;
  } catch {
    throw new Error(`i18n: "${locale}" is not a locale name (BCP 47, e.g. "fr" or "zh-CN")`);
  }
  const direction = (l.getTextInfo?.() ?? l.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  const calendar = l.calendar ?? (l.getCalendars?.() ?? l.calendars)?.[0] ?? 'gregory';
  const name = new Intl.DisplayNames(locale, { type: 'language' }).of(locale) ?? locale;
  return { label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1), direction, htmlLang: locale, calendar, path: locale };
}

/** `localeConfigs[locale]` over the defaults; only the keys given as strings count. */
export function resolveLocaleConfig(locale: string, given: Record<string, unknown> | undefined): LocaleConfig {
  const out = defaultLocaleConfig(locale);
  for (const k of ['label', 'htmlLang', 'calendar', 'path'] as const) if (typeof given?.[k] === 'string' && given[k]) out[k] = given[k] as string;
  if (given?.direction === 'rtl' || given?.direction === 'ltr') out.direction = given.direction;
  return out;
}
