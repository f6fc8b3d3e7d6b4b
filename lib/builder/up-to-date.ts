/**
 * Whether the export is already what a build would write: `npm run build` (and so `npm start`) does
 * nothing when neither the engine, nor the content folder, nor the settings it reads changed since it
 * wrote `out/`, and `out/` itself is as it left it. What it compares:
 * - the engine: the compile's inputs (./compile-cache.ts) and the code that runs outside it (the
 *   scripts, contentlayer's configuration), by content;
 * - the content folder: every file's path, size and modification time (an editor's save, a checkout
 *   or a copy changes the time), and the commit its repository is at (pages show git dates);
 * - the environment: every variable the README documents for the build, `NEXT_PUBLIC_*`, and those
 *   the folder's `docusaurus.config.*` read (lib/docusaurus/settings.ts tracks them);
 * - the export: every file's path, size and modification time, as the build left them;
 * - the year, which footers' copyright lines name.
 * Anything else that would change the export belongs in one of these lists. `--force` builds anyway.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../fs-walk';
import { cachedResolution } from '../docusaurus/settings';
import { projectFilesHash } from './compile-cache';
import { hashOf } from '../memo';

/** The engine's code that runs outside `next build`'s compile. */
const ENGINE_BESIDE_COMPILE = ['scripts', 'contentlayer.config.ts', 'tsconfig.scripts.json'];

/** The variables a build reads (README, "Environment variables"), besides `NEXT_PUBLIC_*`. */
// CONTENT_DIR and OUT_DIR count as what they resolve to: the content folder's path is hashed, and
// each export has a note of its own; unset and set to the default are the same build.
const BUILD_ENV = ['SITE_URL', 'BASE_PATH', 'NODE_ENV'];


/** Every file under `dir`, with its `path size mtime` line. */
export function listing(dir: string): { rel: string; line: string }[] {
  return walkFiles(dir).map((rel) => {
    const abs = path.join(dir, rel);
    // A link to nothing is listed as the link (the checks say what is wrong with it), not a crash.
    const st = fs.statSync(abs, { throwIfNoEntry: false }) ?? fs.lstatSync(abs);
    return { rel, line: `${rel} ${st.size} ${Math.round(st.mtimeMs)}` };
  });
}

function gitHead(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'no git';
  }
}

/** A hash of the build's inputs, with the content files `listed`; and those files, as read. */
export type BuildInputs = ((listed?: (rel: string) => boolean) => string) & { files: string[] };

/**
 * What the export of `contentRoot` is built from, read once: a function that hashes it, with the
 * content files `listed` (all by default; ./page-reuse.ts leaves the documents out, as it compares them
 * on their own). `compile` is the fingerprint of the compile's inputs (./compile-cache.ts), which the
 * build computes once for both.
 */
export function readBuildInputs(
  contentRoot: string,
  compile: string,
  root = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): BuildInputs {
  const vars = Object.keys(env)
    .filter((k) => BUILD_ENV.includes(k) || k.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  const config = cachedResolution(contentRoot);
  const fixed = [
    `compile ${compile}`,
    `engine ${projectFilesHash(ENGINE_BESIDE_COMPILE, root)}`,
    ...vars,
    // The files and variables the Docusaurus config read (its folder's files are in the listing too).
    `config ${config ? JSON.stringify([config.inputs, config.env]) : 'none'}`,
    `content ${contentRoot} ${gitHead(contentRoot)}`,
    // The footer's copyright year (lib/site.ts, and most Docusaurus configs) is the build's.
    `year ${new Date().getFullYear()}`,
  ];
  const files = listing(contentRoot);
  const hash = (listed: (rel: string) => boolean = () => true) => hashOf(...fixed, ...files.filter((f) => listed(f.rel)).map((f) => f.line));
  return Object.assign(hash, { files: files.map((f) => f.rel) });
}

/** What the export of `contentRoot` is built from, as one hash (`readBuildInputs`, every content file). */
export const buildInputs = (contentRoot: string, compile: string, root = process.cwd(), env: Record<string, string | undefined> = process.env): string =>
  readBuildInputs(contentRoot, compile, root, env)();

const stampFile = (outDir: string, root: string) =>
  path.join(root, 'node_modules', '.cache', 'oso-docs', `export-${crypto.createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`);

type Stamp = { inputs: string; out: string };

/** True when `outDir` holds the export of exactly these inputs, untouched since. */
export function upToDate(outDir: string, inputs: string, root = process.cwd()): boolean {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(outDir, root), 'utf8')) as Stamp;
    return stamp.inputs === inputs && fs.existsSync(outDir) && stamp.out === hashOf(...listing(outDir).map((f) => f.line));
  } catch {
    return false;
  }
}

/** Before a build writes `outDir`: it no longer matches any inputs. */
export function forgetExport(outDir: string, root = process.cwd()): void {
  fs.rmSync(stampFile(outDir, root), { force: true });
}

/** After a build that wrote `outDir` from these inputs and succeeded. */
export function noteExport(outDir: string, inputs: string, root = process.cwd()): void {
  const file = stampFile(outDir, root);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ inputs, out: hashOf(...listing(outDir).map((f) => f.line)) } satisfies Stamp)}\n`);
}
