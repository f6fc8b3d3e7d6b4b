// Post-build: blog feeds (RSS, Atom, JSON; RSS per tag) with each post's rendered HTML, read
// from the exported pages, and images kept beside folder posts. The logic is lib/blog/postbuild.ts,
// bundled here with esbuild (contentlayer2's own bundler) so the TypeScript and path aliases resolve.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const outDir = path.resolve('out');
const bundle = path.resolve('.next/cache/oso-blog-postbuild.mjs');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
fs.mkdirSync(path.dirname(bundle), { recursive: true });

await build({
  entryPoints: ['lib/blog/postbuild.ts'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  alias: { 'contentlayer/generated': './.contentlayer/generated/index.mjs' },
  external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})],
  // Drafts are never exported: the production rules apply, as in `next build`.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

process.env.NEXT_PUBLIC_BASE_PATH ??= (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const { copyPostAssets, removePlaceholders, writeBlogFeeds } = await import(pathToFileURL(bundle).href);
removePlaceholders(outDir);
const assets = copyPostAssets(outDir);
const { posts, tags } = writeBlogFeeds(outDir);
console.log(`blog: feeds with ${posts} posts, ${tags} tag feeds, ${assets} post assets copied`);
