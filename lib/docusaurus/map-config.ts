/**
 * A Docusaurus 3 site configuration (the object `docusaurus.config.*` exports, see ./load-config.ts)
 * mapped onto this site's settings (lib/site.schema.ts). Pure: no file is read here.
 *
 * Every key Docusaurus defines is either mapped, or known to need nothing here, or named in one
 * warning line: a setting is never dropped silently. Where the config leaves out something
 * Docusaurus has a default for (no `announcementBar`, no footer, 5 posts in the blog sidebar …),
 * the result carries Docusaurus's default, not this project's own site's settings.
 */
import { htmlToText, splitAtFirstLink } from './html';
import { footerItem, navbarItems, type Report } from './navbar-items';
import { siteOptions } from './site-options';
import { TRUNCATE_MARKER } from './remark-truncate';
import { prismSettings } from './prism';
import { isDefaultInstance, MDX_PLUGIN_KEYS, readMdxPlugins, STANDALONE } from './mdx-plugins';
import { blogRouteNamesProblem, DEFAULT_ROUTE_NAMES, normalizeRouteBasePath, routeFolderProblem } from '../route-bases';
import { resolveI18n, unsupportedLocaleBaseUrls, type I18nSettings } from './i18n';
import { withoutTrailingSlash } from '../url';
import { clientRedirectOptions } from './client-redirects';

type Obj = Record<string, unknown>;
export type MappedConfig = {
  /** Settings in lib/site.ts's shape (validated there, with site.config.json merged over them). */
  settings: Obj;
  /** One line per setting, plugin or theme that has no equivalent here. */
  warnings: string[];
  /** The classic preset's `theme.customCss` files, relative to the site folder. */
  customCss: string[];
};

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const defined = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
/** A plugin or theme entry's name: `'name'`, `['name', options]`, or a function/module (no name). */
const entryName = (e: unknown): string => (typeof e === 'string' ? e : Array.isArray(e) && typeof e[0] === 'string' ? e[0] : typeof e === 'function' ? (e.name || 'an inline plugin') : 'an inline plugin');
/** A file of static/ as Docusaurus names it (`img/logo.svg`, relative to the base URL) as a site path. */
const staticPath = (p: string) => (/^([a-z][a-z0-9+.-]*:|\/)/i.test(p) ? p : `/${p}`);
const entryOptions = (e: unknown): Obj => (Array.isArray(e) && isObj(e[1]) ? e[1] : {});

/** Top-level keys that need nothing here, or that other keys' mapping reads. */
const SITE_KEYS_HANDLED = new Set([
  'title', 'tagline', 'url', 'baseUrl', 'favicon', 'onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes',
  'organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'i18n', 'markdown', 'presets', 'plugins', 'themes',
  'themeConfig', 'customFields', 'trailingSlash', 'future', 'noIndex', 'titleDelimiter', 'baseUrlIssueBanner', 'storage', 'staticDirectories',
  'headTags', 'scripts', 'stylesheets', 'clientModules',
]);

/** Docusaurus's preset names for the classic preset. */
const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
const MERMAID_THEME = new Set(['@docusaurus/theme-mermaid', 'mermaid']);

/** The docs plugin's versioning options (lib/docusaurus/versions.ts), passed on as written for the schema to check. */
const VERSIONING_KEYS = ['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions', 'disableVersioning', 'editCurrentVersion', 'versions'];
/** Options of the classic preset's docs plugin this site reads (the rest warn). */
const DOCS_KEYS = new Set(['tagsBasePath', 'sidebarPath', 'editUrl', 'sidebarCollapsed', 'sidebarCollapsible', 'routeBasePath', 'path', 'showLastUpdateTime', 'showLastUpdateAuthor', 'numberPrefixParser', 'include', 'exclude', 'breadcrumbs', ...VERSIONING_KEYS]);
/** The blog plugin's sub-route options (options.ts), read as `blog.<key>` here. */
const BLOG_ROUTE_KEYS = ['tagsBasePath', 'archiveBasePath', 'authorsBasePath', 'pageBasePath'] as const;
const BLOG_KEYS = new Set([...BLOG_ROUTE_KEYS, 'showReadingTime', 'editUrl', 'blogSidebarTitle', 'blogSidebarCount', 'postsPerPage', 'feedOptions', 'routeBasePath', 'path', 'blogTitle', 'blogDescription', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'authorsMapPath', 'tags', 'include', 'exclude', 'truncateMarker']);
// The site's remark/rehype plugins run in the compile (./mdx-plugins.ts, lib/content/site-plugins.ts).
for (const k of MDX_PLUGIN_KEYS) for (const keys of [DOCS_KEYS, BLOG_KEYS]) keys.add(k);
const THEME_CONFIG_HANDLED = new Set(['navbar', 'footer', 'announcementBar', 'colorMode', 'metadata', 'image', 'algolia', 'docs', 'blog', 'prism', 'tableOfContents', 'mermaid', 'zoom']);

/** Footer links: multi-column (`[{title, items}]`) or simple (`[{label, to}]`, one untitled column). */
function footer(raw: Obj | undefined, report: Report): Obj | null {
  const { warn } = report;
  if (!raw) return null;
  const links = Array.isArray(raw.links) ? raw.links.filter(isObj) : [];
  const multi = links.some((l) => Array.isArray(l.items));
  // theme-classic's validateThemeConfig.ts: `links` is all columns or all links.
  if (multi && !links.every((l) => Array.isArray(l.items))) report.fail('themeConfig.footer.links', 'must be either simple or multi-column, and not a mix of the two');
  const itemsOf = (list: unknown[], where: string) =>
    list.flatMap((l, j) => footerItem(l, `${where}[${j}]`, report) ?? []);
  const columns = multi
    ? links.map((c, i) => defined({ title: str(c.title), items: itemsOf(Array.isArray(c.items) ? c.items : [], `themeConfig.footer.links[${i}].items`) }))
    : links.length
      ? [{ items: itemsOf(links, 'themeConfig.footer.links') }]
      : [];
  if (raw.logo) warn('themeConfig.footer.logo: the footer shows no logo here');
  return { columns, copyright: str(raw.copyright) ? htmlToText(str(raw.copyright)!) : '' };
}

/** `announcementBar`: its HTML content as text, its first link as the bar's link. */
function announcement(raw: Obj | undefined, warn: (s: string) => void): Obj | null {
  if (!raw) return null;
  const { before, link: a, after } = splitAtFirstLink(str(raw.content) ?? '');
  if (raw.backgroundColor || raw.textColor) warn("themeConfig.announcementBar.backgroundColor/textColor: the bar keeps this site's colours, which pass contrast in both modes");
  const id = (str(raw.id) ?? 'announcement-bar').toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'announcement-bar';
  // The bar's sentence reads as written: the text before the link, the link, the text after it.
  return defined({
    id,
    content: before,
    link: a ? (a.href.startsWith('/') ? { label: a.label, to: a.href } : { label: a.label, href: a.href }) : undefined,
    contentAfter: after || undefined,
    isCloseable: bool(raw.isCloseable) ?? true,
  });
}

/** The classic preset's options and any theme or plugin entries, each mapped or warned about. */
function presetParts(config: Obj, warn: (s: string) => void) {
  const unbuilt: { name: string; routeBasePath: string }[] = [];
  let docs: Obj | false | undefined;
  let blog: Obj | false | undefined;
  let gtag: Obj | undefined;
  let redirects: { options: Obj; key: string } | undefined;
  let customCss: string[] = [];
  for (const [i, p] of (Array.isArray(config.presets) ? config.presets : []).entries()) {
    const name = entryName(p);
    if (!CLASSIC.has(name)) {
      warn(`presets[${i}]: the preset "${name}" is not available here; only the classic preset's docs, blog, theme and gtag options are read`);
      continue;
    }
    const o = entryOptions(p);
    docs = o.docs === false ? false : isObj(o.docs) ? o.docs : {};
    blog = o.blog === false ? false : isObj(o.blog) ? o.blog : {};
    if (isObj(o.gtag)) gtag = o.gtag;
    const css = isObj(o.theme) ? o.theme.customCss : undefined;
    customCss = (Array.isArray(css) ? css : [css]).filter((c): c is string => typeof c === 'string');
    for (const k of Object.keys(o)) if (!['docs', 'blog', 'theme', 'gtag', 'sitemap', 'pages', 'debug', 'svgr'].includes(k)) warn(`presets[${i}] ${k}: not available here`);
    if (o.pages === false) warn(`presets[${i}] pages: false: src/pages is not read here anyway`);
  }
  for (const [list, key] of [[config.plugins, 'plugins'], [config.themes, 'themes']] as const) {
    for (const [i, p] of (Array.isArray(list) ? list : []).entries()) {
      const name = entryName(p);
      if (key === 'themes' && MERMAID_THEME.has(name)) continue;
      const kind = key === 'plugins' ? STANDALONE[name] : undefined;
      if (kind === 'docs' || kind === 'blog') {
        // A standalone docs/blog plugin without an id is the default instance (the one a preset's
        // `docs: false`/`blog: false` leaves out); any other is an instance of its own, not built here.
        const o = entryOptions(p);
        const taken = kind === 'docs' ? docs : blog;
        if (isDefaultInstance(o) && (taken === undefined || taken === false)) {
          if (kind === 'docs') docs = o;
          else blog = o;
        } else {
          const where = [str(o.path) && `path "${str(o.path)}"`, typeof o.routeBasePath === 'string' && `routeBasePath "${o.routeBasePath}"`].filter(Boolean).join(', ');
          // plugin-content-docs/blog options.ts: routeBasePath defaults to 'docs' / 'blog'.
          const base = typeof o.routeBasePath === 'string' ? o.routeBasePath : kind;
          if (normalizeRouteBasePath(base)) unbuilt.push({ name: `the ${kind} plugin instance "${str(o.id) ?? 'default'}"`, routeBasePath: normalizeRouteBasePath(base) });
          warn(`${key}[${i}]: the ${kind} plugin instance "${str(o.id) ?? 'default'}"${where ? ` (${where})` : ''}: only one ${kind} instance is built here; its pages are not built`);
        }
      } else if (name === '@docusaurus/plugin-google-gtag') gtag = entryOptions(p);
      else if (name === '@docusaurus/plugin-client-redirects' && key === 'plugins' && !redirects) redirects = { options: entryOptions(p), key: `plugins[${i}]` };
      else warn(`${key}[${i}]: "${name}" has no equivalent here; it is not run`);
    }
  }
  return { docs, blog, gtag, redirects, customCss, unbuilt };
}

/** `@docusaurus/plugin-client-redirects`'s options (./client-redirects.ts), or Docusaurus's defaults without the plugin. */
function clientRedirects(entry: { options: Obj; key: string } | undefined, report: Report) {
  if (!entry) return undefined;
  if (typeof entry.options.createRedirects === 'function') report.warn(`${entry.key} createRedirects: a function of each route, not run here; the redirects it makes are not written (list them in \`redirects\`)`);
  const o = clientRedirectOptions(entry.options);
  if ('error' in o) return void report.fail(`${entry.key} (@docusaurus/plugin-client-redirects) ${o.error.split(':')[0]}`, o.error.slice(o.error.indexOf(':') + 2));
  return o;
}

/**
 * `truncateMarker`s that match no marker but those read here (lib/docusaurus/remark-truncate.ts):
 * Docusaurus 3's default, its former default `/<!--\s*(truncate)\s*-->/`, and the comment half alone.
 */
const TRUNCATE_MARKERS_READ = new Set([TRUNCATE_MARKER.source, '<!--\\s*(truncate)\\s*-->', '<!--\\s*truncate\\s*-->']);

/**
 * The blog's `truncateMarker` (a RegExp): posts are cut here at the default markers only, so any
 * other marker gets a warning line (its posts would be shown whole, and fail the truncate check).
 */
function truncateMarkerWarning(marker: unknown): string | undefined {
  if (marker === undefined) return undefined;
  const re = marker instanceof RegExp ? marker : undefined;
  if (re && !re.flags.includes('i') && TRUNCATE_MARKERS_READ.has(re.source)) return undefined;
  return `presets classic blog.truncateMarker ${String(marker)}: not read here; a post's excerpt ends at <!-- truncate --> or {/* truncate */} on a line of its own`;
}

function unknownKeys(obj: Obj | undefined, known: Set<string>, where: string, warn: (s: string) => void) {
  for (const k of Object.keys(obj ?? {})) if (!known.has(k)) warn(`${where}.${k}: no equivalent here; ignored`);
}

/**
 * Maps a loaded Docusaurus config (see the top of this file). Values Docusaurus's own schemas reject
 * throw one error naming `file` and each key, in validateSite's form (lib/site.schema.ts).
 */
export function mapDocusaurusConfig(config: Obj, file = 'docusaurus.config'): MappedConfig {
  const warnings: string[] = [];
  const warn = (s: string) => warnings.push(s);
  // Bad MDX plugin entries fail here, in the checks, before the compile loads them.
  readMdxPlugins(config, file);
  const errors: string[] = [];
  const report: Report = { warn, fail: (key, message) => errors.push(`  - ${key}: ${message}`) };
  const theme = isObj(config.themeConfig) ? config.themeConfig : {};
  const navbar = isObj(theme.navbar) ? theme.navbar : {};
  const logo = isObj(navbar.logo) ? navbar.logo : undefined;
  const markdown = isObj(config.markdown) ? config.markdown : {};
  const hooks = isObj(markdown.hooks) ? markdown.hooks : {};
  const colorMode = isObj(theme.colorMode) ? theme.colorMode : {};
  const toc = isObj(theme.tableOfContents) ? theme.tableOfContents : {};
  const algolia = isObj(theme.algolia) ? theme.algolia : undefined;
  const blogTheme = isObj(theme.blog) && isObj(theme.blog.sidebar) ? theme.blog.sidebar : {};
  const { docs, blog, gtag, redirects, customCss, unbuilt } = presetParts(config, warn);
  const docsOpts = docs || {};
  const blogOpts = blog || {};

  for (const k of Object.keys(config)) if (!SITE_KEYS_HANDLED.has(k)) warn(`${k}: no equivalent here; ignored`);
  for (const k of ['headTags', 'scripts', 'stylesheets', 'clientModules'] as const) {
    if (Array.isArray(config[k]) && config[k].length) warn(`${k}: not added to pages here (${config[k].length} entr${config[k].length === 1 ? 'y' : 'ies'})`);
  }
  // core configValidation.ts and server/i18n.ts: every locale is built, with Docusaurus's defaults (./i18n.ts).
  let i18n: I18nSettings | undefined;
  try {
    i18n = config.i18n === undefined ? undefined : resolveI18n(config.i18n);
  } catch (e) {
    errors.push(`  - ${(e as Error).message}`);
  }
  // A locale's own url is honoured (./i18n.ts localeOrigin); a baseUrl other than where the one export puts the locale is an error.
  if (i18n) for (const e of unsupportedLocaleBaseUrls(i18n, typeof config.baseUrl === 'string' ? config.baseUrl : '/')) errors.push(`  - ${e}`);
  if (Array.isArray(config.staticDirectories) && config.staticDirectories.some((d) => d !== 'static')) warn('staticDirectories: only static/ is served here');
  unknownKeys(docsOpts, DOCS_KEYS, 'presets classic docs', warn);
  // Docusaurus calls `readingTime({content, frontMatter, defaultReadingTime, locale})` per post
  // (plugin-content-blog blogUtils.ts); a config function is not run here, Docusaurus's default count is.
  if (typeof blogOpts.readingTime === 'function') warn('presets classic blog.readingTime: a custom function is not run here; posts show Docusaurus\'s default reading time (200 words a minute)');
  unknownKeys(blogOpts, new Set([...BLOG_KEYS, 'readingTime']), 'presets classic blog', warn);
  const marker = truncateMarkerWarning(blogOpts.truncateMarker);
  if (marker) warn(marker);
  // plugin-content-blog options.ts: RouteBasePathSchema, 'blog' by default; '/' (the blog-only mode) puts every blog route at the root.
  const blogBase = typeof blogOpts.routeBasePath === 'string' ? normalizeRouteBasePath(blogOpts.routeBasePath) : undefined;
  if (typeof docsOpts.editUrl === 'function' || typeof blogOpts.editUrl === 'function') warn('editUrl as a function: no "Edit this page" links here (give a URL)');
  unknownKeys(theme, THEME_CONFIG_HANDLED, 'themeConfig', warn);
  if (isObj(theme.docs) && isObj(theme.docs.sidebar) && (theme.docs.sidebar.hideable || theme.docs.sidebar.autoCollapseCategories)) warn('themeConfig.docs.sidebar hideable/autoCollapseCategories: not available here');
  const mermaid = isObj(theme.mermaid) ? theme.mermaid : {};
  const mermaidTheme = isObj(mermaid.theme) ? mermaid.theme : {};
  if ((mermaidTheme.light && mermaidTheme.light !== 'default') || (mermaidTheme.dark && mermaidTheme.dark !== 'dark') || mermaid.options) {
    warn("themeConfig.mermaid: diagrams are drawn with mermaid's default and dark themes here");
  }
  if (customCss.length) warn(`theme.customCss (${customCss.join(', ')}): on every page; of Infima's variables only --ifm-color-primary has an equivalent here, and rules for Infima's classes change nothing`);

  // plugin-content-docs and plugin-content-blog options.ts: each sub-route option is a string
  // (archiveBasePath also null, for no archive page; authorsBasePath not ''), a folder's name here.
  const routeOption = (opts: Obj, key: string, where: string, nullable = false): string | null | undefined => {
    const v = opts[key];
    if (v === undefined || (nullable && v === null)) return v as undefined | null;
    const problem = typeof v === 'string' ? routeFolderProblem(v) : `must be a string${nullable ? ' or null' : ''}`;
    if (problem) report.fail(`${where}.${key}`, problem);
    return typeof v === 'string' ? v : undefined;
  };
  // Blog options read only at their default here (plugin-content-blog options.ts): another value is one warning naming its key.
  for (const [key, def, here] of [
    ['authorsMapPath', 'authors.yml', 'authors are read from authors.yml (or .yaml, .json) of the blog folder'],
    ['tags', 'tags.yml', 'tags are read from tags.yml of the blog folder, when there is one'],
  ] as const) {
    if (blogOpts[key] !== undefined && blogOpts[key] !== def) warn(`presets classic blog.${key}: ${JSON.stringify(blogOpts[key])}: not read here; ${here}`);
  }
  const blogRoutes = Object.fromEntries(BLOG_ROUTE_KEYS.map((k) => [k, routeOption(blogOpts, k, 'presets classic blog', k === 'archiveBasePath')]));
  const docsTagsBase = routeOption(docsOpts, 'tagsBasePath', 'presets classic docs');
  // Two of them at one path: one route for two pages (Docusaurus's duplicate routes), here one folder for two.
  const clash = errors.length
    ? null
    : blogRouteNamesProblem({
        blogTags: (blogRoutes.tagsBasePath as string | undefined) ?? DEFAULT_ROUTE_NAMES.blogTags,
        blogArchive: blogRoutes.archiveBasePath === undefined ? DEFAULT_ROUTE_NAMES.blogArchive : (blogRoutes.archiveBasePath as string | null),
        blogAuthors: (blogRoutes.authorsBasePath as string | undefined) ?? DEFAULT_ROUTE_NAMES.blogAuthors,
        blogPage: (blogRoutes.pageBasePath as string | undefined) ?? DEFAULT_ROUTE_NAMES.blogPage,
      });
  if (clash) report.fail(`presets classic blog.${clash.split(' ')[0]}`, clash.slice(clash.indexOf(' ') + 1));
  const editUrl = str(docsOpts.editUrl) ?? str(blogOpts.editUrl);
  const sidebarPath = docsOpts.sidebarPath === false ? false : str(docsOpts.sidebarPath);
  const feed = isObj(blogOpts.feedOptions) ? blogOpts.feedOptions : {};
  const count = blogOpts.blogSidebarCount;
  const org = str(config.organizationName);
  const project = str(config.projectName);

  const settings = defined({
    title: str(config.title),
    tagline: str(config.tagline) ?? '',
    url: str(config.url) && withoutTrailingSlash(str(config.url)!),
    favicon: str(config.favicon) ? staticPath(str(config.favicon)!) : undefined,
    locale: i18n?.defaultLocale,
    direction: i18n?.locales[0].direction,
    calendar: i18n?.locales[0].calendar,
    i18n,
    repository: org && project ? `https://${str(config.githubHost) ?? 'github.com'}/${org}/${project}` : undefined,
    editUrl: editUrl ?? null,
    unbuiltInstances: unbuilt.length ? unbuilt : undefined,
    ...siteOptions(config, hooks, report),
    navbar: defined({
      title: str(navbar.title) ?? '',
      logo: logo && str(logo.src)
        ? defined({ src: staticPath(str(logo.src)!), srcDark: staticPath(str(logo.srcDark) ?? str(logo.src)!), alt: str(logo.alt) ?? str(navbar.title) ?? str(config.title), href: str(logo.href) ?? '/', target: logo.target === '_blank' ? '_blank' : '_self' })
        : null,
      items: navbarItems(navbar.items, report),
    }),
    footer: footer(isObj(theme.footer) ? theme.footer : undefined, report),
    announcement: announcement(isObj(theme.announcementBar) ? theme.announcementBar : undefined, warn),
    colorMode: {
      defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
      respectPrefersColorScheme: bool(colorMode.respectPrefersColorScheme) ?? false,
      disableSwitch: bool(colorMode.disableSwitch) ?? false,
    },
    metadata: Array.isArray(theme.metadata) ? theme.metadata.filter(isObj).map((m) => defined({ name: str(m.name), property: str(m.property), content: str(m.content) ?? '' })) : [],
    markdown: { mermaid: markdown.mermaid === true, emoji: markdown.emoji !== false },
    customFields: isObj(config.customFields) ? config.customFields : {},
    prism: prismSettings(isObj(theme.prism) ? theme.prism : {}),
    docs: defined({
      // preset-classic: `docs: false` leaves the docs plugin out (a blog-only site).
      enabled: docs !== false,
      // plugin-content-docs options.ts: `path` ('docs'), the folder relative to the site folder.
      path: str(docsOpts.path),
      // RouteBasePathSchema allows '' (the root), as '/'.
      routeBasePath: typeof docsOpts.routeBasePath === 'string' ? docsOpts.routeBasePath : undefined,
      tagsBasePath: docsTagsBase ?? undefined,
      sidebarPath: sidebarPath,
      sidebarCollapsed: bool(docsOpts.sidebarCollapsed) ?? true,
      sidebarCollapsible: bool(docsOpts.sidebarCollapsible) ?? true,
      tocMinLevel: typeof toc.minHeadingLevel === 'number' ? toc.minHeadingLevel : 2,
      tocMaxLevel: typeof toc.maxHeadingLevel === 'number' ? toc.maxHeadingLevel : 3,
      // plugin-content-docs's options.ts: breadcrumbs default to true.
      breadcrumbs: bool(docsOpts.breadcrumbs) ?? true,
      versioning: defined(Object.fromEntries(VERSIONING_KEYS.map((k) => [k, docsOpts[k]]))),
    }),
    blog: defined({
      // plugin-content-blog's options.ts: blogTitle and blogDescription both default to "Blog".
      enabled: blog !== false,
      routeBasePath: blogBase,
      listAtRoot: blogBase === '' || undefined,
      ...blogRoutes,
      // plugin-content-blog options.ts: `path` ('blog').
      path: str(blogOpts.path),
      title: str(blogOpts.blogTitle) ?? 'Blog',
      description: str(blogOpts.blogDescription) ?? 'Blog',
      sidebarTitle: str(blogOpts.blogSidebarTitle) ?? 'Recent posts',
      // Docusaurus: 5 posts unless set; 0 hides the sidebar, which this site shows with one.
      sidebarCount: count === 'ALL' ? 'ALL' : typeof count === 'number' && count > 0 ? count : 5,
      groupByYear: bool(blogTheme.groupByYear) ?? true,
      showReadingTime: bool(blogOpts.showReadingTime) ?? true,
      postsPerPage: typeof blogOpts.postsPerPage === 'number' ? blogOpts.postsPerPage : 10,
      feedLimit: feed.limit === false || feed.limit === null ? false : typeof feed.limit === 'number' ? feed.limit : 20,
    }),
    search: defined({
      indexName: algolia ? str(algolia.indexName) : undefined,
      appId: algolia ? str(algolia.appId) : undefined,
      apiKey: algolia ? str(algolia.apiKey) : undefined,
      synonyms: [],
    }),
    clientRedirects: clientRedirects(redirects, report),
    analytics: gtag ? defined({ gtagId: str(gtag.trackingID) ?? (Array.isArray(gtag.trackingID) ? str(gtag.trackingID[0]) : undefined), anonymizeIp: bool(gtag.anonymizeIP) ?? false }) : undefined,
  });
  if (count === 0) warn('presets classic blog.blogSidebarCount: 0: the blog sidebar shows 5 posts here');
  if (errors.length) throw new Error(`Invalid site configuration in ${file}:\n${errors.join('\n')}`);
  return { settings, warnings, customCss };
}
