/**
 * A site's own MDX plugins, as its loaded `docusaurus.config.*` gives them (functions: they cannot go
 * through the JSON cache of ./settings.ts, so the compile reads them from the evaluated config).
 *
 * Where Docusaurus reads them: `remarkPlugins`, `rehypePlugins`, `beforeDefaultRemarkPlugins`,
 * `beforeDefaultRehypePlugins` of each content plugin's options (the classic preset's `docs`, `blog`,
 * `pages`, or a standalone `@docusaurus/plugin-content-*` entry of `plugins`), validated by
 * `RemarkPluginsSchema`/`RehypePluginsSchema` (packages/docusaurus-utils-validation/src/validationSchemas.ts),
 * and `markdown.remarkRehypeOptions` (packages/docusaurus/src/server/configValidation.ts), which
 * packages/docusaurus-mdx-loader/src/processor.ts hands to @mdx-js/mdx. Pure: no file is read here.
 */
type Obj = Record<string, unknown>;

export const MDX_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;
export type MdxPluginKey = (typeof MDX_PLUGIN_KEYS)[number];
export const CONTENT_KINDS = ['docs', 'blog', 'pages'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One entry as unified takes it, with where the config gave it (for messages). */
export type MdxPluginEntry = { plugin: (...args: unknown[]) => unknown; options: unknown[]; where: string; name: string };
export type MdxPluginLists = Record<MdxPluginKey, MdxPluginEntry[]>;
export type SiteMdxPlugins = Record<ContentKind, MdxPluginLists> & { remarkRehypeOptions?: Obj };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
export const STANDALONE: Record<string, ContentKind> = {
  '@docusaurus/plugin-content-docs': 'docs',
  'content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  'content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  'content-pages': 'pages',
};

const emptyLists = (): MdxPluginLists => ({ beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] });
export const noSitePlugins = (): SiteMdxPlugins => ({ docs: emptyLists(), blog: emptyLists(), pages: emptyLists() });

/**
 * One list's entries: a plugin function, `[plugin, options]`, or a unified preset object, as
 * validationSchemas.ts's `MarkdownPluginsSchema` allows. Anything else is an error naming the key.
 */
function entriesOf(list: unknown, where: string, fail: (key: string, message: string) => void): MdxPluginEntry[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    fail(where, 'must be an array of MDX plugins');
    return [];
  }
  const out: MdxPluginEntry[] = [];
  list.forEach((e, i) => {
    const at = `${where}[${i}]`;
    if (typeof e === 'function') out.push({ plugin: e as MdxPluginEntry['plugin'], options: [], where: at, name: e.name || 'anonymous' });
    else if (Array.isArray(e) && typeof e[0] === 'function' && e.length >= 1)
      out.push({ plugin: e[0] as MdxPluginEntry['plugin'], options: e.slice(1), where: at, name: (e[0] as { name?: string }).name || 'anonymous' });
    else if (isObj(e) && Array.isArray(e.plugins)) out.push(...entriesOf(e.plugins, `${at}.plugins`, fail));
    else if (isObj(e) && typeof e.default === 'function')
      fail(at, 'is a module object, not a plugin: use its default export (require("…").default)');
    else fail(at, 'does not look like a valid MDX plugin: give a plugin function, or [plugin, options]');
  });
  return out;
}

/** The default instance only: another docs/blog instance's files are not built here (map-config.ts warns). */
export const isDefaultInstance = (o: Obj) => o.id === undefined || o.id === 'default';

/** Reads every content plugin's MDX plugin lists; throws one error naming `file` and each bad key. */
export function readMdxPlugins(config: Obj, file = 'docusaurus.config'): SiteMdxPlugins {
  const result = noSitePlugins();
  const errors: string[] = [];
  const fail = (key: string, message: string) => errors.push(`  - ${key}: ${message}`);
  const take = (kind: ContentKind, opts: Obj, where: string) => {
    for (const key of MDX_PLUGIN_KEYS) result[kind][key].push(...entriesOf(opts[key], `${where}.${key}`, fail));
  };
  (Array.isArray(config.presets) ? config.presets : []).forEach((p, i) => {
    const name = typeof p === 'string' ? p : Array.isArray(p) ? p[0] : undefined;
    const opts = Array.isArray(p) && isObj(p[1]) ? p[1] : {};
    if (typeof name !== 'string' || !CLASSIC.has(name)) return;
    for (const kind of CONTENT_KINDS) if (isObj(opts[kind])) take(kind, opts[kind], `presets[${i}] ${kind}`);
  });
  (Array.isArray(config.plugins) ? config.plugins : []).forEach((p, i) => {
    const kind = Array.isArray(p) && typeof p[0] === 'string' ? STANDALONE[p[0]] : undefined;
    if (kind && isObj(p[1]) && isDefaultInstance(p[1])) take(kind, p[1], `plugins[${i}]`);
  });
  const markdown = isObj(config.markdown) ? config.markdown : {};
  if (markdown.remarkRehypeOptions !== undefined) {
    if (isObj(markdown.remarkRehypeOptions)) result.remarkRehypeOptions = markdown.remarkRehypeOptions;
    else fail('markdown.remarkRehypeOptions', 'must be an object (the options of remark-rehype)');
  }
  if (errors.length) throw new Error(`Invalid site configuration in ${file}:\n${errors.join('\n')}`);
  return result;
}

/** True when the site gives any MDX plugin or option (most sites give none: nothing to load then). */
export const hasSitePlugins = (p: SiteMdxPlugins) =>
  p.remarkRehypeOptions !== undefined || CONTENT_KINDS.some((k) => MDX_PLUGIN_KEYS.some((key) => p[k][key].length > 0));
