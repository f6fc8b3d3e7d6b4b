// A small site whose one docs category is longer than the sidebar draws whole (lib/docs/sidebar-view.ts),
// and whose newest blog year has more posts than the blog sidebar draws (lib/blog/sidebar-view.ts):
// the end-to-end tests build it into out-fixture/ to read and click their "Show N more". The same site
// carries the pages the engine's other tests read (e2e/engine-pages.ts): one build serves them all.
import { ENGINE, writeEnginePages } from './engine-pages';
import { writeSiteFile as write } from './site-files';

export const LONG_CATEGORY = { dir: 'big', label: 'Big category', pages: 40 };
/** The page whose sidebar window sits in the middle of the long list (neither end drawn). */
export const MIDDLE_PAGE = 20;
export const pageTitle = (i: number) => `Page ${String(i).padStart(2, '0')}`;
export const pageHref = (i: number) => `/docs/${LONG_CATEGORY.dir}/page-${String(i).padStart(2, '0')}/`;
/** The source file of page `i`, relative to the site folder. */
export const pageFile = (i: number) => `docs/${LONG_CATEGORY.dir}/page-${String(i).padStart(2, '0')}.md`;

/** Posts of 2025, numbered from the oldest; two of 2024 follow them in the sidebar. */
export const NEWEST_YEAR_POSTS = 60;
export const postTitle = (i: number) => `Post ${String(i).padStart(2, '0')}`;
export const postHref = (i: number) => `/blog/post-${String(i).padStart(2, '0')}/`;
const day = (year: number, n: number) => new Date(Date.UTC(year, 0, 1 + n)).toISOString().slice(0, 10);

/** Writes the site's docs/ and blog/ into `root`. */
export function writeLongSidebarSite(root: string) {
  write(root, 'docs/index.md', '---\ntitle: Overview\nsidebar_position: 0\n---\n\nA fixture site with one long category.\n');
  write(root, 'docs/short/first.md', '---\ntitle: A short category page\n---\n\nThe short category holds one page.\n');
  write(root, 'docs/short/_category_.json', JSON.stringify({ label: 'Short', position: 1 }));
  const { dir, label, pages } = LONG_CATEGORY;
  write(root, `docs/${dir}/_category_.json`, JSON.stringify({ label, position: 2, link: { type: 'generated-index', slug: `/category/${dir}` } }));
  for (let i = 1; i <= pages; i++)
    write(root, pageFile(i), `---\ntitle: ${pageTitle(i)}\nsidebar_position: ${i}\n---\n\nPage ${i} of the long category.\n`);
  // Its own navbar and footer (the engine's defaults have none).
  const config = {
    title: ENGINE.siteTitle,
    navbar: {
      title: ENGINE.siteTitle,
      items: [
        { type: 'docSidebar', label: 'Docs', position: 'left' },
        // A menu of more than five links, as the keyboard test walks (e2e/keyboard.spec.ts).
        {
          type: 'dropdown',
          label: 'Blog',
          to: '/blog/',
          position: 'left',
          items: [
            { label: 'All posts', to: '/blog/' },
            { label: 'Archive', to: '/blog/archive/' },
            { label: 'Tags', to: '/blog/tags/' },
            // An html item: a heading inside the menu.
            { html: '<b>Topics</b>' },
            { label: 'News', to: ENGINE.blogTag.href },
            { label: 'Widgets', to: '/blog/tags/widgets/' },
            { label: 'Authors', to: '/blog/authors/' },
          ],
        },
        { type: 'link', label: 'App', href: 'https://app.example.org/fixture', position: 'right' },
        { type: 'link', label: 'GitHub', href: 'https://github.com/example/fixture', position: 'right' },
      ],
    },
    // A sentence long enough to wrap on a phone, with its link.
    announcement: {
      id: 'fixture-news',
      content: 'The fixture site has an announcement bar whose sentence is long enough to wrap on a phone screen.',
      link: { label: 'Read the guide', to: ENGINE.guide.href },
      isCloseable: true,
    },
    // ```mermaid blocks drawn as diagrams (e2e/mermaid.spec.ts).
    markdown: { mermaid: true },
    // Each page's "Edit this page" link: this URL and the file's path in the site folder.
    editUrl: ENGINE.editUrl,
    // Dark code blocks in both modes, as a site may choose (shiki's github-dark-default).
    prism: { theme: 'github-dark-default', darkTheme: 'github-dark-default' },
    // A year of posts longer than the sidebar draws at once (Docusaurus's default shows 5 posts).
    blog: { sidebarCount: 'ALL' },
    footer: {
      columns: [
        { title: 'Docs', items: [{ label: 'Overview', to: '/docs/' }, { label, to: `/docs/category/${dir}/` }] },
        { title: 'Elsewhere', items: [{ label: 'Source', href: 'https://github.com/example/fixture' }, { label: 'Chat', href: 'https://chat.example.com/fixture' }] },
        { title: 'More', items: [{ label: 'Blog', to: '/blog/' }, { label: 'Guide', to: ENGINE.guide.href }] },
      ],
      copyright: 'A test fixture',
    },
  };
  write(root, 'site.config.json', `${JSON.stringify(config, null, 2)}\n`);
  // Its own landing page (without one, a site has no `/`).
  write(root, 'src/pages/index.md', '# A long sidebar\n\nA fixture site: [its docs](/docs/) have one long category, and [its blog](/blog/) one long year.\n');
  // Authors with links: a post list names them, a post and the authors page list their links.
  const author = (key: string, name: string) =>
    `${key}:\n  page: true\n  name: ${name}\n  title: Maintainers\n  url: https://example.org/${key}\n  image_url: /img/author.svg\n  socials:\n    github: example-${key}\n`;
  write(root, 'blog/authors.yml', author('team', 'The team') + author('writer', 'A writer'));
  const post = (date: string, slug: string, title: string) =>
    write(root, `blog/${date}-${slug}.md`, `---\ntitle: ${title}\nslug: ${slug}\nauthors: [team]\ntags: [news]\n---\n\n${title} of the fixture blog.\n\n<!-- truncate -->\n\n## The rest\n\nThe rest of ${title}, after its summary.\n`);
  for (let i = 1; i <= NEWEST_YEAR_POSTS; i++) post(day(2025, i * 5), `post-${String(i).padStart(2, '0')}`, postTitle(i));
  for (const i of [1, 2]) post(day(2024, i * 30), `old-${i}`, `Old post ${i}`);
  writeEnginePages(root);
}
