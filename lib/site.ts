import fs from 'node:fs';
import { docusaurusSite } from './docusaurus/settings';
import { mergeLayers } from './site-sources';
import { contentPaths, displayPath } from './env';
import { routes } from './routes';
import { BASE_PATH } from './url';
import { validateSite } from './site.schema';
import { DEFAULT_MAGIC_COMMENTS } from './docusaurus/code-block-lines';
import type { CodeTheme } from './content/code-theme';

const env = (name: string) => {
  const v = process.env[name];
  return v && v.trim() ? v.trim() : undefined;
};

const tag = (label: string, slug: string) => ({ label, to: routes.blogTag(slug) });

const content = contentPaths();

/**
 * The settings of this site. A content folder's settings come over these, in this order (objects key
 * by key, lists replaced whole), and the result is validated with one schema: a Docusaurus site's
 * `docusaurus.config.*` (mapped by lib/docusaurus/config.ts, with Docusaurus's defaults for what it
 * leaves out), then the folder's `site.config.json` by these names, then the environment
 * (`SITE_URL`, `NEXT_PUBLIC_ALGOLIA_*`, `NEXT_PUBLIC_GTAG_ID`). `npm run config` shows the result
 * and where each value came from.
 */
const defaults = {
  title: 'Open Source Observer',
  tagline: 'Measure impact on your platform.',
  url: 'https://docs.opensource.observer',
  baseUrl: `${BASE_PATH}/`,
  version: '0.0.0',
  locale: 'en',
  direction: 'ltr',
  repository: 'https://github.com/opensource-observer/oso',
  editUrl: 'https://github.com/opensource-observer/oso/tree/main/apps/docs/' as string | null,
  navbar: {
    title: 'Open Source Observer',
    logo: {
      src: '/img/oso-emblem-black.svg',
      srcDark: '/img/oso-emblem-white.svg',
      alt: 'OSO Logo',
      href: '/',
      target: '_self',
    },
    items: [
      { type: 'docSidebar', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'Blog',
        to: routes.blog(),
        position: 'left',
        items: [
          tag('Featured', 'featured'),
          tag('Perspective', 'perspective'),
          tag('Community', 'community'),
          tag('Data Science', 'data-science'),
          tag('Development', 'development'),
          tag('Research', 'research'),
          { heading: 'Ecosystem Reports' },
          tag('Arbitrum', 'arbitrum'),
          tag('Filecoin', 'filecoin'),
          tag('Gitcoin', 'gitcoin'),
          tag('Octant', 'octant'),
          tag('Optimism', 'optimism'),
        ],
      },
      { type: 'link', label: 'App', href: 'https://www.opensource.observer', position: 'right' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/opensource-observer/oso', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Get started', to: '/docs/get-started/' },
          { label: 'View datasets', to: '/docs/integrate/datasets/' },
          { label: 'Learn how OSO works', to: '/docs/references/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Twitter', href: 'https://twitter.com/OSObserver' },
          { label: 'Telegram', href: 'https://t.me/opensourceobserver' },
          { label: 'Discord', href: 'https://www.opensource.observer/discord' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'Website', href: 'https://www.opensource.observer' },
          { label: 'GitHub', href: 'https://github.com/opensource-observer/oso' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} Kariba Labs, Inc.`,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  houseRules: content.own ? 'error' : 'warn',
  announcement: {
    id: 'pyoso-launch',
    content: 'Query the whole OSO data lake from Python: pyoso turns SQL into a pandas DataFrame.',
    link: { label: 'Start with pyoso', to: '/docs/get-started/python' },
    isCloseable: true,
  },
  docs: {
    sidebarCollapsed: true,
    sidebarCollapsible: true,
    tocMinLevel: 2,
    tocMaxLevel: 3,
  },
  blog: {
    sidebarTitle: 'All posts',
    sidebarCount: 'ALL',
    groupByYear: true,
    showReadingTime: true,
    postsPerPage: 10,
    // As Docusaurus 3: a feed reader polls the feed, so it carries the newest posts, not the whole blog.
    feedLimit: 20,
  },
  search: {
    indexName: 'opensource',
    appId: undefined as string | undefined,
    apiKey: undefined as string | undefined,
    insights: false,
    // The abbreviations OSO's docs and posts spell out, and readers type.
    synonyms: [
      ['rf4', 'retro funding 4', 'retro funding round 4'],
      ['rf5', 'retro funding 5', 'retro funding round 5'],
      ['rf6', 'retro funding 6', 'retro funding round 6'],
      ['s7', 'season 7'],
      ['op', 'optimism'],
      ['qf', 'quadratic funding'],
      ['pr', 'prs', 'pull request'],
      ['oss', 'open source software'],
      ['oso', 'open source observer'],
      ['tvl', 'total value locked'],
      ['evm', 'ethereum virtual machine'],
    ],
  },
  analytics: { gtagId: undefined as string | undefined, anonymizeIp: false },
  metadata: [] as { name?: string; property?: string; content: string }[],
  markdown: { mermaid: true },
  // Code on a dark ground in both colour modes (a shiki theme); a Docusaurus config's prism themes replace it.
  prism: { theme: 'github-dark-default' as CodeTheme, darkTheme: 'github-dark-default' as CodeTheme, magicComments: DEFAULT_MAGIC_COMMENTS },
  customFields: {} as Record<string, unknown>,
};

/** What the environment sets: it wins over every file, as a deployment's own values. */
const fromEnv = () => ({
  url: env('SITE_URL')?.replace(/\/+$/, ''),
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

export type Site = typeof site;

/** "Page | Site", or the site title alone when the page title is empty or the same. */
export function pageTitle(title?: string | null): string {
  const t = (title ?? '').trim();
  return !t || t === site.title ? site.title : `${t} | ${site.title}`;
}
