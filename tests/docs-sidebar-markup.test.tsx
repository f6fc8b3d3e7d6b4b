import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsSidebar } from '@/components/docs/sidebar';

const TEXT = { nav: 'Docs sidebar', expand: "Expand sidebar category '{label}'", collapse: "Collapse sidebar category '{label}'" };
import type { NavItem } from '@/lib/docs/sidebar-view';

const leaf = (n: number): NavItem => ({ type: 'link', label: `Page ${n}`, href: `/docs/big/page-${n}/` });

describe('the docs sidebar markup', () => {
  it('draws a collapsed category as its row only: no empty panel, no aria-controls to one', () => {
    const html = renderToStaticMarkup(<DocsSidebar text={TEXT} items={[{ type: 'category', label: 'Guides', href: '/docs/guides/', collapsible: true, branch: '/_sidebar/0123456789abcdef.json' }]} />);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-label="Expand sidebar category &#x27;Guides&#x27;"/);
    expect(html).not.toContain('aria-controls');
    expect(html).not.toContain('hidden');
    expect(html).toContain('<a href="/docs/guides/">Guides</a>');
  });

  it('draws an open category with a panel the toggle controls, and pages as bare links', () => {
    const html = renderToStaticMarkup(<DocsSidebar text={TEXT} items={[{ type: 'category', label: 'Open', collapsible: true, items: [leaf(1)] }]} />);
    const id = html.match(/aria-controls="([^"]+)"/)![1];
    expect(html).toContain(`<div id="${id}">`);
    expect(html).toContain('<li><a href="/docs/big/page-1/">Page 1</a></li>');
  });

  it("draws a window's Show N more on each side it left children out", () => {
    const html = renderToStaticMarkup(
      <DocsSidebar text={TEXT} items={[{ type: 'category', label: 'Big', collapsible: true, items: [leaf(5), leaf(6)], branch: '/_sidebar/0123456789abcdef.json', more: { before: 4, after: 20 } }]} />,
    );
    expect(html).toMatch(/aria-label="Show 4 more in &#x27;Big&#x27;"[^>]*>Show 4 more<\/button>.*Page 5.*Page 6.*aria-label="Show 20 more in &#x27;Big&#x27;"/);
  });
});
