import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { HANDOFF_ENV } from './lib/build-phases';
import { pageWorkers } from './lib/builder/page-workers';
import { contentReady } from './lib/content/content-ready';
import { devOrigins } from './lib/dev/origins';
import { OUT_DIR_NAME } from './lib/env';
import { siteUrlSettings, urlSettingsEnv } from './lib/url-settings';
import { codeVariantAliases } from './lib/builder/code-variants';

// The site's baseUrl (or BASE_PATH) and trailingSlash, as `npm run build` resolved them for its phases.
const urls = siteUrlSettings();
const basePath = urls.basePath;


// The navbar's version items, the language menu's rows, a root blog's posts: their code only on a
// site that has them (lib/builder/code-variants.ts).
const CODE_VARIANTS = codeVariantAliases();

// Browser code that names `process` gets a plain object instead of browserify's polyfill, which only
// React's unreachable `process.emit` path used (-0.7 KB gzip of first-load JS: lib/runtime/browser-process.cjs).
// The build only: `npm run dev`'s client (React's and Next's development code) keeps Next's polyfill.
const BROWSER_PROCESS = { 'next/dist/build/polyfills/process': { browser: './lib/runtime/browser-process.cjs' } };

const config = (phase: string): NextConfig => ({
  output: 'export',
  // OUT_DIR exports a second build beside out/ (Next writes an export to a custom distDir).
  ...(OUT_DIR_NAME !== 'out' ? { distDir: OUT_DIR_NAME } : {}),
  // Every page becomes dir/index.html, which every static host serves for both /a/b and /a/b/; a site
  // with Docusaurus's `trailingSlash: false` gets a/b.html, which hosts serve at /a/b without a redirect.
  trailingSlash: urls.trailingSlash !== false,
  basePath: basePath || undefined,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run build` names the build after its compile's inputs (lib/builder/compile-cache.ts), so the same
  // code and content export the same files whether the compile ran or was reused; else Next's random ID.
  generateBuildId: () => process.env[HANDOFF_ENV.buildId] || null,
  // Errors while pages are generated point into the compiled chunks, not the sources: mapping them
  // cost each page-generating worker ~0.3 s at start (the sample's pages: 8.9 → 8.5 s).
  enablePrerenderSourceMaps: false,
  // `npm test` type-checks the whole project (npm run typecheck); the build does not do it again.
  typescript: { ignoreBuildErrors: true },
  // Social cards (/og/…png) are written by the post-build from their cache (lib/seo/card-files.ts),
  // not as 1,500 routes of `next build`: those came last in its page list, so one of its two workers
  // drew cards while the other rendered every page. Only `npm run dev` serves them as a route.
  ...(phase === PHASE_DEVELOPMENT_SERVER ? { pageExtensions: ['tsx', 'ts', 'jsx', 'js', 'dev.tsx'] } : {}),
  // Live reload wherever the author opened the page: 127.0.0.1, this machine's names and addresses.
  ...(phase === PHASE_DEVELOPMENT_SERVER ? { allowedDevOrigins: devOrigins() } : {}),
  // Both read contentlayer's documents from disk, each page's code when it renders, instead of
  // bundling the whole site's into every page: the build through lib/content/generated-from-disk.ts,
  // `npm run dev` through lib/content/generated-dev.ts, which reloads when contentlayer's generation
  // count changes (lib/dev/content-generation.ts). `npm run dev` also shows the content errors of the
  // files being edited on every page (lib/dev/content-errors.ts).
  ...(phase === PHASE_PRODUCTION_BUILD ? { turbopack: { resolveAlias: { 'contentlayer/generated': './lib/content/generated-from-disk.ts', ...CODE_VARIANTS, ...BROWSER_PROCESS } } } : {}),
  ...(phase === PHASE_DEVELOPMENT_SERVER
    ? {
        turbopack: {
          resolveAlias: {
            'contentlayer/generated': './lib/content/generated-dev.ts',
            'oso-content-generation': './.contentlayer/dev-generation.json',
            'oso-dev-errors': './.contentlayer/dev-errors.json',
            ...CODE_VARIANTS,
          },
        },
      }
    : {}),
  // `npm run build` starts the compile beside contentlayer; the pages, which read its documents, wait for them.
  compiler: { runAfterProductionCompile: () => contentReady() },
  // One worker per core (up to 4), one for a small generation (lib/builder/page-workers.ts).
  // globalNotFound: the 404 page of a site whose routes are under several root layouts (one per locale, app/global-not-found.tsx).
  experimental: { cpus: pageWorkers(), globalNotFound: true },
  env: urlSettingsEnv(urls),
  // `npm run dev` only (scripts/dev.ts): files the export copies in after the build (the content's
  // static/ and assets) come from a small local server. An export has no rewrites.
  ...(process.env[HANDOFF_ENV.devFiles]
    ? { rewrites: async () => ({ beforeFiles: [], afterFiles: [], fallback: [{ source: '/:path*', destination: `${process.env[HANDOFF_ENV.devFiles]}/:path*` }] }) }
    : {}),
});

export default config;
