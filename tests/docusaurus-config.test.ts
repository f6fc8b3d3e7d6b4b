/**
 * A Docusaurus site's config file loaded as Docusaurus loads it (lib/docusaurus/load-config.ts) and
 * mapped onto this site's settings (lib/docusaurus/map-config.ts), on small config fixtures of each form.
 */
import path from 'node:path';
import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { findConfigFile, loadConfigFile, TS_AWARE_REQUIRE } from '@/lib/docusaurus/load-config';
import { envPrint } from '@/lib/docusaurus/files';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { resolveDocusaurusSite } from '@/lib/docusaurus/resolve';
import { validateSite } from '@/lib/site.schema';
import { site } from '@/lib/site';
import { pageCustomCss, primaryColors } from '@/lib/docusaurus/custom-css';
import { effectiveConfig, mergeLayers } from '@/lib/site-sources';

const FIXTURES = path.resolve(__dirname, 'fixtures/docusaurus-config');
const load = (name: string) => loadConfigFile(findConfigFile(path.join(FIXTURES, name))!);
/** A mapped config over this site's defaults, validated as lib/site.ts validates it. */
const settle = (config: Record<string, unknown>) => validateSite(mergeLayers(site, mapDocusaurusConfig(config).settings));

describe('loading docusaurus.config.* in each form Docusaurus accepts', () => {
  it('CommonJS: require, module.exports, require.resolve and __dirname about its own folder', async () => {
    const { config } = await load('cjs');
    expect(config.title).toBe('CJS site');
    expect((config.customFields as { dir: boolean }).dir).toBe(true);
    const docs = (config.presets as [string, { docs: { sidebarPath: string } }][])[0][1].docs;
    expect(docs.sidebarPath).toBe(path.join(FIXTURES, 'cjs', 'sidebars.js'));
    // prism-react-renderer came from this project's node_modules: the fixture has none.
    expect((config.themeConfig as { prism: { theme: { plain: object } } }).prism.theme.plain).toBeTruthy();
  });
  it("require.resolve('./sidebars.js') finds sidebars.ts when there is no .js file, as jiti resolves it for Docusaurus; a file missing in both forms still fails", async () => {
    const { config } = await load('ts-sidebars');
    const docs = (config.presets as [string, { docs: { sidebarPath: string } }][])[0][1].docs;
    expect(docs.sidebarPath).toBe(path.join(FIXTURES, 'ts-sidebars', 'sidebars.ts'));
    const { createRequire } = await import('node:module');
    const req = eval(`(${TS_AWARE_REQUIRE})`)(createRequire(path.join(FIXTURES, 'ts-sidebars', 'docusaurus.config.ts'))) as NodeJS.Require;
    expect(() => req.resolve('./nothing.js')).toThrow(/Cannot find module '.\/nothing.js'/);
  });
  it('an ES module with a default-exported object', async () => {
    expect((await load('esm')).config.title).toBe('ESM site');
  });
  it('TypeScript, with type-only imports and a module of the site, whose files it records', async () => {
    const r = await load('ts');
    expect(r.config.title).toBe('TS site');
    expect(Object.keys(r.inputs).map((f) => path.relative(FIXTURES, f)).sort()).toEqual(['ts/docusaurus.config.ts', 'ts/src/constants.ts']);
  });
  it('an async function as the default export, awaited', async () => {
    expect((await load('async')).config.title).toBe('Async site');
  });
  it('records the environment variables the config read, set or not', async () => {
    delete process.env.OSO_TEST_TITLE;
    expect((await load('env')).env).toEqual({ OSO_TEST_TITLE: null });
    process.env.OSO_TEST_TITLE = 'From the environment';
    const r = await load('env');
    delete process.env.OSO_TEST_TITLE;
    expect(r.config.title).toBe('From the environment');
    // A change is seen by its hash; the value itself (a token, an API key) is never kept (issue #53, 4).
    expect(Object.keys(r.env)).toEqual(['OSO_TEST_TITLE']);
    expect(r.env.OSO_TEST_TITLE).toBe(envPrint('OSO_TEST_TITLE', 'From the environment'));
    expect(JSON.stringify(r.env)).not.toContain('From the environment');
    expect(envPrint('OSO_TEST_TITLE', 'other')).not.toBe(r.env.OSO_TEST_TITLE);
  });
  it('names the file and the place where an export contains itself, as no stack trace would (issue #53, 7)', async () => {
    await expect(load('circular')).rejects.toThrow('Cannot load docusaurus.config.js: its export refers to itself: export.customFields.sidebar[0].items[1] is export.customFields.sidebar[0] again');
  });
  it('names a package installed neither in the site nor here, with the line that imports it', async () => {
    await expect(load('missing-package')).rejects.toThrow(
      /Cannot load docusaurus\.config\.js:\n {2}- docusaurus\.config\.js:1 imports "remark-math-not-installed-anywhere": the package "remark-math-not-installed-anywhere" is installed neither in the site folder/,
    );
  });
  it('names the config and the unset variables it read when its own code fails', async () => {
    await expect(load('throws')).rejects.toThrow(/Cannot load docusaurus\.config\.js: its exported function failed: .*trim.*\n {2}It read these environment variables, which are unset: OSO_TEST_UNSET_URL/);
  });
  it('finds no config in a folder without one', () => {
    expect(findConfigFile(path.join(FIXTURES, '..', 'docusaurus-site'))).toBeUndefined();
  });
});

describe('mapping a config onto this site settings, with Docusaurus defaults for what it leaves out', () => {
  it('site fields, navbar, footer, colour mode; no announcement and no footer when the config has none', async () => {
    const s = settle((await load('async')).config);
    expect(s).toMatchObject({ title: 'Async site', tagline: '', url: 'https://async.example.com', announcement: null, footer: null, editUrl: null });
    expect(s.navbar).toEqual({ title: '', logo: null, items: [] });
    expect(s.blog).toMatchObject({ sidebarTitle: 'Recent posts', sidebarCount: 5, postsPerPage: 10, showReadingTime: true, feedLimit: 20 });
    expect(s.colorMode).toEqual({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false });
    expect(s.search.synonyms).toEqual([]);
  });
  it("an announcement's HTML as its sentence around its link; a simple footer as one untitled column", async () => {
    const m = mapDocusaurusConfig((await load('esm')).config);
    const s = validateSite(mergeLayers(site, m.settings));
    expect(s.url).toBe('https://esm.example.com');
    expect(s.announcement).toEqual({ id: 'launch-2', content: 'We launched!', link: { label: 'Read the intro', to: '/docs/intro' }, contentAfter: 'today.', isCloseable: true });
    expect(s.footer).toEqual({ columns: [{ items: [{ label: 'Docs', to: '/docs/intro' }, { label: 'GitHub', href: 'https://github.com/x/y' }] }], copyright: 'Copyright © ESM' });
    expect(s.metadata).toEqual([{ name: 'keywords', content: 'docs, esm' }]);
    expect(m.warnings).toEqual([expect.stringMatching(/^themeConfig\.announcementBar\.backgroundColor\/textColor: /)]);
  });
  it('one warning line per plugin, theme or setting with no equivalent; the mermaid theme and markdown hooks are read', async () => {
    const m = mapDocusaurusConfig((await load('ts')).config);
    expect(m.settings).toMatchObject({ markdown: { mermaid: true }, onBrokenMarkdownLinks: 'throw' });
    expect(m.warnings).toEqual([
      'plugins[0]: "@docusaurus/plugin-ideal-image" has no equivalent here; it is not run',
      'themes[1]: "@easyops-cn/docusaurus-search-local" has no equivalent here; it is not run',
    ]);
  });
  it('navbar items of every type: links, doc, docSidebar, dropdown with an html row, the version dropdown; search is built in', () => {
    const m = mapDocusaurusConfig({
      title: 'T',
      url: 'https://t.example.com',
      themeConfig: {
        navbar: {
          logo: { alt: 'Logo', src: 'img/logo.svg' },
          items: [
            { type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API' },
            { type: 'doc', docId: 'intro', position: 'left' },
            { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'html', value: '<b>Reports</b>' }, { label: 'Blog', to: 'blog' }, { type: 'doc', docId: 'faq', label: 'FAQ' }] },
            { type: 'search', position: 'right' },
            { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ label: 'All releases', href: 'https://github.com/x/releases' }], dropdownActiveClassDisabled: true },
            { href: 'https://github.com/x', label: 'GitHub', position: 'right' },
          ],
        },
      },
    });
    const s = validateSite(mergeLayers(site, m.settings));
    expect(s.navbar.logo).toEqual({ src: '/img/logo.svg', srcDark: '/img/logo.svg', alt: 'Logo', href: '/', target: '_self' });
    expect(s.navbar.items).toEqual([
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { type: 'doc', docId: 'intro', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ html: '<b>Reports</b>' }, { label: 'Blog', to: '/blog' }, { docId: 'faq', label: 'FAQ' }] },
      { type: 'docsVersionDropdown', position: 'right', before: [], after: [{ label: 'All releases', href: 'https://github.com/x/releases' }], activeClassDisabled: true },
      { type: 'link', label: 'GitHub', href: 'https://github.com/x', position: 'right' },
    ]);
    expect(m.warnings).toEqual([]);
  });
  it('the classic preset: docs, blog and gtag options, Algolia as the hosted search', () => {
    const m = mapDocusaurusConfig({
      title: 'T',
      url: 'https://t.example.com',
      presets: [['classic', { docs: { sidebarCollapsed: false, editUrl: 'https://github.com/x/y/edit/main/' }, blog: { blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts', postsPerPage: 5, feedOptions: { limit: false } }, gtag: { trackingID: 'G-1', anonymizeIP: true } }]],
      themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'idx' }, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 }, blog: { sidebar: { groupByYear: false } } },
      future: { v4: true },
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    });
    expect(m.settings).toMatchObject({
      editUrl: 'https://github.com/x/y/edit/main/',
      docs: { sidebarCollapsed: false, sidebarCollapsible: true, tocMaxLevel: 4 },
      blog: { sidebarCount: 'ALL', sidebarTitle: 'All posts', postsPerPage: 5, feedLimit: false, groupByYear: false },
      search: { appId: 'A', apiKey: 'K', indexName: 'idx' },
      analytics: { gtagId: 'G-1', anonymizeIp: true },
    });
    expect(m.warnings).toEqual([]);
    expect(m.settings).toMatchObject({ locale: 'en', direction: 'ltr', i18n: { defaultLocale: 'en', path: 'i18n', locales: [{ locale: 'en', path: 'en' }, { locale: 'fr', label: 'Français', path: 'fr', htmlLang: 'fr' }] } });
  });
  it.each<[string, unknown, object]>([
    ['no blog options: Docusaurus\'s title and description, "Blog"', {}, { enabled: true, title: 'Blog', description: 'Blog', sidebarTitle: 'Recent posts', sidebarCount: 5 }],
    ['blogTitle and blogDescription', { blogTitle: 'News', blogDescription: 'What we shipped' }, { enabled: true, title: 'News', description: 'What we shipped' }],
    ['blog: false turns the blog off, with no warning', false, { enabled: false }],
  ])('the blog plugin: %s', (_, blog, want) => {
    const m = mapDocusaurusConfig({ title: 'T', url: 'https://t.example.com', presets: [['classic', { blog }]] });
    expect(m.settings.blog).toMatchObject(want);
    expect(m.warnings).toEqual([]);
  });
  it("themeConfig.prism: Docusaurus 3's defaults (palenight, darkTheme = theme, the highlight comments), or what it says", () => {
    const prism = (p?: object) => settle({ title: 'T', url: 'https://t.example', themeConfig: p ? { prism: p } : {} }).prism;
    const HL = { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } };
    expect(prism()).toEqual({ theme: themes.palenight, darkTheme: themes.palenight, magicComments: [HL] });
    expect(prism({ theme: themes.github, darkTheme: themes.dracula })).toMatchObject({ theme: themes.github, darkTheme: themes.dracula });
    expect(prism({ theme: themes.github })).toMatchObject({ theme: themes.github, darkTheme: themes.github });
    const error = { className: 'code-block-error-line', line: 'This will error' };
    expect(prism({ magicComments: [HL, error] }).magicComments).toEqual([HL, error]);
    expect(prism({ defaultLanguage: 'Python' }).defaultLanguage).toBe('python');
    expect(mapDocusaurusConfig({ themeConfig: { prism: { theme: themes.github, additionalLanguages: ['rust'] } } }).warnings).toEqual([]);
  });
  it('reads the primary colour of light and dark mode from custom CSS', () => {
    const css = `/* brand */\n:root { --ifm-color-primary: #2e8555; --ifm-color-primary-dark: #29784c; }\n[data-theme='dark'] { --ifm-color-primary: #25c2a0; }\n.x { color: red; }`;
    expect(primaryColors(css)).toEqual({ light: '#2e8555', dark: '#25c2a0' });
  });
  it.each([
    ['a url() into static/ becomes a root path', `.gh::before { background: url('../../static/img/github.svg') no-repeat; }`, `.gh::before { background: url('/img/github.svg') no-repeat; }`, []],
    ['an unquoted one keeps its query and hash', '.a { background: url(../../static/img/s.svg?v=2#x); }', '.a { background: url(/img/s.svg?v=2#x); }', []],
    ['data:, absolute and root URLs stay', `.a { background: url("data:image/svg+xml;utf8,<svg/>"); } .b { background: url(https://x.example/a.png); } .c { background: url(/img/c.png); }`, `.a { background: url("data:image/svg+xml;utf8,<svg/>"); } .b { background: url(https://x.example/a.png); } .c { background: url(/img/c.png); }`, []],
    ['a file outside static/ stays, with a warning', '.a { background: url(./bg.png); }', '.a { background: url(./bg.png); }', [/url\(\.\/bg\.png\) is outside static/]],
    ['@import is named, and </style> cannot close the page\'s style', `@import './more.css';\n.a::after { content: '</style>'; }`, `@import './more.css';\n.a::after { content: '<\\/style>'; }`, [/@import is not followed/]],
  ])('custom CSS for every page: %s', (_, css, want, warnings) => {
    const said: string[] = [];
    expect(pageCustomCss(css, '/site/src/css/custom.css', '/site/static', (w) => said.push(w))).toBe(want);
    expect(said).toHaveLength(warnings.length);
    warnings.forEach((w, i) => expect(said[i]).toMatch(w));
  });
});

describe('the resolved site and where each value came from', () => {
  it('reads the sidebars file the config names, and says which layer set each value', async () => {
    const r = (await resolveDocusaurusSite(path.join(FIXTURES, 'cjs')))!;
    expect(r.site.sidebars).toEqual({ tutorial: ['intro', { Guides: ['guides/one'] }] });
    expect(r.site.sidebarsFile).toBe('sidebars.js');
    // Its prism theme is the code's, in dark mode too (it gives no darkTheme).
    expect(r.site.warnings.filter((w) => w.includes('prism'))).toEqual([]);
    expect((r.site.settings.prism as { darkTheme: unknown }).darkTheme).toBe((r.site.settings.prism as { theme: unknown }).theme);
    const rows = effectiveConfig({ title: 'CJS site', navbar: { title: 'CJS' }, version: '0.0.0' }, [
      { from: 'lib/site.ts', data: { title: 'x', navbar: { title: 'y' }, version: '0.0.0' } },
      { from: 'docusaurus.config.js', data: r.site.settings },
    ]);
    expect(rows).toEqual([
      { key: 'title', value: '"CJS site"', from: 'docusaurus.config.js' },
      { key: 'navbar.title', value: '"CJS"', from: 'docusaurus.config.js' },
      { key: 'version', value: '"0.0.0"', from: 'lib/site.ts' },
    ]);
  });
  it('gives no site for a folder without a config', async () => {
    expect(await resolveDocusaurusSite(FIXTURES)).toBeNull();
  });
});

describe('the docs routeBasePath (plugin-content-docs, RouteBasePathSchema)', () => {
  it.each([
    [undefined, 'docs'],
    ['docs', 'docs'],
    ['/guide/', 'guide'],
    ['/', ''],
    ['', ''],
  ])('docs.routeBasePath %j serves the docs under %j, without a warning', (routeBasePath, base) => {
    const config = { title: 'T', url: 'https://x.dev', presets: [['classic', { docs: routeBasePath === undefined ? {} : { routeBasePath } }]] };
    expect(settle(config).docs.routeBasePath).toBe(base);
    expect(mapDocusaurusConfig(config).warnings.filter((w) => w.includes('routeBasePath'))).toEqual([]);
  });
});
