/**
 * A build, from `npm run build` to `out/`: its phases in order, and everything one phase hands the
 * next that is not a file of the site (README, "A build, step by step", tells the same in prose).
 *
 * The phases are processes of their own (scripts/build.ts starts them), so what they hand each other
 * goes through the environment and through marker files. Both are named here and nowhere else: the
 * internal `OSO_*` variables (`HANDOFF_ENV`), the per-build marker files (`buildMarkers`), the
 * environment each child phase is started with (`nextBuildEnv`, `postBuildEnv`, `devServerEnv`), and
 * the marker protocol (`holdMarker` writes one, `untilReleased` waits for it to go).
 * tests/build-phases.test.ts fails on an `OSO_` name written anywhere else in the engine.
 *
 * Kept to node: builtins: next.config.ts and `next build`'s workers load it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The internal variables, never to be set by hand (README's variables table lists each). scripts/run.mjs,
 * plain JavaScript that runs before anything is compiled, writes `scriptsBundle`'s name itself; the
 * test holds the two equal.
 */
export const HANDOFF_ENV = {
  /** scripts/run.mjs → every script it starts: the folder of the bundled scripts (scripts/tsx.ts `scriptCommand`). */
  scriptsBundle: 'OSO_SCRIPTS_BUNDLE',
  /** scripts/build.ts → next.config.ts `generateBuildId`: the compile's fingerprint (lib/builder/compile-cache.ts). */
  buildId: 'OSO_BUILD_ID',
  /** scripts/build.ts → `next build` and the post-build: the marker that exists while contentlayer writes the documents (lib/content/content-ready.ts). */
  contentPending: 'OSO_CONTENT_PENDING',
  /** scripts/build.ts → `next build`: about how many pages it generates (documents × locales), for the page workers (lib/builder/page-workers.ts). */
  pages: 'OSO_PAGES',
  /** scripts/build.ts → `next build` (pages only): the file naming the pages this generation writes (lib/builder/page-reuse.ts). */
  pagePlan: 'OSO_PAGE_PLAN',
  /** scripts/build.ts → the post-build: the marker that exists while the export is still being made (scripts/postbuild.ts). */
  exportPending: 'OSO_EXPORT_PENDING',
  /** scripts/dev.ts → next.config.ts (`next dev` only): the address of the server of the content's static files. */
  devFiles: 'OSO_DEV_FILES',
} as const;

export type HandoffName = (typeof HANDOFF_ENV)[keyof typeof HANDOFF_ENV];

/** One phase of `npm run build`: the module that does it, and what it leaves for the phases after it. */
export type BuildPhase = {
  name: string;
  /** The modules that do it, in the order they run (paths in the project). */
  modules: string[];
  /** Whether it runs in scripts/build.ts's process, in the foreground as a child, or as a child beside the others. */
  runs: 'in the build script' | 'child' | 'beside';
  /** What the phases after it read of it: files, variables, markers. */
  hands: string[];
};

/** `npm run build`, phase by phase (scripts/build.ts runs them; tests/build-phases.test.ts checks each module exists). */
export const BUILD_PHASES: readonly BuildPhase[] = [
  {
    name: 'bundle the build scripts',
    modules: ['scripts/run.mjs'],
    runs: 'in the build script',
    hands: [`${HANDOFF_ENV.scriptsBundle}: the bundle's folder, so scripts started later run from it (scripts/tsx.ts)`],
  },
  {
    name: 'resolve the site',
    modules: ['lib/docusaurus/resolve.ts', 'lib/url-settings.ts', 'lib/builder/blog-route-folder.ts', 'lib/builder/home-route.ts', 'lib/builder/locale-route-folders.ts', 'lib/builder/code-variants.ts'],
    runs: 'in the build script',
    hands: [
      "the config's resolution, cached (lib/docusaurus/settings.ts)",
      'NEXT_PUBLIC_BASE_PATH and NEXT_PUBLIC_TRAILING_SLASH, read by lib/url.ts in every later phase and the browser',
      "app/(site)/<blog routeBasePath>/, app/(site)/page.tsx and each other locale's app/<locale>/, written from app-templates/",
      'NEXT_PUBLIC_DOCS_VERSIONED and NEXT_PUBLIC_MULTI_LOCALE, read by next.config.ts',
    ],
  },
  {
    name: 'is out/ up to date?',
    modules: ['lib/builder/compile-cache.ts', 'lib/builder/up-to-date.ts'],
    runs: 'in the build script',
    hands: [`the compile's fingerprint (${HANDOFF_ENV.buildId}); an unchanged build ends here`],
  },
  {
    name: 'stage the export',
    modules: ['lib/builder/out-dir.ts'],
    runs: 'in the build script',
    hands: ['OUT_DIR=<out>-partial for every later phase (lib/env.ts reads it)'],
  },
  {
    name: 'content (contentlayer2), and src/pages',
    modules: ['scripts/content.ts', 'contentlayer.config.ts', 'lib/content/site-pages-file.ts'],
    runs: 'beside',
    hands: ['.contentlayer/generated/ (the documents)', `the content marker (${HANDOFF_ENV.contentPending}) removed once it succeeded`],
  },
  {
    name: 'content checks',
    modules: ['scripts/check.ts', 'lib/checks/cli.ts'],
    runs: 'child',
    hands: ['nothing: a failure stops the build, naming file and key'],
  },
  {
    name: 'social cards ahead',
    modules: ['scripts/cards.ts'],
    runs: 'beside',
    hands: ["the cards' cache in node_modules/.cache/oso-docs/ (the post-build draws any left)"],
  },
  {
    name: 'next build (compile, or pages only)',
    modules: ['next.config.ts', 'lib/content/content-ready.ts', 'lib/builder/page-workers.ts', 'lib/builder/page-reuse.ts'],
    runs: 'child',
    hands: ['the pages in the staging folder', '.next/ and its compile stamp (lib/builder/compile-cache.ts COMPILE_STAMP)'],
  },
  {
    name: 'keep the pages',
    modules: ['lib/builder/page-reuse.ts'],
    runs: 'in the build script',
    hands: ["the pages Next did not write, copied from the last build's; a copy of this build's for the next"],
  },
  {
    name: 'post-build',
    modules: ['scripts/postbuild.ts', 'lib/builder/postbuild-steps.ts', 'lib/builder/step-runner.ts'],
    runs: 'child',
    hands: ['search index, feeds, sitemap, cards, link checks: the whole export in the staging folder'],
  },
  {
    name: 'publish',
    modules: ['lib/builder/out-dir.ts', 'lib/builder/up-to-date.ts'],
    runs: 'in the build script',
    hands: ['out/ replaced by the staging folder in one rename; the note the next build compares against'],
  },
];

/** The marker files of the build with process id `pid`: each exists while what it names is being made. */
export function buildMarkers(pid = process.pid, dir = os.tmpdir()) {
  return {
    /** Exists while contentlayer writes the documents. */
    contentPending: path.join(dir, `oso-content-pending-${pid}`),
    /** Exists while the export is being made (the post-build waits for it). */
    exportPending: path.join(dir, `oso-export-pending-${pid}`),
    /** Not a marker: the plan of the pages `next build` generates (lib/builder/page-reuse.ts). */
    pagePlan: path.join(dir, `oso-page-plan-${pid}.json`),
  };
}

/** What `next build` is handed. */
export type NextBuildHandoff = { buildId: string; contentPending: string; pages: number; pagePlan?: string };

export const nextBuildEnv = (h: NextBuildHandoff): Record<string, string> => ({
  NEXT_TELEMETRY_DISABLED: '1',
  [HANDOFF_ENV.buildId]: h.buildId,
  [HANDOFF_ENV.contentPending]: h.contentPending,
  [HANDOFF_ENV.pages]: String(h.pages),
  ...(h.pagePlan ? { [HANDOFF_ENV.pagePlan]: h.pagePlan } : {}),
});

/** What the post-build is handed. */
export const postBuildEnv = (h: { exportPending: string; contentPending: string }): Record<string, string> => ({
  [HANDOFF_ENV.exportPending]: h.exportPending,
  [HANDOFF_ENV.contentPending]: h.contentPending,
});

/** What `next dev` is handed by `npm run dev`. */
export const devServerEnv = (h: { devFiles: string }): Record<string, string> => ({ [HANDOFF_ENV.devFiles]: h.devFiles });

/**
 * Writes a marker (it holds this process's id, so a waiter can tell a build that died from one still
 * working) and removes it when this process ends, however it ends. Returns its release.
 */
export function holdMarker(file: string): () => void {
  fs.writeFileSync(file, String(process.pid));
  const release = () => fs.rmSync(file, { force: true });
  process.on('exit', release);
  return release;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process that holds a marker, or undefined once it is gone. */
function owner(file: string): number | undefined {
  try {
    return Number(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const neverFinished = (what: string, pid: number, file: string) =>
  new Error(`${what} was never finished: the build that was making it (process ${pid}) has ended; ${file} is left over`);

/**
 * Resolves once the marker `file` is gone (how long that took, in ms); throws if the process it names
 * ended first. `what` names what that process was making, for the error.
 */
export async function untilReleased(file: string, what: string, pollMs = 100): Promise<number> {
  const started = Date.now();
  for (let pid = owner(file); pid !== undefined; pid = owner(file)) {
    if (!alive(pid)) throw neverFinished(what, pid, file);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return Date.now() - started;
}

/** The same wait, blocking, for code that cannot await. */
export function untilReleasedSync(file: string, what: string, pollMs = 50): void {
  const nap = new Int32Array(new SharedArrayBuffer(4));
  for (let pid = owner(file); pid !== undefined; pid = owner(file)) {
    if (!alive(pid)) throw neverFinished(what, pid, file);
    Atomics.wait(nap, 0, 0, pollMs);
  }
}
