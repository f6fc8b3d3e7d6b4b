/**
 * Navbar and footer items of a Docusaurus config, each shape theme-classic's validateThemeConfig.ts
 * accepts, through the whole chain: mapped (lib/docusaurus/map-config.ts), validated as lib/site.ts
 * validates it, and turned into what the bar draws (lib/navbar.ts); the active-state rules of
 * NavbarNavLink (lib/ui/nav-active.ts); and the messages for values Docusaurus rejects.
 */
import { describe, expect, it } from 'vitest';
import { buildDocsSet } from '@/lib/docs/docs-set';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { navItem } from '@/lib/navbar';
import { site } from '@/lib/site';
import { mergeLayers } from '@/lib/site-sources';
import { validateSite } from '@/lib/site.schema';
import { isNavActive, type ActiveRule } from '@/lib/ui/nav-active';
import { doc } from './factories';

const set = buildDocsSet({
  docs: [doc('intro', { title: 'Intro' }), doc('api/overview', { title: 'API overview' })],
  categories: {},
  includeDrafts: false,
  sidebar: { collapsed: true, collapsible: true },
  sidebarsFile: { file: 'sidebars.js', config: { guide: ['intro'], api: ['api/overview'] } },
});

const configWith = (themeConfig: Record<string, unknown>) => ({ title: 'T', url: 'https://t.example.com', themeConfig });
/** One navbar item of a config, as the bar gets it. */
function drawn(item: Record<string, unknown>) {
  const m = mapDocusaurusConfig(configWith({ navbar: { items: [item] } }));
  const s = validateSite(mergeLayers(site, m.settings));
  expect(s.navbar.items).toHaveLength(1);
  return { item: navItem(s.navbar.items[0], set), warnings: m.warnings };
}

describe('every navbar item shape theme-classic accepts is built', () => {
  const GH = 'https://github.com/x/y';
  it.each<[string, Record<string, unknown>, object]>([
    ['a `to` link', { to: 'blog', label: 'Blog' }, { label: 'Blog', href: '/blog', activePrefix: '/blog', external: false, position: 'left' }],
    ['an `href` link off the site', { href: GH, label: 'GitHub', position: 'right' }, { label: 'GitHub', href: GH, external: true, position: 'right' }],
    ['an `href` inside the site: never active', { href: '/static/page.html', label: 'Page' }, { label: 'Page', href: '/static/page.html', external: false, position: 'left' }],
    [
      'an icon-only link: class and aria-label, no label',
      { href: GH, position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
      { label: '', className: 'header-github-link', attrs: { 'aria-label': 'GitHub repository' }, href: GH, external: true, position: 'right' },
    ],
    ['an `html` label', { to: '/docs/intro', html: '<b>New</b> docs' }, { label: '', html: '<b>New</b> docs', href: '/docs/intro', activePrefix: '/docs/intro', external: false, position: 'left' }],
    [
      'attributes passed to the <a>',
      { href: GH, label: 'Src', target: '_self', rel: 'me', title: 'Source', 'data-track': 'nav' },
      { label: 'Src', attrs: { target: '_self', rel: 'me', title: 'Source', 'data-track': 'nav' }, href: GH, external: true, position: 'left' },
    ],
    ['activeBasePath', { to: '/docs/intro', label: 'Docs', activeBasePath: 'docs' }, { label: 'Docs', href: '/docs/intro', activeBase: '/docs', external: false, position: 'left' }],
    ['activeBaseRegex wins over activeBasePath', { to: '/blog', label: 'Blog', activeBasePath: 'x', activeBaseRegex: '^/blog/(?!tags)' }, { label: 'Blog', href: '/blog', activeRegex: '^/blog/(?!tags)', external: false, position: 'left' }],
    ['prependBaseUrlToHref is accepted', { href: '/img/a.png', label: 'A', prependBaseUrlToHref: true }, { label: 'A', href: '/img/a.png', external: false, position: 'left' }],
    ['type: html', { type: 'html', value: '<span class="b">Beta</span>', className: 'x', position: 'right' }, { type: 'html', html: '<span class="b">Beta</span>', className: 'x', position: 'right' }],
    ['type: doc', { type: 'doc', docId: 'intro', label: 'Start', className: 'c' }, { label: 'Start', className: 'c', href: '/docs/intro/', activePrefix: '/docs/intro/', external: false, position: 'left' }],
    ['type: docSidebar', { type: 'docSidebar', sidebarId: 'api' }, { label: 'API overview', href: '/docs/api/overview/', activePrefix: '/docs/api/overview/', external: false, position: 'left' }],
    [
      'a dropdown (no type) of link, html, doc and docSidebar rows',
      {
        label: 'More',
        className: 'more',
        items: [
          { type: 'html', value: '<b>Group</b>', className: 'h' },
          { label: 'Chat', href: 'https://chat.example.com', 'aria-label': 'Chat room' },
          { type: 'doc', docId: 'intro' },
          { type: 'docSidebar', sidebarId: 'api', label: 'API' },
        ],
      },
      {
        label: 'More',
        className: 'more',
        href: '#',
        activePrefix: '#',
        external: false,
        position: 'left',
        menu: [
          { html: '<b>Group</b>', className: 'h' },
          { label: 'Chat', attrs: { 'aria-label': 'Chat room' }, href: 'https://chat.example.com' },
          { label: 'intro', href: '/docs/intro/' },
          { label: 'API', href: '/docs/api/overview/' },
        ],
      },
    ],
  ])('%s', (_, item, expected) => {
    const { item: got, warnings } = drawn(item);
    expect(got).toEqual(expected);
    expect(warnings).toEqual([]);
  });

  it.each<[string, Record<string, unknown>[], string[]]>([
    ['search: the button is always there', [{ type: 'search', position: 'right', className: 's' }], []],
    ['localeDropdown: built', [{ type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ to: '/translate', label: 'Help us translate' }] }], []],
    ['localeDropdown with a key not read here', [{ type: 'localeDropdown', queryString: '?a=1' }], ['themeConfig.navbar.items[0].queryString: not read here']],
    ['docsVersion: built', [{ type: 'docsVersion' }], []],
    ['docsVersionDropdown: built', [{ type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All' }] }], []],
    ['docsVersionDropdown of another docs plugin', [{ type: 'docsVersionDropdown', docsPluginId: 'community' }], ['themeConfig.navbar.items[0].docsPluginId: only the default docs plugin is built here']],
    ['custom-*', [{ type: 'custom-thing', anything: 1 }], ['themeConfig.navbar.items[0]: the "custom-thing" navbar item is not built here yet (no locales or custom item components); it is left out']],
    ['a custom row in a dropdown', [{ label: 'M', items: [{ type: 'custom-x' }] }], ['themeConfig.navbar.items[0].items[0]: a "custom-x" item is not built here yet; it is left out']],
    ['an attribute that cannot be written into HTML', [{ to: '/a', label: 'A', style: { color: 'red' } }], ['themeConfig.navbar.items[0].style: not passed to the link here (only aria-*, data-*, target, rel, title and a few other HTML attributes are)']],
    ['a link with no name at all', [{ href: 'https://x.example.com', className: 'icon' }], ['themeConfig.navbar.items[0]: a link with no label, html, aria-label or title has no accessible name']],
  ])('%s: one warning line, never a failure', (_, items, warnings) => {
    const m = mapDocusaurusConfig(configWith({ navbar: { items } }));
    expect(m.warnings).toEqual(warnings);
    expect(() => validateSite(mergeLayers(site, m.settings))).not.toThrow();
  });
});

describe('values theme-classic rejects fail naming the file and the key', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a position that is not left or right', { navbar: { items: [{ to: '/a', label: 'A', position: 'center' }] } }, 'themeConfig.navbar.items[0].position: must be one of left, right'],
    ['both `to` and `href`', { navbar: { items: [{ to: '/a', href: 'https://a.example.com', label: 'A' }] } }, 'themeConfig.navbar.items[0]: one and only one of "to" and "href" must be given'],
    ['neither `to` nor `href`', { navbar: { items: [{ label: 'A' }] } }, 'themeConfig.navbar.items[0]: one and only one of "to" and "href" must be given'],
    ['`html` beside `label`', { navbar: { items: [{ to: '/a', label: 'A', html: '<b>A</b>' }] } }, 'themeConfig.navbar.items[0]: "html" and "label" cannot both be given'],
    ['a label that is not a string', { navbar: { items: [{ to: '/a', label: 3 }] } }, 'themeConfig.navbar.items[0].label: must be a string'],
    ['an html item without `value`', { navbar: { items: [{ type: 'html' }] } }, 'themeConfig.navbar.items[0].value: is required and must be a string'],
    ['an html item with other keys', { navbar: { items: [{ type: 'html', value: 'x', label: 'y' }] } }, 'themeConfig.navbar.items[0].label: is not allowed on an "html" item'],
    ['a doc item without `docId`', { navbar: { items: [{ type: 'doc' }] } }, 'themeConfig.navbar.items[0].docId: is required and must be a string'],
    ['a docSidebar item without `sidebarId`', { navbar: { items: [{ type: 'docSidebar' }] } }, 'themeConfig.navbar.items[0].sidebarId: is required and must be a string'],
    ['an unknown type', { navbar: { items: [{ type: 'fancy' }] } }, 'themeConfig.navbar.items[0].type: bad navbar item type "fancy"'],
    ['a nested dropdown', { navbar: { items: [{ label: 'M', items: [{ type: 'dropdown', items: [] }] }] } }, 'themeConfig.navbar.items[0].items[0].type: nested dropdowns are not allowed'],
    ['a position inside a dropdown', { navbar: { items: [{ label: 'M', items: [{ to: '/a', label: 'A', position: 'left' }] }] } }, 'themeConfig.navbar.items[0].items[0].position: is not allowed in a dropdown'],
    ['an activeBaseRegex that is no regex', { navbar: { items: [{ to: '/a', label: 'A', activeBaseRegex: '(' }] } }, 'themeConfig.navbar.items[0].activeBaseRegex: not a valid regular expression'],
    ['items that are not an array', { navbar: { items: {} } }, 'themeConfig.navbar.items: must be an array'],
    ['a footer item with `html` and `label`', { footer: { links: [{ html: '<b>x</b>', label: 'x' }] } }, 'themeConfig.footer.links[0]: "html" and "label" cannot both be given'],
    ['a footer item with `to` and `html`', { footer: { links: [{ html: '<b>x</b>', to: '/a' }] } }, 'themeConfig.footer.links[0]: one and only one of "to", "href" and "html" must be given'],
    ['a footer link without a label', { footer: { links: [{ title: 'C', items: [{ to: '/a' }] }] } }, 'themeConfig.footer.links[0].items[0].label: is required with "to"'],
    ['a footer of columns and links mixed', { footer: { links: [{ title: 'C', items: [] }, { to: '/a', label: 'A' }] } }, 'themeConfig.footer.links: must be either simple or multi-column, and not a mix of the two'],
  ])('%s', (_, themeConfig, line) => {
    let message = '';
    try {
      mapDocusaurusConfig(configWith(themeConfig), 'docusaurus.config.ts');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid site configuration in docusaurus\.config\.ts:\n/);
    expect(message).toContain(`  - ${line}`);
  });
});

describe('footer items: links with their attributes, and html as written', () => {
  it('maps html items and links of both footer forms', () => {
    const footer = (links: unknown[]) => validateSite(mergeLayers(site, mapDocusaurusConfig(configWith({ footer: { links } })).settings)).footer;
    expect(footer([{ title: 'More', items: [{ html: '<a href="https://n.example.com">N</a>', className: 'n' }, { label: 'Blog', to: 'blog', 'aria-label': 'Our blog' }] }])?.columns).toEqual([
      { title: 'More', items: [{ html: '<a href="https://n.example.com">N</a>', className: 'n' }, { label: 'Blog', to: '/blog', attrs: { 'aria-label': 'Our blog' } }] },
    ]);
    expect(footer([{ html: '<b>Hi</b>' }, { label: 'X', href: 'https://x.example.com' }])?.columns).toEqual([{ items: [{ html: '<b>Hi</b>' }, { label: 'X', href: 'https://x.example.com' }] }]);
  });
});

describe("active state by theme-classic's NavbarNavLink rules", () => {
  it.each<[string, ActiveRule, string, string, boolean]>([
    ['`to`: on its own page', { activePrefix: '/blog' }, '/blog', '/blog', true],
    ['`to`: on a page under it', { activePrefix: '/blog' }, '/blog/post/', '/blog/post/', true],
    ['`to`: not on a sibling that starts alike', { activePrefix: '/blog' }, '/blogroll/', '/blogroll/', false],
    ['`to` with a trailing slash, on the page without', { activePrefix: '/docs/' }, '/docs', '/docs', true],
    ["`to: '/'`: every page, as Docusaurus's NavLink has it", { activePrefix: '/' }, '/docs/a/', '/docs/a/', true],
    ['activeBasePath: a plain prefix, segment or not', { activeBase: '/docs' }, '/docs-old/a/', '/docs-old/a/', true],
    ['activeBasePath: elsewhere', { activeBase: '/docs' }, '/blog/', '/blog/', false],
    ['activeBaseRegex: matches anywhere, any case', { activeRegex: 'api/' }, '/docs/API/x/', '/docs/API/x/', true],
    ['activeBaseRegex: a lookahead excludes', { activeRegex: '^/blog/(?!tags)' }, '/blog/tags/a/', '/blog/tags/a/', false],
    ['activeBaseRegex: tested with the base path, as the browser location has it', { activeRegex: '^/base/blog' }, '/blog/', '/base/blog/', true],
    ['activeBaseRegex wins: no match, not active even under its `to`', { activeRegex: '^/nothing', activePrefix: '/blog' }, '/blog/', '/blog/', false],
    ['an `href` item: no rule, never active', {}, '/anything/', '/anything/', false],
  ])('%s', (_, rule, pathname, fullPath, active) => {
    expect(isNavActive(rule, pathname, fullPath)).toBe(active);
  });
});
