import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { OUT_DIR_NAME } from './lib/env';
import { normalizeBasePath } from './lib/url';

// BASE_PATH lets the same build live under a sub-path of a host (e.g. /oso-docs).
const basePath = normalizeBasePath(process.env.BASE_PATH);


const config = (phase: string): NextConfig => ({
  output: 'export',
  // OUT_DIR exports a second build beside out/ (Next writes an export to a custom distDir).
  ...(OUT_DIR_NAME !== 'out' ? { distDir: OUT_DIR_NAME } : {}),
  // Every page becomes dir/index.html, which every static host serves for both /a/b and /a/b/.
  trailingSlash: true,
  basePath: basePath || undefined,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (npm run typecheck); the build does not do it again.
  typescript: { ignoreBuildErrors: true },
  // The build reads contentlayer's documents from disk, each page's code when it renders
  // (lib/content/generated-from-disk.ts), instead of bundling the whole site's into every page.
  ...(phase === PHASE_PRODUCTION_BUILD ? { turbopack: { resolveAlias: { 'contentlayer/generated': './lib/content/generated-from-disk.ts' } } } : {}),
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // `npm run dev` only (scripts/dev.ts): files the export copies in after the build (the content's
  // static/ and assets) come from a small local server. An export has no rewrites.
  ...(process.env.OSO_DEV_FILES
    ? { rewrites: async () => ({ beforeFiles: [], afterFiles: [], fallback: [{ source: '/:path*', destination: `${process.env.OSO_DEV_FILES}/:path*` }] }) }
    : {}),
});

export default config;
