// `npm run test:e2e`: build out/ when it is missing or older than the sources, serve it, run Playwright.
// A second export with a test analytics id (out-gtag/) serves the analytics spec, and a third, the
// OSO team's Docusaurus sample built unchanged (out-compat/), serves the Docusaurus drop-in spec, and
// a fourth, a small generated site with one long category and the pages the engine's specs read
// (out-fixture/: e2e/long-sidebar-site.ts, e2e/engine-pages.ts), the specs that test the engine,
// and a fifth, create-docusaurus's classic template built unchanged (out-classic/), the template's spec,
// and a sixth, the MySQL2 docs (a real site, out-mysql2/), its spec against Docusaurus's routes,
// then a site with its docs at the root (out-rootdocs/), one with its blog under /news (out-routeopts/), one at the root (out-blogroot/),
// and the wshub docs (a real versioned site, out-wshub/), against Docusaurus's routes too.
// Each is built by `npm run build`'s script, the analytics variant last: the others share one compile.
// The fixture is built three times: after an edit, with the caches and without, the two must match.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import os from 'node:os';
import { pageFile, writeLongSidebarSite } from '../e2e/long-sidebar-site';
import { writeRootDocsSite } from '../e2e/root-docs-site';
import { writeRouteOptionsSite } from '../e2e/route-options-site';
import { writeBlogRootSite } from '../e2e/blog-root-site';
import { writeIslandsSite } from '../e2e/islands-site';
import { writeFrenchSite, writePersianSite, writeVersionedLocaleSite } from '../e2e/locale-sites';
import { forgetCompile } from '../lib/builder/compile-cache';
import { walkFiles } from '../lib/fs-walk';
import { E2E_PORT } from '../e2e/port';
import { CLASSIC_TEMPLATES, withClassicTemplate } from './classic-template';
import { COMPAT_CORPUS, MYSQL2_ROUTES, MYSQL2_SITE, WSHUB_ROUTES, WSHUB_SITE, withCorpusCopy } from './compat';
import { createStaticServer } from './static-server';

const SOURCES = ['app', 'components', 'lib', 'content', 'public', 'scripts', 'contentlayer.config.ts', 'next.config.ts', 'package.json'];
export const TEST_GTAG_ID = 'G-E2ETEST000';

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), st.mtimeMs);
}
const stale = (marker: string, extra: string[] = []) => {
  const built = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  return !built || [...SOURCES, ...extra].some((s) => newest(s) > built);
};
/** Files that are in one tree and not the other, or differ in a byte. */
function treeDifferences(a: string, b: string): string[] {
  const [fa, fb] = [walkFiles(a), walkFiles(b)];
  const [inA, inB] = [new Set(fa), new Set(fb)];
  return [
    ...fa.filter((f) => !inB.has(f) || !fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f)))),
    ...fb.filter((f) => !inA.has(f)),
  ];
}
const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/** A small site that `write` puts in a temporary folder, built into `outDir` when it is older than the sources or `source`. */
function buildWrittenSite(outDir: string, source: string, what: string, write: (dir: string) => void) {
  if (!stale(`${outDir}/404.html`, [source])) return;
  console.log(`Building ${what} into ${outDir}/ for the end-to-end tests…`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `oso-${outDir}-`));
  try {
    write(dir);
    run(['scripts/run.mjs', 'build'], { CONTENT_DIR: dir, OUT_DIR: outDir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  if (stale('out-fixture/404.html', ['e2e/long-sidebar-site.ts', 'e2e/engine-pages.ts'])) {
    console.log('Building a site with a long category (out-fixture/) for the end-to-end tests…');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-fixture-'));
    try {
      writeLongSidebarSite(dir);
      const env = { CONTENT_DIR: dir, OUT_DIR: 'out-fixture' };
      run(['scripts/run.mjs', 'build'], env);
      // An author's next build (one page edited, the caches this build filled) writes what a build
      // with the caches cleared writes, byte for byte (#40).
      fs.appendFileSync(path.join(dir, pageFile(1)), '\n\nA paragraph added between two builds.\n');
      console.log('Building it again after one page was edited, with the caches kept…');
      run(['scripts/run.mjs', 'build'], env);
      const warm = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-fixture-warm-'));
      try {
        fs.cpSync('out-fixture', warm, { recursive: true });
        console.log("…and once more with the build caches cleared (Turbopack's kept), to compare…");
        for (const cache of ['.contentlayer', path.join('node_modules', '.cache')]) fs.rmSync(cache, { recursive: true, force: true });
        forgetCompile();
        run(['scripts/run.mjs', 'build'], env);
        const differ = treeDifferences(warm, 'out-fixture');
        if (differ.length) {
          console.error(`✖ out-fixture/: the build with caches and the build without them differ in ${differ.length} file(s):\n  ${differ.slice(0, 20).join('\n  ')}`);
          process.exit(1);
        }
        console.log('✔ out-fixture/: the build with caches and the build without them wrote the same files, byte for byte');
      } finally {
        fs.rmSync(warm, { recursive: true, force: true });
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (fs.existsSync(COMPAT_CORPUS) && stale('out-compat/404.html', [COMPAT_CORPUS])) {
    console.log(`Building ${path.relative(process.cwd(), COMPAT_CORPUS)} unchanged (from a copy) into out-compat/ for the end-to-end tests…`);
    withCorpusCopy((copy) => run(['scripts/run.mjs', 'build'], { CONTENT_DIR: copy, OUT_DIR: 'out-compat' }));
  }
  if (fs.existsSync(MYSQL2_SITE) && stale('out-mysql2/404.html', [MYSQL2_SITE])) {
    console.log(`Building ${path.relative(process.cwd(), MYSQL2_SITE)} unchanged (from a copy) into out-mysql2/ for the end-to-end tests…`);
    withCorpusCopy((copy) => run(['scripts/run.mjs', 'build'], { CONTENT_DIR: copy, OUT_DIR: 'out-mysql2' }), MYSQL2_SITE);
  }
  if (fs.existsSync(WSHUB_SITE) && stale('out-wshub/404.html', [WSHUB_SITE])) {
    console.log(`Building ${path.relative(process.cwd(), WSHUB_SITE)} unchanged (from a copy) into out-wshub/ for the end-to-end tests…`);
    withCorpusCopy((copy) => run(['scripts/run.mjs', 'build'], { CONTENT_DIR: copy, OUT_DIR: 'out-wshub' }), WSHUB_SITE);
  }
  if (stale('out-classic/404.html', [CLASSIC_TEMPLATES])) {
    console.log("Building create-docusaurus's classic template unchanged (from a new copy) into out-classic/ for the end-to-end tests…");
    withClassicTemplate((dir) => run(['scripts/run.mjs', 'build'], { CONTENT_DIR: dir, OUT_DIR: 'out-classic' }));
  }
  buildWrittenSite('out-rootdocs', 'e2e/root-docs-site.ts', "a site with its docs at the root (routeBasePath '/')", writeRootDocsSite);
  buildWrittenSite('out-islands', 'e2e/islands-site.ts', 'a small site whose components run in the browser (islands)', writeIslandsSite);
  buildWrittenSite('out-fr', 'e2e/locale-sites.ts', "a small site whose only locale is French (i18n.defaultLocale 'fr')", writeFrenchSite);
  buildWrittenSite('out-fa', 'e2e/locale-sites.ts', "a small right-to-left site whose only locale is Persian (i18n.defaultLocale 'fa')", writePersianSite);
  buildWrittenSite('out-i18nver', 'e2e/locale-sites.ts', 'a small site with two docs versions and two locales', writeVersionedLocaleSite);
  if (stale('out/404.html')) {
    console.log('Building the site for the end-to-end tests…');
    run(['scripts/run.mjs', 'build']);
  }
  // After out/: its blog route folder (app/news, lib/builder/blog-route-folder.ts) is a compile of its own.
  buildWrittenSite('out-routeopts', 'e2e/route-options-site.ts', 'a site with its blog under /news and its docs read from documentation/', writeRouteOptionsSite);
  // Its blog at the root: the blog's folders at app/(site)/ and the posts' code in the catch-all, a compile of its own.
  buildWrittenSite('out-blogroot', 'e2e/blog-root-site.ts', "a blog-only site with its blog at the root (routeBasePath '/')", writeBlogRootSite);
  // Last: its NEXT_PUBLIC_GTAG_ID is compiled in, so it cannot reuse the others' compile.
  if (stale('out-gtag/404.html')) {
    console.log('Building the analytics variant (out-gtag/) for the end-to-end tests…');
    run(['scripts/run.mjs', 'build'], { NEXT_PUBLIC_GTAG_ID: TEST_GTAG_ID, OUT_DIR: 'out-gtag' });
  }
}

const listen = (server: Server, port: number) => new Promise<void>((resolve) => server.listen(port, resolve));
/** Each export on its own port (main, then the next ports); a variant is served when it was built. */
const EXPORTS: { root: string; urlVar: string; basePath?: string; extra?: Record<string, string> }[] = [
  { root: 'out', urlVar: 'BASE_URL' },
  { root: 'out-gtag', urlVar: 'GTAG_BASE_URL', extra: { GTAG_ID: TEST_GTAG_ID } },
  { root: 'out-compat', urlVar: 'COMPAT_BASE_URL', extra: { COMPAT_CORPUS } },
  { root: 'out-fixture', urlVar: 'FIXTURE_BASE_URL' },
  { root: 'out-classic', urlVar: 'CLASSIC_BASE_URL' },
  // Its config's baseUrl is /node-mysql2/: served there, as a static host would.
  { root: 'out-mysql2', urlVar: 'MYSQL2_BASE_URL', basePath: '/node-mysql2', extra: { MYSQL2_SITE, MYSQL2_ROUTES } },
  { root: 'out-rootdocs', urlVar: 'ROOTDOCS_BASE_URL' },
  { root: 'out-routeopts', urlVar: 'ROUTEOPTS_BASE_URL' },
  { root: 'out-blogroot', urlVar: 'BLOGROOT_BASE_URL' },
  // baseUrl /wshub/, as its config says.
  { root: 'out-wshub', urlVar: 'WSHUB_BASE_URL', basePath: '/wshub', extra: { WSHUB_SITE, WSHUB_ROUTES } },
  { root: 'out-islands', urlVar: 'ISLANDS_BASE_URL' },
  { root: 'out-fr', urlVar: 'FR_BASE_URL' },
  { root: 'out-fa', urlVar: 'FA_BASE_URL' },
  { root: 'out-i18nver', urlVar: 'I18NVER_BASE_URL' },
];
const servers: Server[] = [];
const env: NodeJS.ProcessEnv = { ...process.env };
const served: string[] = [];
for (const [i, x] of EXPORTS.entries()) {
  // 404.html: every export has one (a site without its own `/` has no index.html).
  if (i > 0 && !fs.existsSync(path.join(x.root, '404.html'))) continue;
  const server = createStaticServer({ root: x.root, basePath: x.basePath });
  await listen(server, E2E_PORT + i);
  servers.push(server);
  Object.assign(env, { [x.urlVar]: `http://localhost:${E2E_PORT + i}${x.basePath ?? ''}` }, x.extra);
  served.push(`${x.root}/ on ${env[x.urlVar]}`);
}
console.log(`Serving ${served.join(', ')} for Playwright`);

// Async spawn: the servers answer from this same event loop while Playwright runs.
const child = spawn(path.join('node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], { stdio: 'inherit', env });
child.on('exit', (code, signal) => {
  servers.forEach((s) => s.close());
  process.exit(code ?? (signal ? 1 : 0));
});
