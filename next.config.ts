import type { NextConfig } from 'next';

// BASE_PATH lets the same build live under a sub-path of a host (e.g. /oso-docs).
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

// OUT_DIR exports a second build beside out/ (Next writes an export to a custom distDir).
const outDir = process.env.OUT_DIR?.trim();

const config: NextConfig = {
  output: 'export',
  ...(outDir ? { distDir: outDir } : {}),
  // Every page becomes dir/index.html, which every static host serves for both /a/b and /a/b/.
  trailingSlash: true,
  basePath: basePath || undefined,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (npm run typecheck); the build does not do it again.
  typescript: { ignoreBuildErrors: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // `npm run dev` only (scripts/dev.mjs): files the export copies in after the build (the content's
  // static/ and assets) come from a small local server. An export has no rewrites.
  ...(process.env.OSO_DEV_FILES
    ? { rewrites: async () => ({ beforeFiles: [], afterFiles: [], fallback: [{ source: '/:path*', destination: `${process.env.OSO_DEV_FILES}/:path*` }] }) }
    : {}),
};

export default config;
