/**
 * Whether `next build` has to compile, or only to generate the pages from the compile already in
 * `.next/` (Next's `--experimental-build-mode=generate`).
 *
 * The compile reads the engine's code and dependencies and the `NEXT_PUBLIC_*` and `BASE_PATH`
 * variables (inlined into the bundles), never the content: the pages read the documents, the site
 * configuration and the authors from disk as they are generated (lib/content/generated-from-disk.ts,
 * lib/site.ts). Nor does it depend on where the export goes: Next keeps its build in `.next/` for
 * every distDir. So an author's next build, or a build of another content folder, from the same code
 * reuses the compile: on the Docusaurus sample, `next build` went from 18.8 to 9.8 s on a loaded host.
 *
 * The fingerprint of those inputs is also the build ID (next.config.ts `generateBuildId`), which
 * every page and payload names: the same code and content give the same `out/`, byte for byte,
 * whether the compile ran or was reused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from '../fs-walk';
import { hashOf } from '../memo';

/** What the compile reads, relative to the project (folders are read whole). */
const INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  // What is installed, and the postinstall's patches to it.
  'node_modules/.package-lock.json',
  'scripts/patch-deps.mjs',
];

/** The variables the compile inlines. */
const compileEnv = (env: Record<string, string | undefined>) =>
  Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_') || k === 'BASE_PATH')
    .sort()
    .map((k) => `${k}=${env[k]}`);

/** Where `npm run build` notes the fingerprint of the compile it left in `.next/`. */
export const COMPILE_STAMP = path.join('.next', 'oso-compile.json');

/** The hash of project files, by content: each of `inputs` (relative to `root`), folders read whole. */
export function projectFilesHash(inputs: string[], root = process.cwd()): string {
  const parts: (string | Buffer)[] = [];
  for (const input of inputs) {
    const abs = path.join(root, input);
    const files = fs.existsSync(abs) && fs.statSync(abs).isDirectory() ? walkFiles(abs).map((f) => path.join(input, f)) : [input];
    for (const f of files) parts.push(f, fs.existsSync(path.join(root, f)) ? fs.readFileSync(path.join(root, f)) : 'missing');
  }
  return hashOf(...parts);
}

/** The fingerprint of the compile's inputs in `root` (a 20-character build ID). */
export function compileFingerprint(root = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  return hashOf(projectFilesHash(INPUTS, root), ...compileEnv(env)).slice(0, 20);
}

/** True when `.next/` holds a finished compile with this fingerprint. */
export function compiledAlready(id: string, root = process.cwd()): boolean {
  const stamp = path.join(root, COMPILE_STAMP);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return false;
  try {
    return (JSON.parse(fs.readFileSync(stamp, 'utf8')) as { id?: string }).id === id && fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim() === id;
  } catch {
    return false;
  }
}

/** Before a compile: `.next/` is about to change, so it no longer matches any fingerprint. */
export function forgetCompile(root = process.cwd()): void {
  fs.rmSync(path.join(root, COMPILE_STAMP), { force: true });
}

/** After a `next build` that compiled and succeeded. */
export function noteCompile(id: string, root = process.cwd()): void {
  fs.writeFileSync(path.join(root, COMPILE_STAMP), `${JSON.stringify({ id })}\n`);
}

/** What Next writes into `.next/server/` when it generates pages (the compile writes .js, .map and .json). */
const GENERATED = /\.(html|rsc|meta|body)$/;

/**
 * Before pages are generated again from a kept compile: what the last generation wrote goes. Next's
 * generate mode clears none of it, and its export reads the list of pages to publish
 * (`prerender-manifest.json`) through `require`, once before the generation rewrites it: so it
 * published the last build's pages, those of another content folder included, from their files.
 */
export function clearGeneratedPages(root = process.cwd()): void {
  fs.rmSync(path.join(root, '.next', 'prerender-manifest.json'), { force: true });
  fs.rmSync(path.join(root, '.next', 'export'), { recursive: true, force: true });
  for (const dir of ['app', 'pages'].map((d) => path.join(root, '.next', 'server', d))) {
    if (!fs.existsSync(dir)) continue;
    for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      const abs = path.join(e.parentPath, e.name);
      if (e.isDirectory() ? e.name.endsWith('.segments') : GENERATED.test(e.name)) fs.rmSync(abs, { recursive: true, force: true });
    }
  }
}

