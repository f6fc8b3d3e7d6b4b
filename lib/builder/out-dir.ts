/**
 * Where a build writes its export, and how `out/` is only ever a complete site (issue #53): every
 * phase writes a staging folder beside it (`out-partial/`), which replaces `out/` once the post-build
 * is done. A build that fails or is killed leaves the last complete `out/` as it was; its staging
 * folder is cleared by the next build.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The staging folder of an export folder's name: `out` → `out-partial` (in .gitignore and ESLint's ignores as `out-*`). */
export const stagingName = (outName: string) => `${outName.replace(/[/\\]+$/, '')}-partial`;

/** The export a staging folder replaces once done (`out-partial` → `out`); undefined for any other folder. */
export function publishedOf(dir: string): string | undefined {
  const m = /^(.+)-partial$/.exec(dir.replace(/[/\\]+$/, ''));
  return m ? m[1] : undefined;
}

/** Folders of the project an export must never replace. */
const PROJECT_FOLDERS = ['app', 'components', 'lib', 'scripts', 'tests', 'e2e', 'public', 'content', 'node_modules', '.next', '.contentlayer', '.git'];

/**
 * Why `OUT_DIR` cannot be used, or undefined: Next writes an export only to a folder inside the
 * project (its distDir), and the build replaces that folder whole.
 */
export function outDirProblem(outName: string, root = process.cwd()): string | undefined {
  const abs = path.resolve(root, outName);
  const rel = path.relative(root, abs);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) {
    return `OUT_DIR=${outName} is not a folder inside the project (${root}): Next writes the export only inside it. Use a name such as out-site, then copy or move that folder where you want it.`;
  }
  const first = rel.split(path.sep)[0];
  if (PROJECT_FOLDERS.includes(first)) return `OUT_DIR=${outName} is in the project's own ${first}/ folder, which the build would replace: use a name such as out-site.`;
  return undefined;
}

/**
 * Puts a finished staging folder in the export's place: the old export is moved aside, the staging
 * folder renamed in (one rename each: a reader sees the old site or the new one, never part of one),
 * then the old one removed by `removeOld` (at once by default). Returns the moved-aside folder.
 */
export function publishStaged(staging: string, outDir: string, removeOld: (dir: string) => void = removeNow): string {
  const old = `${outDir}-old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(staging, outDir);
  removeOld(old);
  return old;
}

const removeNow = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/**
 * `npm run build`: removes the old export in a process of its own that outlives the build, so the
 * build ends as soon as the new one is in place. Removing the ~7,000 files of a 10-version site's
 * export took 0.3 s of a quiet host's author's next build and over 2 s of a loaded one's (#54).
 */
export function removeInBackground(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const child = spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`], { detached: true, stdio: 'ignore' });
  child.on('error', () => removeNow(dir));
  child.unref();
}

/** Old exports a build moved aside whose removal did not finish (the machine stopped): removed at the next build's start. */
export function removeLeftOldExports(outDir: string): void {
  const parent = path.dirname(path.resolve(outDir));
  const prefix = `${path.basename(path.resolve(outDir))}-old-`;
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    if (!name.startsWith(prefix) || !/^\d+$/.test(name.slice(prefix.length))) continue;
    try {
      removeNow(path.join(parent, name));
    } catch {
      // being removed by the last build's remover right now
    }
  }
}
