// `npm run check`: the site configuration and every content rule (frontmatter, routes, sidebar,
// headings, images, chart data, code blocks, links between pages) in about two seconds, without building. `--links` also
// crawls an existing export (what the post-build's last step does). The rules are lib/checks/**.
import { ExportedSite } from '@/lib/exported-site';
import { report, runExportChecks, runSourceChecks } from '@/lib/checks/cli';
import { OUT_DIR } from '@/lib/env';

let ok = report(await runSourceChecks(process.cwd()), 'content checks');
if (process.argv.includes('--links')) {
  let out: ExportedSite;
  try {
    out = new ExportedSite(OUT_DIR);
  } catch (e) {
    console.error(`--links: ${(e as Error).message}`);
    process.exit(1);
  }
  ok = report(await runExportChecks(out), 'link check') && ok;
}
if (!ok) {
  console.error('\nFix the errors above: each names the file and the field or line.');
  process.exit(1);
}
