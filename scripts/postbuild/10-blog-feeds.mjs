// Post-build: blog feeds (RSS, Atom, JSON; RSS per tag) with each post's rendered HTML, read
// from the exported pages. The logic is lib/blog/postbuild.ts,
// bundled here with esbuild (contentlayer2's own bundler) so the TypeScript and path aliases resolve.
import { OUT_DIR } from '../out-dir.mjs';
import { importTs } from '../import-ts.mjs';

const outDir = OUT_DIR;


process.env.NEXT_PUBLIC_BASE_PATH ??= (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
const { writeBlogFeeds } = await importTs('lib/blog/postbuild.ts', { production: true });
const { posts, tags } = writeBlogFeeds(outDir);
console.log(`blog: feeds with ${posts} posts, ${tags} tag feeds`);
