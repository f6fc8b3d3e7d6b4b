// A Docusaurus site that moves its content plugins' folders and routes (issue #48): its docs are read
// from documentation/ (docs.path), its posts from posts/ (blog.path) and served under /news
// (blog.routeBasePath), and a second docs instance (community/) is named in a warning, not built.
// Its blog's sub-routes are renamed (tagsBasePath 'topics', archiveBasePath 'history', authorsBasePath
// 'people', pageBasePath 'p') and so are the docs' tag pages (tagsBasePath 'labels'); of its two
// authors only Ana has `page: true`, so only she has a page (Docusaurus 3.10's authorsMap.ts).
// Built by scripts/e2e.ts into out-routeopts/ for e2e/route-options.spec.ts, and by hand with
// `npx tsx --tsconfig tsconfig.scripts.json e2e/route-options-site.ts /tmp/dir`.
import { whenRunAsScript, writeSiteFile as write } from './site-files';

/** The paths the site must have, with each page's h1. */
export const ROUTE_OPTIONS_PAGES: { path: string; h1: string | RegExp }[] = [
  { path: '/docs/intro/', h1: 'Intro' },
  { path: '/docs/labels/', h1: 'Tags' },
  { path: '/docs/labels/start/', h1: /^1 doc tagged with .start.$/ },
  { path: '/news/', h1: 'News' },
  { path: '/news/p/2/', h1: 'News' },
  { path: '/news/hello/', h1: 'Hello' },
  { path: '/news/2025/01/03/second/', h1: 'Second' },
  { path: '/news/history/', h1: 'Archive' },
  { path: '/news/topics/', h1: 'Tags' },
  { path: '/news/topics/release/', h1: 'Release · 1 post' },
  { path: '/news/people/', h1: 'Authors' },
  { path: '/news/people/ana/', h1: 'Ana' },
  { path: '/news/people/ana/p/2/', h1: 'Ana' },
  { path: '/about/', h1: 'About' },
  { path: '/', h1: 'Route options' },
];
/** Files the blog writes beside its pages, under its routeBasePath. */
export const ROUTE_OPTIONS_FILES = ['news/rss.xml', 'news/atom.xml', 'news/feed.json', 'news/topics/release/rss.xml', 'news/hello.md'];
/**
 * Paths the site must not have: the blog's default base, the docs instance that is not built, the
 * default sub-routes the options moved, and the page of an author without `page`.
 */
export const ROUTE_OPTIONS_ABSENT = [
  '/blog/',
  '/blog/hello/',
  '/community/',
  '/community/guide/',
  '/news/page/2/',
  '/news/archive/',
  '/news/tags/',
  '/news/tags/release/',
  '/news/authors/',
  '/news/authors/ana/',
  '/news/people/cy/',
  '/news/people/ana/page/2/',
  '/docs/tags/',
  '/docs/tags/start/',
];

/** Writes the site into `root`. */
export function writeRouteOptionsSite(root: string) {
  write(
    root,
    'docusaurus.config.js',
    `module.exports = {
  title: 'Route options',
  url: 'https://route-options.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { path: 'documentation', tagsBasePath: 'labels' }, blog: { path: 'posts', routeBasePath: 'news', blogTitle: 'News', postsPerPage: 1, tagsBasePath: 'topics', archiveBasePath: '/history/', authorsBasePath: 'people', pageBasePath: 'p' } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
  themeConfig: { navbar: { title: 'Route options', items: [{ to: '/docs/intro', label: 'Docs', position: 'left' }, { to: '/news', label: 'News', position: 'left' }] } },
};
`,
  );
  write(root, 'documentation/intro.md', '---\ntitle: Intro\ntags: [start]\n---\n\nRead the [first post](/news/hello), the [archive](/news/history) or [Ana\'s posts](/news/people/ana).\n');
  write(root, 'posts/authors.yml', 'ana:\n  name: Ana\n  title: Writer\n  page: true\ncy:\n  name: Cy\n  url: https://cy.example.org\n');
  write(root, 'posts/2025-01-02-hello.md', '---\ntitle: Hello\nslug: hello\ntags: [release]\nauthors: [ana, cy]\n---\n\nA post read from posts/, served under /news. Back to the [intro](/docs/intro).\n\n<!-- truncate -->\n\nMore.\n');
  write(root, 'posts/2025-01-03-second.md', '---\ntitle: Second\nauthors: [ana]\n---\n\nThe second post: see [the first](/news/hello).\n\n<!-- truncate -->\n\nMore.\n');
  write(root, 'community/guide.md', '# Community guide\n\nA page of a second docs instance, which is not built.\n');
  write(root, 'src/pages/index.md', '# Route options\n\nThe [docs](/docs/intro) and the [news](/news).\n');
  write(root, 'src/pages/about.md', '# About\n\nThe [news](/news) and its [archive](/news/history).\n');
}

whenRunAsScript(import.meta.filename, ([dir]) => writeRouteOptionsSite(dir));
