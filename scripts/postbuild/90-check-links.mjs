// Post-build, last: crawl every exported HTML page. An internal link (page, asset, feed, image) that
// reaches no file fails the build with "file → link" lines; a missing #anchor warns; external
// links are not fetched. Runs after the other steps, so the feeds and the search index exist.
import { OUT_DIR } from '../out-dir.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { loadChecks, report } from '../check.mjs';

const out = OUT_DIR;
if (!fs.existsSync(path.join(out, 'index.html'))) throw new Error('out/ has no exported site: run next build first.');
const checks = await loadChecks();
if (!report(checks, 'link check', await checks.runExportChecks(out))) {
  console.error('\nFix the links above (the file is the exported page; the link is as written in it).');
  process.exit(1);
}
