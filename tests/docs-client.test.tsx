/** The docs plugin's client API that reads the page (lib/docusaurus/docs-client.ts) and the tabs' query string key, as Docusaurus has them. */
import { describe, expect, it } from 'vitest';
import { docsClientHooks, propSidebar } from '@/lib/docusaurus/docs-client';
import { queryStringKey } from '@/components/mdx/tabs';
import type { SidebarItem } from '@/lib/docs/types';

const items: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/intro/', docId: 'intro' },
  {
    type: 'category',
    label: 'Guide',
    href: '/docs/category/guide/',
    generatedIndex: { slug: '/category/guide', title: 'Guide', description: 'All the guides' },
    collapsed: true,
    collapsible: true,
    className: 'guide',
    items: [{ type: 'link', label: 'Outside', href: 'https://example.com/' }],
  },
  { type: 'html', value: '<hr/>', defaultStyle: false },
];

describe('useDocsSidebar / useDoc', () => {
  it("the sidebar in Docusaurus's PropSidebar shape: hrefs with the base path, a generated index's description", () => {
    const withBase = (h: string) => (h.startsWith('/') ? `/base${h}` : h);
    expect(propSidebar(items, withBase)).toEqual([
      { type: 'link', label: 'Intro', href: '/base/docs/intro/', docId: 'intro' },
      {
        type: 'category',
        label: 'Guide',
        href: '/base/docs/category/guide/',
        description: 'All the guides',
        collapsed: true,
        collapsible: true,
        className: 'guide',
        items: [{ type: 'link', label: 'Outside', href: 'https://example.com/' }],
      },
      { type: 'html', value: '<hr/>', defaultStyle: false },
    ]);
  });

  it('answer from the page: a doc without a sidebar is null; outside a docs page both throw as theme-common does', () => {
    const doc = { metadata: { id: 'intro' }, frontMatter: {}, toc: [], assets: {} };
    expect(docsClientHooks(() => ({ sidebar: null, doc })).useDocsSidebar()).toBeNull();
    expect(docsClientHooks(() => ({ sidebar: { name: 's', items: [] }, doc })).useDoc()).toBe(doc);
    const outside = docsClientHooks(() => ({ sidebar: false, doc: null }));
    expect(() => outside.useDocsSidebar()).toThrow('Hook useDocsSidebar is called outside the <DocsSidebarProvider>.');
    expect(() => outside.useDoc()).toThrow('Hook useDoc is called outside the <DocProvider>.');
  });
});

describe('<Tabs queryString>: the search parameter (tabsUtils.tsx getQueryStringKey)', () => {
  it.each([
    [undefined, 'lang', null],
    [false, 'lang', null],
    [true, 'lang', 'lang'],
    ['tab', 'lang', 'tab'],
    ['tab', undefined, 'tab'],
  ] as const)('queryString %s, groupId %s → %s', (queryString, groupId, expected) => {
    expect(queryStringKey(queryString, groupId)).toBe(expected);
  });
  it('queryString without a groupId fails with Docusaurus error', () => {
    expect(() => queryStringKey(true, undefined)).toThrow(/groupId prop is required if queryString=true/);
  });
});
