import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { navItem, navItems } from '@/lib/navbar';
import { buildDocsSet } from '@/lib/docs/docs-set';
import { doc } from './factories';
import { pageTitle, site } from '@/lib/site';
import { validateSite } from '@/lib/site.schema';
import { nextColorMode } from '@/lib/ui/color-choice';

const good = () => structuredClone(site) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('site configuration', () => {
  it('holds the spec values', () => {
    expect(site).toMatchObject({ title: 'Open Source Observer', baseUrl: '/', version: '0.0.0', locale: 'en', direction: 'ltr' });
    expect(site.colorMode).toEqual({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false });
    expect(site.docs).toMatchObject({ tocMinLevel: 2, tocMaxLevel: 3 });
    expect(site.blog).toMatchObject({ sidebarTitle: 'All posts', sidebarCount: 'ALL', groupByYear: true, showReadingTime: true, postsPerPage: 10 });
    expect(site.footer!.columns.map((c) => c.title)).toEqual(['Docs', 'Community', 'More']);
    expect(site.footer!.copyright).toBe(`Copyright © ${new Date().getFullYear()} Kariba Labs, Inc.`);
  });

  it.each([
    ['missing title', (c: any) => delete c.title, 'title: '], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['bad url', (c: any) => (c.url = 'not a url'), 'url: '], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['navbar link with neither to nor href', (c: any) => (c.navbar.items[2] = { type: 'link', label: 'X', position: 'right' }), 'navbar.items.2'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['footer link without a label', (c: any) => (c.footer.columns[0].items[0].label = ''), 'footer.columns.0.items.0.label: '], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['malformed announcement id', (c: any) => (c.announcement.id = 'Has Spaces'), 'announcement.id: must be lowercase letters, digits and dashes'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a synonym group of one phrase', (c: any) => (c.search.synonyms = [['rf4']]), 'search.synonyms.0: a synonym group needs at least two phrases'], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])('%s fails naming the key', (_name, mutate, message) => {
    const c = good();
    mutate(c);
    expect(() => validateSite(c)).toThrow(message);
    expect(() => validateSite(c)).toThrow(/^Invalid site configuration in lib\/site\.ts:/);
  });
});

describe('page titles', () => {
  it.each([
    ['Access via Python', 'Access via Python | Open Source Observer'],
    ['', 'Open Source Observer'],
    [undefined, 'Open Source Observer'],
    ['  ', 'Open Source Observer'],
    ['Open Source Observer', 'Open Source Observer'],
  ])('%j → %s', (t, expected) => expect(pageTitle(t)).toBe(expected));
});

describe('colour mode cycle', () => {
  it.each([
    ['light', false, 'dark'],
    ['dark', false, 'light'],
    ['system', true, 'light'],
    ['light', true, 'dark'],
    ['dark', true, 'system'],
  ] as const)('%s (respect system: %s) → %s', (from, respect, to) => expect(nextColorMode(from, respect)).toBe(to));
});

describe('a content folder\'s site.config.json', () => {
  const load = async (json: string | undefined) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-site-'));
    if (json !== undefined) fs.writeFileSync(path.join(dir, 'site.config.json'), json);
    vi.resetModules();
    vi.stubEnv('CONTENT_DIR', dir);
    try {
      return (await import('@/lib/site')).site;
    } finally {
      vi.unstubAllEnvs();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('is merged over the engine defaults (Docusaurus\'s): objects key by key, lists whole; house rules warn unless the site asks', async () => {
    const s = await load(JSON.stringify({ onBrokenLinks: 'warn', navbar: { title: 'Moved in' }, footer: { columns: [{ title: 'Only', items: [{ label: 'Home', to: '/' }] }] } }));
    expect(s).toMatchObject({ onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn', houseRules: 'warn', title: 'Docs', announcement: null });
    expect(s.brand).toBeUndefined();
    expect(s.navbar).toEqual({ title: 'Moved in', logo: null, items: [] });
    expect(s.blog).toMatchObject({ enabled: true, title: 'Blog', description: 'Blog', sidebarTitle: 'Recent posts', sidebarCount: 5 });
    expect(s.footer).toEqual({ columns: [{ title: 'Only', items: [{ label: 'Home', to: '/' }] }], copyright: '' });
    expect((await load(JSON.stringify({ houseRules: 'error' }))).houseRules).toBe('error');
    expect((await load(undefined)).onBrokenLinks).toBe('throw');
  });

  it('is validated with the same schema, naming the file and the field', async () => {
    await expect(load('{"onBrokenLinks": "error"}')).rejects.toThrow(/Invalid site configuration in lib\/site\.ts merged with .*site\.config\.json:\n {2}- onBrokenLinks: /);
    await expect(load('{ nope')).rejects.toThrow(/site\.config\.json:\n {2}- \(root\): not valid JSON/);
  });
});

describe('navbar items (one list for the desktop bar and the mobile menu)', () => {
  const set = buildDocsSet({
    includeDrafts: false,
    sidebar: { collapsed: true, collapsible: true },
    categories: {},
    docs: [doc('index', { title: 'Overview', sidebarPosition: 0 }), doc('guides/setup', { title: 'Setup' })],
  });
  it('gives each item its link and its own active prefix', () => {
    const items = navItems(set).filter((i) => i.type !== 'html' && i.type !== 'versions');
    expect(items.map((i) => [i.label, i.href, i.activePrefix, i.position])).toEqual([
      ['Docs', '/docs/', '/docs/', 'left'],
      ['Blog', '/blog/', '/blog/', 'left'],
      ...items.slice(2).map((i) => [i.label, i.href, i.external ? undefined : i.href, i.position]),
    ]);
    expect(items[1].menu?.[0]).toEqual({ label: 'Featured', href: '/blog/tags/featured/' });
    expect(items[1].menu).toContainEqual({ html: '<b>Ecosystem Reports</b>' });
  });
  it('marks links off the site external, with no active prefix', () => {
    expect(navItem({ type: 'link', label: 'GitHub', href: 'https://github.com/opensource-observer', position: 'right' }, set)).toEqual({
      label: 'GitHub', href: 'https://github.com/opensource-observer', position: 'right', external: true,
    });
    expect(navItem({ type: 'link', label: 'Status', to: '/docs/references/service-status/', position: 'right' }, set)).toMatchObject({ activePrefix: '/docs/references/service-status/', external: false });
  });
});
