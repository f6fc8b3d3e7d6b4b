import { blogRouteNamesProblem, normalizeRouteBasePath, routeFolderProblem } from './route-bases';
import { normalizeContentFolder } from './content-folders';
import { z } from 'zod';

const href = z.string().url();
const linkItem = z
  .object({
    label: z.string().min(1),
    to: z.string().startsWith('/').optional(),
    href: href.optional(),
  })
  .refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'needs exactly one of "to" or "href"' });

const position = z.enum(['left', 'right']);
const internalPath = z.string().startsWith('/');
/** A link's destination outside the site, or a path written as `href` (theme-classic: never active). */
const navHref = z.union([href, internalPath]);
const validRegex = z.string().refine((s) => {
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

/**
 * What theme-classic's link items carry beside their target (`NavbarNavLink.tsx`): the inner HTML
 * instead of a label, a class, the attributes passed to the `<a>` (aria-label, target, rel …).
 */
const linkLook = {
  label: z.string().optional(),
  html: z.string().min(1).optional(),
  className: z.string().min(1).optional(),
  attrs: z.record(z.string().regex(/^(aria-[a-z]+|data-[a-z0-9_.-]+|target|rel|title|id|role|lang|hrefLang|download|tabIndex)$/i, 'is not an attribute passed to links'), z.string()).optional(),
};
const oneTarget = { message: 'needs exactly one of "to" or "href"' };
const hasOneTarget = (i: { to?: string; href?: string }) => Boolean(i.to) !== Boolean(i.href);

/** A dropdown's link: where it goes, how it looks, and (theme-classic's DefaultNavbarItemSchema) where it shows as active. */
const menuLink = z
  .object({ ...linkLook, to: internalPath.optional(), href: navHref.optional(), activeBasePath: z.string().min(1).optional(), activeBaseRegex: validRegex.optional() })
  .refine(hasOneTarget, oneTarget);

const navLink = z
  .object({ type: z.literal('link'), ...linkLook, to: internalPath.optional(), href: navHref.optional(), activeBasePath: z.string().min(1).optional(), activeBaseRegex: validRegex.optional(), position })
  .refine(hasOneTarget, oneTarget);

/** theme-classic's `html` item: its HTML as written, in the bar, the mobile menu or a dropdown. */
const htmlEntry = { html: z.string().min(1), className: z.string().min(1).optional() };
const navHtml = z.object({ type: z.literal('html'), ...htmlEntry, position });

/** Docusaurus's `docSidebar` item: the first page of a sidebar (the first one unless `sidebarId`), labelled by it unless `label`. */
const sidebarRef = { sidebarId: z.string().min(1).optional(), label: z.string().min(1).optional(), className: z.string().min(1).optional() };
const navDocSidebar = z.object({ type: z.literal('docSidebar'), ...sidebarRef, position });

/** Docusaurus's `doc` item: a doc by id, labelled by its id unless `label` (as Docusaurus labels it). */
const docRef = { docId: z.string().min(1), label: z.string().min(1).optional(), className: z.string().min(1).optional() };
const navDoc = z.object({ type: z.literal('doc'), ...docRef, position });

const dropdownEntry = z.union([
  menuLink,
  z.object({ heading: z.string().min(1) }),
  z.object(htmlEntry),
  z.object(docRef),
  z.object({ ...sidebarRef, sidebarId: z.string().min(1) }),
]);

/**
 * theme-classic's `docsVersionDropdown`: a menu of the docs versions (each the page in view in that
 * version, else its main doc), the site's entries before and after them.
 */
const navVersionDropdown = z.object({
  type: z.literal('docsVersionDropdown'),
  className: z.string().min(1).optional(),
  position,
  before: z.array(dropdownEntry),
  after: z.array(dropdownEntry),
  activeClassDisabled: z.boolean(),
});

/** theme-classic's `docsVersion`: the version in view (else the preferred, else the last), its label unless `label`, linking to `to` or its main doc. */
const navVersion = z.object({ type: z.literal('docsVersion'), label: z.string().min(1).optional(), to: internalPath.optional(), className: z.string().min(1).optional(), position });

/** theme-classic's `localeDropdown`: every locale's label, each linking to the page in view in that locale, between the site's entries. */
const navLocaleDropdown = z.object({
  type: z.literal('localeDropdown'),
  className: z.string().min(1).optional(),
  position,
  before: z.array(dropdownEntry),
  after: z.array(dropdownEntry),
});

const navDropdown = z.object({
  type: z.literal('dropdown'),
  label: z.string(),
  className: z.string().min(1).optional(),
  to: internalPath.optional(),
  href: href.optional(),
  position,
  items: z.array(dropdownEntry),
});

/** A footer entry: a link (theme-classic's FooterLinkItemSchema: `to` or `href`, with a label), or HTML as written. */
const footerItem = z.union([
  z.object({ ...linkLook, label: z.string().min(1), to: internalPath.optional(), href: navHref.optional() }).refine(hasOneTarget, oneTarget),
  z.object(htmlEntry),
]);

/** A prism-react-renderer theme object (as Docusaurus validates it: `plain` and `styles`), or the name of a shiki theme. */
const codeTheme = z.union([
  z.string().min(1),
  z.object({ plain: z.record(z.string(), z.unknown()), styles: z.array(z.object({ types: z.array(z.string()), style: z.record(z.string(), z.unknown()), languages: z.array(z.string()).optional() })) }),
]);

/** A plugin's `path` (docs, blog): a folder inside the site folder, as lib/content-folders.ts keeps it. */
const contentFolder = (example: string) =>
  z
    .string()
    .transform(normalizeContentFolder)
    .refine((p) => p !== '' && p !== '.' && !p.startsWith('/') && !/^[a-z]:/i.test(p) && !p.split('/').includes('..'), `must be a folder inside the site folder, relative to it (e.g. "${example}")`);

/**
 * A plugin's sub-route option (docs `tagsBasePath`; blog `tagsBasePath`, `archiveBasePath`,
 * `authorsBasePath`, `pageBasePath`): a path under the plugin's base, kept without slashes at the ends,
 * that can name folders of app/ (lib/route-bases.ts routeFolderProblem).
 */
const routeName = z
  .string()
  .superRefine((v, ctx) => {
    const problem = routeFolderProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeRouteBasePath);

/** Docusaurus's reactions to a finding (lib/docusaurus/site-options.ts). */
const severity = z.enum(['throw', 'warn', 'log', 'ignore']);

export const siteSchema = z.object({
  title: z.string().min(1),
  /** May be empty, as in Docusaurus. */
  tagline: z.string(),
  url: href,
  baseUrl: z.string().startsWith('/').endsWith('/'),
  /** Docusaurus's: unset or true, pages are `path/`; false, `path` (written as path.html). */
  trailingSlash: z.boolean().optional(),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  locale: z.string().min(2),
  /** The browser tab's icon, a path under static/ or public/ (this site's own icons when unset). */
  favicon: z.string().min(1).optional(),
  direction: z.enum(['ltr', 'rtl']),
  /** The calendar dates are shown in (Intl's name: 'gregory', 'persian', …), the default locale's `localeConfigs` `calendar`. */
  calendar: z.string().min(1),
  /** Docusaurus's i18n, resolved with its defaults by lib/docusaurus/i18n.ts (the default locale first). */
  i18n: z.object({
    defaultLocale: z.string().min(1),
    path: z.string().min(1),
    locales: z
      .array(
        z.object({
          locale: z.string().min(1),
          label: z.string(),
          direction: z.enum(['ltr', 'rtl']),
          htmlLang: z.string().min(1),
          calendar: z.string().min(1),
          path: z.string().min(1),
          url: z.string().optional(),
          baseUrl: z.string().optional(),
        }),
      )
      .min(1),
  }),
  /** The site's repository (organizationName/projectName), when the config names one. */
  repository: href.optional(),
  /** Where "Edit this page" goes: this URL followed by the file's path under the content folder; null for none. */
  editUrl: href.nullable(),
  navbar: z.object({
    title: z.string(),
    logo: z
      .object({
        src: z.string().min(1),
        srcDark: z.string().min(1),
        alt: z.string().min(1),
        href: z.string().min(1),
        target: z.enum(['_self', '_blank']),
      })
      .nullable(),
    items: z.array(z.discriminatedUnion('type', [navLink, navHtml, navDocSidebar, navDoc, navDropdown, navVersionDropdown, navVersion, navLocaleDropdown])),
  }),
  /** null: no footer, as a Docusaurus config without `themeConfig.footer` has none. */
  footer: z
    .object({
      columns: z.array(z.object({ title: z.string().min(1).optional(), items: z.array(footerItem) })),
      /** Optional in Docusaurus's footer schema. */
      copyright: z.string().default(''),
    })
    .nullable(),
  colorMode: z.object({
    defaultMode: z.enum(['light', 'dark']),
    respectPrefersColorScheme: z.boolean(),
    disableSwitch: z.boolean(),
  }),
  announcement: z
    .object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes'),
      /** The sentence, or the part of it before the link. */
      content: z.string(),
      link: linkItem.optional(),
      /** The part of the sentence after the link, if any. */
      contentAfter: z.string().min(1).optional(),
      isCloseable: z.boolean(),
    })
    .nullable(),
  /** Docusaurus's: a link to a page the site does not have fails the build, warns, is logged or ignored. */
  onBrokenLinks: severity,
  /** Docusaurus's: a link to a .md/.mdx file that resolves to no doc or post. */
  onBrokenMarkdownLinks: severity,
  /** Docusaurus's: a link to #anchor that names no id on its target page. */
  onBrokenAnchors: severity,
  /** Docusaurus's: two documents that map to one URL. */
  onDuplicateRoutes: severity,
  /**
   * The docs and blog plugin instances the config lists beyond the one of each built here (an `id`
   * of their own): their routeBasePath, so a link into one is a warning naming it rather than a
   * broken link that stops the build (lib/checks/types.ts applyPolicy).
   */
  unbuiltInstances: z.array(z.object({ name: z.string(), routeBasePath: z.string() })).optional(),
  /**
   * Rules of this project that Docusaurus does not have (placeholder words, images without alt
   * text, skipped heading levels, inline blog tags beside a tags.yml, undated posts): errors on
   * our own content/, warnings on a folder moved in from Docusaurus.
   */
  houseRules: z.enum(['error', 'warn']),
  docs: z.object({
    /** The classic preset's `docs: false`: no docs route, sidebar or search section (a blog-only site). */
    enabled: z.boolean(),
    /** The docs plugin's `path`: the folder docs are read from, relative to the site folder (lib/content-folders.ts). */
    path: contentFolder('docs'),
    /**
     * Docusaurus's docs `routeBasePath`, without slashes: '' serves the docs at the site's root
     * (lib/route-bases.ts normalises it as Docusaurus does).
     */
    routeBasePath: z.string().transform(normalizeRouteBasePath),
    /** The docs plugin's `tagsBasePath` ('tags'): each version's tag pages at `<version path>/<tagsBasePath>/` (versions/version.ts). */
    tagsBasePath: routeName,
    /** Categories start collapsed (the one holding the current page opens); _category_.json overrides. */
    sidebarCollapsed: z.boolean(),
    sidebarCollapsible: z.boolean(),
    tocMinLevel: z.number().int().min(2).max(6),
    tocMaxLevel: z.number().int().min(2).max(6),
    /** The docs plugin's `breadcrumbs`: false shows none on doc pages. */
    breadcrumbs: z.boolean(),
    /** The docs plugin's versioning options, as Docusaurus's options.ts takes them (lib/docusaurus/versions.ts reads them). */
    versioning: z
      .object({
        lastVersion: z.string().min(1).optional(),
        includeCurrentVersion: z.boolean(),
        onlyIncludeVersions: z.array(z.string()).optional(),
        disableVersioning: z.boolean(),
        editCurrentVersion: z.boolean(),
        versions: z.record(
          z.string(),
          z
            .object({
              label: z.string().optional(),
              path: z.string().optional(),
              banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
              badge: z.boolean().optional(),
              noIndex: z.boolean().optional(),
              className: z.string().optional(),
            })
            .strict(),
        ),
      })
      .strict(),
  }),
  blog: z.object({
    /** Docusaurus's `blog: false`: no blog route, feed or sitemap entry at all. */
    enabled: z.boolean(),
    /**
     * Docusaurus's blog `routeBasePath`, without slashes ('news', 'updates/blog'): every blog URL is
     * under it (lib/routes.ts), and its route folder is written there (lib/builder/blog-route-folder.ts).
     * The blog at the site's root ('/', Docusaurus's blog-only mode) is not built here.
     */
    routeBasePath: z
      .string()
      .transform(normalizeRouteBasePath),
    /**
     * The blog is at the site's root (routeBasePath '/', kept as ''): its first list page is the site's
     * `/` (lib/builder/home-route.ts) unless src/pages/index is, and its posts, tags, authors, archive
     * and list pages are at the root, as Docusaurus's blog-only mode has them (lib/builder/blog-route-folder.ts).
     */
    listAtRoot: z.boolean().optional(),
    /**
     * The blog plugin's sub-routes (options.ts): `tagsBasePath` ('tags'), `archiveBasePath` ('archive';
     * null: no archive page), `authorsBasePath` ('authors'), `pageBasePath` ('page': a list's pages 2…).
     */
    tagsBasePath: routeName,
    archiveBasePath: routeName.nullable(),
    authorsBasePath: routeName,
    pageBasePath: routeName,
    /** The blog plugin's `path`: the folder posts are read from, relative to the site folder. */
    path: contentFolder('blog'),
    /** Docusaurus's `blogTitle` and `blogDescription` (both "Blog" unless set): the list's title and description, the feeds'. */
    title: z.string().min(1),
    description: z.string(),
    sidebarTitle: z.string().min(1),
    sidebarCount: z.union([z.literal('ALL'), z.number().int().positive()]),
    groupByYear: z.boolean(),
    showReadingTime: z.boolean(),
    postsPerPage: z.number().int().positive(),
    /** Docusaurus 3's `feedOptions.limit`: the newest posts each feed carries, or `false` for all of them. */
    feedLimit: z.union([z.number().int().positive(), z.literal(false)]),
  }).superRefine((b, ctx) => {
    // Two of the blog's sub-routes at one path (lib/route-bases.ts).
    const clash = blogRouteNamesProblem({ blogTags: b.tagsBasePath, blogArchive: b.archiveBasePath, blogAuthors: b.authorsBasePath, blogPage: b.pageBasePath });
    if (clash) ctx.addIssue({ code: 'custom', path: [clash.split(' ')[0]], message: clash.slice(clash.indexOf(' ') + 1) });
  }),
  search: z.object({
    indexName: z.string().min(1),
    appId: z.string().optional(),
    apiKey: z.string().optional(),
    insights: z.boolean(),
    /** Groups of phrases a reader may type for one another ("rf4", "retro funding 4"): the local engine reads them, `search:push` sends them to Algolia. */
    synonyms: z.array(z.array(z.string().trim().min(1)).min(2, 'a synonym group needs at least two phrases')),
  }),
  analytics: z.object({ gtagId: z.string().optional(), anonymizeIp: z.boolean() }),
  /** `@docusaurus/plugin-client-redirects`'s options: a page at each old path sending the reader on (lib/docusaurus/client-redirects.ts). */
  clientRedirects: z.object({
    fromExtensions: z.array(z.string().min(1)),
    toExtensions: z.array(z.string().min(1)),
    redirects: z.array(z.object({ from: z.string().startsWith('/'), to: z.string().min(1) })),
  }),
  /** `<meta>` tags on every page (Docusaurus's `themeConfig.metadata`). */
  metadata: z.array(z.object({ name: z.string().optional(), property: z.string().optional(), content: z.string() })),
  markdown: z.object({
    /** Docusaurus's `markdown.mermaid`: ```mermaid blocks are drawn as diagrams, else shown as code. */
    mermaid: z.boolean(),
    /** Docusaurus's `markdown.emoji` (3.9+, default true): `:tada:` shortcodes become emoji. */
    emoji: z.boolean(),
  }),
  /** Docusaurus's `themeConfig.prism`: code colours in light and dark mode, magic comments, the language of a block that names none. */
  prism: z.object({
    theme: codeTheme,
    darkTheme: codeTheme,
    magicComments: z.array(z.object({ className: z.string().min(1), line: z.string().min(1).optional(), block: z.object({ start: z.string().min(1), end: z.string().min(1) }).optional() }).refine((c) => c.line || c.block, { message: 'needs "line" or "block"' })),
    defaultLanguage: z.string().min(1).optional(),
  }),
  /** Docusaurus's `customFields`, for `useDocusaurusContext().siteConfig.customFields`. */
  customFields: z.record(z.string(), z.unknown()),
  /**
   * An engine feature Docusaurus lacks, off unless a site sets it: the emblem (a static/ SVG drawn in
   * near-black, #1c1e21) the PNG icons, the web manifest's icons and the social cards are drawn from,
   * tinted with `color`, which is also the browser's toolbar colour.
   */
  brand: z
    .object({
      emblem: z.string().startsWith('/'),
      emblemOnDark: z.string().startsWith('/'),
      color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #253494'),
    })
    .optional(),
  /** llms.txt (an engine feature): the summary under its title; the tagline unless set. */
  llms: z.object({ summary: z.string().min(1) }).optional(),
  /** The primary colour in light and dark mode, from a Docusaurus site's custom CSS (`--ifm-color-primary`). */
  colors: z.object({ primary: z.string().optional(), primaryDark: z.string().optional() }).optional(),
  /** The classic preset's `theme.customCss`, its files' text in order, on every page (lib/docusaurus/custom-css.ts). */
  customCss: z.string().optional(),
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** Validate a configuration; a bad one throws one message per problem, each naming its key. */
export function validateSite(input: unknown, from = 'lib/site.ts'): SiteConfig {
  const r = siteSchema.safeParse(input);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid site configuration in ${from}:\n${lines.join('\n')}`);
}
