// A blog-only Docusaurus site (`blog: {routeBasePath: '/'}`, `docs: false`): its list at /, its posts,
// tags, archive, authors and list pages at the root, where plugin-content-blog's routes.ts and
// blogUtils.ts put them with routeBasePath '/'. Built by scripts/e2e.ts into out-blogroot/ for
// e2e/blog-root.spec.ts, and by hand with `npx tsx --tsconfig tsconfig.scripts.json e2e/blog-root-site.ts /tmp/dir`.
import { whenRunAsScript, writeSiteFile as write } from './site-files';

/** The paths the site must have, with each page's h1 (null: a list page, whose h1s are its posts'). */
export const BLOG_ROOT_PAGES: { path: string; h1: string | null }[] = [
  { path: '/', h1: null },
  { path: '/page/2/', h1: null },
  { path: '/hello/', h1: 'Hello' },
  { path: '/2025/01/03/second/', h1: 'Second' },
  { path: '/archive/', h1: 'Archive' },
  { path: '/tags/', h1: 'Tags' },
  { path: '/tags/release/', h1: 'Release · 1 post' },
  { path: '/authors/', h1: 'Authors' },
  { path: '/about/', h1: 'About' },
];
/** Files the blog writes beside its pages, at the root (plugin-content-blog feed.ts: `<outDir>/<routeBasePath>/`). */
export const BLOG_ROOT_FILES = ['rss.xml', 'atom.xml', 'feed.json', 'tags/release/rss.xml', 'hello.md'];
/** The paths this engine used before the blog's routes moved to the root. */
export const BLOG_ROOT_ABSENT = ['/blog/', '/blog/hello/', '/blog/tags/'];

/** Writes the site into `root`. */
export function writeBlogRootSite(root: string) {
  write(
    root,
    'docusaurus.config.js',
    `module.exports = {
  title: 'Blog root',
  url: 'https://blog-root.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: { routeBasePath: '/', postsPerPage: 1 } }]],
  themeConfig: { navbar: { title: 'Blog root', items: [{ to: '/tags', label: 'Tags', position: 'left' }, { to: '/about', label: 'About', position: 'left' }] } },
};
`,
  );
  write(root, 'blog/authors.yml', 'ana:\n  name: Ana\n  title: Writer\n');
  write(root, 'blog/2025-01-02-hello.md', '---\ntitle: Hello\nslug: hello\ntags: [release]\nauthors: [ana]\n---\n\nThe first post, at /hello. See [the about page](/about).\n\n<!-- truncate -->\n\nMore.\n');
  write(root, 'blog/2025-01-03-second.md', '---\ntitle: Second\nauthors: [ana]\n---\n\nThe second post: see [the first](/hello).\n\n<!-- truncate -->\n\nMore.\n');
  write(root, 'src/pages/about.md', '# About\n\nThe [first post](/hello) and the [archive](/archive).\n');
}

whenRunAsScript(import.meta.filename, ([dir]) => writeBlogRootSite(dir));
