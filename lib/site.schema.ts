import { z } from 'zod';

const href = z.string().url();
const linkItem = z
  .object({
    label: z.string().min(1),
    to: z.string().startsWith('/').optional(),
    href: href.optional(),
  })
  .refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'needs exactly one of "to" or "href"' });

const navLink = z.object({
  type: z.literal('link'),
  label: z.string().min(1),
  to: z.string().startsWith('/').optional(),
  href: href.optional(),
  position: z.enum(['left', 'right']),
}).refine((i) => Boolean(i.to) !== Boolean(i.href), { message: 'needs exactly one of "to" or "href"' });

const navDocSidebar = z.object({
  type: z.literal('docSidebar'),
  label: z.string().min(1),
  position: z.enum(['left', 'right']),
});

const dropdownEntry = z.union([
  linkItem,
  z.object({ heading: z.string().min(1) }),
]);

const navDropdown = z.object({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  to: z.string().startsWith('/'),
  position: z.enum(['left', 'right']),
  items: z.array(dropdownEntry).min(1),
});

export const siteSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().min(1),
  url: href,
  baseUrl: z.string().startsWith('/').endsWith('/'),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  locale: z.literal('en'),
  direction: z.enum(['ltr', 'rtl']),
  repository: href,
  editUrl: href,
  navbar: z.object({
    title: z.string().min(1),
    logo: z.object({
      src: z.string().min(1),
      srcDark: z.string().min(1),
      alt: z.string().min(1),
      href: z.string().min(1),
      target: z.enum(['_self', '_blank']),
    }),
    items: z.array(z.union([navLink, navDocSidebar, navDropdown])).min(1),
  }),
  footer: z.object({
    columns: z.array(z.object({ title: z.string().min(1), items: z.array(linkItem).min(1) })).min(1),
    copyright: z.string().min(1),
  }),
  colorMode: z.object({
    defaultMode: z.enum(['light', 'dark']),
    respectPrefersColorScheme: z.boolean(),
    disableSwitch: z.boolean(),
  }),
  announcement: z
    .object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes'),
      content: z.string().min(1),
      link: z.object({ label: z.string().min(1), to: z.string().startsWith('/') }).optional(),
      isCloseable: z.boolean(),
    })
    .nullable(),
  /** Docusaurus's: a link to a page the site does not have fails the build, or only warns. */
  onBrokenLinks: z.enum(['throw', 'warn']),
  /** Docusaurus's: a link to a .md/.mdx file that resolves to no doc or post. */
  onBrokenMarkdownLinks: z.enum(['throw', 'warn']),
  /**
   * Rules of this project that Docusaurus does not have (placeholder words, images without alt
   * text, skipped heading levels, inline blog tags beside a tags.yml, undated posts): errors on
   * our own content/, warnings on a folder moved in from Docusaurus.
   */
  houseRules: z.enum(['error', 'warn']),
  /** Docusaurus's `markdown.mermaid`: ```mermaid blocks are drawn as diagrams, else shown as code. */
  markdown: z.object({ mermaid: z.boolean() }),
  docs: z.object({
    /** Categories start collapsed (the one holding the current page opens); _category_.json overrides. */
    sidebarCollapsed: z.boolean(),
    sidebarCollapsible: z.boolean(),
    tocMinLevel: z.number().int().min(2).max(6),
    tocMaxLevel: z.number().int().min(2).max(6),
  }),
  blog: z.object({
    sidebarTitle: z.string().min(1),
    sidebarCount: z.union([z.literal('ALL'), z.number().int().positive()]),
    groupByYear: z.boolean(),
    showReadingTime: z.boolean(),
    postsPerPage: z.number().int().positive(),
    /** Docusaurus 3's `feedOptions.limit`: the newest posts each feed carries, or `false` for all of them. */
    feedLimit: z.union([z.number().int().positive(), z.literal(false)]),
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
});

export type SiteConfig = z.infer<typeof siteSchema>;

/** Validate a configuration; a bad one throws one message per problem, each naming its key. */
export function validateSite(input: unknown, from = 'lib/site.ts'): SiteConfig {
  const r = siteSchema.safeParse(input);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid site configuration in ${from}:\n${lines.join('\n')}`);
}
