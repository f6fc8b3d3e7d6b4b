import fs from 'node:fs';
import { docusaurusSite } from './docusaurus/settings';
import { mergeLayers } from './site-sources';
import { contentPaths, displayPath } from './env';
import { normalizeBaseUrl, withoutTrailingSlash } from './url';
import { DEFAULT_ROUTE_BASES, setRouteBases } from './route-bases';
import { setContentFolders, setTranslatedBlogFolders, setTranslatedDocFolders } from './content-folders';
import { validateSite } from './site.schema';
import { localizedContentFolder, resolveI18n } from './docusaurus/i18n';
import { DEFAULT_VERSIONING, readVersionNames, resolveVersions, setDocsVersions } from './docusaurus/versions';
import path from 'node:path';
import { DEFAULT_MAGIC_COMMENTS } from './docusaurus/code-block-lines';
import { DOCUSAURUS_PRISM_THEME, type CodeTheme } from './content/code-theme';

const env = (name: string) => {
  const v = process.env[name];
  return v && v.trim() ? v.trim() : undefined;
};

const content = contentPaths();

/**
 * The engine's defaults: Docusaurus's own (core's configValidation.ts, the classic theme's
 * validateThemeConfig.ts, the docs and blog plugins' options.ts), for what a site folder leaves out.
 * A site's settings come over these, in this order (objects key by key, lists replaced whole), and
 * the result is validated with one schema: the folder's `docusaurus.config.*` (mapped by
 * lib/docusaurus/map-config.ts), then its `site.config.json` by these names, then the environment
 * (`SITE_URL`, `NEXT_PUBLIC_ALGOLIA_*`, `NEXT_PUBLIC_GTAG_ID`). `npm run config` shows the result
 * and where each value came from. No site's own title, text, link or image belongs here.
 */
const defaults = {
  // Docusaurus requires both; a folder without a config gets these stand-ins, and a warning.
  title: 'Docs',
  tagline: '',
  url: 'https://example.com',
  baseUrl: '/',
  version: '0.0.0',
  locale: 'en',
  direction: 'ltr',
  calendar: 'gregory',
  // Docusaurus's DEFAULT_I18N_CONFIG: the one locale 'en'.
  i18n: resolveI18n(undefined, 'en'),
  editUrl: null as string | null,
  navbar: { title: '', logo: null, items: [] as unknown[] },
  footer: null,
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  houseRules: 'warn',
  announcement: null,
  docs: {
    // plugin-content-docs options.ts: the docs are served under /docs unless routeBasePath says.
    enabled: true,
    // plugin-content-docs options.ts: the docs are read from docs/ unless path says.
    path: 'docs',
    routeBasePath: 'docs',
    // plugin-content-docs options.ts: each version's tag pages under `tags`.
    tagsBasePath: 'tags',
    sidebarCollapsed: true,
    sidebarCollapsible: true,
    tocMinLevel: 2,
    tocMaxLevel: 3,
    breadcrumbs: true,
    versioning: DEFAULT_VERSIONING,
  },
  blog: {
    enabled: true,
    // plugin-content-blog options.ts: the blog is served under /blog unless routeBasePath says.
    routeBasePath: 'blog',
    // plugin-content-blog options.ts: the tag, archive and author pages and a list's pages 2… under these.
    tagsBasePath: 'tags',
    archiveBasePath: 'archive' as string | null,
    authorsBasePath: 'authors',
    pageBasePath: 'page',
    path: 'blog',
    title: 'Blog',
    description: 'Blog',
    sidebarTitle: 'Recent posts',
    sidebarCount: 5,
    groupByYear: true,
    showReadingTime: true,
    postsPerPage: 10,
    // As Docusaurus 3: a feed reader polls the feed, so it carries the newest posts, not the whole blog.
    feedLimit: 20,
  },
  search: {
    indexName: 'docs',
    appId: undefined as string | undefined,
    apiKey: undefined as string | undefined,
    insights: false,
    synonyms: [] as string[][],
  },
  analytics: { gtagId: undefined as string | undefined, anonymizeIp: false },
  clientRedirects: { fromExtensions: [] as string[], toExtensions: [] as string[], redirects: [] as { from: string; to: string }[] },
  metadata: [] as { name?: string; property?: string; content: string }[],
  markdown: { mermaid: false, emoji: true },
  prism: { theme: DOCUSAURUS_PRISM_THEME as CodeTheme, darkTheme: DOCUSAURUS_PRISM_THEME as CodeTheme, magicComments: DEFAULT_MAGIC_COMMENTS },
  customFields: {} as Record<string, unknown>,
};

/** What the environment sets: it wins over every file, as a deployment's own values. */
const fromEnv = () => ({
  url: env('SITE_URL') && withoutTrailingSlash(env('SITE_URL')!),
  // BASE_PATH overrides the config's baseUrl (one deployment of a site under another path).
  baseUrl: process.env.BASE_PATH === undefined ? undefined : normalizeBaseUrl(process.env.BASE_PATH),
  search: { indexName: env('NEXT_PUBLIC_ALGOLIA_INDEX'), appId: env('NEXT_PUBLIC_ALGOLIA_APP_ID'), apiKey: env('NEXT_PUBLIC_ALGOLIA_SEARCH_KEY') },
  analytics: { gtagId: env('NEXT_PUBLIC_GTAG_ID') },
});

/** site.config.json of the content folder, when there is one. */
function readOverrides(): { file?: string; data: object } {
  if (!fs.existsSync(content.siteConfig)) return { data: {} };
  const file = displayPath(content, 'site.config.json');
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(content.siteConfig, 'utf8'));
  } catch (e) {
    throw new Error(`Invalid site configuration in ${file}:\n  - (root): not valid JSON (${(e as Error).message})`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`Invalid site configuration in ${file}:\n  - (root): must be a JSON object`);
  return { file, data };
}

const overrides = readOverrides();
/** The content folder's Docusaurus configuration, resolved (null without `docusaurus.config.*`). */
export const docusaurus = docusaurusSite(content.root);

/** Each layer of the configuration, lowest first, with the name `npm run config` gives it. */
export const siteLayers: { from: string; data: object }[] = [
  { from: 'lib/site.ts', data: defaults },
  ...(docusaurus ? [{ from: displayPath(content, docusaurus.file), data: docusaurus.settings }] : []),
  ...(overrides.file ? [{ from: overrides.file, data: overrides.data }] : []),
  { from: 'environment', data: fromEnv() },
];

/** THE site configuration: every setting a page or component reads comes from here. */
export const site = validateSite(
  mergeLayers(...siteLayers.map((l) => l.data)),
  siteLayers.length > 2 ? `lib/site.ts merged with ${siteLayers.slice(1, -1).map((l) => l.from).join(' and ')}` : 'lib/site.ts',
);

// A site that names its one locale by `locale`/`direction`/`calendar` (site.config.json) and has no `i18n`: that locale is its i18n.
const only = site.i18n.locales[0];
if (site.i18n.locales.length === 1 && (site.i18n.defaultLocale !== site.locale || only.direction !== site.direction || only.calendar !== site.calendar)) {
  site.i18n = resolveI18n({ defaultLocale: site.locale, locales: [site.locale], localeConfigs: { [site.locale]: { direction: site.direction, calendar: site.calendar } } });
}

// Every docs and blog URL (lib/routes.ts) is made on the site's routeBasePaths.
setRouteBases({
  docs: site.docs.routeBasePath,
  blog: site.blog.routeBasePath,
  docsTags: site.docs.tagsBasePath,
  blogTags: site.blog.tagsBasePath,
  blogArchive: site.blog.archiveBasePath,
  blogAuthors: site.blog.authorsBasePath,
  blogPage: site.blog.pageBasePath,
});
// Every reader of docs/ and blog/ (lib/env.ts's contentPaths, contentlayer, the checks) reads the plugins' `path`.
setContentFolders({ docs: site.docs.path, blog: site.blog.path });
setTranslatedDocFolders(site.i18n.locales.slice(1).map((l) => localizedContentFolder(site.i18n, l.locale, 'docs').replace(/\/current$/, '')));
// A locale's translated posts (plugin-content-blog src/blogUtils.ts reads each post from the locale's folder first).
setTranslatedBlogFolders(site.blog.enabled ? site.i18n.locales.slice(1).map((l) => localizedContentFolder(site.i18n, l.locale, 'blog')) : []);

/** The docs versions the site builds (versions.json and the docs options), set once for every reader. */
const versionsWhere = `${docusaurus ? displayPath(content, docusaurus.file) : 'site settings'} presets classic docs`;
setDocsVersions(
  resolveVersions(readVersionNames(content.root, site.docs.versioning, versionsWhere), site.docs.versioning, versionsWhere, (f) => fs.existsSync(path.join(content.root, f))),
);

export type Site = typeof site;

/** "Page | Site", or the site title alone when the page title is empty or the same. */
export function pageTitle(title?: string | null): string {
  const t = (title ?? '').trim();
  return !t || t === site.title ? site.title : `${t} | ${site.title}`;
}
