// `npm run check`: the site configuration and every content rule (frontmatter, routes, sidebar,
// headings, images, links between pages) in about a second, without building. `--links` also
// crawls an existing out/ (what the last post-build step does). The rules are lib/checks/**,
// bundled here with esbuild, as the other post-build steps bundle theirs.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importTs } from './import-ts.mjs';

/** lib/checks/cli.ts as a Node module; package imports stay external and resolve from node_modules. */
export function loadChecks() {
  return importTs('lib/checks/cli.ts');
}

/** Print a run's report; true when it found no error. */
export function report(checks, title, run) {
  for (const line of checks.reportLines(`${title} (${run.counted})`, run.issues, run.ms)) console.log(line);
  return checks.errorsOf(run.issues).length === 0;
}

async function main() {
  process.env.NEXT_PUBLIC_BASE_PATH ??= (process.env.BASE_PATH ?? '').replace(/\/+$/, '');
  const checks = await loadChecks();
  let ok = report(checks, 'content checks', await checks.runSourceChecks(process.cwd()));
  if (process.argv.includes('--links')) {
    const out = path.resolve('out');
    if (!fs.existsSync(path.join(out, 'index.html'))) {
      console.error('--links needs an exported site in out/: run `npm run build` first.');
      process.exit(1);
    }
    ok = report(checks, 'link check of out/', await checks.runExportChecks(out)) && ok;
  }
  if (!ok) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
