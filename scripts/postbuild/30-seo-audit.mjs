// Post-build: hold the export to its discoverability contracts (lib/seo/audit.ts): one canonical
// and og:image per page, JSON-LD that parses, a sitemap of exactly the indexable pages, Markdown
// twins without JSX, llms.txt links that resolve, social cards of 1200×630 under 200 KB.
import { OUT_DIR } from '../out-dir.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { importTs } from '../import-ts.mjs';

const outDir = OUT_DIR;

const t = Date.now();
const { auditExport, pagePathOf, pngSize } = await importTs('lib/seo/audit.ts');
const files = (dir) => fs.readdirSync(path.join(outDir, dir), { recursive: true }).map((f) => path.join(dir, String(f)).replace(/\\/g, '/'));
const all = files('.').filter((f) => !f.startsWith('_next/'));
const read = (f) => fs.readFileSync(path.join(outDir, f));
const pages = all.filter((f) => f.endsWith('.html')).map((f) => ({ path: pagePathOf(f), html: read(f).toString('utf8') }));
const twins = all.filter((f) => f.endsWith('.md')).map((f) => ({ path: `/${f}`, text: read(f).toString('utf8') }));
const cards = all.filter((f) => f.startsWith('og/') && f.endsWith('.png')).map((f) => ({ path: `/${f}`, bytes: fs.statSync(path.join(outDir, f)).size, ...pngSize(read(f)) }));
const exists = (p) => {
  const f = path.join(outDir, decodeURIComponent(p));
  return fs.existsSync(f) && (fs.statSync(f).isFile() || fs.existsSync(path.join(f, 'index.html')));
};
const problems = auditExport({ pages, sitemapXml: read('sitemap.xml').toString('utf8'), twins, llmsTxt: read('llms.txt').toString('utf8'), exists, cards });
const biggest = Math.max(...cards.map((c) => c.bytes));
console.log(`seo audit: ${pages.length} pages, ${twins.length} twins, ${cards.length} cards (largest ${(biggest / 1024).toFixed(0)} KB), ${Date.now() - t} ms`);
if (problems.length) {
  console.error(`✖ ${problems.length} problems:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
