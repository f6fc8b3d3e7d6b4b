import { contentPaths } from '../env';
import { site, type Site } from '../site';
import { blogTranslations, docsTranslations, footerTranslations, navbarTranslations } from '../docusaurus/translations';
import { translateBlogOptions, translateFooter, translateNavbar, type BlogLabels } from '../docusaurus/label-translations';
import { currentLocale } from './current-locale';

/**
 * The navbar, footer and blog settings in the locale being rendered: the site's settings with the
 * labels its translation files give them (lib/docusaurus/label-translations.ts), read once per locale.
 */

type Navbar = Site['navbar'];

/** The blog's title, description and sidebar title in the locale being rendered. */
export function localizedBlog(locale = currentLocale()): BlogLabels {
  return translateBlogOptions(site.blog, blogTranslations(contentPaths().root, locale));
}

const navbars = new Map<string, Navbar>();
const footers = new Map<string, Site['footer']>();

/** The navbar settings in the locale being rendered. */
export function localizedNavbar(locale = currentLocale()): Navbar {
  let n = navbars.get(locale);
  if (!n) navbars.set(locale, (n = translateNavbar(site.navbar, navbarTranslations(contentPaths().root, locale))));
  return n;
}

/** The footer settings in the locale being rendered (null: the site has no footer). */
export function localizedFooter(locale = currentLocale()): Site['footer'] {
  if (!footers.has(locale)) footers.set(locale, site.footer && translateFooter(site.footer, footerTranslations(contentPaths().root, locale)));
  return footers.get(locale)!;
}

const versionLabels = new Map<string, string | undefined>();

/**
 * A docs version's label in the locale being rendered: `version.label` of its translation file
 * (i18n/<locale>/docusaurus-plugin-content-docs/current.json or version-<name>.json), else the label
 * the config gives it — plugin-content-docs' translations.ts (translateVersion) does the same, and
 * the banner, badge and dropdown all show the translated label.
 */
export function localizedVersionLabel(v: { name: string; label: string }, locale = currentLocale()): string {
  const key = `${locale}|${v.name}`;
  if (!versionLabels.has(key)) versionLabels.set(key, docsTranslations(contentPaths().root, locale, v.name)['version.label']);
  return versionLabels.get(key) ?? v.label;
}
