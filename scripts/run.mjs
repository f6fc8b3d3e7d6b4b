// `node scripts/run.mjs <script> [args…]`: runs scripts/<script>.ts as one bundled module, not through tsx.
//
// Why: tsx resolves and transforms each of our modules through loader hooks in another thread, which
// cost ~1–1.5 s of CPU in every process the build starts (the checks, contentlayer's wrapper, the
// post-build and its steps aside), more than an author's one-page build spends on the page itself.
// esbuild bundles the build's scripts with the code they import from this project (the same
// transform tsx makes, tsconfig.scripts.json's paths included) and leaves packages to Node.
//
// The bundle is kept in node_modules/.cache/oso-docs/scripts/ with the size and time of every file it
// was made from; it is made again when any of them changed (~0.3 s). The scripts a bundled script
// starts run bundled too: OSO_SCRIPTS_BUNDLE names the folder (scripts/tsx.ts, `scriptCommand`).
// Plain JavaScript, as it runs before anything is compiled.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The scripts bundled: those `npm run build` and `npm start` run. Others run through tsx. */
const ENTRIES = ['build', 'cards', 'check', 'content', 'postbuild', 'serve'];
// lib/build-phases.ts names it (`HANDOFF_ENV.scriptsBundle`), for scripts/tsx.ts; this plain JavaScript
// runs before anything is compiled, so it writes the name again (tests/build-phases.test.ts holds them equal).
const BUNDLE_ENV = 'OSO_SCRIPTS_BUNDLE';
const CACHE = path.join('node_modules', '.cache', 'oso-docs', 'scripts');
const CURRENT = path.join(CACHE, 'current.json');
/** Bundles kept besides the current one: a build still running may load chunks of the one before. */
const KEEP = 4;

const stamp = (file) => {
  try {
    const st = fs.statSync(file);
    return `${st.size} ${Math.round(st.mtimeMs)}`;
  } catch {
    return 'missing';
  }
};

/** The current bundle's folder when none of its inputs changed since it was made. */
function fresh() {
  try {
    const current = JSON.parse(fs.readFileSync(CURRENT, 'utf8'));
    if (current.node !== process.version) return undefined;
    if (!ENTRIES.every((e) => current.entries.includes(e))) return undefined;
    for (const [file, was] of Object.entries(current.inputs)) if (stamp(file) !== was) return undefined;
    return fs.existsSync(path.join(current.dir, 'build.mjs')) ? current.dir : undefined;
  } catch {
    return undefined;
  }
}

/** A package path Node's own resolver loads as written (its resolve does not check that a file exists). */
const nodeResolves = (spec) => {
  try {
    return fs.statSync(fileURLToPath(import.meta.resolve(spec))).isFile();
  } catch {
    return false;
  }
};

/**
 * Packages stay Node's to load. A path into a package without an `exports` map and without its file's
 * extension (`next/og`) is one Node does not resolve, though tsx and bundlers do: it is written with
 * the file esbuild finds for it (`next/og.js`).
 */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      // tsconfig's paths (`@/…`, `contentlayer/generated`) are this project's code: bundled.
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'inner' });
      const inPackages = `${path.sep}node_modules${path.sep}`;
      if (found.errors.length || !found.path.includes(inPackages)) return undefined;
      if (nodeResolves(args.path)) return { path: args.path, external: true };
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      const root = `${inPackages}${name.split('/').join(path.sep)}${path.sep}`;
      const spec = `${name}/${found.path.slice(found.path.lastIndexOf(root) + root.length).split(path.sep).join('/')}`;
      if (!nodeResolves(spec)) throw new Error(`scripts/run.mjs: ${args.importer} imports "${args.path}", which Node cannot load as written nor as "${spec}"`);
      return { path: spec, external: true };
    });
  },
};

async function bundle() {
  const esbuild = await import('esbuild');
  const work = path.join(CACHE, `tmp-${process.pid}-${crypto.randomUUID()}`);
  const result = await esbuild.build({
    entryPoints: ENTRIES.map((e) => path.join('scripts', `${e}.ts`)),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    plugins: [packagesExternal],
    tsconfig: 'tsconfig.scripts.json',
    outdir: work,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'error',
  });
  // The inputs as they were read: a file saved during the bundle makes the next run bundle again.
  const inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs), 'tsconfig.json', 'tsconfig.scripts.json', 'scripts/run.mjs'].map((f) => [f, stamp(f)]),
  );
  // Named by what it holds, so two builds bundling the same code at once end with the same folder.
  const hash = crypto.createHash('sha1');
  for (const f of Object.keys(result.metafile.outputs).sort()) hash.update(f.slice(work.length)).update(fs.readFileSync(f));
  const dir = path.join(CACHE, hash.digest('hex').slice(0, 16));
  try {
    fs.renameSync(work, dir);
  } catch (e) {
    // Made already, by an earlier run or by one beside this one: the same files.
    if (!fs.existsSync(path.join(dir, 'build.mjs'))) throw e;
    fs.rmSync(work, { recursive: true, force: true });
  }
  const tmp = `${CURRENT}.${process.pid}-${crypto.randomUUID()}`;
  fs.writeFileSync(tmp, JSON.stringify({ dir, entries: ENTRIES, node: process.version, esbuild: esbuild.version, inputs }));
  fs.renameSync(tmp, CURRENT);
  // The oldest bundles go; a few stay for builds that started on them.
  const old = fs
    .readdirSync(CACHE, { withFileTypes: true })
    .filter((d) => d.isDirectory() && path.join(CACHE, d.name) !== dir && !d.name.startsWith('tmp-'))
    .map((d) => ({ p: path.join(CACHE, d.name), t: fs.statSync(path.join(CACHE, d.name)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const o of old.slice(KEEP)) fs.rmSync(o.p, { recursive: true, force: true });
  return dir;
}

/** The folder of a bundle of the current sources, made if need be. */
export async function scriptsBundle() {
  return fresh() ?? (await bundle());
}

// Run as a command (imported, as by a test, it only exports).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2);
  if (!ENTRIES.includes(name)) {
    console.error(`scripts/run.mjs: "${name}" is not one of the bundled scripts (${ENTRIES.join(', ')})`);
    process.exit(2);
  }
  const dir = await scriptsBundle();
  process.env[BUNDLE_ENV] = path.resolve(dir);
  const file = path.resolve(dir, `${name}.mjs`);
  // As if run directly: the script reads its arguments, and starts itself again, from process.argv.
  process.argv = [process.argv[0], file, ...args];
  await import(pathToFileURL(file).href);
}
