/**
 * Loads a site's `docusaurus.config.*` as Docusaurus does (`loadSiteConfig` in
 * packages/docusaurus/src/server/config.ts): the first of `.ts`, `.mts`, `.js`, `.mjs`, `.cjs` found,
 * evaluated as code with its own imports, its default export an object or a function (async or not)
 * that returns one. Build code only (esbuild); pages read the result through ./settings.ts.
 *
 * Docusaurus evaluates the file with jiti from the site's folder. Here esbuild bundles it with every
 * import resolved from the site's node_modules first, then this project's (a site folder copied
 * without node_modules still loads: `prism-react-renderer` and the like come from here), so one
 * missing package is one clear error. What the evaluation read (its files, its environment variables)
 * is recorded, so a cached result can be trusted exactly as long as those are unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message } from 'esbuild';
import { CONFIG_FILE_NAMES, envPrint, hashFile } from './files';


export function findConfigFile(root: string): string | undefined {
  return CONFIG_FILE_NAMES.map((n) => path.join(root, n)).find((f) => fs.existsSync(f));
}

/** What evaluating a config file gave, and what it depended on. */
export type LoadedConfig = {
  file: string;
  config: Record<string, unknown>;
  /** Local files the config read (itself and its imports outside node_modules), by content hash. */
  inputs: Record<string, string>;
  /** Environment variables it read, each by a hash of its value (./files.ts `envPrint`; null: unset), never the value. */
  env: Record<string, string | null>;
};


const BUNDLE_URL = 'data:text/javascript';
let loads = 0;
const PACKAGE = /^(@[^/]+\/)?[^./][^/]*/;

function resolveError(file: string, root: string, errors: Message[]): Error {
  const lines = errors.map((e) => {
    const missing = /Could not resolve "([^"]+)"/.exec(e.text)?.[1];
    const where = e.location ? `${path.relative(root, path.resolve(e.location.file))}:${e.location.line}` : path.basename(file);
    if (missing && PACKAGE.test(missing)) {
      const pkg = PACKAGE.exec(missing)![0];
      return `  - ${where} imports "${missing}": the package "${pkg}" is installed neither in the site folder (${path.join(root, 'node_modules')}) nor in this project. Install it in the site folder (npm install ${pkg}).`;
    }
    return `  - ${where}: ${e.text}`;
  });
  return new Error(`Cannot load ${path.basename(file)}:\n${lines.join('\n')}`);
}

/**
 * Runs `fn` with `process.env` replaced by a view that records in `env` every variable read, as the
 * config and the modules it imports read them (also at import time).
 */
async function recordingEnv<T>(env: Record<string, string | null>, fn: () => Promise<T>): Promise<T> {
  const real = process.env;
  // Only reads by the config's own code (the bundle runs from a data: URL), not by the loader's tools.
  // NODE_ENV is not one: the phases of one build differ in it (the checks run in development), and
  // React reads it on import; a config evaluated for one of them serves them all.
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && key !== 'NODE_ENV' && new Error().stack?.includes(BUNDLE_URL)) env[key] = envPrint(key, real[key]);
  };
  process.env = new Proxy(real, {
    get: (target, key) => (note(key), Reflect.get(target, key)),
    has: (target, key) => (note(key), Reflect.has(target, key)),
  });
  try {
    return await fn();
  } finally {
    process.env = real;
  }
}

/** A failure of the config's own code, with the variables it read that are unset (the likely cause). */
function evaluationError(name: string, what: string, env: Record<string, string | null>): Error {
  const unset = Object.entries(env).filter(([, v]) => v === null).map(([k]) => k);
  return new Error(`Cannot load ${name}: ${what}${unset.length ? `\n  It read these environment variables, which are unset: ${unset.join(', ')}` : ''}`);
}

/** The first reference of `value` back to one of its own ancestors, as [where, which ancestor] ('root' is the export). */
export function circularPath(value: unknown): [string, string] | undefined {
  const stack: { obj: object; at: string }[] = [];
  const walk = (v: unknown, at: string): [string, string] | undefined => {
    if (!v || typeof v !== 'object') return undefined;
    const seen = stack.find((s) => s.obj === v);
    if (seen) return [at, seen.at];
    stack.push({ obj: v, at });
    for (const [k, x] of Object.entries(v)) {
      const found = walk(x, Array.isArray(v) ? `${at}[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `${at}.${k}` : `${at}[${JSON.stringify(k)}]`);
      if (found) return found;
    }
    stack.pop();
    return undefined;
  };
  return walk(value, 'export');
}

/**
 * The config's `require` (JavaScript written into the bundle's banner): its
 * `require.resolve('./sidebars.js')` finds `sidebars.ts` when there is no `.js` file, as jiti (which
 * Docusaurus loads the config with, packages/docusaurus-utils/src/moduleUtils.ts) resolves a
 * JavaScript extension to its TypeScript twin.
 */
export const TS_AWARE_REQUIRE = `(function (req) {
  var twins = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };
  function resolve(id, options) {
    try {
      return req.resolve(id, options);
    } catch (e) {
      var m = /\\.(c|m)?jsx?$/.exec(id);
      var alts = (m && twins[m[0]]) || [];
      for (var i = 0; i < alts.length; i++) {
        try { return req.resolve(id.slice(0, -m[0].length) + alts[i], options); } catch (_) {}
      }
      throw e;
    }
  }
  resolve.paths = req.resolve.paths;
  var r = function (id) { return req(id); };
  Object.assign(r, req);
  r.resolve = resolve;
  return r;
})`;

/** Evaluates `file` (see the top of this file). Throws one message naming the file, and the package or line at fault. */
export async function loadConfigFile(configFile: string, projectRoot = process.cwd()): Promise<LoadedConfig> {
  const file = path.resolve(configFile);
  const root = path.dirname(file);
  const name = path.basename(file);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
    nodePaths: [path.join(root, 'node_modules'), path.join(projectRoot, 'node_modules')],
    // CommonJS configs use require.resolve, __dirname and __filename about their own folder.
    banner: {
      js: [
        `import { createRequire as __ossCreateRequire } from 'node:module';`,
        `const require = ${TS_AWARE_REQUIRE}(__ossCreateRequire(${JSON.stringify(file)}));`,
        `const __filename = ${JSON.stringify(file)};`,
        `const __dirname = ${JSON.stringify(root)};`,
      ].join('\n'),
    },
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
  }).catch((e: { errors?: Message[] }) => {
    throw e.errors?.length ? resolveError(file, root, e.errors) : e;
  });
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(result.metafile!.inputs)) {
    const abs = path.resolve(input);
    if (!abs.split(path.sep).includes('node_modules') && fs.existsSync(abs)) inputs[abs] = hashFile(abs);
  }
  // A new module each load, as Docusaurus's loadFreshModule: an edited config, or other variables, count.
  const code = `${result.outputFiles[0].text}\n// load ${++loads} ${Date.now()}`;
  const url = `${BUNDLE_URL};base64,${Buffer.from(code).toString('base64')}`;
  const env: Record<string, string | null> = {};
  const value = await recordingEnv(env, async () => {
    let mod: { default?: unknown };
    try {
      mod = (await import(/* webpackIgnore: true */ url)) as { default?: unknown };
    } catch (e) {
      throw evaluationError(name, (e as Error).message, env);
    }
    try {
      return typeof mod.default === 'function' ? await (mod.default as () => unknown)() : mod.default;
    } catch (e) {
      throw evaluationError(name, `its exported function failed: ${(e as Error).message}`, env);
    }
  });
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw evaluationError(name, `its default export must be a config object, or a function that returns one (got ${value === null ? 'null' : typeof value})`, env);
  }
  const loop = circularPath(value);
  // The value is kept as JSON (the cache, the pages): a loop would fail there, naming nothing.
  if (loop) throw evaluationError(name, `its export refers to itself: ${loop[0]} is ${loop[1]} again (a value must not contain itself)`, env);
  return { file, config: value as Record<string, unknown>, inputs, env };
}
