import { describe, expect, it } from 'vitest';
import { breadcrumbs, prevNext } from '@/lib/docs/navigation';
import { createVersion, getDoc, getSidebar } from '@/lib/docs/versions';
import { doc } from './factories';

const input = (over = {}) => ({
  name: 'current',
  label: 'Next',
  path: '/docs',
  sidebarId: 'mainSidebar',
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

describe('versions', () => {
  it('models one version with docs, sidebars and draft ids', () => {
    const v = createVersion(input());
    expect(v).toMatchObject({ name: 'current', label: 'Next', path: '/docs', mainDocId: 'index', draftIds: ['pricing'] });
    expect(v.docs.map((d) => d.id)).not.toContain('pricing');
    expect(Object.keys(v.sidebars)).toEqual(['mainSidebar']);
  });
  it('keeps drafts in development', () => {
    expect(createVersion(input({ includeDrafts: true })).docs.map((d) => d.id)).toContain('pricing');
  });
  it.each([
    [{ name: '' }, /a version needs a non-empty "name"/],
    [{ docs: [] }, /sidebar "mainSidebar" has nothing to link to/],
  ])('rejects a bad version %#', (over, message) => {
    expect(() => createVersion(input(over))).toThrow(message);
  });
  it('lists the available ids when a doc or sidebar is missing', () => {
    const v = createVersion(input());
    expect(() => getDoc(v, 'nope')).toThrow(/no doc with id "nope"\. Available ids: get-started\/api, /);
    expect(() => getSidebar(v, 'other')).toThrow(/no sidebar "other"\. Available sidebars: mainSidebar/);
  });
});

describe('prevNext', () => {
  const v = createVersion(input());
  const sb = v.sidebars.mainSidebar;
  const at = (id: string) => prevNext(v, sb, getDoc(v, id));
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
    const custom = createVersion(input({
      docs: [...input().docs.filter((d) => d.id !== 'get-started/api'), doc('get-started/api', { title: 'API', sidebarPosition: 2, paginationPrev: null, paginationNext: 'index' })],
    }));
    const r = prevNext(custom, custom.sidebars.mainSidebar, getDoc(custom, 'get-started/api'));
    expect(r.prev).toBeUndefined();
    expect(r.next).toEqual({ label: 'Overview', href: '/docs/' });
  });
});

describe('prevNext on a generated index', () => {
  const v = createVersion(
    input({
      categories: {
        'get-started': { label: 'Get Started', position: 1 },
        ecosystems: { label: 'Ecosystems', position: 2, link: { type: 'generated-index', slug: '/category/ecosystems' } },
      },
      docs: [...input().docs, doc('ecosystems/arbitrum', { title: 'Arbitrum' }), doc('subscribe', { title: 'Subscribe', sidebarPosition: 9 })],
    }),
  );
  const sb = v.sidebars.mainSidebar;
  it('has its sidebar neighbours, and they link to it', () => {
    expect(prevNext(v, sb, { href: '/docs/category/ecosystems/' })).toEqual({
      prev: { label: 'BigQuery', href: '/docs/get-started/bigquery/' },
      next: { label: 'Arbitrum', href: '/docs/ecosystems/arbitrum/' },
    });
    expect(prevNext(v, sb, getDoc(v, 'ecosystems/arbitrum')).prev).toEqual({ label: 'Ecosystems', href: '/docs/category/ecosystems/' });
    expect(prevNext(v, sb, getDoc(v, 'get-started/bigquery')).next).toEqual({ label: 'Ecosystems', href: '/docs/category/ecosystems/' });
  });
});

describe('breadcrumbs', () => {
  const v = createVersion(input());
  it('lists the category, then the page without a link', () => {
    expect(breadcrumbs(v.sidebars.mainSidebar, '/docs/get-started/api/', 'API')).toEqual([
      { label: 'Get Started', href: '/docs/get-started/' },
      { label: 'API' },
    ]);
  });
  it('does not repeat a category on its own index page', () => {
    expect(breadcrumbs(v.sidebars.mainSidebar, '/docs/get-started/', 'Get started')).toEqual([{ label: 'Get started' }]);
  });
});
