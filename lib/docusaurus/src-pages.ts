/**
 * A Docusaurus site's `src/pages/` (the pages plugin, `packages/docusaurus-plugin-content-pages`):
 * every `.md`/`.mdx` file a page of Markdown, every `.js`/`.jsx`/`.ts`/`.tsx` file a React page, at
 * the route its path gives (`fileToPath`: extension dropped, `index` the folder's own route). Both are
 * compiled once, at build time, through the MDX compile the docs use (a React page as the one element
 * of an MDX document that imports it), so they get the same Docusaurus modules (`@theme/Layout`,
 * `@docusaurus/Link` …), `@site/…` and asset imports; CSS modules are scoped here and their CSS kept
 * with the page. A page that does not compile is a warning naming it: the site keeps its own page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bundleMDX } from 'mdx-bundler';
import { bodyFacts } from '../content/body';
import { docusaurusGlobals, esbuildOptionsFor } from '../content/compile';
import { markdownSettings, rehypePluginsFor, remarkPluginsFor, type MarkdownOptions, type MarkdownSettings } from '../content/markdown';
import { loadSitePlugins } from '../content/site-plugins';
import { cssImports, svgComponents } from '../content/site-code-plugins';
import { contentPaths, isDev } from '../env';
import { listPageFiles, localizedPageFiles, PAGES_DIR, type PageFile } from './page-files';

/** A compiled page: its code for the page's module table, its CSS, and what its head says. */
export type CompiledPage = PageFile & {
  code: string;
  css: string;
  frontmatter: Record<string, unknown>;
  title?: string;
  description?: string;
  /** A Markdown page's opening `# Title`, which the compile takes out of the body for the page to show. */
  contentTitle?: string;
};

/**
 * The title and description a React page gives `<Layout>` (its `<head>`), read by rendering it once
 * with every module a stand-in. `siteConfig` is the site's, as the page may build its title from it.
 */
async function layoutHead(code: string, route: string, siteConfig: Record<string, unknown>): Promise<{ title?: string; description?: string }> {
  const React = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { DOCUSAURUS_MODULES, ISLAND_MODULE } = await import('./module-names');
  const { evaluateSiteCode } = await import('./evaluate');
  const { clientApiModules } = await import('./client-api');
  const head: { title?: string; description?: string } = {};
  const Stub = ({ children }: { children?: React.ReactNode }) => React.createElement(React.Fragment, null, children);
  const modules: Record<string, unknown> = { ...Object.fromEntries(DOCUSAURUS_MODULES.map((m) => [m, Stub])), ...clientApiModules(route) };
  modules['@theme/Layout'] = ({ title, description, children }: { title?: string; description?: string; children?: React.ReactNode }) => {
    head.title ??= title;
    head.description ??= description;
    return React.createElement(React.Fragment, null, children);
  };
  modules['@docusaurus/useDocusaurusContext'] = () => ({ siteConfig, siteMetadata: {}, globalData: {}, i18n: {} });
  modules['@docusaurus/useBaseUrl'] = (u: string) => u;
  // An island renders as itself here: only its head matters.
  modules[ISLAND_MODULE] = (C: unknown) => C;
  try {
    const Content = evaluateSiteCode(code, modules);
    renderToStaticMarkup(React.createElement(Content, { components: {} }));
  } catch {
    // A page that needs more than stand-ins to render keeps the site's title.
  }
  return head;
}

/** Compiles one page (see the top of this file); throws the compile's message. */
export async function compilePage(root: string, page: PageFile, options: PageOptions): Promise<CompiledPage> {
  // A locale's translation is read from its own folder (./page-files.ts localizedPageFiles), its imports beside it.
  const dir = page.dir ?? PAGES_DIR;
  const abs = path.join(root, dir, page.rel);
  const rel = path.posix.join(dir, page.rel);
  const css: string[] = [];
  const source = page.kind === 'markdown' ? await fs.promises.readFile(abs, 'utf8') : `import Page from './${path.basename(page.rel)}';\n\n<Page />\n`;
  const base = esbuildOptionsFor(root);
  const site = (await loadSitePlugins(root)).plugins;
  // The docs' options (lib/content/markdown.ts), with this folder's plugins.
  const markdown: MarkdownOptions = { ...options.markdown, contentDir: root, site };
  const result = await bundleMDX({
    source,
    cwd: path.dirname(abs),
    globals: docusaurusGlobals as never,
    esbuildOptions: (o) => {
      const opts = base(o as never) as typeof o;
      // A site folder without node_modules still has clsx and the like: this project's.
      opts.nodePaths = [path.join(root, 'node_modules'), path.resolve('node_modules')];
      opts.plugins = [cssImports(css), svgComponents, ...(opts.plugins ?? [])];
      opts.loader = { ...opts.loader, '.js': 'jsx' };
      // A page that fails is one warning line (compileSitePages), not esbuild's own report too.
      opts.logLevel = 'silent';
      return opts;
    },
    mdxOptions: (o) => {
      const addRaw = () => (_: unknown, file: { data: Record<string, unknown> }) => {
        file.data.rawDocumentData = { sourceFilePath: rel };
      };
      o.remarkPlugins = [addRaw, ...(o.remarkPlugins ?? []), ...(remarkPluginsFor(markdown) as never[])];
      o.rehypePlugins = [...(o.rehypePlugins ?? []), ...(rehypePluginsFor(markdown) as unknown as never[])];
      if (site.remarkRehypeOptions) o.remarkRehypeOptions = { ...o.remarkRehypeOptions, ...site.remarkRehypeOptions };
      return o;
    },
  });
  const frontmatter = (result.frontmatter ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  // Docusaurus: a Markdown page's title is its frontmatter's, else its `# Title`; its description the frontmatter's, else the first paragraph.
  const facts = page.kind === 'markdown' ? bodyFacts(result.matter.content) : undefined;
  const head = facts
    ? { title: str(frontmatter.title) ?? facts.contentTitle, description: str(frontmatter.description) ?? facts.excerpt, contentTitle: facts.contentTitle }
    : await layoutHead(result.code, `/${page.route}`, options.siteConfig);
  return { ...page, code: result.code, css: css.join('\n'), frontmatter, ...head };
}

/** What compiling pages needs of the site's settings. */
export type PageOptions = {
  markdown: MarkdownSettings;
  siteConfig: Record<string, unknown>;
  /** The other locales' translated pages folders (`i18n/<locale>/docusaurus-plugin-content-pages`); none with one locale. */
  localeFolders?: { locale: string; dir: string }[];
};

export type SitePagesResult = { pages: CompiledPage[]; warnings: string[] };

/** Every page of the site folder, compiled; one that fails is a warning naming it, and left out. */
export async function compileSitePages(root: string, options: PageOptions): Promise<SitePagesResult> {
  const pages: CompiledPage[] = [];
  const warnings: string[] = [];
  const own = listPageFiles(path.join(root, PAGES_DIR));
  for (const page of [...own, ...localizedPageFiles(root, own, options.localeFolders ?? [])]) {
    try {
      const compiled = await compilePage(root, page, options);
      // Docusaurus: a draft page is built in development only.
      if (compiled.frontmatter.draft !== true || isDev) pages.push(compiled);
    } catch (e) {
      const message = ((e as { errors?: { text: string }[] }).errors?.map((x) => x.text).join('; ') || (e as Error).message).split('\n')[0];
      const where = page.locale ? `the default locale's page shows at /${page.route} in ${page.locale}` : `the site keeps its own page at /${page.route}`;
      warnings.push(`${page.dir ?? PAGES_DIR}/${page.rel}: not built (${message}); ${where}`);
    }
  }
  return { pages, warnings };
}

/** The pages of the content folder at `root`, compiled with the site's settings (lib/content/site-pages-file.ts writes them). */
export async function compileFolderPages(root = contentPaths().root): Promise<SitePagesResult> {
  const { site } = await import('../site');
  const { docusaurusSiteConfig } = await import('./context');
  const { localizedContentFolder } = await import('./i18n');
  const localeFolders = site.i18n.locales.filter((l) => l.locale !== site.i18n.defaultLocale).map((l) => ({ locale: l.locale, dir: localizedContentFolder(site.i18n, l.locale, 'pages') }));
  return compileSitePages(root, { markdown: markdownSettings(site), siteConfig: docusaurusSiteConfig(site), localeFolders });
}
