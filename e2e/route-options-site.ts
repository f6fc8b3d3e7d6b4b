// A Docusaurus site that moves its content plugins' folders and routes (issue #48): its docs are read
// from documentation/ (docs.path), its posts from posts/ (blog.path) and served under /news
// (blog.routeBasePath), and a second docs instance (community/) is named in a warning, not built.
// Built by scripts/e2e.ts into out-routeopts/ for e2e/route-options.spec.ts, and by hand with
// `npx tsx --tsconfig tsconfig.scripts.json e2e/route-options-site.ts /tmp/dir`.
import { whenRunAsScript, writeSiteFile as write } from './site-files';

/** The paths the site must have, with each page's h1. */
export const ROUTE_OPTIONS_PAGES: { path: string; h1: string }[] = [
  { path: '/docs/intro/', h1: 'Intro' },
  { path: '/news/', h1: 'News' },
  { path: '/news/page/2/', h1: 'News' },
  { path: '/news/hello/', h1: 'Hello' },
  { path: '/news/2025/01/03/second/', h1: 'Second' },
  { path: '/news/archive/', h1: 'Archive' },
  { path: '/news/tags/', h1: 'Tags' },
  { path: '/news/tags/release/', h1: 'Release · 1 post' },
  { path: '/about/', h1: 'About' },
  { path: '/', h1: 'Route options' },
];
/** Files the blog writes beside its pages, under its routeBasePath. */
export const ROUTE_OPTIONS_FILES = ['news/rss.xml', 'news/atom.xml', 'news/feed.json', 'news/tags/release/rss.xml', 'news/hello.md'];
/** Paths the site must not have: the blog's default base, and the docs instance that is not built. */
export const ROUTE_OPTIONS_ABSENT = ['/blog/', '/blog/hello/', '/community/', '/community/guide/'];

/** Writes the site into `root`. */
export function writeRouteOptionsSite(root: string) {
  write(
    root,
    'docusaurus.config.js',
    `module.exports = {
  title: 'Route options',
  url: 'https://route-options.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { path: 'documentation' }, blog: { path: 'posts', routeBasePath: 'news', blogTitle: 'News', postsPerPage: 1 } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
  themeConfig: { navbar: { title: 'Route options', items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }, { to: '/news', label: 'News', position: 'left' }] } },
};
`,
  );
  write(root, 'documentation/intro.md', '---\ntitle: Intro\n---\n\nRead the [first post](/news/hello) or the [archive](/news/archive).\n');
  write(root, 'posts/2025-01-02-hello.md', '---\ntitle: Hello\nslug: hello\ntags: [release]\n---\n\nA post read from posts/, served under /news. Back to the [intro](/docs/intro).\n\n<!-- truncate -->\n\nMore.\n');
  write(root, 'posts/2025-01-03-second.md', '---\ntitle: Second\n---\n\nThe second post: see [the first](/news/hello).\n\n<!-- truncate -->\n\nMore.\n');
  write(root, 'community/guide.md', '# Community guide\n\nA page of a second docs instance, which is not built.\n');
  write(root, 'src/pages/index.md', '# Route options\n\nThe [docs](/docs/intro) and the [news](/news).\n');
  write(root, 'src/pages/about.md', '# About\n\nThe [news](/news) and its [archive](/news/archive).\n');
}

whenRunAsScript(import.meta.filename, ([dir]) => writeRouteOptionsSite(dir));
