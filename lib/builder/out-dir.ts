/**
 * Where a build writes its export, and how `out/` is only ever a complete site (issue #53): every
 * phase writes a staging folder beside it (`out-partial/`), which replaces `out/` once the post-build
 * is done. A build that fails or is killed leaves the last complete `out/` as it was; its staging
 * folder is cleared by the next build.
 */
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
 * then the old one removed.
 */
export function publishStaged(staging: string, outDir: string): void {
  const old = `${outDir}-old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(staging, outDir);
  fs.rmSync(old, { recursive: true, force: true });
}
