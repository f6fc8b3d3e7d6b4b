/**
 * Islands in the compile (lib/docusaurus/islands.ts says which modules are islands). When the MDX
 * compile (a doc, a post, a page of `src/pages/`) loads a module of the site that needs the
 * browser, two things happen:
 * - the module is bundled alone for the browser (esbuild, ESM, minified), its React and client API
 *   read from the page (components/islands/island-client.tsx) or bundled in (its client-modules.tsx), and published as `/assets/<name>-<hash>.js`,
 *   so pages that share a component share one cached file and a changed component gets a new URL;
 * - in the server compile, each component it exports is wrapped (`@oso/island`), so the page renders
 *   it as before, inside an element that names the chunk, the export and the props to hydrate with
 *   (components/islands/island.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { publishBytes } from './assets';
import { siteUrlSettings } from '../url-settings';
import { cssImports, svgComponents } from './site-code-plugins';
import { islandReasons } from '../docusaurus/islands';
import { LOCALE_OF_PATH_SOURCE } from '../docusaurus/context';
import { ISLAND_CLIENT_MODULES, ISLAND_GLOBAL, ISLAND_MODULE, ISLAND_NEEDS, type DocusaurusModule, type IslandNeed, type IslandRef } from '../docusaurus/module-names';

const SERVER_SUFFIX = '?oso-island-server';
const CODE_FILE = /\.(tsx?|jsx?|mjs)$/;
const CLIENT_IMPORT = /^(react|react-dom)(\/.*)?$|^@(docusaurus|theme)\//;
const CONTEXT_MODULE = '@docusaurus/useDocusaurusContext';
/** The namespace of the chunk's client modules (and of their names in its build's inputs). */
const CLIENT_NS = 'oso-island-client';

/** A built chunk: its URL, its exports, the page's data it reads, and the files it was built from with their mtimes. */
type Chunk = { src: string; exports: string[]; needs: IslandNeed[]; inputs: [string, number][] };
const chunks = new Map<string, Promise<Chunk>>();

const mtime = (f: string) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : -1);

/** The page's own React, which an island reads through the global (components/islands/island-client.tsx sets it). */
const FROM_PAGE = new Set(['react', 'react/jsx-runtime']);

/** The browser modules (components/islands/client-modules.tsx), bundled into a chunk that imports them: each module's exports. */
const CLIENT_EXPORTS: Record<string, string> = {
  '@docusaurus/router': 'export { Redirect, useLocation, useHistory, matchPath, withRouter }',
  '@docusaurus/BrowserOnly': 'export { BrowserOnly as default }',
  '@docusaurus/useIsBrowser': 'export { useIsBrowser as default }',
  '@docusaurus/ExecutionEnvironment': 'export { ExecutionEnvironment as default }',
  '@docusaurus/Translate': 'export { Translate as default, translate }',
  '@docusaurus/Interpolate': 'export { Interpolate as default, interpolate }',
  '@docusaurus/Link': 'export { Link as default }',
  '@docusaurus/Head': 'export { Head as default }',
  '@docusaurus/useBaseUrl': 'export { useBaseUrl as default, useBaseUrlUtils }',
  '@theme/CodeBlock': 'export { CodeBlock as default }',
  '@theme/Heading': 'export { Heading as default }',
  '@theme/Layout': 'export { Layout as default }',
  '@theme/Details': 'export { Details as default }',
  '@theme/Admonition': 'export { Admonition as default }',
  '@theme/ThemedImage': 'export { ThemedImage as default }',
  '@docusaurus/isInternalUrl': 'export { isInternalUrl as default, hasProtocol }',
  '@docusaurus/useGlobalData': 'export { useGlobalData as default, useAllPluginInstancesData, usePluginData }',
  '@docusaurus/useRouteContext': 'export { useRouteContext as default }',
  '@docusaurus/plugin-content-docs/client': 'export { useDocsSidebar, useDoc }',
  '@theme/DocCardList': 'export { DocCardList as default }',
};

const CLIENT_MODULES_FILE = path.resolve('components/islands/client-modules.tsx');
/**
 * The page's own tabs (one component for MDX and islands: tabs with one groupId switch together
 * across both). Their class names are the page's CSS module's, which only the page knows: the chunk
 * reads them from the island's page data (`tabs`).
 */
const TABS_FILE = path.resolve('components/mdx/tabs.tsx');
const TABS_CSS = path.resolve('components/mdx/tabs.module.css');
const TABS_EXPORTS: Record<string, string> = { '@theme/Tabs': 'export { Tabs as default }', '@theme/TabItem': 'export { TabItem as default }' };
const PAGE_DATA = `globalThis.${ISLAND_GLOBAL}.page`;

/** `useColorMode` made for the site's `colorMode` settings, read from the chunk's context module. */
const THEME_COMMON = `import useDocusaurusContext from ${JSON.stringify(CONTEXT_MODULE)};\nimport { colorModeHook } from ${JSON.stringify(CLIENT_MODULES_FILE)};\nexport const useColorMode = colorModeHook(useDocusaurusContext().siteConfig.themeConfig.colorMode);`;

/**
 * `react-dom` in a chunk (a package's `createPortal`, `flushSync`: MUI's Portal, a lightbox): the
 * engine's own, its main module only (about 1.5 KB gzip, bundled into the chunks that import it; its
 * React is the page's). Never the site's copy (React 18's is the whole renderer), never
 * `react-dom/client` or `/server` (a second renderer).
 */
const REACT_DOM = path.resolve('node_modules/react-dom/cjs/react-dom.production.js');

/** The chunk's imports of React and the client API; anything else of @docusaurus/@theme is an error naming what there is. */
/**
 * `@docusaurus/useDocusaurusContext` in an island: the site's context, its `i18n.currentLocale` the
 * locale of the page the island runs on, read from the page's path (one chunk serves every locale).
 * Each locale's context object is made once, so a component that compares it sees the same one.
 */
export function contextModule(context: unknown, basePath: string): string {
  return [
    `const c = ${JSON.stringify(context)};`,
    `const basePath = ${JSON.stringify(basePath)};`,
    LOCALE_OF_PATH_SOURCE,
    'const byLocale = {};',
    'module.exports = function useDocusaurusContext() {',
    "  const l = typeof location === 'undefined' ? c.i18n.currentLocale : localeOfPath(location.pathname, basePath, c.i18n);",
    '  return l === c.i18n.currentLocale ? c : (byLocale[l] ??= { ...c, i18n: { ...c.i18n, currentLocale: l } });',
    '};',
  ].join('\n');
}

function clientModules(context: () => Promise<unknown>): Plugin {
  return {
    name: 'oso-island-client-modules',
    setup(b) {
      b.onResolve({ filter: CLIENT_IMPORT }, (args) => {
        if (args.path === 'react-dom') return { path: REACT_DOM };
        if (args.path === CONTEXT_MODULE || ISLAND_CLIENT_MODULES.includes(args.path)) return { path: args.path, namespace: CLIENT_NS };
        return { errors: [{ text: `"${args.path}" is not available to a component that runs in the browser; it may import ${[...ISLAND_CLIENT_MODULES.slice(0, 2), 'react-dom', ...ISLAND_CLIENT_MODULES.slice(2)].join(', ')}` }] };
      });
      b.onLoad({ filter: /.*/, namespace: CLIENT_NS }, async (args) => {
        if (args.path === CONTEXT_MODULE) return { contents: contextModule(await context(), siteUrlSettings().basePath), loader: 'js' };
        // The module's exports as a plain object: `import React from 'react'` reads it whole.
        if (FROM_PAGE.has(args.path))
          return { contents: `const m = globalThis.${ISLAND_GLOBAL}.modules[${JSON.stringify(args.path)}], o = {};\nfor (const k of Object.keys(m)) if (k !== 'default' && k !== '__esModule') o[k] = m[k];\nmodule.exports = o;`, loader: 'js' };
        if (args.path === '@docusaurus/theme-common') return { contents: THEME_COMMON, loader: 'js', resolveDir: path.dirname(CLIENT_MODULES_FILE) };
        if (TABS_EXPORTS[args.path]) return { contents: `${TABS_EXPORTS[args.path]} from ${JSON.stringify(TABS_FILE)};`, loader: 'js', resolveDir: path.dirname(TABS_FILE) };
        return { contents: `${CLIENT_EXPORTS[args.path]} from ${JSON.stringify(CLIENT_MODULES_FILE)};`, loader: 'js', resolveDir: path.dirname(CLIENT_MODULES_FILE) };
      });
      b.onLoad({ filter: /\.module\.css$/ }, (args) => (args.path === TABS_CSS ? { contents: `export default ${PAGE_DATA}.tabs;`, loader: 'js' } : undefined));
    },
  };
}

/** The page's data a chunk reads: what the client modules it bundles need (ISLAND_NEEDS), from its build's inputs. */
function needsOf(inputs: string[]): IslandNeed[] {
  const needs = new Set<IslandNeed>();
  for (const i of inputs) {
    if (!i.startsWith(`${CLIENT_NS}:`)) continue;
    for (const n of ISLAND_NEEDS[i.slice(CLIENT_NS.length + 1) as DocusaurusModule] ?? []) needs.add(n);
  }
  return [...needs].sort();
}

/** `@site/…` in a chunk: the site folder's own file. */
function siteAlias(root: string): Plugin {
  return {
    name: 'oso-island-site-alias',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind, importer: args.importer }));
    },
  };
}

/** Bundles the module at `file` for the browser (see the top of this file). */
async function buildChunk(file: string, root: string, assets: Plugin, context: () => Promise<unknown>): Promise<Chunk> {
  const urls = siteUrlSettings(process.env, root);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    outdir: '/islands',
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    // lib/url.ts, as the app's bundle has it: the base path and trailing slash of this build.
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_BASE_PATH': JSON.stringify(urls.basePath),
      'process.env.NEXT_PUBLIC_TRAILING_SLASH': JSON.stringify(String(urls.trailingSlash !== false)),
      'process.env.BASE_PATH': 'undefined',
    },
    tsconfig: path.resolve('tsconfig.json'),
    nodePaths: [path.join(root, 'node_modules'), path.resolve('node_modules')],
    // CSS is carried by the page (its server compile); the chunk needs only a module's class names.
    plugins: [clientModules(context), siteAlias(root), assets, cssImports([]), svgComponents],
  });
  const out = result.outputFiles.find((f) => f.path.endsWith('.js'))!;
  const meta = Object.values(result.metafile.outputs as Metafile['outputs']).find((o) => o.entryPoint)!;
  const stem = `island-${path.basename(file, path.extname(file)) === 'index' ? path.basename(path.dirname(file)) : path.basename(file, path.extname(file))}`;
  const needs = needsOf(Object.keys(result.metafile.inputs));
  const inputs = Object.keys(result.metafile.inputs)
    .filter((i) => !i.includes(':'))
    .map((i) => path.resolve(i))
    .map((f): [string, number] => [f, mtime(f)]);
  return { src: publishBytes(stem, '.js', out.text), exports: meta.exports, needs, inputs };
}

/** The chunk of `file`, built once per version of the files it is built from. */
async function chunkOf(file: string, root: string, assets: Plugin, context: () => Promise<unknown>): Promise<Chunk> {
  const hit = chunks.get(file);
  if (hit) {
    const c = await hit.catch(() => undefined);
    if (c && c.inputs.every(([f, t]) => mtime(f) === t)) return c;
  }
  const made = buildChunk(file, root, assets, context);
  chunks.set(file, made);
  return made;
}

type BuildError = { text: string; location?: { file: string } | null };

/** The island modules whose chunk a package keeps from building, each warned of once. */
const unbundled = new Set<string>();

/**
 * `<package> imports "<module>"` when a chunk's build error is in a file of node_modules (a package
 * importing what an island cannot have, as a package rendering with react-dom/server), else undefined.
 */
function packageOf(error: BuildError): string | undefined {
  const parts = error.location?.file.split(/[\\/]/) ?? [];
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const pkg = parts[at + 1].startsWith('@') ? parts.slice(at + 1, at + 3).join('/') : parts[at + 1];
  const wanted = /"([^"]+)"/.exec(error.text)?.[1];
  return wanted ? `${pkg} imports "${wanted}"` : `${pkg}: ${error.text}`;
}

/** The server module of an island: the module itself, its components wrapped. */
function serverModule(file: string, chunk: Chunk): string {
  const self = JSON.stringify(file + SERVER_SUFFIX);
  const lines = [`import __island from ${JSON.stringify(ISLAND_MODULE)};`, `import * as __m from ${self};`, `export * from ${self};`];
  for (const name of chunk.exports) {
    if (name !== 'default' && !/^[A-Z]/.test(name)) continue;
    const ref: IslandRef = chunk.needs.length ? { src: chunk.src, name, needs: chunk.needs } : { src: chunk.src, name };
    const value = `__island(__m[${JSON.stringify(name)}], ${JSON.stringify(ref)})`;
    lines.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
  }
  return lines.join('\n');
}

/**
 * The compile's plugin (lib/content/compile.ts): a module of the site folder `root` that is an island
 * loads as its server module; `assets` is the compile's plugin for asset imports (an image a
 * component imports has the same URL in both).
 */
export function islandModules(root: string, assets: Plugin): Plugin {
  let ctx: Promise<unknown> | undefined;
  const context = () =>
    (ctx ??= (async () => {
      const { site } = await import('../site');
      const { docusaurusContext } = await import('../docusaurus/context');
      return docusaurusContext(site);
    })());
  const inSite = (f: string) => !path.relative(root, f).startsWith('..') && !f.split(path.sep).includes('node_modules');
  return {
    name: 'oso-islands',
    setup(b) {
      b.onResolve({ filter: /\?oso-island-server$/ }, (args) => ({ path: args.path.slice(0, -SERVER_SUFFIX.length), suffix: SERVER_SUFFIX }));
      b.onLoad({ filter: CODE_FILE }, async (args) => {
        if (args.suffix === SERVER_SUFFIX || args.namespace !== 'file' || !inSite(args.path)) return undefined;
        const text = await fs.promises.readFile(args.path, 'utf8');
        if (!islandReasons(args.path, text).length) return undefined;
        let chunk: Chunk;
        try {
          chunk = await chunkOf(args.path, root, assets, context);
        } catch (e) {
          const errors: BuildError[] = (e as { errors?: BuildError[] }).errors ?? [{ text: (e as Error).message }];
          const rel = path.relative(root, args.path);
          const byPackage = errors.map(packageOf);
          if (byPackage.every(Boolean)) {
            // A package's own needs (react-dom/server, a module of Docusaurus's own), which the site cannot change: the page still builds.
            if (!unbundled.has(args.path)) console.warn(`⚠ ${rel}: rendered at build time only, not in the browser: its bundle for the browser does not build (${[...new Set(byPackage)].join('; ')})`);
            unbundled.add(args.path);
            return undefined;
          }
          return { errors: errors.map((x) => ({ text: `${rel} runs in the browser, but its bundle does not build: ${x.text}` })) };
        }
        return { contents: serverModule(args.path, chunk), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
