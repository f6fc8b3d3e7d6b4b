/**
 * Code a site carries only when it needs it. Each variant is a module name the engine imports
 * (`oso-…`), which next.config.ts aliases to its real code on a site that has the feature and to a
 * module that renders nothing on the others, so a site with one version, one locale and its blog
 * under /blog ships none of those features' code (the 150 KB first-load budget).
 *
 * `npm run build` and `npm run dev` decide each from the site (`setCodeVariantsEnv`, before Next
 * starts) and hand it to Next as a NEXT_PUBLIC_ variable, so the compile's fingerprint
 * (./compile-cache.ts) changes with it.
 */
export const DOCS_VERSIONED_ENV = 'NEXT_PUBLIC_DOCS_VERSIONED';
export const MULTI_LOCALE_ENV = 'NEXT_PUBLIC_MULTI_LOCALE';
export const BLOG_AT_ROOT_ENV = 'NEXT_PUBLIC_BLOG_AT_ROOT';

type Variant = { env: string; on: string; off: string };

/** Each aliased module: the variable that says the site needs it, its code, and the stand-in. */
export const CODE_VARIANTS: Record<string, Variant> = {
  // The navbar's version items: drawn on the server, with the browser code that follows the version in view.
  'oso-versions-nav': { env: DOCS_VERSIONED_ENV, on: './components/navbar/versions.tsx', off: './components/navbar/versions-none.tsx' },
  // The language menu's rows: the page in view in each locale.
  'oso-locales-nav': { env: MULTI_LOCALE_ENV, on: './components/navbar/same-page-anchor.tsx', off: './components/navbar/same-page-anchor-none.tsx' },
  // The posts of a blog at the site's root, in the site's catch-all (./blog-route-folder.ts).
  'oso-root-posts': { env: BLOG_AT_ROOT_ENV, on: './components/blog/root-posts.tsx', off: './components/blog/root-posts-none.tsx' },
};

/** next.config.ts: each variant's module for the site the environment describes. */
export const codeVariantAliases = (env: Record<string, string | undefined> = process.env): Record<string, string> =>
  Object.fromEntries(Object.entries(CODE_VARIANTS).map(([name, v]) => [name, env[v.env] === '1' ? v.on : v.off]));

/** What the site needs, from its settings (a configuration that does not load needs none: the checks report it). */
export async function siteCodeNeeds(): Promise<Record<string, boolean>> {
  const needs = { [DOCS_VERSIONED_ENV]: false, [MULTI_LOCALE_ENV]: false, [BLOG_AT_ROOT_ENV]: false };
  try {
    const { site } = await import('../site');
    needs[DOCS_VERSIONED_ENV] = (await import('../docusaurus/versions')).docsVersions().length > 1;
    needs[MULTI_LOCALE_ENV] = site.i18n.locales.length > 1;
    needs[BLOG_AT_ROOT_ENV] = site.blog.enabled && site.blog.routeBasePath === '';
  } catch {
    // a configuration that does not load is reported by the checks, naming the file
  }
  return needs;
}

/** `npm run build` and `npm run dev`, before Next starts: sets every variant's variable from the site. */
export async function setCodeVariantsEnv(): Promise<void> {
  for (const [name, on] of Object.entries(await siteCodeNeeds())) process.env[name] = on ? '1' : '0';
}
