import { describe, expect, it } from 'vitest';
import type { NavItem } from '@/lib/navbar';
import { MOBILE_MAX, navbarFit, textWidth } from '@/lib/navbar-fit';
import { renderToStaticMarkup } from 'react-dom/server';
import { NavbarFitStyle } from '@/components/navbar/navbar-fit';

type LinkItem = Extract<NavItem, { type?: undefined }>;
const link = (label: string, position: 'left' | 'right' = 'left', href = '/docs'): LinkItem => ({ label, href, position, external: /^https?:/.test(href) });

// node-mysql2's bar (../shared/compat/node-mysql2-docs/docusaurus.config.ts) in Portuguese: its items, the search, the language menu.
const mysql2 = (docs: string, search: string, locale: string): NavItem[] => [
  link('MySQL2'),
  link(docs),
  link('Exemplos'),
  link('FAQ'),
  link('GitHub', 'right', 'https://github.com/sidorares/node-mysql2'),
  link('Stack Overflow', 'right', 'https://stackoverflow.com/questions/tagged/mysql2'),
  link('Donate', 'right', 'https://github.com/sponsors/sidorares'),
  { ...link(locale, 'right', '#'), menu: [{ label: 'English', href: '/' }] },
];

describe('textWidth', () => {
  it('grows with the text, wider for capitals, CJK and emoji than for lower case', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('Documentation')).toBeGreaterThan(textWidth('Docs'));
    expect(textWidth('MMMM')).toBeGreaterThan(textWidth('mmmm'));
    expect(textWidth('文档文档')).toBeGreaterThan(textWidth('docs'));
    expect(textWidth('🇧🇷 Brasil')).toBeGreaterThan(textWidth('Brasil'));
    expect(textWidth('Docs', 32)).toBeCloseTo(2 * textWidth('Docs', 16));
  });
  it("reads an html item's text, not its tags", () => {
    expect(textWidth('<b class="very-long-class-name">Hi</b>')).toBeCloseTo(textWidth('Hi'));
  });
});

describe('navbarFit', () => {
  it('a short bar fits from 997 px: no width of its own (the OSO bar keeps its look)', () => {
    const fit = navbarFit({ brand: { logo: true, title: 'Open Source Observer' }, items: [link('Docs'), link('Blog'), link('GitHub', 'right', 'https://github.com/x')], search: 'Search', toggle: true });
    expect(fit.full).toBeLessThanOrEqual(MOBILE_MAX + 1);
  });
  it('a long bar needs more than its compact form, which needs more than 997 px: the pt-BR MySQL2 bar does not fit 1024 px in full', () => {
    const fit = navbarFit({ items: mysql2('Documentação', 'Pesquisar', '🇧🇷 Português (Brasil)'), search: 'Pesquisar', toggle: true });
    expect(fit.full).toBeGreaterThan(1024);
    expect(fit.compact).toBeLessThan(fit.full);
  });
  it('more items, a longer label or a search box make the bar wider; no search and no toggle make it narrower', () => {
    const base = { items: [link('Docs'), link('Blog')], search: 'Search', toggle: true };
    const fit = navbarFit(base);
    expect(navbarFit({ ...base, items: [...base.items, link('More')] }).full).toBeGreaterThan(fit.full);
    expect(navbarFit({ ...base, items: [link('Documentation'), link('Blog')] }).full).toBeGreaterThan(fit.full);
    expect(navbarFit({ ...base, search: undefined, toggle: false }).full).toBeLessThan(fit.full);
    expect(navbarFit({ ...base, search: undefined }).full).toBe(navbarFit({ ...base, search: undefined }).full);
  });
  it('a dropdown and a link off the site take their caret and their ↗', () => {
    const plain = navbarFit({ items: [link('GitHub', 'right', '/gh')], toggle: false }).full;
    expect(navbarFit({ items: [link('GitHub', 'right', 'https://github.com/x')], toggle: false }).full).toBeGreaterThan(plain);
    expect(navbarFit({ items: [{ ...link('GitHub', 'right', '/gh'), menu: [] }], toggle: false }).full).toBeGreaterThan(plain);
  });
});

describe('NavbarFitStyle', () => {
  it('writes nothing for a bar that fits from 997 px, the compact rule above its compact width, the mobile rule below it', () => {
    expect(renderToStaticMarkup(<NavbarFitStyle fit={{ full: 990, compact: 900 }} />)).toBe('');
    const compactOnly = renderToStaticMarkup(<NavbarFitStyle fit={{ full: 1266, compact: 990 }} />);
    expect(compactOnly).toContain('@media (min-width: 997px) and (max-width: 1265px)');
    expect(compactOnly).not.toContain('scripting');
    const both = renderToStaticMarkup(<NavbarFitStyle fit={{ full: 1500, compact: 1200 }} />);
    // The mobile bar needs the hamburger's script: without it the bar wraps instead (navbar.module.css).
    expect(both).toContain('@media (min-width: 997px) and (max-width: 1199px) and (scripting: enabled)');
    expect(both).toContain('display: inline-flex');
    expect(both).toContain('@media (min-width: 997px) and (max-width: 1499px)');
  });
});
