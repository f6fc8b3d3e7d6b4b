// What a cold build starts without, for the benches that compare cold and warm builds.
import path from 'node:path';

/**
 * An engine checkout's build caches: contentlayer's output, Next's build (the compile a build with
 * unchanged code reuses, and Turbopack's cache) and node_modules/.cache (social cards, Markdown twins,
 * the resolved Docusaurus configuration, the note of what each export was built from).
 */
export const engineCaches = (dir = process.cwd()) => ['.contentlayer', '.next', path.join('node_modules', '.cache')].map((c) => path.resolve(dir, c));
