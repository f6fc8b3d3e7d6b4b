// Generate .contentlayer from the content folder; any document contentlayer rejects fails the build here.
// `--if-missing`: only when nothing was generated yet (the type check needs the generated types).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

if (process.argv.includes('--if-missing') && fs.existsSync(path.join('.contentlayer', 'generated', 'index.d.ts'))) process.exit(0);

// PWD is this process's folder: contentlayer2 takes its working folder from PWD before cwd, and a caller
// that changed folder without updating PWD (npm --prefix, a spawn with cwd) would point it at another project.
const child = spawn(path.join('node_modules', '.bin', 'contentlayer2'), ['build'], { env: { ...process.env, PWD: process.cwd(), NEXT_TELEMETRY_DISABLED: '1' } });
let printed = '';
child.stdout.setEncoding('utf8').on('data', (d: string) => (printed += d));
child.stderr.setEncoding('utf8').on('data', (d: string) => (printed += d));
const status = new Promise<number | null>((resolve) => child.on('close', resolve));

// A Docusaurus site's src/pages (lib/docusaurus/src-pages.ts): they read none of contentlayer's output.
// On an author's next build (contentlayer's cache kept) they compile meanwhile, as loading their
// compile took ~1 s after it. A first build compiles them after, as before: contentlayer then holds
// the whole site, and the compile's code beside it raised the peak memory of a 1,500-page build
// (1.36 → 1.55 GB).
const sitePages = async () => (await import('@/lib/content/site-pages-file')).writeSitePages();
const warm = fs.existsSync(path.join('.contentlayer', '.cache'));
// Beside contentlayer, this process yields the CPU to it (contentlayer is started already, at the
// build's priority).
if (warm) os.setPriority(Math.max(os.getPriority(), 5));
const early = warm ? sitePages() : undefined;
early?.catch(() => {});

const code = await status;
const out = printed.split('\n').filter((l) => !/Unknown user config|nodedir/.test(l)).join('\n');
process.stdout.write(out);
// contentlayer prints problems but can still exit 0; a warning about documents is an error for us.
if (code !== 0 || /(^|\s)Error:|Found \d+ problems? in/.test(out)) {
  console.error('\ncontentlayer reported problems with the content above: fix the named file and field.');
  process.exit(1);
}
for (const w of await (early ?? sitePages())) console.warn(`⚠ ${w}`);
