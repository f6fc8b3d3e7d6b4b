/**
 * Whether the site has more than one docs version, for the compile: next.config.ts aliases the
 * navbar's version items (`oso-versions-nav`) to their browser code on a versioned site only, so a
 * site with one version carries none of it (the 150 KB first-load budget). A NEXT_PUBLIC_ variable,
 * so the compile's fingerprint (./compile-cache.ts) changes with it.
 */
export const DOCS_VERSIONED_ENV = 'NEXT_PUBLIC_DOCS_VERSIONED';

/** `npm run build` and `npm run dev`, before Next starts: sets DOCS_VERSIONED_ENV from the site's versions. */
export async function setDocsVersionedEnv(): Promise<void> {
  let versioned = false;
  try {
    await import('../site');
    versioned = (await import('../docusaurus/versions')).docsVersions().length > 1;
  } catch {
    // a configuration that does not load is reported by the checks, naming the file
  }
  process.env[DOCS_VERSIONED_ENV] = versioned ? '1' : '0';
}
