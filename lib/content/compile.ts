/**
 * How contentlayer compiles a doc or post (mdx-bundler: MDX through esbuild), set up so content
 * written for Docusaurus 3 compiles unchanged: its syntax (lib/docusaurus/mdx-syntax.ts), its theme
 * and core imports, `@site/…` for the content folder, and files imported beside the content.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions, OnLoadArgs, OnLoadResult, Plugin, PluginBuild } from 'esbuild';
import { publishAsset } from './assets';
import { DOCUSAURUS_MODULES, ISLAND_MODULE, MODULES_VAR, NAMED_EXPORTS, type DocusaurusModule } from '../docusaurus/module-names';
import { islandModules } from './islands';
import { scopeCssModule } from './site-code-plugins';
import { importRoots } from '../docusaurus/import-roots';
import { preprocessMdxFile } from '../docusaurus/mdx-syntax';

/** mdx-bundler `globals`: each Docusaurus module is read from the page's module table. */
export const docusaurusGlobals = Object.fromEntries(
  [...DOCUSAURUS_MODULES, ISLAND_MODULE].map((m) => [m, { varName: `${MODULES_VAR}[${JSON.stringify(m)}]`, type: 'esm' as const, defaultExport: true, namedExports: NAMED_EXPORTS[m as DocusaurusModule] ?? null }]),
);

/** `@site/src/components/X` → the content folder's own file, as in Docusaurus. */
function siteAlias(contentDir: string): Plugin {
  return {
    name: 'oso-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: contentDir, kind: args.kind, importer: args.importer }),
      );
    },
  };
}

/** Any other `@theme/…` or `@docusaurus/…` import: a clear error instead of "could not resolve". */
const unsupportedModules: Plugin = {
  name: 'oso-docusaurus-modules',
  setup(build) {
    build.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => ({
      errors: [{ text: `"${args.path}" is not available on this site; content may import ${DOCUSAURUS_MODULES.join(', ')}` }],
    }));
  },
};

/** `child` is `dir` or inside it. */
const inside = (dir: string, child: string) => child === dir || child.startsWith(dir + path.sep);

/**
 * Imports stay inside the site folder, its node_modules and this project's (issue #53): whatever
 * resolves elsewhere (`/etc/passwd`, `../../secrets.json`, a symlink out of the folder) fails naming
 * the importing file and the import, and is neither read nor published. Each import is resolved by
 * the other plugins and esbuild as usual; this one checks where it landed.
 */
function confineImports(contentDir: string): Plugin {
  const realOf = (p: string) => {
    try {
      return fsSync.realpathSync(p);
    } catch {
      return p;
    }
  };
  const site = realOf(path.resolve(contentDir));
  const modules = [path.join(site, 'node_modules'), path.resolve('node_modules'), realOf(path.resolve('node_modules'))];
  /** The importing file, relative to the site folder; mdx-bundler's in-memory entry is the document itself. */
  const shown = (file: string) => {
    if (!file) return 'the document';
    const rel = path.relative(path.resolve(contentDir), file);
    const name = rel.startsWith('..') ? file : rel;
    return path.basename(file).startsWith('_mdx_bundler_entry_point') ? `the document in ${path.dirname(name)}/` : name;
  };
  return {
    name: 'oso-confine-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.osoConfined) return undefined;
        const pluginData = { ...args.pluginData, osoConfined: true };
        // A server-relative import (`/src/components/Tip`) is looked up in the import roots (static/, then the site folder).
        // An absolute path that exists (what a relative import was made into) is not one.
        if (args.path.startsWith('/') && !args.path.startsWith('//') && !fsSync.existsSync(args.path)) {
          for (const root of importRoots(site)) {
            const rooted = await build.resolve(`.${args.path}`, { kind: args.kind, importer: args.importer, resolveDir: root, namespace: 'file', pluginData });
            if (!rooted.errors.length && fsSync.existsSync(rooted.path)) return rooted;
          }
        }
        const r = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: args.namespace, pluginData });
        if (r.errors.length || r.external || !path.isAbsolute(r.path) || (r.pluginData as { inMemory?: boolean } | undefined)?.inMemory) return r;
        // A package's files may be links (npm link, workspaces): the folder it was found in decides.
        if (modules.some((m) => inside(m, r.path)) || inside(site, realOf(r.path))) return r;
        return { errors: [{ text: `${shown(args.importer)} imports "${args.path}", which is outside the site folder (${realOf(r.path)}): imports resolve inside the site folder, its node_modules and the engine's modules` }] };
      });
    },
  };
}

const ASSET_IMPORT = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|mp4|webm|mp3|csv|zip)$/i;

/** `import logo from './logo.png'` gives the file's published URL, as webpack gives it in Docusaurus. */
const assetImports: Plugin = {
  name: 'oso-asset-imports',
  setup(build) {
    build.onResolve({ filter: ASSET_IMPORT }, (args) => ({ path: path.resolve(args.resolveDir, args.path), namespace: 'oso-asset' }));
    build.onLoad({ filter: /.*/, namespace: 'oso-asset' }, (args) => ({
      contents: `export default ${JSON.stringify(publishAsset(args.path).url)};`,
      loader: 'js',
    }));
  },
};

const cssNamed = new Set<string>();

/**
 * A `.css` a doc's component imports (`import styles from './Tip.module.css'`): a CSS module gives its
 * class names, scoped as on src/pages (./site-code-plugins.ts), so the markup keeps its classes, and a
 * plain file nothing. Its CSS is not carried to doc pages yet: each file is named once in a warning,
 * where esbuild stopped the compile ("without an output path configured").
 */
function docCssImports(contentDir: string): Plugin {
  return {
    name: 'oso-doc-css',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (!cssNamed.has(args.path)) {
          cssNamed.add(args.path);
          console.warn(`⚠ ${path.relative(contentDir, args.path)}: CSS imported by a doc's or post's component is not applied to its page here (its class names are kept)`);
        }
        if (!/\.module\.css$/.test(args.path)) return { contents: 'export default {};', loader: 'js' };
        const { names } = await scopeCssModule(args.path, await fs.readFile(args.path, 'utf8'));
        return { contents: `export default ${JSON.stringify(names)};`, loader: 'js' };
      });
    },
  };
}

/**
 * @mdx-js/esbuild with Docusaurus's text rewrites applied to every MDX file it compiles (the
 * document and the partials it imports), by wrapping the plugin's own load step.
 */
function withPreprocessing(mdx: Plugin): Plugin {
  return {
    name: 'oso-docusaurus-mdx',
    setup(build) {
      let filter: RegExp | undefined;
      let load: ((args: OnLoadArgs) => Promise<OnLoadResult | null | undefined>) | undefined;
      const capture = { ...build, onLoad: (o: { filter: RegExp }, cb: typeof load) => ((filter = o.filter), (load = cb)) };
      void mdx.setup(capture as unknown as PluginBuild);
      if (!filter || !load) throw new Error('@mdx-js/esbuild registered no load step: the MDX compile cannot be set up');
      const inner = load;
      build.onLoad({ filter }, async (args) => {
        const given = args.pluginData?.contents;
        const text = given !== undefined && given !== null ? String(given) : await fs.readFile(args.path, 'utf8');
        return inner({ ...args, pluginData: { ...args.pluginData, contents: preprocessMdxFile(text) } });
      });
    },
  };
}

/** contentlayer's `mdx.esbuildOptions`: mdx-bundler's plugins with ours around them. */
export function esbuildOptionsFor(contentDir: string) {
  return (opts: BuildOptions): BuildOptions => {
    const plugins = opts.plugins ?? [];
    const mdx = plugins.find((p) => p.name === '@mdx-js/esbuild');
    if (!mdx) throw new Error('mdx-bundler did not register @mdx-js/esbuild: the MDX compile cannot be set up');
    // After mdx-bundler's globals (which serve the Docusaurus modules), before its file resolution.
    const at = plugins.findIndex((p) => p.name === 'global-externals') + 1;
    // A site module that needs the browser loads as its island (./islands.ts).
    const ours = [confineImports(contentDir), siteAlias(contentDir), unsupportedModules, assetImports, islandModules(contentDir, assetImports), docCssImports(contentDir)];
    opts.plugins = [...plugins.slice(0, at), ...ours, ...plugins.slice(at)].map((p) => (p === mdx ? withPreprocessing(mdx) : p));
    return opts;
  };
}
