/**
 * A site path in the locale of the page being rendered: `/docs/a` on a zh-CN page is `/zh-CN/docs/a`,
 * as Docusaurus's per-locale baseUrl makes every Link, useBaseUrl and navbar/footer link of a
 * locale's build stay in that locale. A path already in a locale is left as it is (Docusaurus's
 * useBaseUrl leaves a URL that starts with the baseUrl alone).
 *
 * Browser-safe, with no import of the site's settings: the server's render installs the rule
 * (lib/i18n/current-locale.ts); where it is not installed — the browser, and the server-side render
 * of client components, which is a module graph of its own — paths pass unchanged, so hrefs given
 * to client components are localized by the server component that makes them.
 */
let localize: (path: string) => string = (p) => p;

export const localizeHref = (path: string) => localize(path);

/** Called once by the server's render (lib/i18n/current-locale.ts). */
export function installLocalizer(fn: (path: string) => string): void {
  localize = fn;
}
