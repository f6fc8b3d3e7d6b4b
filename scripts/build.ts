// `npm run build`: the checks, then next build's compile and the social cards, beside content (contentlayer2)
// → next build's pages → post-build (scripts/postbuild.ts). lib/build-phases.ts lists the phases and
// names what each hands the next (the OSO_* variables and marker files); README, "A build, step by step".
// Each phase is its own process: the checks run in development mode (drafts included), the
// post-build in production mode, as `next build` does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEAP_GROWING_FLAG } from '@/lib/heap';
import { buildMarkers, holdMarker, nextBuildEnv, postBuildEnv } from '@/lib/build-phases';
import { prepareDocusaurusSite } from '@/lib/docusaurus/resolve';
import { clearGeneratedPages, compiledAlready, compileFingerprint, forgetCompile, noteCompile } from '@/lib/builder/compile-cache';
import { writeSiteBlogRouteFolder } from '@/lib/builder/blog-route-folder';
import { writeSiteHomeRoute } from '@/lib/builder/home-route';
import { writeSiteLocaleRouteFolders } from '@/lib/builder/locale-route-folders';
import { setCodeVariantsEnv } from '@/lib/builder/code-variants';
import { trimTurbopackCache } from '@/lib/builder/turbopack-cache';
import { forgetExport, noteExport, readBuildInputs, upToDate } from '@/lib/builder/up-to-date';
import { isDocumentSource } from '@/lib/docusaurus/page-files';
import { markImportersOfEdits } from '@/lib/builder/document-imports';
import { keepFinalPages, keepPages, pagesKept, writePagePlan, type DocumentPrint, type PagePlan } from '@/lib/builder/page-reuse';
import { contentPaths, OUT_DIR, OUT_DIR_NAME } from '@/lib/env';
import { outDirProblem, publishStaged, removeInBackground, removeLeftOldExports, stagingName } from '@/lib/builder/out-dir';
import { phaseGuard } from '@/lib/builder/phase-guard';
import { contentUrlSettings, urlSettingsEnv } from '@/lib/url-settings';
import { scriptCommand } from './tsx';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const fail = (label: string, code: number | null, signal?: NodeJS.Signals | null): never => {
  console.error(`\n✖ ${label} failed (exit ${code ?? signal})`);
  process.exit(code || 1);
};
// Before anything: an OUT_DIR Next cannot write (outside the project) fails here, not late in next build.
const outProblem = outDirProblem(OUT_DIR_NAME);
if (outProblem) {
  console.error(`✖ ${outProblem}`);
  process.exit(1);
}
/** Stops every phase's process group when this build ends, a SIGKILL included (lib/builder/phase-guard.ts). */
const guard = phaseGuard();
/** Stops a phase's whole process group (contentlayer's own process, Next's workers); it may have ended. */
const stopGroup = (pid: number | undefined) => {
  try {
    process.kill(-pid!, 'SIGTERM');
  } catch {
    // already ended
  }
};

/**
 * A phase run beside the one in the foreground, in its own process group (so it can be stopped
 * whole, contentlayer's own process included); its output is held and shown when it is awaited,
 * so two logs never interleave.
 */
function aside(label: string, cmd: string, args: string[], beside: string) {
  const t = Date.now();
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  guard.add(child.pid);
  let out = '';
  let took = '';
  child.stdout.on('data', (b: Buffer) => (out += b));
  child.stderr.on('data', (b: Buffer) => (out += b));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => {
      guard.remove(child.pid);
      took = seconds(t);
      resolve({ code, signal });
    }),
  );
  const signal = () => stopGroup(child.pid);
  // Ended with the build, however it ends: a failed phase, Ctrl-C, or a kill.
  process.on('exit', signal);
  return {
    /** How it ended, as soon as it does. */
    ended,
    /** Waits for it to end and shows its log: a failure fails the build. */
    async wait() {
      const { code, signal: by } = await ended;
      process.stdout.write(out);
      out = '';
      if (code !== 0) fail(label, code, by);
      console.log(`✔ ${label} (${took} s, beside ${beside})`);
    },
    /** Stops it (it keeps what it did) and shows its log; a failure only costs what it was for. */
    async stop(failed: string) {
      // Only an end of its own, before it was stopped, can be a failure.
      const early = await Promise.race([ended, Promise.resolve(undefined)]);
      signal();
      await ended;
      process.stdout.write(out);
      if (early && early.code !== 0) console.log(`⚠ ${label} failed (exit ${early.code ?? early.signal}): ${failed}`);
    },
  };
}
/**
 * A phase in the foreground, its output shown as it comes, while this script goes on handling the
 * phases beside it (a failure there stops this one too: it is in a process group of its own).
 */
function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const t = Date.now();
  console.log(`\n▶ ${label}`);
  const child = spawn(cmd, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  guard.add(child.pid);
  const stop = () => stopGroup(child.pid);
  process.on('exit', stop);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      guard.remove(child.pid);
      process.off('exit', stop);
      if (code !== 0) fail(label, code, signal);
      console.log(`✔ ${label} (${seconds(t)} s)`);
      resolve();
    }),
  );
}
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(s, () => process.exit(130));
// glibc gives threads that allocate arenas of their own (up to 8 per core) and keeps them: the threads
// of sharp and libuv in the cards, and of contentlayer, held 50–70 MB more each that way. Two per
// process for every phase: the peak of a 1,000-page build went 1.55 → 1.42 GB, its time the same.
process.env.MALLOC_ARENA_MAX ??= '2';

const started = Date.now();
await prepareDocusaurusSite(contentPaths().root);
// Every phase (and the compile's fingerprint) reads the base path and trailingSlash this way, resolved
// once here: the config's, or BASE_PATH. A config that fails to load is left for the checks to report.
try {
  Object.assign(process.env, urlSettingsEnv(contentUrlSettings()));
} catch {
  // reported by the checks, naming the file
}
// The blog's route folder at its routeBasePath, before the compile's fingerprint reads app/.
await writeSiteBlogRouteFolder();
await writeSiteHomeRoute();
const localeCount = (await writeSiteLocaleRouteFolders()).length + 1;
await setCodeVariantsEnv();
// Nothing changed since this export was written (lib/builder/up-to-date.ts): it is kept as it is.
const buildId = compileFingerprint();
// A document whose imported file (a partial, the site's code) was edited is compiled again by
// contentlayer (lib/builder/document-imports.ts): marked before the inputs are read.
const remarked = markImportersOfEdits(contentPaths().root, isDocumentSource);
if (remarked.length) console.log(`${remarked.length} document(s) import a file edited since the last build: compiled again (${remarked.slice(0, 3).join(', ')}${remarked.length > 3 ? ', …' : ''})`);
const inputsOf = readBuildInputs(contentPaths().root, buildId);
const inputs = inputsOf();
// --force: every phase runs, the compile included.
const FORCE = process.argv.includes('--force');
if (!FORCE && upToDate(OUT_DIR, inputs)) {
  console.log(`${path.relative(process.cwd(), OUT_DIR)}/ is up to date: the engine, the content folder and the settings are as it was built from (npm run build -- --force builds it again)`);
  process.exit(0);
}
forgetExport(OUT_DIR);
// Every phase writes the staging folder (lib/builder/out-dir.ts); out/ is replaced only once it is whole.
// A killed build's staging folder is no export: it is cleared.
const STAGING_NAME = stagingName(OUT_DIR_NAME);
const STAGING = path.resolve(STAGING_NAME);
fs.rmSync(STAGING, { recursive: true, force: true });
removeLeftOldExports(OUT_DIR);
process.env.OUT_DIR = STAGING_NAME;
// contentlayer is one process that keeps one core busy; the checks take the other meanwhile. If they
// fail, their report is the one shown (contentlayer is stopped): it names each file and field.
// Once they pass, `next build` compiles on that core while contentlayer works, and waits for its
// documents before anything reads them (lib/content/content-ready.ts). The social cards are drawn into
// their cache (scripts/cards.ts) at the lowest priority, through contentlayer and `next build`, on
// whatever those leave idle; the post-build writes them into out/ and draws any left.
const markers = buildMarkers();
const releaseContent = holdMarker(markers.contentPending);
console.log("\n▶ content (contentlayer2), beside the checks and next build's compile");
const content = aside('content (contentlayer2)', ...scriptCommand('content'), "the checks and next build's compile");
// contentlayer is the longest phase of an author's next build, and everything after waits for it:
// what starts from here on (the checks, next build, the post-build) yields the CPU to it.
os.setPriority(5);
await run('content checks (config, frontmatter, routes, links)', ...scriptCommand('check'));
const reuseCompile = !FORCE && compiledAlready(buildId);
// The documents are contentlayer's to compile; the pages' other inputs are every other file.
const pagesInputs = inputsOf((f) => !isDocumentSource(f));
// An author's next build of the same folder (the code as compiled last, pages kept) draws none
// ahead: an edit changes one card or none, which the post-build draws, and only loading the cards'
// code took ~3 s of CPU beside contentlayer, then the longest phase.
const authorsNextBuild = reuseCompile && pagesKept(OUT_DIR, pagesInputs);
const cards = authorsNextBuild ? undefined : aside('social cards ahead', ...scriptCommand('cards'), 'contentlayer and next build');
// The pages next build is to generate, for its worker count (lib/builder/page-workers.ts): each
// document in every locale, or, on an author's next build, the few an edit changed.
const pages = authorsNextBuild ? 0 : inputsOf.files.filter(isDocumentSource).length * localeCount;
const nextHandoff = { buildId, contentPending: markers.contentPending, pages };
// A build that reuses the compile generates only the pages an edit changed (lib/builder/page-reuse.ts):
// once contentlayer is done, and before next build lists a page, the plan is written where its
// processes read it.
const planFile = markers.pagePlan;
process.on('exit', () => fs.rmSync(planFile, { force: true }));
let plan = { all: true, why: 'the code was compiled' } as PagePlan;
// The documents' fingerprints, read once for the plan and the note kept with the pages.
let documents: Record<string, DocumentPrint> | undefined;
// A locale's translated doc is shown on its default twin's route (lib/i18n/sources.ts); the identity
// when the site's settings do not load (the checks report them).
const pageSourceOf = async (): Promise<(source: string) => string> => {
  try {
    return (await import('@/lib/i18n/sources')).defaultLocaleSource;
  } catch {
    return (s) => s;
  }
};
// Done: next build goes on to the pages. Failed: its log, and the build stops (next build with it).
void content.ended.then(async ({ code }) => {
  if (code !== 0) return content.wait();
  try {
    if (reuseCompile) ({ plan, documents } = writePagePlan(planFile, OUT_DIR, pagesInputs, undefined, await pageSourceOf()));
  } catch (e) {
    // Without a plan file every page is generated.
    plan = { all: true, why: `the kept pages could not be compared (${(e as Error).message})` };
  }
  releaseContent();
});
// The post-build waits for the export while its marker exists (scripts/postbuild.ts).
let releaseExport = () => {};
// It starts once contentlayer is done; should it start sooner, it reads the documents only once written.
const postbuild = (label: string) =>
  run(label, ...scriptCommand('postbuild', [HEAP_GROWING_FLAG]), postBuildEnv({ exportPending: markers.exportPending, contentPending: markers.contentPending }));
let post: Promise<void> | undefined;
if (reuseCompile) {
  // The code is as it was compiled last (lib/builder/compile-cache.ts): only the pages are generated.
  // Next starts beside contentlayer; the pages wait for its documents (lib/content/content-ready.ts).
  clearGeneratedPages();
  // The post-build starts once contentlayer is done, and loads its code while Next generates the
  // pages (~2 s of a one-page build's critical path). Not sooner: beside contentlayer, the longest
  // phase, it slowed it (the sample's edited build: 13.3–14.1 → 11.9–12.8 s once started after it).
  // Not beside a compile: that is long and busy, and the post-build would hold its memory through it.
  releaseExport = holdMarker(markers.exportPending);
  post = content.ended.then(({ code }) => (code === 0 ? postbuild('post-build (started once contentlayer was done, it waits for the export)') : undefined));
  await run('next build (pages only: the code is as compiled last)', bin('next'), ['build', '--experimental-build-mode=generate'], nextBuildEnv({ ...nextHandoff, pagePlan: planFile }));
  await content.wait();
} else {
  const cache = trimTurbopackCache();
  if (cache.cleared) console.log(`\nTurbopack's build cache had grown to ${(cache.bytes / 2 ** 20).toFixed(0)} MB: cleared, next build compiles from scratch`);
  forgetCompile();
  await run('next build', bin('next'), ['build'], nextBuildEnv(nextHandoff));
  noteCompile(buildId);
  await content.wait();
}
const keeping = Date.now();
const kept = keepPages(STAGING, plan, pagesInputs, undefined, documents, OUT_DIR);
console.log(
  plan.all
    ? `✔ pages: every page generated (${plan.why}), kept for the next build (${seconds(keeping)} s)`
    : `✔ pages: those of ${plan.docs.length} edited doc(s)${plan.blog ? ' and the blog' : ''} generated, ${kept} kept from the last build (${seconds(keeping)} s)`,
);
await cards?.stop('the post-build draws every card');
releaseExport();
await (post ?? postbuild('post-build'));
// The next build's kept pages are the post-built ones: it rewrites only those it generates.
keepFinalPages(STAGING, OUT_DIR);
publishStaged(STAGING, OUT_DIR, removeInBackground);
noteExport(OUT_DIR, inputs);
console.log(`\nSite written to ${path.relative(process.cwd(), OUT_DIR)}/ in ${seconds(started)} s`);
