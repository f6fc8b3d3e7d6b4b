/**
 * Docs versions by Docusaurus's rules (lib/docusaurus/versions.ts, plugin-content-docs versions/):
 * which versions a site builds, where each lives and how it looks, each option on its own; where a
 * snapshot's docs are routed; what the navbar shows for the page in view. The fixture is a tiny
 * versioned folder (tests/fixtures/versioned-site: versions.json ["2.0", "1.0"] beside docs/).
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyFacts } from '@/lib/content/body';
import { docEntry } from '@/lib/docs/entry';
import { buildDocsSet, mainDoc } from '@/lib/docs/docs-set';
import { resolveMdLink, fsLookup } from '@/lib/docusaurus/md-links';
import { docusaurusPermalink, resolveRelativeLink } from '@/lib/docusaurus/permalinks';
import { DEFAULT_VERSIONING, readVersionNames, resolveVersions, setDocsVersions, SINGLE_VERSION, versionOfRoute, type VersioningOptions } from '@/lib/docusaurus/versions';
import { navItems } from '@/lib/navbar';
import { versionDocTags } from '@/lib/docs/tags';
import { labelHit } from '@/lib/search/docs-versions';
import { contentPathOf, contentRouteOf } from '@/lib/content-routes';
import { routes } from '@/lib/routes';
import { snapshotRoutes } from '@/lib/checks/source-links';
import { activeVersionOf, lastVersionLink, parseAlternates, shownVersion, versionsView } from '@/lib/ui/docs-versions';

const SITE = path.resolve('tests/fixtures/versioned-site');
const WHERE = 'docusaurus.config.js presets classic docs';
const opts = (o: Partial<VersioningOptions> = {}): VersioningOptions => ({ ...DEFAULT_VERSIONING, ...o });
const versionsOf = (o: Partial<VersioningOptions> = {}, root = SITE) => resolveVersions(readVersionNames(root, opts(o), WHERE), opts(o), WHERE, (f) => f.includes('2.0'));
const pick = (o: Partial<VersioningOptions> = {}, root = SITE) => versionsOf(o, root).map((v) => [v.name, v.label, v.pathPart, v.banner, v.badge]);

afterEach(() => setDocsVersions(SINGLE_VERSION));

describe('the versions a site builds (versions/files.ts, version.ts)', () => {
  it('by default: current labelled Next at next/, the newest snapshot at the root, older ones unmaintained', () => {
    expect(pick()).toEqual([
      ['current', 'Next', 'next', 'unreleased', true],
      ['2.0', '2.0', '', null, true],
      ['1.0', '1.0', '1.0', 'unmaintained', true],
    ]);
    const [current, v2, v1] = versionsOf();
    expect([current.dir, v2.dir, v1.dir]).toEqual(['docs', 'versioned_docs/version-2.0', 'versioned_docs/version-1.0']);
    expect([current.className, v1.className]).toEqual(['docs-version-current', 'docs-version-1.0']);
    // A snapshot without versioned_sidebars/version-<name>-sidebars.json has no sidebar.
    expect([v2.sidebarsFile, v1.sidebarsFile]).toEqual(['versioned_sidebars/version-2.0-sidebars.json', undefined]);
  });
  it('a site without versions.json has one version, current, at the root, with no banner and no badge', () => {
    expect(pick({}, path.resolve('tests/fixtures/docusaurus-site'))).toEqual([['current', 'Next', '', null, false]]);
  });
  it('lastVersion: current at the root, the snapshots listed after it unmaintained', () => {
    expect(pick({ lastVersion: 'current' })).toEqual([
      ['current', 'Next', '', null, true],
      ['2.0', '2.0', '2.0', 'unmaintained', true],
      ['1.0', '1.0', '1.0', 'unmaintained', true],
    ]);
    // A last version in the middle: those before it are unreleased.
    expect(pick({ lastVersion: '1.0' }).map((v) => v[3])).toEqual(['unreleased', 'unreleased', null]);
  });
  it('includeCurrentVersion: false leaves docs/ out', () => {
    expect(pick({ includeCurrentVersion: false }).map((v) => v[0])).toEqual(['2.0', '1.0']);
  });
  it("onlyIncludeVersions keeps versions.json's order, and one version shows no badge", () => {
    expect(pick({ onlyIncludeVersions: ['1.0', 'current'] })).toEqual([
      ['current', 'Next', 'next', 'unreleased', true],
      ['1.0', '1.0', '', null, true],
    ]);
    expect(pick({ onlyIncludeVersions: ['2.0'] })).toEqual([['2.0', '2.0', '', null, false]]);
  });
  it('disableVersioning: only the working copy', () => {
    expect(pick({ disableVersioning: true })).toEqual([['current', 'Next', '', null, false]]);
  });
  it('versions.<name>: label, path, banner, badge, noIndex and className', () => {
    const vs = versionsOf({ versions: { current: { label: 'Next (unreleased)', path: 'edge', banner: 'none', badge: false }, '1.0': { noIndex: true, className: 'old', banner: 'unreleased' } } });
    expect(vs.map((v) => [v.name, v.label, v.pathPart, v.banner, v.badge, v.noIndex, v.className])).toEqual([
      ['current', 'Next (unreleased)', 'edge', null, false, false, 'docs-version-current'],
      ['2.0', '2.0', '', null, true, false, 'docs-version-2.0'],
      ['1.0', '1.0', '1.0', 'unreleased', true, true, 'old'],
    ]);
  });
  it('bad options fail naming the config key and the versions there are', () => {
    expect(() => versionsOf({ lastVersion: '3.0' })).toThrow(`${WHERE}.lastVersion: "3.0" is not a version. Available version names are: current, 2.0, 1.0`);
    expect(() => versionsOf({ versions: { '9.9': { label: 'x' } } })).toThrow(`${WHERE}.versions: unknown versions (9.9)`);
    expect(() => versionsOf({ onlyIncludeVersions: [] })).toThrow(`${WHERE}.onlyIncludeVersions: an empty array is not allowed`);
    expect(() => versionsOf({ onlyIncludeVersions: ['2.0'], lastVersion: '1.0' })).toThrow(`${WHERE}.lastVersion: "1.0" must be one of onlyIncludeVersions`);
    expect(() => versionsOf({ includeCurrentVersion: false }, path.resolve('tests/fixtures/docusaurus-site'))).toThrow(`${WHERE}.includeCurrentVersion: false leaves no version to build`);
    expect(() => versionsOf({ disableVersioning: true }, path.resolve('tests/fixtures/docusaurus-site'))).toThrow(`${WHERE}.disableVersioning: true on a site without versions.json`);
  });
});

describe("a snapshot's docs", () => {
  const entry = (source: string) => docEntry({ source, data: {}, body: '', facts: bodyFacts('') });
  it('keep their ids and slugs, and are routed under their version', () => {
    setDocsVersions(versionsOf());
    expect([entry('docs/setup.md'), entry('versioned_docs/version-2.0/setup.md'), entry('versioned_docs/version-1.0/intro.md')].map((d) => [d.id, d.version, d.route])).toEqual([
      ['setup', 'current', 'next/setup'],
      ['setup', '2.0', 'setup'],
      ['intro', '1.0', '1.0/intro'],
    ]);
    expect(['next/setup', 'setup', '1.0', '1.0/intro', ''].map((r) => versionOfRoute(r).name)).toEqual(['current', '2.0', '1.0', '1.0', '2.0']);
  });
  it("resolve their Markdown links in their own version's folder", () => {
    setDocsVersions(versionsOf());
    const lookup = fsLookup(SITE);
    expect(resolveMdLink('versioned_docs/version-2.0/setup.md', './intro.md', lookup)).toBe('/docs/intro/');
    expect(resolveMdLink('versioned_docs/version-2.0/setup.md', 'intro.md#top', lookup)).toBe('/docs/intro/#top');
    expect(resolveMdLink('docs/setup.md', './intro.md', lookup)).toBe('/docs/next/intro/');
  });
  it("resolve their links without an extension against their own version's URL, as Docusaurus's reader's browser does", () => {
    setDocsVersions(versionsOf());
    const on = (source: string, url: string) => resolveRelativeLink(docusaurusPermalink({ source, data: {} }), url);
    // Docusaurus's permalinks: /docs/1.0/guides/a (version 1.0), /docs/guides/a (2.0, the last), /docs/next/guides/a (the working copy).
    expect(on('versioned_docs/version-1.0/guides/a.md', '../examples/b')).toBe('/docs/1.0/examples/b/');
    expect(on('versioned_docs/version-1.0/intro.md', './examples/b')).toBe('/docs/1.0/examples/b/');
    expect(on('versioned_docs/version-2.0/guides/a.md', '../examples/b')).toBe('/docs/examples/b/');
    expect(on('docs/guides/a.md', './c')).toBe('/docs/next/guides/c/');
  });
  it("are routes the link checks know: a link from the working copy to a snapshot's page reaches it", () => {
    setDocsVersions(versionsOf());
    expect(snapshotRoutes(SITE).sort()).toEqual(['/docs/1.0/intro/', '/docs/intro/', '/docs/setup/']);
    // A snapshot left out by onlyIncludeVersions has no route.
    setDocsVersions(versionsOf({ onlyIncludeVersions: ['current', '2.0'] }));
    expect(snapshotRoutes(SITE).sort()).toEqual(['/docs/intro/', '/docs/setup/']);
  });
  it("a version's main doc: the one at its root, else its first sidebar's first doc, else its first doc", () => {
    setDocsVersions(versionsOf());
    const set = (docs: ReturnType<typeof entry>[], sidebars?: unknown) =>
      buildDocsSet({ docs, categories: {}, includeDrafts: false, sidebar: { collapsed: true, collapsible: true }, sidebarsFile: sidebars ? { config: sidebars, file: 's.json' } : undefined });
    const [intro, setup] = [entry('versioned_docs/version-2.0/intro.md'), entry('versioned_docs/version-2.0/setup.md')];
    expect(mainDoc(set([intro, setup], { s: ['setup', 'intro'] }))?.id).toBe('setup');
    expect(mainDoc(set([intro, { ...setup, slug: '/' }], { s: ['intro', 'setup'] }))?.id).toBe('setup');
    expect(mainDoc(set([setup, intro], {}))?.id).toBe('setup');
  });
});

describe('the navbar for the version in view (theme-common docsPreferredVersion)', () => {
  const versions = [
    { name: 'current', root: '/docs/next/', isLast: false },
    { name: '2.0', root: '/docs/', isLast: true },
    { name: '1.0', root: '/docs/1.0/', isLast: false },
  ];
  it('the page in view decides, the last version (at the root) matched last; off the docs, the preferred, else the last', () => {
    expect(['/docs/next/a/', '/docs/1.0', '/docs/a/', '/docs/', '/blog/'].map((p) => activeVersionOf(p, versions)?.name)).toEqual(['current', '1.0', '2.0', '2.0', undefined]);
    expect(shownVersion('/blog/', versions, '1.0')?.name).toBe('1.0');
    expect(shownVersion('/docs/next/a', versions, '1.0')?.name).toBe('current');
    // A preferred version the site no longer builds is ignored.
    expect(shownVersion('/blog/', versions, '0.9')?.name).toBe('2.0');
    expect(shownVersion('/', versions, null)?.name).toBe('2.0');
  });
  it('what the items show: the server draws the last version; the browser the version followed, each version linking to the twin of the page in view', () => {
    const links = versions.map((v) => ({ ...v, label: v.name, mainHref: `${v.root}intro/` }));
    expect(lastVersionLink(links)?.name).toBe('2.0');
    const view = versionsView('/docs/1.0/a/', links, '2.0', { current: '/docs/next/a/', '1.0': '/docs/1.0/a/' });
    expect([view.active?.name, view.shown?.name]).toEqual(['1.0', '1.0']);
    // 2.0 has no twin of the page: its main doc.
    expect(view.hrefs).toEqual({ current: '/docs/next/a/', '2.0': '/docs/intro/', '1.0': '/docs/1.0/a/' });
    const off = versionsView('/blog/', links, 'current', {});
    expect([off.active, off.shown?.name, off.hrefs['1.0']]).toEqual([undefined, 'current', '/docs/1.0/intro/']);
  });
  it("a page's twins are read from its attribute; anything else reads as none", () => {
    expect(parseAlternates('{"current":"/docs/next/a/","2.0":"/docs/a/","bad":3}')).toEqual({ current: '/docs/next/a/', '2.0': '/docs/a/' });
    expect(parseAlternates('not json')).toEqual({});
    expect(parseAlternates(null)).toEqual({});
  });
  it('docSidebar and doc items carry their link in each version; the version items list every version with its main doc', () => {
    const vs = versionsOf();
    setDocsVersions(vs);
    const e = (source: string) => docEntry({ source, data: {}, body: '', facts: bodyFacts('') });
    const sets: Record<string, ReturnType<typeof buildDocsSet>> = {
      current: buildDocsSet({ docs: [e('docs/intro.md'), e('docs/new.md')], categories: {}, includeDrafts: false, sidebar: { collapsed: true, collapsible: true }, sidebarsFile: { config: { docs: ['new', 'intro'] }, file: 's' } }),
      '2.0': buildDocsSet({ docs: [e('versioned_docs/version-2.0/intro.md')], categories: {}, includeDrafts: false, sidebar: { collapsed: true, collapsible: true }, sidebarsFile: { config: { docs: ['intro'] }, file: 's' } }),
      '1.0': buildDocsSet({ docs: [e('versioned_docs/version-1.0/intro.md')], categories: {}, includeDrafts: false, sidebar: { collapsed: true, collapsible: true }, sidebarsFile: { config: {}, file: 's' } }),
    };
    const items = navItems(
      sets['2.0'],
      [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { type: 'doc', docId: 'intro', label: 'Intro', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right', before: [], after: [{ label: 'All', href: 'https://example.com/releases' }], activeClassDisabled: false },
      ],
      { versions: vs, setOf: (n) => sets[n] },
    );
    const [sidebar, docItem, dropdown] = items;
    if (sidebar.type || docItem.type || dropdown.type !== 'versions') throw new Error('unexpected item types');
    // The 1.0 snapshot has no sidebar: the item keeps another version's link there.
    expect(sidebar.byVersion?.links).toEqual({ current: { href: '/docs/next/new/', activePrefix: '/docs/next/' }, '2.0': { href: '/docs/intro/', activePrefix: '/docs/intro/' } });
    expect(docItem.byVersion?.links).toEqual({
      current: { href: '/docs/next/intro/', activePrefix: '/docs/next/intro/' },
      '2.0': { href: '/docs/intro/', activePrefix: '/docs/intro/' },
      '1.0': { href: '/docs/1.0/intro/', activePrefix: '/docs/1.0/intro/' },
    });
    expect(dropdown.versions.map((v) => [v.name, v.label, v.root, v.mainHref])).toEqual([
      ['current', 'Next', '/docs/next/', '/docs/next/new/'],
      ['2.0', '2.0', '/docs/', '/docs/intro/'],
      ['1.0', '1.0', '/docs/1.0/', '/docs/1.0/intro/'],
    ]);
    expect(dropdown.after).toEqual([{ label: 'All', href: 'https://example.com/releases' }]);
    // One version: the items are plain links.
    expect(navItems(sets['2.0'], [{ type: 'doc', docId: 'intro', position: 'left' }], { versions: [vs[1]], setOf: (n) => sets[n] })[0]).not.toHaveProperty('byVersion');
  });
});

describe("each version's tags (plugin-content-docs routes.ts: a version's tags routes from its own docs)", () => {
  it('a tag of the working copy is under /docs/next/tags/, one of the last version at /docs/tags/, an older one under its path; each lists its own docs', () => {
    const vs = versionsOf();
    setDocsVersions(vs);
    const e = (source: string, tags: string[]) => docEntry({ source, data: { tags }, body: '', facts: bodyFacts('') });
    const docs = [e('docs/intro.md', ['api', 'new']), e('docs/setup.md', ['api']), e('versioned_docs/version-2.0/intro.md', ['api']), e('versioned_docs/version-1.0/intro.md', ['legacy'])];
    const byVersion = Object.fromEntries(vs.map((v) => [v.name, versionDocTags(docs, v.name).map((g) => [g.tag.label, g.docs.map((d) => d.route)])]));
    expect(byVersion).toEqual({
      current: [
        ['api', ['next/intro', 'next/setup']],
        ['new', ['next/intro']],
      ],
      '2.0': [['api', ['intro']]],
      '1.0': [['legacy', ['1.0/intro']]],
    });
    const parts = vs.map((v) => v.pathPart);
    expect(vs.map((v) => routes.docsTag('api', v.pathPart))).toEqual(['/docs/next/tags/api/', '/docs/tags/api/', '/docs/1.0/tags/api/']);
    expect(routes.docsTags('1.0')).toBe('/docs/1.0/tags/');
    // The catch-all routes each back to its version's tag page.
    const bases = { docs: 'docs', blog: 'blog' };
    for (const path of ['/docs/next/tags/api/', '/docs/tags/', '/docs/1.0/tags/legacy/']) {
      const r = contentRouteOf(path, bases, () => false, parts);
      expect(r?.kind).toMatch(/^docsTags?$/);
      expect(`${contentPathOf(r!, bases)}/`).toBe(path);
    }
    expect(contentRouteOf('/docs/1.0/tags/legacy/', bases, () => false, parts)).toEqual({ kind: 'docsTag', tag: 'legacy', version: '1.0' });
  });
});

describe('search hits on a versioned site (lib/search/docs-versions.ts)', () => {
  it("a docs hit's section says its version; a hit off the docs is left as it is", () => {
    const versions = [
      { name: 'current', label: 'Next (unreleased)', root: '/docs/next/', mainHref: '/docs/next/', isLast: false },
      { name: '1.8', label: '1.8', root: '/docs/', mainHref: '/docs/', isLast: true },
      { name: '1.7', label: '1.7', root: '/docs/1.7/', mainHref: '/docs/1.7/', isLast: false },
    ];
    const hit = (url: string, lvl0: string) => ({ url, hierarchy: { lvl0, lvl1: 'Hub', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null }, _highlightResult: { hierarchy: { lvl0: { value: lvl0, matchLevel: 'none' as const, matchedWords: [] } } } });
    const sections = ['https://x.io/docs/1.7/hub/#a', '/docs/hub/', '/docs/next/hub/', '/blog/post/'].map((u) => labelHit(hit(u, u.includes('blog') ? 'Blog' : 'Documentation'), versions));
    expect(sections.map((h) => [h.hierarchy.lvl0, h._highlightResult.hierarchy.lvl0?.value])).toEqual([
      ['Documentation · 1.7', 'Documentation · 1.7'],
      ['Documentation · 1.8', 'Documentation · 1.8'],
      ['Documentation · Next (unreleased)', 'Documentation · Next (unreleased)'],
      ['Blog', 'Blog'],
    ]);
  });
});
