// Post-build: a Markdown twin of every doc and post (/docs/a/b.md, /blog/slug.md), /llms.txt and
// /llms-full.txt. The logic is lib/seo/postbuild.ts, bundled with esbuild as 10-blog-feeds.mjs does.
import { OUT_DIR } from '../out-dir.mjs';
import { importTs } from '../import-ts.mjs';

const outDir = OUT_DIR;

const t = Date.now();

process.env.NEXT_PUBLIC_BASE_PATH ??= (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const { writeMarkdownOutputs } = await importTs('lib/seo/postbuild.ts', { production: true, requireShim: true });
const n = writeMarkdownOutputs(outDir);
console.log(`markdown: ${n.twins} twins, llms.txt with ${n.links} links, llms-full.txt with ${n.docs} docs (${Date.now() - t} ms)`);
