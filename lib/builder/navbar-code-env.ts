/**
 * Which of the navbar's browser code a site needs, for the compile: next.config.ts aliases the
 * version items (`oso-versions-nav`) to their browser code on a versioned site only, and the
 * language menu's rows (`oso-locales-nav`) to theirs on a site of several locales only, so a site with
 * one version and one locale carries neither (the 150 KB first-load budget). NEXT_PUBLIC_ variables,
 * so the compile's fingerprint (./compile-cache.ts) changes with them.
 */
export const DOCS_VERSIONED_ENV = 'NEXT_PUBLIC_DOCS_VERSIONED';
export const MULTI_LOCALE_ENV = 'NEXT_PUBLIC_MULTI_LOCALE';

/** `npm run build` and `npm run dev`, before Next starts: sets both from the site's versions and locales. */
export async function setNavbarCodeEnv(): Promise<void> {
  let versioned = false;
  let locales = false;
  try {
    const { site } = await import('../site');
    versioned = (await import('../docusaurus/versions')).docsVersions().length > 1;
    locales = site.i18n.locales.length > 1;
  } catch {
    // a configuration that does not load is reported by the checks, naming the file
  }
  process.env[DOCS_VERSIONED_ENV] = versioned ? '1' : '0';
  process.env[MULTI_LOCALE_ENV] = locales ? '1' : '0';
}
