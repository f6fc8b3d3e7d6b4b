// A small site whose one docs category is longer than the sidebar draws whole (lib/docs/sidebar-view.ts),
// and whose newest blog year has more posts than the blog sidebar draws (lib/blog/sidebar-view.ts):
// the end-to-end tests build it into out-fixture/ to read and click their "Show N more".
import fs from 'node:fs';
import path from 'node:path';

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

const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

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
    navbar: { items: [{ type: 'docSidebar', label: 'Docs', position: 'left' }, { type: 'link', label: 'Blog', to: '/blog/', position: 'left' }] },
    // A year of posts longer than the sidebar draws at once (Docusaurus's default shows 5 posts).
    blog: { sidebarCount: 'ALL' },
    footer: { columns: [{ title: 'Docs', items: [{ label: 'Overview', to: '/docs/' }, { label, to: `/docs/category/${dir}/` }] }], copyright: 'A test fixture' },
  };
  write(root, 'site.config.json', `${JSON.stringify(config, null, 2)}\n`);
  // Its own landing page (without one, a site has no `/`).
  write(root, 'src/pages/index.md', '# A long sidebar\n\nA fixture site: [its docs](/docs/) have one long category, and [its blog](/blog/) one long year.\n');
  write(root, 'blog/authors.yml', 'team:\n  name: The team\n  title: Maintainers\n');
  const post = (date: string, slug: string, title: string) =>
    write(root, `blog/${date}-${slug}.md`, `---\ntitle: ${title}\nslug: ${slug}\nauthors: [team]\ntags: [news]\n---\n\n${title} of the fixture blog.\n\n<!-- truncate -->\n`);
  for (let i = 1; i <= NEWEST_YEAR_POSTS; i++) post(day(2025, i * 5), `post-${String(i).padStart(2, '0')}`, postTitle(i));
  for (const i of [1, 2]) post(day(2024, i * 30), `old-${i}`, `Old post ${i}`);
}
