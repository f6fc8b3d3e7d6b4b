// A Docusaurus site whose docs are at the site's root (presets classic docs.routeBasePath '/', very
// common): its intro doc (slug '/') is the home page, its docs' absolute links (`/installation`)
// are written for that, and it has no src/pages/index (that would be a duplicate route). Built by
// scripts/e2e.ts into out-rootdocs/ for e2e/root-docs.spec.ts, and by hand with
// `npx tsx --tsconfig tsconfig.scripts.json e2e/root-docs-site.ts /tmp/dir`.
import { whenRunAsScript, writeSiteFile as write } from './site-files';

/** The paths the site must have, with each page's h1. */
export const ROOT_DOCS_PAGES: { path: string; h1: string }[] = [
  { path: '/', h1: 'Welcome' },
  { path: '/installation/', h1: 'Installation' },
  { path: '/guides/nested/', h1: 'A nested guide' },
  { path: '/tags/', h1: 'Tags' },
  { path: '/tags/setup/', h1: '2 docs tagged with “setup”' },
  { path: '/about/', h1: 'About this site' },
  { path: '/blog/', h1: 'Blog' },
];

/** Writes the site into `root`. */
export function writeRootDocsSite(root: string) {
  write(
    root,
    'docusaurus.config.js',
    `module.exports = {
  title: 'Root docs',
  url: 'https://root-docs.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: { showReadingTime: true } }]],
  themeConfig: { navbar: { title: 'Root docs', items: [{ to: '/installation', label: 'Install', position: 'left' }, { to: '/blog', label: 'Blog', position: 'left' }] } },
};
`,
  );
  write(root, 'docs/intro.md', '---\nslug: /\nsidebar_position: 1\n---\n\n# Welcome\n\nStart with the [installation](/installation), then read [a nested guide](./guides/nested.md).\n');
  write(root, 'docs/installation.md', '---\nsidebar_position: 2\ntags: [setup]\n---\n\n# Installation\n\nInstall it, then go [home](/).\n');
  write(root, 'docs/guides/nested.md', '---\ntags: [setup]\n---\n\n# A nested guide\n\nBack to the [installation](/installation) or the [intro](../intro.md).\n');
  write(root, 'src/pages/about.md', '# About this site\n\nIts [docs](/) are at the root.\n');
  write(root, 'blog/2025-01-02-hello.md', '---\ntitle: Hello\nslug: hello\n---\n\nA post that links to the [installation](/installation).\n');
}

whenRunAsScript(import.meta.filename, ([dir]) => writeRootDocsSite(dir));
