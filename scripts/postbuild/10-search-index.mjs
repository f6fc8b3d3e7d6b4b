// Post-build: read the exported HTML into DocSearch records and write the local search index.
// The logic is TypeScript in lib/search/; esbuild (installed with vitest/vite) bundles it for Node.
import { OUT_DIR } from '../out-dir.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importTs } from '../import-ts.mjs';

const GZIP_BUDGET = 300 * 1024;

/** Load a TypeScript module of lib/search (and what it imports) as a Node module. */
export function loadSearchLib(entry = 'lib/search/build.ts') {
  return importTs(entry, { requireShim: true });
}

/**
 * Turbopack bundles `new Worker(new URL('./worker.ts', import.meta.url))` into chunks (what the
 * browser runs) and also copies the worker's TypeScript source to _next/static/media/, which
 * nothing requests. Source files are not published.
 */
function removeWorkerSource(outDir) {
  const media = path.join(outDir, '_next/static/media');
  if (!fs.existsSync(media)) return [];
  const stray = fs.readdirSync(media).filter((f) => /^worker\.[\w-]+\.ts$/.test(f));
  for (const f of stray) fs.rmSync(path.join(media, f));
  return stray;
}

async function main() {
  const outDir = OUT_DIR;
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error('out/ has no exported site: run next build first.');
  const removed = removeWorkerSource(outDir);
  if (removed.length) console.log(`search worker: removed the unused source copy ${removed.join(', ')}`);
  const t = Date.now();
  const { writeSearchIndex } = await loadSearchLib();
  const m = writeSearchIndex(outDir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`search index: ${m.records} records from ${m.pages} pages → out${m.path}`);
  console.log(`  ${kb(m.bytes)} raw, ${kb(m.gzipBytes)} gzip (budget ${kb(GZIP_BUDGET)}), ${Date.now() - t} ms`);
  if (m.pages === 0) throw new Error('no page produced search records: is the HTML structure (main > article > h1) still the same?');
  if (m.gzipBytes > GZIP_BUDGET) throw new Error(`search index is ${kb(m.gzipBytes)} gzip, over the ${kb(GZIP_BUDGET)} budget.`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(`✖ search index: ${e.message}`);
    process.exit(1);
  });
}
