/**
 * baseUrl, trailingSlash, the on* severities and docs.breadcrumbs: how a Docusaurus config's values
 * map (lib/docusaurus/site-options.ts), where the base path comes from (lib/url-settings.ts), how
 * page URLs end (lib/url.ts, lib/routes.ts), how severe a finding is (lib/checks/types.ts), and
 * whether doc pages show breadcrumbs (lib/docusaurus/doc-navigation.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';
import { resolveUrlSettings, siteUrlSettings, urlSettingsEnv } from '@/lib/url-settings';
import { applyTrailingSlash, normalizeBasePath, normalizeBaseUrl } from '@/lib/url';
import { exportHref } from '@/lib/routes';
import { applyPolicy, error, formatIssue, warning, type Issue, type Policy } from '@/lib/checks/types';
import { breadcrumbs, shownBreadcrumbs } from '@/lib/docusaurus/doc-navigation';
import type { Sidebar } from '@/lib/docs/types';

const map = (extra: Record<string, unknown>) => mapDocusaurusConfig({ title: 'T', url: 'https://x.org', baseUrl: '/', ...extra }, 'docusaurus.config.js');

describe('baseUrl, normalised as Docusaurus core configValidation.ts does', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/sub/', '/sub/'],
    ['/sub', '/sub/'],
    ['sub/', '/sub/'],
    ['node-mysql2', '/node-mysql2/'],
    ['/a/b/', '/a/b/'],
  ])('%j → %j', (from, to) => {
    expect(normalizeBaseUrl(from)).toBe(to);
    expect(map({ baseUrl: from }).settings.baseUrl).toBe(to);
  });
  it('a baseUrl that is not a string fails, naming the file and key', () => {
    expect(() => map({ baseUrl: 3 })).toThrow(/Invalid site configuration in docusaurus\.config\.js:\n {2}- baseUrl: must be a string/);
  });
  it('no longer warns about baseUrl or trailingSlash', () => {
    expect(map({ baseUrl: '/sub/', trailingSlash: false }).warnings).toEqual([]);
  });
});

describe('the base path: BASE_PATH, else the config baseUrl, else the root', () => {
  it.each([
    [undefined, undefined, ''],
    [undefined, '/', ''],
    [undefined, '/node-mysql2/', '/node-mysql2'],
    ['/override', '/node-mysql2/', '/override'],
    ['/override/', undefined, '/override'],
    ['override', '/sub/', '/override'],
    ['', '/sub/', ''],
    ['/', '/sub/', ''],
  ])('BASE_PATH %j, baseUrl %j → %j', (env, baseUrl, basePath) => {
    expect(resolveUrlSettings(env, baseUrl === undefined ? {} : { baseUrl }).basePath).toBe(basePath);
  });
  it('a process started by the build reads what the build handed down, not the config again', () => {
    const env = { ...urlSettingsEnv({ basePath: '/sub', trailingSlash: false }) };
    expect(siteUrlSettings(env, '/nonexistent')).toEqual({ basePath: '/sub', trailingSlash: false });
    expect(siteUrlSettings(urlSettingsEnv({ basePath: '' }), '/nonexistent')).toEqual({ basePath: '', trailingSlash: undefined });
  });
  it('normalizeBasePath gives "" or "/x", never a trailing slash', () => {
    expect([undefined, '', '/', '/a/', 'a', ' /a/b// '].map(normalizeBasePath)).toEqual(['', '', '', '/a', '/a', '/a/b']);
  });
});

describe('trailingSlash', () => {
  it.each([
    [undefined, undefined],
    [true, true],
    [false, false],
  ])('trailingSlash %j maps to %j', (value, setting) => {
    expect(map(value === undefined ? {} : { trailingSlash: value }).settings.trailingSlash).toBe(setting);
    expect(resolveUrlSettings(undefined, { trailingSlash: value }).trailingSlash).toBe(setting);
  });
  it('a trailingSlash that is not a boolean fails, naming the key', () => {
    expect(() => map({ trailingSlash: 'yes' })).toThrow(/- trailingSlash: must be true, false or left out/);
  });
  it.each([
    ['/docs/a/', false, '/docs/a'],
    ['/docs/a', false, '/docs/a'],
    ['/docs/a', true, '/docs/a/'],
    ['/', false, '/'],
    ['/', true, '/'],
  ])('applyTrailingSlash(%j, %j) → %j', (p, t, out) => expect(applyTrailingSlash(p, t)).toBe(out));
  it.each([
    ['/docs/a/', false, '/docs/a'],
    ['/docs/a/?x=1#h', false, '/docs/a?x=1#h'],
    ['/docs/a#h', true, '/docs/a/#h'],
    ['/blog/rss.xml/', false, '/blog/rss.xml'],
    ['/', false, '/'],
    ['#top', false, '#top'],
    ['https://x.org/a/', false, 'https://x.org/a/'],
  ])('exportHref(%j, %j) → %j', (href, t, out) => expect(exportHref(href, t)).toBe(out));
});

describe('routes follow the trailingSlash the build hands down', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const routesWith = async (value: string | undefined) => {
    vi.resetModules();
    if (value !== undefined) vi.stubEnv('NEXT_PUBLIC_TRAILING_SLASH', value);
    return (await import('@/lib/routes')).routes;
  };
  it.each([
    [undefined, ['/', '/docs/', '/docs/a/b/', '/blog/', '/blog/page/2/', '/blog/tags/x/', '/search/?q=a', '/blog/rss.xml']],
    ['true', ['/', '/docs/', '/docs/a/b/', '/blog/', '/blog/page/2/', '/blog/tags/x/', '/search/?q=a', '/blog/rss.xml']],
    ['false', ['/', '/docs', '/docs/a/b', '/blog', '/blog/page/2', '/blog/tags/x', '/search?q=a', '/blog/rss.xml']],
  ])('NEXT_PUBLIC_TRAILING_SLASH=%j', async (value, expected) => {
    const r = await routesWith(value);
    expect([r.home(), r.docsRoot(), r.doc('a/b'), r.blog(), r.blogPage(2), r.blogTag('x'), r.search('a'), r.rss()]).toEqual(expected);
  });
});

describe('severities: onBrokenLinks, onBrokenMarkdownLinks, onBrokenAnchors, onDuplicateRoutes', () => {
  it('map with Docusaurus defaults (throw, warn, warn, warn)', () => {
    expect(map({}).settings).toMatchObject({ onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn' });
  });
  it.each(['throw', 'warn', 'log', 'ignore'])('each option takes %j as it is, without a warning', (v) => {
    const m = map({ onBrokenLinks: v, onBrokenAnchors: v, onDuplicateRoutes: v, markdown: { hooks: { onBrokenMarkdownLinks: v } } });
    expect(m.settings).toMatchObject({ onBrokenLinks: v, onBrokenMarkdownLinks: v, onBrokenAnchors: v, onDuplicateRoutes: v });
    expect(m.warnings).toEqual([]);
  });
  it('markdown.hooks.onBrokenMarkdownLinks wins over the top-level one', () => {
    expect(map({ onBrokenMarkdownLinks: 'throw', markdown: { hooks: { onBrokenMarkdownLinks: 'log' } } }).settings.onBrokenMarkdownLinks).toBe('log');
    expect(map({ onBrokenMarkdownLinks: 'throw' }).settings.onBrokenMarkdownLinks).toBe('throw');
  });
  it('a value Docusaurus rejects fails, naming each key', () => {
    expect(() => map({ onBrokenAnchors: 'error', onDuplicateRoutes: true })).toThrow(
      /- onBrokenAnchors: must be one of "throw", "warn", "log", "ignore" \(got "error"\)\n {2}- onDuplicateRoutes: must be one of/,
    );
  });

  const findings: Issue[] = [
    error('links/internal', 'out/a/index.html', '', { link: '/missing/' }),
    error('links/internal', 'out/a/index.html', '', { link: 'https://x.org/gone/', absolute: true }),
    warning('content/md-link', 'content/docs/a.md', 'a markdown link'),
    warning('links/anchor', 'out/a/index.html', 'no id "nope"', { link: '/b/#nope' }),
    error('routes/duplicate-route', 'content/docs/b.md', 'doc /docs/b/ is already the route of content/docs/a.md'),
  ];
  const policy = (p: Partial<Policy>): Policy => ({ onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn', houseRules: 'warn', ...p });
  const severities = (p: Partial<Policy>) => applyPolicy(findings, policy(p)).map((i) => `${i.rule} ${i.severity}`);
  it.each([
    [{}, ['links/internal error', 'links/internal warning', 'content/md-link warning', 'links/anchor warning', 'routes/duplicate-route warning']],
    [{ onBrokenAnchors: 'throw', onDuplicateRoutes: 'throw' }, ['links/internal error', 'links/internal warning', 'content/md-link warning', 'links/anchor error', 'routes/duplicate-route error']],
    [{ onBrokenLinks: 'log', onBrokenAnchors: 'log', onBrokenMarkdownLinks: 'log', onDuplicateRoutes: 'log' }, ['links/internal info', 'links/internal info', 'content/md-link info', 'links/anchor info', 'routes/duplicate-route info']],
    [{ onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore', onDuplicateRoutes: 'ignore' }, []],
    [{ onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'throw' }, ['links/internal warning', 'links/internal warning', 'content/md-link error', 'links/anchor warning', 'routes/duplicate-route warning']],
  ] as [Partial<Policy>, string[]][])('%j', (p, expected) => expect(severities(p)).toEqual(expected));
  it('a broken anchor with onBrokenAnchors: throw fails naming the page and the anchor', () => {
    const [i] = applyPolicy([findings[3]], policy({ onBrokenAnchors: 'throw' }));
    expect(i).toMatchObject({ severity: 'error', file: 'out/a/index.html', link: '/b/#nope', message: 'no id "nope"' });
  });
  it("a link into a docs instance the config has and the engine does not build warns naming it, whatever onBrokenLinks says; another missing page still fails", () => {
    const unbuilt = [{ name: 'the docs plugin instance "community"', routeBasePath: 'community' }];
    const links = [
      error('links/internal', 'out/index.html', '', { link: '/community/rules', target: '/community/rules' }),
      error('links/internal', 'docs/a.md', 'link "/community/" goes to /community/, which the site does not have', { target: '/community/' }),
      error('links/internal', 'out/index.html', '', { link: '/communityx/', target: '/communityx/' }),
    ];
    expect(applyPolicy(links, policy({ unbuilt })).map((i) => `${i.severity} ${formatIssue(i)}`)).toEqual([
      'warning out/index.html → /community/rules (a page of the docs plugin instance "community", which is not built here)',
      'warning docs/a.md: link "/community/" goes to /community/, which the site does not have: a page of the docs plugin instance "community", which is not built here',
      'error out/index.html → /communityx/',
    ]);
  });
});

describe('docs.breadcrumbs', () => {
  const sidebar = [{ type: 'link', label: 'Install', href: '/docs/guides/install/' }] as unknown as Sidebar;
  it.each([
    [undefined, true],
    [true, true],
    [false, false],
  ])('breadcrumbs %j maps to %j', (value, setting) => {
    const docs = value === undefined ? {} : { breadcrumbs: value };
    expect((map({ presets: [['classic', { docs }]] }).settings.docs as { breadcrumbs: boolean }).breadcrumbs).toBe(setting);
  });
  it('false shows none; true the categories then the page', () => {
    expect(shownBreadcrumbs(false, sidebar, '/docs/guides/install/', 'Install')).toBeNull();
    expect(shownBreadcrumbs(true, sidebar, '/docs/guides/install/', 'Install')).toEqual(breadcrumbs(sidebar, '/docs/guides/install/', 'Install'));
    expect(shownBreadcrumbs(true, sidebar, '/docs/guides/install/', 'Install')?.at(-1)).toEqual({ label: 'Install' });
  });
});
