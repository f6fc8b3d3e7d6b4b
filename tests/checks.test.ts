import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileLine } from '@/lib/checks/body';
import { cachedBody } from '@/lib/content/body';
import { checkContent, type ContentOptions } from '@/lib/checks/content';
import { checkPython } from '@/lib/checks/code';
import { contentPaths } from '@/lib/env';
import { readContent, type ContentTree } from '@/lib/checks/read';
import { formatIssue, RULES, type Issue } from '@/lib/checks/types';
import { DEFAULT_ROUTE_BASES, setRouteBases } from '@/lib/route-bases';

const ROOT = path.resolve(__dirname, 'fixtures/broken');
const trees = new Map<string, ContentTree>();
/** Each fixture is read once, whatever the number of assertions on it. */
const options = {
  siteUrl: 'https://docs.example.org',
  sidebar: { collapsed: true, collapsible: true },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  houseRules: 'error',
} as const;
const treeOf = (name: string) => {
  const root = path.join(ROOT, name);
  if (!trees.has(name)) trees.set(name, readContent(contentPaths(path.join(root, 'content')), path.join(root, 'public'), root));
  return trees.get(name)!;
};
const issuesOf = (name: string, over: Partial<ContentOptions> = {}): Issue[] => checkContent(treeOf(name), { ...options, ...over });
const shown = (i: Issue) => `${i.severity}: ${formatIssue(i)}`;
const hasPython = spawnSync('python3', ['--version']).status === 0;

/** One fixture folder per content rule (named after it): the exact messages it must produce. */
const CASES: Record<string, string[]> = {
  'frontmatter/yaml': [
    'error: content/docs/broken.mdx:4: invalid YAML: deficient indentation',
    'error: content/docs/dotted.mdx:4: the frontmatter is closed with "...": close it with "---" (contentlayer and Docusaurus read only "---" as its end)',
  ],
  'frontmatter/type': [
    'error: content/blog/2024-03-05-post.mdx: date: "March 5, 2024" is not a date: use YYYY-MM-DD or an ISO 8601 date-time',
    'error: content/docs/guide.mdx: tags: expected a list, got "python"',
    'error: content/docs/guide.mdx: sidebar_position: expected a number, got "first"',
    'error: content/docs/guide.mdx: draft: expected true or false, got "yes"',
    'error: content/docs/guide.mdx: toc_max_heading_level: 9 must be between 2 and 6',
  ],
  'frontmatter/required': [
    'error: content/blog/2024-01-01-nobody.mdx: authors: no author: list ids of authors.yml in "authors"',
    'error: content/docs/guide.mdx: title: no title: set "title" (the page would be titled "guide")',
    'error: content/docs/guide.mdx: description: no description and no paragraph to take one from: set "description" (one sentence for search results and link previews)',
  ],
  'frontmatter/unknown-key': [
    'warning: content/docs/guide.mdx: sidebar_postion: unknown key, ignored (did you mean "sidebar_position"?)',
  ],
  'category/json': ['error: content/docs/guides/_category_.json: field "label": Invalid input: expected string, received number'],
  'blog/date': ['error: content/blog/2024-02-30-leap.mdx: the date "2024-02-30" in the file name is not a date'],
  'blog/truncate': ['error: content/blog/2024-01-01-whole.mdx: no truncate marker: put {/* truncate */} (or <!-- truncate --> in .md) on a line after the introduction'],
  'blog/undated': ['error: content/blog/undated.mdx: no date: name the file YYYY-MM-DD-slug.mdx or set "date" (until then the date of its first commit is used)'],
  'blog/author': ['error: content/blog/2024-01-01-hello.mdx: authors: unknown author "ghost" (authors.yml has: team)'],
  'blog/slug': [
    'error: content/blog/2024-01-01-tags.mdx: slug: the slug "tags" is a blog route; choose another',
    'error: content/blog/2024-01-02-deep.mdx: slug: the slug "has space" must be a URL path (no spaces, "?" or "#")',
    'error: content/blog/2024-01-03-climb.mdx: slug: the slug "../../outside" leaves the blog\'s routes (a "." or ".." segment): write the path it should have under /blog',
  ],
  // climb.mdx's absolute slug keeps its ".." (Docusaurus refuses it); dot.mdx's relative one resolves inside /docs, as there.
  'docs/slug': [
    'error: content/docs/guides/climb.mdx: slug: the slug "/../../outside" gives the route "/docs/../../outside", which is not a URL path of the docs (a "." or ".." segment, or characters a URL rewrites): write the slug as the path it should be',
  ],
  'tags/permalink': ['error: content/docs/guide.mdx: tags: tag "!!!" has no permalink (no letters or digits)'],
  'tags/inline': [
    'error: content/blog/2024-01-01-hello.mdx: tags: tag "gossip" is not in content/blog/tags.yml (known tags: news)',
    'error: content/docs/index.mdx: tags: tag "sql" is not defined in content/docs/tags.yml',
  ],
  'routes/duplicate-id': ['error: content/docs/b.mdx: doc id "b" is already the id of content/docs/a.mdx'],
  'routes/duplicate-route': [
    'error: content/blog/2024-02-01-hello-again.mdx: the slug "hello" is already used by content/blog/2024-01-01-hello.mdx',
    'error: content/docs/category/guides.mdx: route /docs/category/guides/ is already the route of content/docs/ecosystems/_category_.json (generated index)',
    'error: content/docs/guides/pyoso.mdx: alias /docs/guides/ is already the route of content/docs/guides/index.mdx',
    'error: content/docs/python.mdx: route /docs/python/ is already the route of content/docs/guides/pyoso.mdx',
    'error: content/docs/tags.mdx: route /docs/tags/ is already the route of the docs tag pages',
  ],
  'sidebar/config': ['error: content/docs/guides/_category_.yml: link.id "guides/missing" is not a doc of this folder or of the site. Available ids: guides/first, index'],
  'pagination/doc-id': ['error: content/docs/guide.mdx: pagination_next: no doc has the id "guides/nope". Available ids: guide, index'],
  'content/mdx': ['error: content/docs/index.mdx:12: not valid MDX: Expected a closing tag for `<div>` (8:1-8:22)'],
  'content/image-alt': [
    'error: content/docs/guide.mdx:6: image "/img/pipeline.svg" has no alt text: say what it shows, ![what it shows](/img/pipeline.svg)',
    'error: content/docs/guide.mdx:8: <img src="/img/pipeline.svg"> has no alt text: add alt="what it shows"',
    'error: content/docs/guide.mdx:12: <img src="/img/pipeline.svg"> has no alt text: add alt="what it shows"',
  ],
  'content/heading-skip': [
    'error: content/docs/guide.mdx:6: heading "Starts too deep" jumps from h1 (the page title) to h3: use h2',
    'error: content/docs/guide.mdx:10: heading "Skips h3" jumps from h2 to h4: use h3',
  ],
  'content/duplicate-heading-id': ['error: content/docs/guide.md:8: heading "Setup" has the id "setup" of the heading on line 6'],
  'content/words': [
    'error: content/docs/guide.mdx: description: placeholder word "Lorem": write the real text',
    'error: content/docs/guide.mdx: description: placeholder word "ipsum": write the real text',
    'error: content/docs/guide.mdx:6: placeholder word "TBD": write the real text',
  ],
  // Docusaurus's own message for a <Tabs> that repeats a value (theme-common tabsUtils.tsx); the values prop wins over the children's.
  'content/tabs': [
    `error: content/docs/tabs.mdx:9: Duplicate values "'sql', 'py'" found in <Tabs>. Every value needs to be unique.`,
    `error: content/docs/tabs.mdx:24: Duplicate values "'a'" found in <Tabs>. Every value needs to be unique.`,
  ],
  'content/chart-data': [
    'error: content/docs/charts.mdx:8: <LineChart src="./missing.json">: ./missing.json does not exist',
    'error: content/docs/charts.mdx:15: <BarChart src="./broken.json">: ./broken.json is not valid JSON: Unexpected end of JSON input',
    'error: content/docs/charts.mdx:17: <BarChart src="./good.json">: row 0 has no key "forks" (y)',
    'error: content/docs/charts.mdx:19: <BarChart>: src must be a plain string attribute',
    'error: content/docs/charts.mdx:21: <LineChart>: the "src" attribute is missing',
  ],
  'code/python': [
    'error: content/blog/2024-01-01-notes.mdx:12: python block does not compile: Missing parentheses in call to \'print\'. Did you mean print(...)?',
    'error: content/docs/query.mdx:12: python block does not compile: invalid syntax',
    'error: content/docs/query.mdx:21: python block does not compile: unindent does not match any outer indentation level',
  ],
  'code/graphql': [
    'error: content/docs/api.mdx:16: graphql block does not parse: Expected Name, found <EOF>.',
    'error: content/docs/api.mdx:20: graphql block does not parse: Unexpected <EOF>.',
  ],
  'content/md-link': [
    'warning: content/docs/guide.mdx:6: markdown link "./missing.md#intro" does not resolve to a doc or post',
    'warning: content/docs/guide.mdx:8: markdown link "../elsewhere/gone.mdx" does not resolve to a doc or post',
  ],
  'links/internal': [
    'error: content/docs/guide.mdx:6: link "/docs/nope" goes to /docs/nope/, which the site does not have',
    'error: content/docs/guide.mdx:6: link "/blog/no-such-post/" goes to /blog/no-such-post/, which the site does not have',
    'error: content/docs/guide.mdx:6: link "/img/missing.png" goes to /img/missing.png, which the site does not have',
  ],
  'links/anchor': [
    'warning: content/docs/guide.mdx:8: link "#setup": /docs/guide/ has no heading with the id "setup"',
    'warning: content/docs/guide.mdx:8: link "/docs/#intro": /docs/ has no heading with the id "intro"',
  ],
};

describe('content checks on broken fixtures', () => {
  it('a small site that follows every rule passes', () => {
    expect(issuesOf('good').filter((i) => hasPython || i.rule !== 'code/skipped').map(shown)).toEqual([]);
  });

  // Without python3 the code/python fixture gives one code/skipped warning instead (tested below).
  it.each(Object.entries(CASES).filter(([rule]) => hasPython || rule !== 'code/python'))('%s', (rule, expected) => {
    const issues = issuesOf(rule.replace('/', '-'));
    expect(issues.map(shown)).toEqual(expected);
    expect(new Set(issues.map((i) => i.rule))).toEqual(new Set([rule]));
  });

  it('has a fixture for every content rule, and no fixture without a case', () => {
    // lib/site.ts, tested in checks-config.test.ts; python3 missing, below; site code in site-code.test.ts (a site folder with src/);
    // links out of the site folder in hostile-site.test.ts (the links are made by the test, not kept in git)
    const elsewhere = ['config/site', 'config/docusaurus', 'code/skipped', 'site/client-code', 'site/outside-link'];
    const rules = Object.keys(RULES).filter((r) => !elsewhere.includes(r));
    expect(Object.keys(CASES).sort()).toEqual(rules.sort());
    const folders = fs.readdirSync(ROOT).filter((f) => fs.existsSync(path.join(ROOT, f, 'content')));
    expect(folders.sort()).toEqual([...rules.map((r) => r.replace('/', '-')), 'good'].sort());
  });
});

describe('code blocks', () => {
  const partsOf = (body: string) => cachedBody(body).parts;
  const blocks = (body: string) => partsOf(body).code.map((b) => `${fileLine({ bodyLine: 5 }, b.line)} ${b.lang}: ${b.code}`);
  const links = (body: string) => partsOf(body).links.map((l) => `${l.line} ${l.image ? 'image' : 'link'} ${l.url}${l.alt === undefined ? '' : ` [${l.alt}]`}`);
  const prose = (body: string) => partsOf(body).prose.map((p) => `${p.line} ${p.text}`).join('\n');

  it('finds fenced blocks with their language and the file line of the fence', () => {
    expect(blocks('Text.\n\n```Python title="a.py"\nx = 1\n```\n\n~~~gql\n{ a }\n~~~')).toEqual(['7 python: x = 1', '11 gql: { a }']);
  });

  it('takes the indent of a fence in a list off its lines; a block inside a longer fence is text', () => {
    expect(blocks('- step\n\n  ```python\n  if x:\n      y()\n  ```')).toEqual(['7 python: if x:\n    y()']);
    expect(blocks('````md\n```python\nnot code\n```\n````')).toEqual(['5 md: ```python\nnot code\n```']);
  });

  it('an unclosed fence runs to the end; inline ``` code is not a fence', () => {
    expect(blocks('Use ```python``` here.\n```sql\nselect 1')).toEqual(['6 sql: select 1']);
  });

  it('reads fences as Markdown does where a pattern did not: in a quote, and ended with the list item they open', () => {
    expect(blocks('> ```python\n> x = 1\n> ```')).toEqual(['5 python: x = 1']);
    expect(blocks('- ```python\n  x = 1\n\nAfter [a](/a/).')).toEqual(['5 python: x = 1']);
    expect(links('- ```python\n  x = 1\n\nAfter [a](/a/).')).toEqual(['4 link /a/']);
  });

  it('prose (what the link and word rules read) leaves out those same blocks and code spans', () => {
    const body = 'See [a](/a/).\n````md\n```\n[b](/b/)\n```\n````\n[c](/c/) `[d](/d/)`';
    expect(links(body)).toEqual(['1 link /a/', '7 link /c/']);
    expect(prose(body)).toBe('1 See a .\n7 c');
    // URLs are not prose wherever they are written: a definition's, an element's.
    expect(prose('[x]: https://e.com/TODO\n\n<a href="/TODO/">go</a> ![TODO](/i.png)')).toBe('3 go TODO');
    // The text of an attribute a reader reads is prose: a tab's label, an element's title or alt.
    expect(prose('<TabItem value="todo" label="Coming soon">\n\nBody.\n\n</TabItem>')).toBe('1 Coming soon\n3 Body.');
  });

  it('a link in a code span across lines is code; a badge is both its image and its link', () => {
    expect(links('Run `curl [x](/gone/)\nand more` now.')).toEqual([]);
    expect(links('[![CI status](/badge.svg)](/ci/)')).toEqual(['1 link /ci/', '1 image /badge.svg [CI status]']);
  });

  it('reads href and src of HTML elements, in a list and across lines, with their alt text', () => {
    const body = '- one\n- see <a\n  href="/gone/">this</a>\n- <img src={"/i.png"} alt={t("x")} />\n\n<BarChart src="./d.json" x="m" y={ys} />';
    expect(links(body)).toEqual(['2 link /gone/', '4 image /i.png [(expression)]']);
    expect(partsOf(body).charts).toEqual([{ name: 'BarChart', line: 6, attrs: { src: './d.json', x: 'm', y: '{}' } }]);
  });

  it('without the interpreter, python blocks are not compiled and one warning says so, whatever houseRules says', () => {
    const issues = issuesOf('code-python', { python: 'no-such-python3' });
    expect(issues.filter((i) => i.rule.startsWith('code/')).map(shown)).toEqual([
      'warning: content/docs/query.mdx:6: no-such-python3 is not on PATH, so 4 python blocks in 2 files were not compiled',
    ]);
  });

  it.skipIf(!hasPython)('compiles the python blocks of every page in one python3 process; on a moved-in folder they only warn', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-python-'));
    try {
      const log = path.join(dir, 'runs');
      const python = path.join(dir, 'python');
      fs.writeFileSync(python, `#!/bin/sh\necho run >> "${log}"\nexec python3 "$@"\n`, { mode: 0o755 });
      const issues = issuesOf('code-python', { python, houseRules: 'warn' }).filter((i) => i.rule === 'code/python');
      expect(issues.map((i) => `${i.severity} ${i.file}:${i.line}`)).toEqual([
        'warning content/blog/2024-01-01-notes.mdx:12', 'warning content/docs/query.mdx:12', 'warning content/docs/query.mdx:21',
      ]);
      expect(fs.readFileSync(log, 'utf8')).toBe('run\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!hasPython)('compiles a python block again only when its text or the interpreter changed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-python-cache-'));
    try {
      const log = path.join(dir, 'runs');
      const python = path.join(dir, 'python');
      const input = path.join(dir, 'input');
      // Logs each run, and keeps what it was given.
      fs.writeFileSync(python, `#!/bin/sh\ncat > "${input}"\necho run >> "${log}"\nexec python3 "$@" < "${input}"\n`, { mode: 0o755 });
      const given = () => (JSON.parse(fs.readFileSync(input, 'utf8')) as string[]).length;
      const runs = () => fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
      const cache = path.join(dir, 'cache.json');
      const src = { file: 'docs/a.md', rel: 'docs/a.md', kind: 'doc', data: {}, body: '', bodyLine: 1 } as never;
      const page = (...codes: string[]) => ({ src, parts: { code: codes.map((code, i) => ({ lang: 'python', code, line: 10 * i + 1, meta: '' })) } as never });
      const shownIssues = (issues: Issue[]) => issues.map((i) => `${i.rule} ${i.line}`);
      const broken = shownIssues(checkPython([page('x = 1', 'def f(:\n  pass')], python, cache));
      expect(broken).toHaveLength(1);
      expect(broken[0]).toMatch(/^code\/python \d+$/);
      expect([runs(), given()]).toEqual([1, 2]);
      // The same blocks: nothing compiled, the same issue.
      expect(shownIssues(checkPython([page('x = 1', 'def f(:\n  pass')], python, cache))).toEqual(broken);
      expect(runs()).toBe(1);
      // One block edited: it alone is compiled.
      expect(shownIssues(checkPython([page('x = 1', 'def f():\n  pass')], python, cache))).toEqual([]);
      expect([runs(), given()]).toEqual([2, 1]);
      // Another interpreter: every block again.
      fs.appendFileSync(python, '# changed\n');
      expect(shownIssues(checkPython([page('x = 1', 'def f():\n  pass')], python, cache))).toEqual([]);
      expect([runs(), given()]).toEqual([3, 2]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('routes with the docs at the root (routeBasePath "/")', () => {
  const site = (files: Record<string, string>) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-rootdocs-check-'));
    for (const [f, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), text);
    }
    return root;
  };
  const routeIssues = (docsBase: string, files: Record<string, string>) => {
    const root = site(files);
    setRouteBases({ docs: docsBase, blog: 'blog' });
    try {
      const tree = readContent(contentPaths(root), path.join(root, 'public'), root);
      return checkContent(tree, options).filter((i) => i.rule.startsWith('routes/')).map(shown);
    } finally {
      setRouteBases(DEFAULT_ROUTE_BASES);
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
  const intro = { 'docs/intro.md': '---\ntitle: Welcome\ndescription: The home doc.\nslug: /\n---\n\nThe docs start here.\n' };
  it.each([
    // Docusaurus reports a doc with slug '/' and src/pages/index both at `/` (a duplicate route).
    ['', { ...intro, 'src/pages/index.md': '# Home\n' }, ['error: docs/intro.md: route / is already the route of src/pages/index.md']],
    ['', { ...intro, 'src/pages/about.md': '# About\n' }, []],
    // Under /docs/ the same two pages are / and /docs/.
    ['docs', { ...intro, 'src/pages/index.md': '# Home\n' }, []],
    // A src/pages page under /docs/ meets the doc there.
    ['docs', { ...intro, 'src/pages/docs/index.md': '# Docs\n' }, ['error: docs/intro.md: route /docs/ is already the route of src/pages/docs/index.md']],
  ])('docs at %j', (base, files, expected) => expect(routeIssues(base, files)).toEqual(expected));
});

describe('links written with the base path (Docusaurus useBaseUrl: a URL that starts with the base URL keeps it)', () => {
  it('`/my-site/img/a.png` and `https://x.org/my-site/docs/b` on a site at /my-site/ are its /img/a.png and /docs/b; a missing one still fails', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-based-links-'));
    const put = (f: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), text);
    };
    try {
      put('static/img/a.png', 'png');
      put('docs/b.md', '---\ntitle: B\ndescription: B.\n---\n\nB.\n');
      put('docs/intro.md', '---\ntitle: Intro\ndescription: The intro.\n---\n\n<img src="/my-site/img/a.png" alt="A" /> [b](https://x.org/my-site/docs/b) [gone](/my-site/img/gone.png)\n');
      const tree = readContent(contentPaths(root), path.join(root, 'public'), root);
      const links = checkContent(tree, { ...options, siteUrl: 'https://x.org', basePath: '/my-site', houseRules: 'warn' }).filter((i) => i.rule === 'links/internal').map(shown);
      expect(links).toEqual(['error: docs/intro.md:6: link "/my-site/img/gone.png" goes to /img/gone.png, which the site does not have']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('links to pages whose route has a dot (plugin-content-blog: a slug is a path, `vui-0.3.0` a page)', () => {
  it('a link to a post slugged with a version number finds the post; a link to a missing file still fails', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-dotted-slug-'));
    const put = (f: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), text);
    };
    try {
      put('blog/2025-05-08-release.md', '---\ntitle: Release 0.3.0\nslug: vui-0.3.0\n---\n\nThe release.\n\n<!-- truncate -->\n\nMore.\n');
      put('docs/intro.md', '---\ntitle: Intro\ndescription: The intro.\n---\n\nRead [the announcement](/blog/vui-0.3.0), [again](/blog/vui-0.3.0/) and [a file](/files/report.pdf).\n');
      const tree = readContent(contentPaths(root), path.join(root, 'public'), root);
      const links = checkContent(tree, { ...options, houseRules: 'warn' }).filter((i) => i.rule === 'links/internal').map(shown);
      expect(links).toEqual(['error: docs/intro.md:6: link "/files/report.pdf" goes to /files/report.pdf, which the site does not have']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
