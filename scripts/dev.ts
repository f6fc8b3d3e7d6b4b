// `npm run dev`: contentlayer in watch mode beside next dev, so MDX edits reload live. The content
// folder's static/ and the files docs keep beside them (published under /assets/) are not in
// public/: a small server answers for them, and next dev falls back to it (next.config.ts).
import { contentKindOf } from '@/lib/content-folders';
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import type { AddressInfo } from 'node:net';
import { shownFrom } from '@/lib/checks/read';
import { checkFile, writeDevErrors, type DevError } from '@/lib/dev/content-errors';
import { writeContentGeneration } from '@/lib/dev/content-generation';
import { importersOf, isSiteCode, markChanged } from '@/lib/dev/site-code-edits';
import { contentPageFolders, isContentPage, isDocumentSource, listPageFiles } from '@/lib/docusaurus/page-files';
import { walkFiles } from '@/lib/fs-walk';
import { contentPaths } from '@/lib/env';
import { devServerEnv } from '@/lib/build-phases';
import { contentTypeOf, resolveFile } from './static-server';

const roots = [
  { prefix: '/assets/', dir: path.resolve('.contentlayer', 'assets') },
  { prefix: '/', dir: contentPaths().static },
];

const files = http.createServer((req, res) => {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return void res.writeHead(404).end();
  }
  for (const { prefix, dir } of roots) {
    if (!pathname.startsWith(prefix) || !fs.existsSync(dir)) continue;
    const file = resolveFile(dir, pathname.slice(prefix.length - 1));
    // With its type: the browser runs an island's chunk (an ES module) only when it is JavaScript's.
    if (file) return fs.createReadStream(file).pipe(res.writeHead(200, { 'Content-Type': contentTypeOf(file) }));
  }
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
await (await import('@/lib/docusaurus/resolve')).prepareDocusaurusSite(contentPaths().root);
// The blog's route folder at its routeBasePath (lib/builder/blog-route-folder.ts), before next dev reads app/.
await (await import('@/lib/builder/blog-route-folder')).writeSiteBlogRouteFolder();
// And the site's `/` (lib/builder/home-route.ts).
await (await import('@/lib/builder/home-route')).writeSiteHomeRoute();
// As `docusaurus start`: the default locale, or the one `--locale <name>` names, at its own path
// (/zh-CN/…), with the default locale's routes beside it (lib/builder/locale-route-folders.ts).
{
  const at = process.argv.indexOf('--locale');
  const locale = at >= 0 ? process.argv[at + 1] : undefined;
  const { site } = await import('@/lib/site');
  if (locale && !site.i18n.locales.some((l) => l.locale === locale)) {
    console.error(`✖ --locale ${locale}: not one of the site's i18n.locales (${site.i18n.locales.map((l) => l.locale).join(', ')})`);
    process.exit(1);
  }
  await (await import('@/lib/builder/locale-route-folders')).writeSiteLocaleRouteFolders(process.cwd(), locale ?? '');
}
await (await import('@/lib/builder/code-variants')).setCodeVariantsEnv();
// A Docusaurus site's src/pages, compiled as the server starts and again when they or the code they import change.
const { writeSitePages } = await import('@/lib/content/site-pages-file');
for (const w of await writeSitePages()) console.warn(`⚠ ${w}`);
// PWD: contentlayer2 reads its folder from it before cwd (see scripts/content.ts).
const env = { ...process.env, PWD: process.cwd(), ...devServerEnv({ devFiles: `http://127.0.0.1:${(files.address() as AddressInfo).port}` }) };

const procs: ChildProcess[] = [];
const watchers: fs.FSWatcher[] = [];
const stop = () => {
  procs.forEach((p) => p.kill('SIGTERM'));
  files.close();
  // Nothing may keep this process alive once its children are gone.
  watchers.forEach((w) => w.close());
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const start = (cmd: string, args: string[], stdio: StdioOptions = 'inherit') => {
  const p = spawn(path.join('node_modules', '.bin', cmd), args, { stdio, env });
  p.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
  procs.push(p);
  return p;
};

// Each docs or blog file is checked as it is saved; its errors show on every page until it is fixed.
const root = contentPaths().root;
const shown = shownFrom(process.cwd());
const problems = new Map<string, DevError[]>();
writeDevErrors([]);
const recheck = (rel: string) => {
  const abs = path.join(root, rel);
  if (fs.existsSync(abs)) problems.set(rel, checkFile(fs.readFileSync(abs, 'utf8'), shown(abs), rel));
  else problems.delete(rel);
  writeDevErrors([...problems.values()].flat());
};

// An edit to the site's own code (lib/dev/site-code-edits.ts): the docs and posts that import it are
// compiled again by contentlayer (which then reloads the page), src/pages here. Editors save in
// bursts (a temporary file, then the file): the edits of 100 ms are taken together.
const pagesDir = path.join(root, 'src', 'pages');
// The other locales' translated pages (lib/docusaurus/page-files.ts localizedPageFiles): an edit there compiles the pages again too.
const localePagesDirs = await (async () => {
  const { site } = await import('@/lib/site');
  const { localizedContentFolder } = await import('@/lib/docusaurus/i18n');
  return site.i18n.locales.filter((l) => l.locale !== site.i18n.defaultLocale).map((l) => localizedContentFolder(site.i18n, l.locale, 'pages'));
})();
const isLocalePage = (rel: string) => localePagesDirs.some((d) => rel.startsWith(`${d}/`));
const editedCode = new Set<string>();
let codeTimer: NodeJS.Timeout | undefined;
let pagesWrite = Promise.resolve();
const siteCodeEdited = () => {
  const changed = [...editedCode];
  editedCode.clear();
  const content = contentPageFolders()
    .filter((dir) => fs.existsSync(path.join(root, dir)))
    .flatMap((dir) => walkFiles(path.join(root, dir)).map((rel) => path.join(dir, rel)))
    .filter((rel) => isDocumentSource(rel.split(path.sep).join('/')))
    .map((rel) => path.join(root, rel));
  const pages = fs.existsSync(pagesDir) ? listPageFiles(pagesDir).map((p) => path.join(pagesDir, p.rel)) : [];
  const docs = new Set(changed.flatMap((f) => importersOf(f, content, root)));
  markChanged([...docs]);
  const inLocalePages = (f: string) => isLocalePage(path.relative(root, f).split(path.sep).join('/'));
  if (changed.some((f) => f.startsWith(pagesDir + path.sep) || inLocalePages(f) || importersOf(f, pages, root).length)) {
    pagesWrite = pagesWrite.then(async () => {
      for (const w of await writeSitePages()) console.warn(`⚠ ${w}`);
      writeContentGeneration(++generations);
    });
  }
};
watchers.push(
  fs.watch(root, { recursive: true }, (_event, name) => {
    const rel = name ? String(name).split(path.sep).join('/') : '';
    // A partial is checked as part of the pages that import it, not as a page of its own.
    if (isContentPage(rel)) recheck(rel);
    if ((isSiteCode(rel) || isLocalePage(rel)) && fs.existsSync(path.join(root, rel))) {
      editedCode.add(path.join(root, rel));
      clearTimeout(codeTimer);
      codeTimer = setTimeout(siteCodeEdited, 100);
    }
  }),
);

// Each generation contentlayer finishes is counted into a file the pages import
// (lib/dev/content-generation.ts): the open page reloads with the new documents.
let generations = 0;
let generated = () => {};
const firstGeneration = new Promise<void>((resolve) => (generated = resolve));
writeContentGeneration(generations);
const content = start('contentlayer2', ['dev'], ['inherit', 'pipe', 'inherit']);
readline.createInterface({ input: content.stdout! }).on('line', (line) => {
  console.log(line);
  if (!/^Generated \d+ documents/.test(line)) return;
  writeContentGeneration(++generations);
  generated();
});
// A page that reads contentlayer's documents before they were ever generated is a 500. On a first
// start the dev server waits for them; later starts serve the last generation at once while
// contentlayer refreshes it (pages reload when it does).
if (!fs.existsSync(path.resolve('.contentlayer', 'generated', 'index.mjs'))) {
  console.log('\nGenerating the content for the first time; the dev server starts once it is written…');
  const began = Date.now();
  const ended = new Promise<number>((resolve) => content.on('exit', (code) => resolve(code || 1)));
  const failed = await Promise.race([firstGeneration.then(() => undefined), ended]);
  if (failed !== undefined) process.exit(failed);
  console.log(`Content generated in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}
// `--locale <name>` is this script's (above), not next dev's.
const nextArgs = process.argv.slice(2).filter((a, i, all) => a !== '--locale' && all[i - 1] !== '--locale');
start('next', ['dev', ...nextArgs]);
