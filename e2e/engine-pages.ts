// The pages the engine's own end-to-end tests read (layout, TOC, code blocks, admonitions, tables,
// images, sidebar behaviour, categories, tags, search), written into the fixture site beside its long
// category (e2e/long-sidebar-site.ts) and built with it into out-fixture/ by scripts/e2e.ts. The tests
// pin these words and this structure, never the OSO site's content/, which its authors edit (#51).
import type { PageKind } from '../scripts/bench/kinds';
import { writeSiteFile as write } from './site-files';

/** Each page's route and title, for the specs. */
export const ENGINE = {
  /** A category's index doc (the Guide category's link), followed in the sidebar by `code`. */
  guide: { href: '/docs/guide/', title: 'Guide' },
  /** A long doc: h2/h3 sections, code blocks (one wider than a phone), inline code, tags. */
  code: { href: '/docs/guide/code-blocks/', title: 'Code blocks', inlineCode: 'widget-notebooks', section: 'install-the-widget-kit' },
  /** A doc whose code block is wider than the text column at 1280 px, and a Tabs of three. */
  wide: { href: '/docs/guide/wide-code/', title: 'Wide code' },
  /** Routed, but hidden from the sidebar (sidebar_class_name: hidden). */
  hidden: { href: '/docs/guide/hidden-page/', title: 'A hidden page' },
  /** draft: true — not exported, at the top of a category and two categories deep. */
  draft: { href: '/docs/guide/draft-page/' },
  nestedDraft: { href: '/docs/refs/impact/draft-metrics/' },
  /** A doc with an alias: the alias answers with it. */
  renamed: { href: '/docs/guide/renamed-page/', alias: '/docs/guide/old-name/', title: 'Renamed page' },
  /** A collapsed category beside Guide (its own page at `categoryHref`), and one of its pages. */
  data: { category: 'Data', categoryHref: '/docs/data/', page: 'Use the data API', href: '/docs/data/data-api/' },
  refs: { category: 'References', href: '/docs/refs/' },
  /** Near the end of a long References category: a wide table. */
  talks: { href: '/docs/refs/talks/', title: 'Talks' },
  /** A content image (zoomable) and a mermaid diagram (its accTitle). */
  diagram: { href: '/docs/refs/diagram/', title: 'Diagram', mermaidTitle: 'Two ways to read widget data' },
  /** One admonition of each kind. */
  admonitions: { href: '/docs/refs/admonitions/', title: 'Admonitions' },
  /** A generated-index category of three docs; its folder path redirects to it. */
  ecosystems: { href: '/docs/category/ecosystems/', folder: '/docs/refs/ecosystems/', label: 'Ecosystems', first: 'Alpha network', items: 3 },
  /** A doc two categories deep, for the breadcrumbs. */
  nested: { href: '/docs/refs/impact/code-metrics/', categories: ['References', 'Impact Metrics'] },
  /** A docs tag that the code page carries. */
  tag: { href: '/docs/tags/python/' },
  /** A post with sections (its TOC) and a bar chart, by an author with links. */
  post: { href: '/blog/sections-post/', title: 'A post with sections' },
  /** Where "Edit this page" goes, before the file's path in the site folder. */
  editUrl: 'https://github.com/example/fixture/tree/main/',
  /** A blog tag of most posts (several list pages), from blog/tags.yml. */
  blogTag: { href: '/blog/tags/news/', label: 'News', description: 'News of the widget project.' },
  /** The blog sidebar's title: Docusaurus's default, as the fixture's config leaves it. */
  blogSidebarTitle: 'Recent posts',
  /** The blog's authors (blog/authors.yml): `team` wrote every post but one. */
  authors: { team: { name: 'The team', href: '/blog/authors/team/', title: 'Maintainers' }, writer: { name: 'A writer', href: '/blog/authors/writer/' } },
  /** The navbar's title, which the drawer repeats. */
  siteTitle: 'Engine Fixture',
  /** A word the search finds in several docs, and a query whose best hit is a section. */
  searchWord: 'widget',
  sectionQuery: 'install widget kit',
} as const;

/** One page of each kind (scripts/bench/kinds.ts's kinds), on the fixture site: the a11y and no-JS suites visit them. */
export const FIXTURE_KINDS: PageKind[] = [
  { kind: 'landing', path: '/' },
  { kind: 'docs page', path: ENGINE.wide.href },
  { kind: 'long tutorial', path: ENGINE.code.href },
  { kind: 'category index', path: ENGINE.ecosystems.href },
  { kind: 'docs tag page', path: ENGINE.tag.href },
  { kind: 'blog list', path: '/blog/' },
  { kind: 'blog post', path: ENGINE.post.href },
  { kind: 'tag page', path: '/blog/tags/news/' },
  { kind: 'author page', path: '/blog/authors/writer/' },
  { kind: 'archive', path: '/blog/archive/' },
  { kind: 'search page', path: `/search/?q=${ENGINE.searchWord}` },
  { kind: '404', path: '/this-page-does-not-exist/', notFound: true },
];

const fm = (fields: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? `[${v.join(', ')}]` : v}`)
    .join('\n')}\n---\n\n`;
const paragraph = (topic: string, n: number) =>
  `This paragraph ${n} explains ${topic} in enough words to fill a few lines of text at every width, so that ` +
  `the page grows long and its sections sit well apart: a reader scrolls past each one, the table of ` +
  `contents marks where they are, and the widget examples below stay easy to follow.`;
const section = (title: string, level = 2, paragraphs = 3) =>
  `${'#'.repeat(level)} ${title}\n\n${Array.from({ length: paragraphs }, (_, i) => paragraph(title.toLowerCase(), i + 1)).join('\n\n')}\n\n`;

/** Writes the engine's test pages into the fixture site folder `root`. */
export function writeEnginePages(root: string) {
  // Guide: a category with an index doc, a long doc with code, a wide code doc, hidden/draft/alias docs.
  write(root, 'docs/guide/_category_.json', JSON.stringify({ label: 'Guide', position: 3 }));
  write(
    root,
    'docs/guide/index.md',
    `${fm({ title: 'Guide', sidebar_position: 0, tags: ['guide'] })}The guide's first page. Read [Code blocks](./code-blocks.md) next, then [Wide code](./wide-code.mdx).\n\n${section('What the guide covers', 2, 1)}`,
  );
  write(
    root,
    'docs/guide/code-blocks.md',
    fm({ title: 'Code blocks', sidebar_position: 1, tags: ['python', 'code'] }) +
      `A long page of sections and code. Notebooks live in \`${ENGINE.code.inlineCode}\`, a folder name with a hyphen.\n\n` +
      section('Install the widget kit') +
      '```python\nimport widget\n\nclient = widget.Client(api_key="a key")\nprint(client.query("SELECT 1"))\n```\n\n' +
      section('Configure the client') +
      section('Read a token from the environment', 3, 2) +
      '```bash\nexport WIDGET_API_KEY="a key" && widget-cli query --format json --output ./widget-notebooks/results.json "SELECT name FROM widgets"\n```\n\n' +
      section('Run a first query') +
      '```sql\nSELECT name, count(*) AS n\nFROM widgets\nGROUP BY name\nORDER BY n DESC\n```\n\n' +
      section('Read the results', 3, 2) +
      section('Plot the data') +
      section('Share a notebook') +
      section('Schedule a refresh') +
      section('Clean up') +
      section('Where to go next'),
  );
  const longLine = Array.from({ length: 14 }, (_, i) => `argument_${i}="value number ${i}"`).join(', ');
  const tab = (value: string, label: string, code: string) => `<TabItem value="${value}" label="${label}">\n\n\`\`\`${value}\n${code}\n\`\`\`\n\n</TabItem>\n`;
  write(
    root,
    'docs/guide/wide-code.mdx',
    `${fm({ title: 'Wide code', sidebar_position: 2, tags: ['code'] })}import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n` +
      `A code block with one line wider than the text column at every width.\n\n\`\`\`python\nwidget.call(${longLine})\n\`\`\`\n\n` +
      `The same call in three languages:\n\n<Tabs groupId="language">\n${tab('shell', 'curl', 'curl -s https://api.example.org/widget')}${tab('js', 'JavaScript', 'await fetch("https://api.example.org/widget");')}${tab('python', 'Python', 'widget.call()')}</Tabs>\n\n` +
      section('After the code', 2, 2),
  );
  write(root, 'docs/guide/hidden-page.md', `${fm({ title: 'A hidden page', sidebar_position: 3, sidebar_class_name: 'hidden' })}Routed, not listed in the sidebar.\n`);
  write(root, 'docs/guide/draft-page.md', `${fm({ title: 'A draft page', sidebar_position: 4, draft: true })}Not exported.\n`);
  write(root, 'docs/guide/renamed-page.md', `${fm({ title: 'Renamed page', sidebar_position: 5, aliases: ['"guide/old-name"'] })}Reached at its old name too.\n`);

  // Data: a second category, collapsed on the Guide's pages.
  write(root, 'docs/data/_category_.json', JSON.stringify({ label: 'Data', position: 4 }));
  write(root, 'docs/data/index.md', `${fm({ title: 'Data', sidebar_position: 0 })}Where the widget data comes from.\n`);
  write(root, 'docs/data/data-api.md', `${fm({ title: 'Use the data API', sidebar_position: 1, tags: ['api'] })}Query the widget data over HTTP.\n`);
  write(root, 'docs/data/export.md', `${fm({ title: 'Export the data', sidebar_position: 2, tags: ['export'] })}Export the widget data.\n`);

  // Top-level pages between Data and References: with them the sidebar is taller than the window, so
  // a page near the end of References (Talks) starts below the sidebar's fold unless it is scrolled to.
  for (let i = 1; i <= 12; i++) {
    const n = String(i).padStart(2, '0');
    write(root, `docs/topic-${n}.md`, `${fm({ title: `Topic ${n}`, sidebar_position: 4 + i / 100 })}Topic ${n} of the widget.\n`);
  }

  // References: a long category (short of the sidebar's window), with Talks near its end.
  write(root, 'docs/refs/_category_.json', JSON.stringify({ label: 'References', position: 5 }));
  write(root, 'docs/refs/index.md', `${fm({ title: 'References', sidebar_position: 0 })}Reference pages.\n`);
  const tags = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu'];
  tags.forEach((t, i) => {
    const n = String(i + 1).padStart(2, '0');
    write(root, `docs/refs/reference-${n}.md`, `${fm({ title: `Reference ${n}`, sidebar_position: i + 1, tags: [t] })}Reference page ${n} about the widget.\n`);
  });
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const columns = ['Title', 'Speaker', 'Event', 'Venue', 'Date', 'Recording', 'Slides'];
  write(
    root,
    'docs/refs/talks.md',
    `${fm({ title: 'Talks', sidebar_position: 30 })}Talks about the widget, in a table wider than a phone.\n\n` +
      `${row(columns)}\n${row(columns.map(() => '---'))}\n` +
      [1, 2, 3].map((i) => row([`Measuring widgets at scale, part ${i}`, 'A. Speaker', 'WidgetConf', 'Conference Centre Hall B', `2025-0${i}-15`, 'https://videos.example.org/widget', 'https://slides.example.org/widget'])).join('\n') +
      '\n',
  );
  write(root, 'static/img/diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800" viewBox="0 0 1600 800"><rect width="1600" height="800" fill="#eef"/><rect x="100" y="100" width="500" height="250" fill="#88c"/><text x="120" y="240" font-size="60">widget</text></svg>\n');
  write(
    root,
    'docs/refs/diagram.md',
    `${fm({ title: 'Diagram', sidebar_position: 31 })}The widget pipeline:\n\n![The widget pipeline](/img/diagram.svg)\n\nThe same as a diagram the build draws:\n\n` +
      '```mermaid\nflowchart TB\n' +
      `  accTitle: ${ENGINE.diagram.mermaidTitle}\n` +
      '  accDescr: The widget client sends SQL to the query engine, which reads the lake; the API reads a copy of it.\n' +
      '  lake[("Widget lake<br/>every model")]\n  copy[("Copy<br/>of the marts")]\n  client[widget client] -->|SQL| engine[Query engine] --> lake\n  api[HTTP API] --> copy\n  lake -.->|copied| copy\n```\n\nAfter the diagram.\n',
  );
  write(
    root,
    'docs/refs/admonitions.md',
    `${fm({ title: 'Admonitions', sidebar_position: 32 })}One of each kind.\n\n` +
      ['note', 'tip', 'info', 'warning', 'danger'].map((k) => `:::${k}\n\nA ${k} about the widget.\n\n:::\n`).join('\n'),
  );
  write(root, 'docs/refs/ecosystems/_category_.json', JSON.stringify({ label: 'Ecosystems', position: 40, link: { type: 'generated-index', slug: '/category/ecosystems', description: 'The networks the widget tracks.' } }));
  ['Alpha network', 'Beta network', 'Gamma network'].forEach((t, i) =>
    write(root, `docs/refs/ecosystems/${t.split(' ')[0].toLowerCase()}.md`, `${fm({ title: t, sidebar_position: i + 1 })}${t}: how the widget covers it.\n`),
  );
  write(root, 'docs/refs/impact/_category_.json', JSON.stringify({ label: 'Impact Metrics', position: 41 }));
  write(root, 'docs/refs/impact/index.md', `${fm({ title: 'Impact Metrics', sidebar_position: 0 })}Metrics.\n`);
  write(root, 'docs/refs/impact/draft-metrics.md', `${fm({ title: 'Draft metrics', sidebar_position: 2, draft: true })}Not exported.\n`);
  write(root, 'docs/refs/impact/code-metrics.md', `${fm({ title: 'Code metrics', sidebar_position: 1 })}Metrics of code.\n`);

  // A post with sections (its TOC) and a chart, by an author with links (the fixture's other posts
  // have no headings), between two others in date order: it has a newer and an older post.
  write(root, 'blog/tags.yml', `news:\n  label: ${ENGINE.blogTag.label}\n  permalink: /news\n  description: ${ENGINE.blogTag.description}\nwidgets:\n  label: Widgets\n  permalink: /widgets\n  description: Posts about widgets.\n`);
  write(root, 'static/img/author.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#88c"/></svg>\n');
  const post = 'blog/2024-06-01-sections-post';
  write(root, `${post}/funding.json`, `${JSON.stringify([{ source: 'Matching funds', amount_usd: 22000000 }, { source: 'Crowd donations', amount_usd: 16000000 }])}\n`);
  write(
    root,
    `${post}/index.mdx`,
    `${fm({ title: 'A post with sections', slug: 'sections-post', authors: ['writer'], tags: ['news', 'widgets'] })}A post long enough for its own table of contents.\n\n{/* truncate */}\n\n` +
      section('First part') +
      '<BarChart src="./funding.json" x="source" y="amount_usd" format="usd"\n  title="Widget funding by source"\n  description="Of 38 million dollars, 22 million came from matching funds and 16 million from donations." />\n\n' +
      section('Second part') + section('Third part') + section('Fourth part'),
  );
}
