import { describe, expect, it } from 'vitest';
import { breadcrumbs, prevNext } from '@/lib/docs/navigation';
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
    ['index', undefined, 'Get Started'],
    ['get-started/index', 'Overview', 'Python client'],
    ['get-started/python', 'Get Started', 'API'],
    ['get-started/api', 'Python client', 'BigQuery'], // skips the hidden doc
    ['get-started/bigquery', 'API', undefined],
  ])('%s → prev %s, next %s', (id, prev, next) => {
    const r = at(id);
    expect(r.prev?.label).toBe(prev);
    expect(r.next?.label).toBe(next);
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
  it('does not repeat a category on its own index page', () => {
    expect(breadcrumbs(v.sidebars.defaultSidebar, '/docs/get-started/', 'Get started')).toEqual([{ label: 'Get started' }]);
  });
});
