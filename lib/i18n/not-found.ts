/**
 * The 404 page in each locale. Docusaurus builds every locale as a site of its own, each with its
 * 404.html (core src/commands/build/build.ts builds a locale into `<outDir>/<locale>/`; the
 * theme-classic NotFound page says "theme.NotFound.title" in the locale). Here each locale's route
 * folder has a 404 route (app-templates/locale/404/); the steps over the export that skip the 404
 * page (the search index, the SEO audit) tell it, in any locale, by `isNotFoundRoute`. Pure.
 */
import { delocalizePath, type I18nSettings } from '../docusaurus/i18n';

/** A route of the export (`/404/`, `/fr/404`, `/fr/404.html`, `/_not-found/`) that is a not-found page, in any locale. */
export const isNotFoundRoute = (i18n: I18nSettings, route: string) => /^\/(404|_not-found)(\/|\.html)?$/.test(delocalizePath(i18n, route).path);
