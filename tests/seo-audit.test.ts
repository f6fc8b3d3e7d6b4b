import { describe, expect, it } from 'vitest';
import { auditExport, pngSize, type AuditInput } from '@/lib/seo/audit';
import { site } from '@/lib/site';

const o = site.url;
const html = (path: string, over: { canonical?: string[]; og?: string[]; noindex?: boolean; jsonLd?: string[] } = {}) => {
  const canonical = over.canonical ?? [`${o}${path}`];
  const og = over.og ?? [`${o}/og/site.png`];
  return [
    '<html><head>',
    ...canonical.map((c) => `<link rel="canonical" href="${c}"/>`),
    ...og.map((c) => `<meta property="og:image" content="${c}"/>`),
    over.noindex ? '<meta name="robots" content="noindex, follow"/>' : '',
    ...(over.jsonLd ?? []).map((j) => `<script type="application/ld+json">${j}</script>`),
    '</head><body></body></html>',
  ].join('');
};
const sitemap = (...paths: string[]) => `<urlset>${paths.map((p) => `<url><loc>${o}${p}</loc><lastmod>2024-01-01</lastmod></url>`).join('')}</urlset>`;
const FILES = new Set(['/og/site.png', '/docs/a.md', '/docs/a/']);
const input = (over: Partial<AuditInput> = {}): AuditInput => ({
  pages: [{ path: '/docs/a/', html: html('/docs/a/') }],
  sitemapXml: sitemap('/docs/a/'),
  twins: [{ path: '/docs/a.md', text: '---\ntitle: "A"\n---\n\n# A\n' }],
  llmsTxt: `- [A](${o}/docs/a.md)\n`,
  exists: (p) => FILES.has(p),
  cards: [{ path: '/og/site.png', bytes: 80_000, width: 1200, height: 630 }],
  ...over,
});

describe('auditExport', () => {
  it('passes a consistent export', () => {
    expect(auditExport(input())).toEqual([]);
  });

  it.each<[string, Partial<AuditInput>, RegExp]>([
    ['two canonicals', { pages: [{ path: '/docs/a/', html: html('/docs/a/', { canonical: [`${o}/docs/a/`, `${o}/docs/a/`] }) }] }, /2 canonical links/],
    ['no og:image', { pages: [{ path: '/docs/a/', html: html('/docs/a/', { og: [] }) }] }, /0 og:image/],
    ['a missing og:image file', { pages: [{ path: '/docs/a/', html: html('/docs/a/', { og: [`${o}/og/none.png`] }) }] }, /og:image .* is not in the export/],
    ['JSON-LD that does not parse', { pages: [{ path: '/docs/a/', html: html('/docs/a/', { jsonLd: ['{oops'] }) }] }, /JSON-LD does not parse/],
    ['a page missing from the sitemap', { sitemapXml: sitemap() }, /sitemap.xml misses/],
    ['a noindex page in the sitemap', { pages: [{ path: '/docs/a/', html: html('/docs/a/', { noindex: true }) }] }, /not an indexable page/],
    ['an alias page in the sitemap', { pages: [{ path: '/docs/a/', html: html('/docs/a/') }, { path: '/docs/old/', html: html('/docs/old/', { canonical: [`${o}/docs/a/`] }) }], sitemapXml: sitemap('/docs/a/', '/docs/old/') }, /docs\/old\/, which is not/],
    ['JSX in a twin', { twins: [{ path: '/docs/a.md', text: '---\ntitle: "A"\n---\n\n<Tabs>\n' }] }, /JSX left/],
    ['a twin without frontmatter', { twins: [{ path: '/docs/a.md', text: '# A\n' }] }, /frontmatter/],
    ['an llms.txt link to nowhere', { llmsTxt: `- [B](${o}/docs/b.md)` }, /llms.txt: .*b.md/],
    ['a heavy card', { cards: [{ path: '/og/x.png', bytes: 300_000, width: 1200, height: 630 }] }, /card budget/],
    ['a sitemap that dates some URLs and not others', { pages: [{ path: '/docs/a/', html: html('/docs/a/') }, { path: '/docs/b/', html: html('/docs/b/') }], sitemapXml: `<urlset><url><loc>${o}/docs/a/</loc><lastmod>2024-01-01</lastmod></url><url><loc>${o}/docs/b/</loc></url></urlset>` }, /dates 1 of its 2 URLs/],
    ['a card of the wrong size', { cards: [{ path: '/og/x.png', bytes: 1, width: 600, height: 630 }] }, /not 1200×630/],
  ])('reports %s', (_, over, want) => {
    expect(auditExport(input(over)).join('\n')).toMatch(want);
  });

  it('passes a sitemap without any date, as Docusaurus writes for a site with no dated content', () => {
    expect(auditExport(input({ sitemapXml: `<urlset><url><loc>${o}/docs/a/</loc></url></urlset>` }))).toEqual([]);
  });

  it('skips the 404 pages', () => {
    expect(auditExport(input({ pages: [...input().pages, { path: '/404', html: '<html></html>' }, { path: '/404/', html: '' }] }))).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads a PNG size from its header', () => {
    // The signature, then the IHDR chunk's length, type, width and height.
    const buf = new Uint8Array(33);
    buf.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(buf.buffer).setUint32(16, 1200);
    new DataView(buf.buffer).setUint32(20, 630);
    expect(pngSize(buf)).toEqual({ width: 1200, height: 630 });
  });

  it('gives 0×0 for a file that is not an image', () => {
    expect(pngSize(new TextEncoder().encode('not a png'))).toEqual({ width: 0, height: 0 });
  });
});
