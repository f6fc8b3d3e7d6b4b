import { describe, expect, it } from 'vitest';
import { breadcrumbs, prevNext } from '@/lib/docusaurus/doc-navigation';
import { buildDocsSet, getDoc } from '@/lib/docs/docs-set';
import { doc } from './factories';

const input = (over = {}) => ({
  includeDrafts: false,
  sidebar: { collapsed: true, collapsible: true },
  categories: { 'get-started': { label: 'Get Started', position: 1 } },
  docs: [
    doc('index', { title: 'Overview', sidebarPosition: 0 }),
    doc('get-started/index', { title: 'Get started' }),
    doc('get-started/python', { title: 'Python', sidebarPosition: 1, paginationLabel: 'Python client' }),
    doc('get-started/api', { title: 'API', sidebarPosition: 2 }),
    doc('get-started/hidden', { title: 'Hidden', sidebarPosition: 3, sidebarClassName: 'hidden' }),
    doc('get-started/bigquery', { title: 'BigQuery', sidebarPosition: 4 }),
    doc('pricing', { title: 'Pricing', draft: true }),
  ],
  ...over,
});

describe('the docs set', () => {
  it('holds the production docs and their sidebar', () => {
    const set = buildDocsSet(input());
    expect(set.docs.map((d) => d.id)).not.toContain('pricing');
    expect(set.sidebars.defaultSidebar.map((i) => i.label)).toEqual(['Overview', 'Get Started']);
  });
  it('keeps drafts in development', () => {
    expect(buildDocsSet(input({ includeDrafts: true })).docs.map((d) => d.id)).toContain('pricing');
  });
  it('rejects an empty sidebar', () => {
    expect(() => buildDocsSet(input({ docs: [] }))).toThrow(/The docs sidebar has nothing to link to/);
  });
  it('lists the available ids when a doc is missing', () => {
    expect(() => getDoc(buildDocsSet(input()), 'nope')).toThrow(/no doc has the id "nope"\. Available ids: get-started\/api, /);
  });
});

describe('prevNext', () => {
  const v = buildDocsSet(input());
  const at = (id: string) => prevNext(v, getDoc(v, id));
  it.each([
    ['index', undefined, 'Get started'],
    ['get-started/index', 'Overview', 'Python client'],
    // A category's own doc is named as a doc (its title), not by the category's label.
    ['get-started/python', 'Get started', 'API'],
    // A hidden doc (sidebar_class_name: hidden) keeps its place in prev/next, as in Docusaurus.
    ['get-started/api', 'Python client', 'Hidden'],
    ['get-started/hidden', 'API', 'BigQuery'],
    ['get-started/bigquery', 'Hidden', undefined],
  ])('%s → prev %s, next %s', (id, prev, next) => {
    const r = at(id);
    expect(r.prev?.label).toBe(prev);
    expect(r.next?.label).toBe(next);
  });
  it('names a neighbour by pagination_label, else sidebar_label, else its sidebar label, else its title', () => {
    const labelled = buildDocsSet(input({
      categories: { 'get-started': { label: 'Get Started', position: 1 }, solo: { label: 'Solo category', position: 2 } },
      docs: [
        doc('index', { title: 'Overview', sidebarPosition: 0 }),
        doc('get-started/index', { title: 'Get started', sidebarLabel: 'Start here' }),
        doc('get-started/python', { title: 'Python', sidebarPosition: 1 }),
        // A folder whose only doc is its index: a link labelled with the category's label.
        doc('solo/index', { title: 'Solo doc' }),
      ],
    }));
    expect(prevNext(labelled, getDoc(labelled, 'get-started/python'))).toEqual({
      prev: { label: 'Start here', href: '/docs/get-started/' },
      next: { label: 'Solo category', href: '/docs/solo/' },
    });
  });
  it('honours pagination_prev/next, and null drops the link', () => {
    const custom = buildDocsSet(input({
      docs: [...input().docs.filter((d) => d.id !== 'get-started/api'), doc('get-started/api', { title: 'API', sidebarPosition: 2, paginationPrev: null, paginationNext: 'index' })],
    }));
    const r = prevNext(custom, getDoc(custom, 'get-started/api'));
    expect(r.prev).toBeUndefined();
    expect(r.next).toEqual({ label: 'Overview', href: '/docs/' });
  });
});

describe('prevNext on a generated index', () => {
  const v = buildDocsSet(
    input({
      categories: {
        'get-started': { label: 'Get Started', position: 1 },
        ecosystems: { label: 'Ecosystems', position: 2, link: { type: 'generated-index', slug: '/category/ecosystems' } },
      },
      docs: [...input().docs, doc('ecosystems/arbitrum', { title: 'Arbitrum' }), doc('subscribe', { title: 'Subscribe', sidebarPosition: 9 })],
    }),
  );
  it('has its sidebar neighbours, and they link to it', () => {
    expect(prevNext(v, { href: '/docs/category/ecosystems/' })).toEqual({
      prev: { label: 'BigQuery', href: '/docs/get-started/bigquery/' },
      next: { label: 'Arbitrum', href: '/docs/ecosystems/arbitrum/' },
    });
    expect(prevNext(v, getDoc(v, 'ecosystems/arbitrum')).prev).toEqual({ label: 'Ecosystems', href: '/docs/category/ecosystems/' });
    expect(prevNext(v, getDoc(v, 'get-started/bigquery')).next).toEqual({ label: 'Ecosystems', href: '/docs/category/ecosystems/' });
  });
});

describe('breadcrumbs', () => {
  const v = buildDocsSet(input());
  it('lists the category, then the page without a link', () => {
    expect(breadcrumbs(v.sidebars.defaultSidebar, '/docs/get-started/api/', 'API')).toEqual([
      { label: 'Get Started', href: '/docs/get-started/' },
      { label: 'API' },
    ]);
  });
  it('on a category\'s own doc, ends with the category (its label), as Docusaurus does', () => {
    expect(breadcrumbs(v.sidebars.defaultSidebar, '/docs/get-started/', 'Get started')).toEqual([{ label: 'Get Started' }]);
  });
  it('names the page by its sidebar label', () => {
    const solo = buildDocsSet(input({ categories: { solo: { label: 'Solo category' } }, docs: [doc('solo/index', { title: 'Solo doc' })] }));
    expect(breadcrumbs(solo.sidebars.defaultSidebar, '/docs/solo/', 'Solo doc')).toEqual([{ label: 'Solo category' }]);
  });
});
