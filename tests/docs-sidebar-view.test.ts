import { describe, expect, it } from 'vitest';
import { buildSidebar } from '@/lib/docs/sidebar';
import { SIDEBAR_WHOLE, SIDEBAR_WINDOW, sidebarBranches, sidebarView, sidebarWindow, type NavCategory, type NavItem } from '@/lib/docs/sidebar-view';
import { doc } from './factories';

const docs = [
  doc('index', { title: 'Overview', sidebarPosition: 0 }),
  doc('get-started/python', { title: 'Python', sidebarPosition: 1 }),
  doc('get-started/api', { title: 'API', sidebarPosition: 2 }),
  doc('guides/fork', { title: 'Fork', sidebarPosition: 1 }),
  doc('guides/deep/one', { title: 'Deep one', sidebarPosition: 1 }),
  doc('guides/deep/two', { title: 'Deep two', sidebarPosition: 2 }),
  doc('open/always', { title: 'Always shown' }),
];
const categories = {
  'get-started': { label: 'Get Started', position: 1 },
  guides: { label: 'Guides', position: 2, link: { type: 'generated-index' as const, slug: '/category/guides' } },
  'guides/deep': { label: 'Deep', position: 2 },
  open: { label: 'Open', position: 3, collapsed: false },
};
const sidebar = buildSidebar(docs, categories, { collapsed: true, collapsible: true });
const cat = (items: NavItem[], label: string) => items.find((i) => i.label === label) as NavCategory;
const labels = (items: NavItem[] | undefined): unknown =>
  items?.map((i) => (i.type === 'category' ? { [i.label]: i.items ? labels(i.items) : `→ ${i.branch}` } : i.label));

describe('sidebarView', () => {
  it('sends the top level, with collapsed categories as links to their branch file and open ones whole', () => {
    const view = sidebarView(sidebar);
    expect(labels(view)).toEqual([
      'Overview',
      { 'Get Started': `→ ${cat(view, 'Get Started').branch}` },
      { Guides: `→ ${cat(view, 'Guides').branch}` },
      { Open: ['Always shown'] },
    ]);
    expect(cat(view, 'Guides').branch).toMatch(/^\/_sidebar\/[0-9a-f]{16}\.json$/);
    expect(cat(view, 'Guides').href).toBe('/docs/category/guides/');
  });

  it("opens the current page's branch down to it, and only that branch", () => {
    const view = sidebarView(sidebar, '/docs/guides/deep/two/');
    expect(labels(cat(view, 'Guides').items)).toEqual(['Fork', { Deep: ['Deep one', 'Deep two'] }]);
    expect(cat(view, 'Get Started').items).toBeUndefined();
  });

  it("opens a category page's own children", () => {
    const view = sidebarView(sidebar, '/docs/category/guides/');
    expect(labels(cat(view, 'Guides').items)).toEqual(['Fork', { Deep: `→ ${cat(cat(view, 'Guides').items!, 'Deep').branch}` }]);
  });

  it('carries only what the sidebar draws', () => {
    expect(Object.keys(cat(sidebarView(sidebar), 'Guides')).sort()).toEqual(['branch', 'collapsible', 'href', 'label', 'type']);
  });
});

describe('sidebarBranches', () => {
  it('writes one file per collapsed category, holding its children, collapsed ones as links again', () => {
    const files = sidebarBranches(sidebar);
    expect(files.size).toBe(3);
    const guides = JSON.parse(files.get(cat(sidebarView(sidebar), 'Guides').branch!)!) as NavItem[];
    expect(labels(guides)).toEqual(['Fork', { Deep: `→ ${cat(guides, 'Deep').branch}` }]);
    expect(files.has(cat(guides, 'Deep').branch!)).toBe(true);
  });

  it('names a file by its content: the same children, the same name', () => {
    const again = buildSidebar(docs, categories, { collapsed: true, collapsible: true });
    expect([...sidebarBranches(again).keys()]).toEqual([...sidebarBranches(sidebar).keys()]);
  });
});

describe('sidebarWindow', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('draws a list of up to SIDEBAR_WHOLE items whole', () => {
    expect(sidebarWindow(list(SIDEBAR_WHOLE), 10)).toEqual({ items: list(SIDEBAR_WHOLE), before: 0, after: 0 });
  });

  it('draws SIDEBAR_WINDOW items around the current one of a longer list, counting the rest', () => {
    const w = sidebarWindow(list(50), 30);
    expect(w.items).toHaveLength(SIDEBAR_WINDOW);
    expect(w.items).toContain(30);
    expect(w.before + w.items.length + w.after).toBe(50);
    expect(w.items[0]).toBe(w.before);
  });

  it('starts at the top without a current item, and near either end draws up to that end', () => {
    expect(sidebarWindow(list(50), -1)).toMatchObject({ before: 0, after: 50 - SIDEBAR_WINDOW });
    expect(sidebarWindow(list(50), 49)).toMatchObject({ before: 50 - SIDEBAR_WINDOW, after: 0 });
    expect(sidebarWindow(list(50), 2)).toMatchObject({ before: 0 });
  });

  it('never leaves out a run of fewer than three', () => {
    for (let n = SIDEBAR_WHOLE + 1; n < 40; n++)
      for (let c = -1; c < n; c++) {
        const { before, after } = sidebarWindow(list(n), c);
        expect(before === 0 || before >= 3).toBe(true);
        expect(after === 0 || after >= 3).toBe(true);
      }
  });
});

describe('a long category', () => {
  const many = Array.from({ length: 40 }, (_, i) => doc(`big/page-${String(i).padStart(2, '0')}`, { title: `Page ${i}`, sidebarPosition: i + 1 }));
  const big = buildSidebar([...docs, ...many], { ...categories, big: { label: 'Big', position: 4 } }, { collapsed: true, collapsible: true });

  it("draws a window around the current page, and names the file with all of the category's children", () => {
    const view = cat(sidebarView(big, '/docs/big/page-25/'), 'Big');
    expect(view.items).toHaveLength(SIDEBAR_WINDOW);
    expect(view.items!.some((i) => i.type === 'link' && i.href === '/docs/big/page-25/')).toBe(true);
    expect(view.more!.before + view.items!.length + view.more!.after).toBe(40);
    const all = JSON.parse(sidebarBranches(big).get(view.branch!)!) as NavItem[];
    expect(all.map((i) => i.label)).toEqual(many.map((d) => d.title));
  });

  it('is drawn whole where the list is short', () => {
    expect(cat(sidebarView(big, '/docs/guides/fork/'), 'Guides').more).toBeUndefined();
  });
});
