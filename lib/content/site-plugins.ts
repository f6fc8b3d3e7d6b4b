/**
 * The site's own remark and rehype plugins, ready for the compile (./markdown.ts puts them in
 * Docusaurus's order). They are read by evaluating the site's config in this process (once per
 * process and folder), as the functions cannot come from the JSON cache of the resolved config.
 *
 * contentlayer compiles docs and posts with one set of plugins, so each site plugin is attached once
 * and its transform runs only on files of its own content plugin (docs/, blog/, src/pages/), as
 * Docusaurus gives each content plugin its own MDX loader (packages/docusaurus-mdx-loader/src/processor.ts).
 * A file outside all three (a partial under src/) gets none, as Docusaurus's fallback MDX loader.
 * A plugin's attach-time setup (a syntax extension such as remark-math's) is shared by docs and blog.
 */
import { contentKindOf as contentFolderOf } from '../content-folders';
import path from 'node:path';
import { hashOf } from '../memo';
import { findConfigFile, loadConfigFile } from '../docusaurus/load-config';
import { CONTENT_KINDS, hasSitePlugins, noSitePlugins, readMdxPlugins, type ContentKind, type MdxPluginEntry, type SiteMdxPlugins } from '../docusaurus/mdx-plugins';
import { setSiteSyntax } from '../docusaurus/mdx-syntax';

type VFileLike = { path?: string; data?: { rawDocumentData?: { sourceFilePath?: string } } };
type Transformer = (tree: unknown, file: VFileLike, next?: (err?: unknown, tree?: unknown, file?: unknown) => void) => unknown;

/** The site's plugins, and a fingerprint that changes when they or the files they come from change. */
export type LoadedSitePlugins = { plugins: SiteMdxPlugins; fingerprint: string };
const loaded = new Map<string, Promise<LoadedSitePlugins>>();

/** Functions by their source, so an inline plugin or a function option edited in the config counts. */
const describe = (v: unknown): string => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'function' ? `fn ${x.toString()}` : x)) ?? 'undefined';

/**
 * What the compiled MDX depends on of the config: each plugin (its source, options and place) and
 * the local files the config imports (the plugin files beside it). Not the config file's other
 * settings: a title edit does not recompile every page.
 */
function fingerprintOf(plugins: SiteMdxPlugins, configFile: string, inputs: Record<string, string>): string {
  const root = path.dirname(configFile);
  const files = Object.entries(inputs).filter(([f]) => f !== configFile).map(([f, h]) => `${path.relative(root, f)} ${h}`).sort();
  return hashOf(describe(plugins), ...files);
}

/** The site folder's MDX plugins (none without a config); a config that fails throws its own message. */
export function loadSitePlugins(root: string): Promise<LoadedSitePlugins> {
  const key = path.resolve(root);
  let p = loaded.get(key);
  if (!p) {
    const file = findConfigFile(key);
    p = file
      ? loadConfigFile(file).then((c) => {
          const plugins = readMdxPlugins(c.config, path.basename(file));
          return { plugins, fingerprint: fingerprintOf(plugins, c.file, c.inputs) };
        })
      : Promise.resolve({ plugins: noSitePlugins(), fingerprint: 'none' });
    loaded.set(key, p);
  }
  return p;
}

/** Which content plugin a compiled file belongs to, by its path in the site folder. */
export function contentKindOf(file: VFileLike, contentDir: string): ContentKind | undefined {
  const own = file.data?.rawDocumentData?.sourceFilePath;
  const rel = (own ?? (file.path ? path.relative(contentDir, path.resolve(file.path)) : '')).split(path.sep).join('/');
  const kind = contentFolderOf(rel);
  if (kind) return kind;
  if (rel.startsWith('src/pages/')) return 'pages';
  return undefined;
}

const fileName = (file: VFileLike, contentDir: string) =>
  file.data?.rawDocumentData?.sourceFilePath ?? (file.path ? path.relative(contentDir, path.resolve(file.path)) : 'a file');

/** A plugin's failure as one line naming the plugin, where the config gives it, and the file. */
export function pluginError(kind: 'remark' | 'rehype', e: MdxPluginEntry, file: string | undefined, cause: unknown): Error {
  const why = cause instanceof Error ? cause.message : String(cause);
  const on = file ? `while compiling ${file}` : 'while being set up';
  return new Error(`The site's ${kind} plugin "${e.name}" (${e.where}) failed ${on}: ${why}`, { cause });
}

const isThenable = (v: unknown): v is Promise<unknown> => typeof (v as { then?: unknown })?.then === 'function';

/**
 * A unified attacher that runs `e` on files of `kind` only, and reports its failures by name. The
 * transform keeps its calling form (a third parameter means unified passes a callback).
 */
export function guardedPlugin(e: MdxPluginEntry, kind: ContentKind, family: 'remark' | 'rehype', contentDir: string) {
  return function sitePlugin(this: unknown) {
    let inner: unknown;
    try {
      inner = e.plugin.apply(this, e.options);
    } catch (err) {
      throw pluginError(family, e, undefined, err);
    }
    if (typeof inner !== 'function') return inner;
    const transform = inner as Transformer;
    const fail = (file: VFileLike, err: unknown) => pluginError(family, e, fileName(file, contentDir), err);
    if (transform.length >= 3) {
      return function (this: unknown, tree: unknown, file: VFileLike, next: (err?: unknown, tree?: unknown, file?: unknown) => void) {
        if (contentKindOf(file, contentDir) !== kind) return next();
        try {
          transform.call(this, tree, file, (err, t, f) => (err ? next(fail(file, err)) : next(undefined, t, f)));
        } catch (err) {
          next(fail(file, err));
        }
      };
    }
    return function (this: unknown, tree: unknown, file: VFileLike) {
      if (contentKindOf(file, contentDir) !== kind) return undefined;
      let out: unknown;
      try {
        out = transform.call(this, tree, file);
      } catch (err) {
        throw fail(file, err);
      }
      return isThenable(out) ? out.catch((err: unknown) => Promise.reject(fail(file, err))) : out;
    };
  };
}

/** The site's plugins of one list, for every content kind, each guarded to its own files. */
export function sitePluginList(site: SiteMdxPlugins | undefined, key: keyof SiteMdxPlugins['docs'], family: 'remark' | 'rehype', contentDir: string) {
  if (!site || !hasSitePlugins(site)) return [];
  return (['docs', 'blog', 'pages'] as const).flatMap((kind) => site[kind][key].map((e) => guardedPlugin(e, kind, family, contentDir)));
}

/**
 * The site's remark plugins' syntax in this process's parser of bodies (lib/docusaurus/mdx-syntax.ts),
 * for the readers outside the compile: the build checks, the Markdown twins. A config that does not
 * load leaves the parser as it is (the checks of the configuration say why).
 */
export async function applySiteSyntax(root: string): Promise<void> {
  let plugins: SiteMdxPlugins;
  try {
    plugins = (await loadSitePlugins(root)).plugins;
  } catch {
    return;
  }
  setSiteSyntax(CONTENT_KINDS.flatMap((k) => [...plugins[k].beforeDefaultRemarkPlugins, ...plugins[k].remarkPlugins]));
}
