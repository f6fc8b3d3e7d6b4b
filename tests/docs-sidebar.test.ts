import { describe, expect, it } from 'vitest';
import { buildSidebar, flattenSidebar, generatedIndexes, pathTo } from '@/lib/docs/sidebar';
import type { SidebarCategory } from '@/lib/docs/types';
import { doc } from './factories';

const docs = [
  doc('index', { title: 'Overview', sidebarPosition: 0 }),
  doc('get-started/index', { title: 'Get started' }),
  doc('get-started/python', { title: 'Access via Python', sidebarPosition: 1 }),
  doc('get-started/api', { title: 'Access via GraphQL API', sidebarPosition: 2 }),
  doc('get-started/zeta', { title: 'Unpositioned' }),
  doc('guides/fork', { title: 'Fork', sidebarClassName: 'hidden', sidebarPosition: 1 }),
  doc('guides/secret', { title: 'Secret', unlisted: true }),
  doc('references/ecosystems/arbitrum', { title: 'Arbitrum', sidebarPosition: 1 }),
  doc('references/ecosystems/pln', { title: 'PLN', sidebarPosition: 2 }),
  doc('subscribe', { title: 'Subscribe', sidebarPosition: 9 }),
];
const categories = {
  'get-started': { label: 'Get Started', position: 1 },
  guides: { label: 'Guides', position: 7 },
  references: { label: 'References', position: 8 },
  'references/ecosystems': { label: 'Ecosystems', position: 5, link: { type: 'generated-index' as const, slug: '/category/ecosystems' } },
};

const options = { collapsed: true, collapsible: true };

describe('buildSidebar', () => {
  const sidebar = buildSidebar(docs, categories, options);

  it('orders root items by position: overview, categories, then subscribe', () => {
    expect(sidebar.map((i) => i.label)).toEqual(['Overview', 'Get Started', 'Guides', 'References', 'Subscribe']);
  });

  it('makes a folder index the category link and keeps it out of the items', () => {
    const gs = sidebar[1] as SidebarCategory;
    expect(gs.href).toBe('/docs/get-started/');
    expect(gs.linkDocId).toBe('get-started/index');
    expect(gs.items.map((i) => i.label)).toEqual(['Access via Python', 'Access via GraphQL API', 'Unpositioned']);
  });

  it('collapses categories by default, as Docusaurus does; a category file or the setting overrides', () => {
    expect(sidebar.filter((i) => i.type === 'category').every((c) => c.type === 'category' && c.collapsed)).toBe(true);
    const open = buildSidebar(docs, { ...categories, guides: { ...categories.guides, collapsed: false } }, options);
    expect((open[2] as SidebarCategory).collapsed).toBe(false);
    expect(buildSidebar(docs, categories, { collapsed: false, collapsible: true }).every((i) => i.type !== 'category' || !i.collapsed)).toBe(true);
    const fixed = buildSidebar(docs, { ...categories, guides: { ...categories.guides, collapsible: false, collapsed: true } }, options);
    expect(fixed[2]).toMatchObject({ collapsible: false, collapsed: false });
  });

  it('keeps hidden docs with their class and leaves unlisted docs out', () => {
    const guides = sidebar[2] as SidebarCategory;
    expect(guides.items).toEqual([{ type: 'link', label: 'Fork', href: '/docs/guides/fork/', docId: 'guides/fork', className: 'hidden' }]);
  });

  it('gives generated-index categories a /docs/category route', () => {
    const [eco] = generatedIndexes(sidebar);
    expect(eco.href).toBe('/docs/category/ecosystems/');
    expect(eco.generatedIndex).toEqual({ slug: 'category/ecosystems', title: 'Ecosystems' });
  });

  it('fails naming the file when a category links to a missing doc, listing the ids', () => {
    expect(() => buildSidebar(docs, { guides: { link: { type: 'doc', id: 'guides/nope' } } }, options)).toThrow(
      /docs\/guides\/_category_\.json: link\.id "guides\/nope" is not a doc of this folder or of the site\. Available ids: .*get-started\/python/,
    );
  });

  it('prefers sidebar_label over the title', () => {
    const s = buildSidebar([doc('a', { title: 'A long title', sidebarLabel: 'Short' })], {}, options);
    expect(s[0].label).toBe('Short');
  });
});

describe('flattenSidebar and pathTo', () => {
  const sidebar = buildSidebar(docs, categories, options);
  it('walks category links before their items', () => {
    expect(flattenSidebar(sidebar).map((l) => l.href)).toEqual([
      '/docs/', '/docs/get-started/', '/docs/get-started/python/', '/docs/get-started/api/', '/docs/get-started/zeta/',
      '/docs/guides/fork/', '/docs/category/ecosystems/', '/docs/references/ecosystems/arbitrum/', '/docs/references/ecosystems/pln/', '/docs/subscribe/',
    ]);
  });
  it('finds the categories that hold a page', () => {
    expect(pathTo(sidebar, '/docs/references/ecosystems/pln/')?.map((c) => c.label)).toEqual(['References', 'Ecosystems']);
    expect(pathTo(sidebar, '/docs/nowhere/')).toBeNull();
  });
});

describe('buildSidebar follows Docusaurus', () => {
  const d = (p: string, over = {}, fm = {}) => doc(p, over, fm);

  it('looks a category doc link up in its folder first, then site-wide', () => {
    const docs = [d('index', { title: 'Home' }), d('guides/index', { title: 'Guides home' }), d('guides/a', { title: 'A' }), d('ref/b', { title: 'B' })];
    const s = buildSidebar(docs, { guides: { link: { type: 'doc', id: 'index' } }, ref: { link: { type: 'doc', id: 'index' } } }, options);
    expect(s.find((i) => i.label === 'Guides home')).toMatchObject({ type: 'category', href: '/docs/guides/', linkDocId: 'guides/index' });
    // ref/ has no index doc of its own: "index" is the site's.
    expect(s.find((i) => i.type === 'category' && i.folder === 'ref')).toMatchObject({ href: '/docs/', linkDocId: 'index' });
  });

  it('takes label, position, class and custom props from the category file, else from its doc, else the folder', () => {
    const docs = [d('01-tools/index', { title: 'Tools', sidebarPosition: 9, sidebarClassName: 'tools', sidebarCustomProps: { icon: 'wrench' } }), d('01-tools/x', { title: 'X' }), d('02-more/y', { title: 'Y' })];
    const s = buildSidebar(docs, { '02-more': { customProps: { badge: 'new' }, className: 'more', collapsible: false } }, options);
    expect(s[0]).toMatchObject({ label: 'more', folder: '02-more', className: 'more', customProps: { badge: 'new' }, collapsible: false, collapsed: false });
    expect(s[1]).toMatchObject({ label: 'Tools', className: 'tools', customProps: { icon: 'wrench' } });
  });

  it('orders by position (number prefixes count), then by file name', () => {
    const docs = [d('b-doc'), d('a-doc'), d('03-third'), d('01-first', {}, { sidebar_position: 7 })];
    expect(buildSidebar(docs, {}, options).map((i) => i.label)).toEqual(['third', 'first', 'a-doc', 'b-doc']);
  });

  it('at equal positions, a folder whose only doc is its index sorts by the folder\'s name, not the file\'s', () => {
    const docs = [d('dagster/index', { title: 'Dagster' }), d('dbt', { title: 'dbt', sidebarPosition: 7 })];
    expect(buildSidebar(docs, { dagster: { label: 'Dagster', position: 7 } }, options).map((i) => i.label)).toEqual(['Dagster', 'dbt']);
  });

  it('a folder whose only doc is its index is that doc, named after the category', () => {
    const s = buildSidebar([d('funding/index', { title: 'Funding page' })], { funding: { label: 'OSS Funding', link: { type: 'doc', id: 'index' } } }, options);
    expect(s).toEqual([{ type: 'link', label: 'OSS Funding', href: '/docs/funding/', docId: 'funding/index' }]);
  });

  it('an explicit generated index keeps the index doc as an item; its slug defaults to /category/<label>', () => {
    const s = buildSidebar([d('eco/index', { title: 'Eco home' }), d('eco/arb', { title: 'Arbitrum' })], { eco: { label: 'Ecosystems', link: { type: 'generated-index' } } }, options);
    const eco = s[0] as SidebarCategory;
    expect(eco.href).toBe('/docs/category/ecosystems/');
    expect(eco.items.map((i) => i.label)).toEqual(['Arbitrum', 'Eco home']);
    expect(buildSidebar([d('eco/arb')], { eco: { label: 'Eco', link: { type: 'generated-index', slug: '/all-ecosystems' } } }, options)[0]).toMatchObject({ href: '/docs/all-ecosystems/' });
  });
});
