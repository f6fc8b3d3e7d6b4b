/**
 * Where the site is served and how its page URLs end, decided once for every process of a build:
 * `BASE_PATH` when set (a deployment's override), else the site's Docusaurus `baseUrl`, else the root;
 * and the config's `trailingSlash`. `npm run build` hands both to its phases, and next.config.ts to
 * the browser bundle, as the `NEXT_PUBLIC_*` variables lib/url.ts reads; a process started on its
 * own (`npm start`, `npm run dev`, the bench) resolves them here from the same cached config.
 */
import { docusaurusSite } from './docusaurus/settings';
import { contentPaths } from './env';
import { normalizeBasePath } from './url';

export const BASE_PATH_ENV = 'NEXT_PUBLIC_BASE_PATH';
export const TRAILING_SLASH_ENV = 'NEXT_PUBLIC_TRAILING_SLASH';

export type UrlSettings = { basePath: string; trailingSlash?: boolean };

/** The order of precedence: the environment's `BASE_PATH`, the config's `baseUrl`, the root. */
export function resolveUrlSettings(envBasePath: string | undefined, config: { baseUrl?: unknown; trailingSlash?: unknown } | undefined): UrlSettings {
  const fromConfig = typeof config?.baseUrl === 'string' ? config.baseUrl : undefined;
  const basePath = normalizeBasePath(envBasePath ?? fromConfig);
  const trailingSlash = typeof config?.trailingSlash === 'boolean' ? config.trailingSlash : undefined;
  return { basePath, trailingSlash };
}

/** The variables lib/url.ts reads, for a child process or the bundle. */
export const urlSettingsEnv = (s: UrlSettings): Record<string, string> => ({
  [BASE_PATH_ENV]: s.basePath,
  [TRAILING_SLASH_ENV]: s.trailingSlash === undefined ? '' : String(s.trailingSlash),
});

/** The settings of the content folder's config (cached by lib/docusaurus/settings.ts) and `BASE_PATH`. */
export const contentUrlSettings = (env: Record<string, string | undefined> = process.env, root = contentPaths().root): UrlSettings =>
  resolveUrlSettings(env.BASE_PATH, docusaurusSite(root)?.settings);

/** This build's settings: as `npm run build` handed them down, else resolved from the content folder. */
export function siteUrlSettings(env: Record<string, string | undefined> = process.env, root = contentPaths().root): UrlSettings {
  if (env[BASE_PATH_ENV] === undefined) return contentUrlSettings(env, root);
  const t = env[TRAILING_SLASH_ENV];
  return { basePath: env[BASE_PATH_ENV]!, trailingSlash: t === 'true' ? true : t === 'false' ? false : undefined };
}
