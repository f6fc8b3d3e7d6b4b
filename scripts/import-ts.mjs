// Import a TypeScript module of lib/ from a Node script (post-build steps, `npm run check`): esbuild
// bundles it with the tsconfig path aliases and contentlayer's generated data, package imports left
// external, into a temporary file inside node_modules so those packages resolve from it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * @param {string} entry e.g. 'lib/blog/postbuild.ts'
 * @param {{ production?: boolean, requireShim?: boolean }} [opts] production: drafts are dropped as in
 *   `next build`; requireShim: give bundled CommonJS code a `require`.
 */
export async function importTs(entry, { production = false, requireShim = false } = {}) {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const outfile = path.resolve(`node_modules/.cache/oso-ts/${path.basename(entry, '.ts')}-${process.pid}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    alias: { 'contentlayer/generated': './.contentlayer/generated/index.mjs' },
    external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})],
    ...(production ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
    ...(requireShim ? { banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" } } : {}),
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}
