// Post-build: a Markdown twin of every doc and post (/docs/a/b.md, /blog/slug.md), /llms.txt and
// /llms-full.txt. The logic is lib/seo/postbuild.ts, bundled with esbuild as 10-blog-feeds.mjs does.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const outDir = path.resolve('out');
const bundle = path.resolve('.next/cache/oso-seo-postbuild.mjs');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
fs.mkdirSync(path.dirname(bundle), { recursive: true });

const t = Date.now();
await build({
  entryPoints: ['lib/seo/postbuild.ts'],
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
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});

process.env.NEXT_PUBLIC_BASE_PATH ??= (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const { writeMarkdownOutputs } = await import(pathToFileURL(bundle).href);
const n = writeMarkdownOutputs(outDir);
console.log(`markdown: ${n.twins} twins, llms.txt with ${n.links} links, llms-full.txt with ${n.docs} docs (${Date.now() - t} ms)`);
