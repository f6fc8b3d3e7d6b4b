// The OSO docs site's configuration: a Docusaurus 3 config like any site folder's, which the engine
// reads as Docusaurus would. What Docusaurus has no key for (house rules, search synonyms, the emblem
// the icons are drawn from) is in site.config.json beside it.

const tag = (label: string, slug: string) => ({ label, to: `/blog/tags/${slug}/` });
const repo = 'https://github.com/opensource-observer/oso';
const editUrl = `${repo}/tree/main/apps/docs/`;
const app = 'https://www.opensource.observer';

export default {
  title: 'Open Source Observer',
  tagline: 'Measure impact on your platform.',
  url: 'https://docs.opensource.observer',
  favicon: 'favicon.svg',
  baseUrl: '/',
  organizationName: 'opensource-observer',
  projectName: 'oso',
  onBrokenLinks: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'warn' } },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      {
        docs: { editUrl },
        blog: {
          editUrl,
          showReadingTime: true,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          blogDescription: 'Analyses, methods and news from Open Source Observer.',
        },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Open Source Observer',
      logo: { alt: 'OSO Logo', src: 'img/oso-emblem-black.svg', srcDark: 'img/oso-emblem-white.svg' },
      items: [
        { type: 'docSidebar', sidebarId: 'defaultSidebar', position: 'left', label: 'Docs' },
        {
          type: 'dropdown',
          label: 'Blog',
          to: '/blog/',
          position: 'left',
          items: [
            tag('Featured', 'featured'),
            tag('Perspective', 'perspective'),
            tag('Community', 'community'),
            tag('Data Science', 'data-science'),
            tag('Development', 'development'),
            tag('Research', 'research'),
            { type: 'html', value: '<b>Ecosystem Reports</b>' },
            tag('Arbitrum', 'arbitrum'),
            tag('Filecoin', 'filecoin'),
            tag('Gitcoin', 'gitcoin'),
            tag('Octant', 'octant'),
            tag('Optimism', 'optimism'),
          ],
        },
        { href: app, label: 'App', position: 'right' },
        { href: repo, label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      links: [
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
            { label: 'Discord', href: `${app}/discord` },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Website', href: app },
            { label: 'GitHub', href: repo },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Kariba Labs, Inc.`,
    },
    announcementBar: {
      id: 'pyoso-launch',
      content: 'Query the whole OSO data lake from Python: pyoso turns SQL into a pandas DataFrame. <a href="/docs/get-started/python">Start with pyoso</a>',
      isCloseable: true,
    },
  },
};
