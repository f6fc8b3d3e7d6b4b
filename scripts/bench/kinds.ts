// The page kinds the bench, the accessibility suite and the no-JS suite visit: one real URL each.
// The 404 kind is audited at /404.html (served 200): Lighthouse refuses to score a 404 response.

export type PageKind = { kind: string; path: string; notFound?: boolean };

export const PAGE_KINDS: PageKind[] = [
  { kind: 'landing', path: '/' },
  { kind: 'docs page', path: '/docs/get-started/python/' },
  { kind: 'long tutorial', path: '/docs/tutorials/dependencies/' },
  { kind: 'category index', path: '/docs/category/ecosystems/' },
  { kind: 'docs tag page', path: '/docs/tags/python/' },
  { kind: 'blog list', path: '/blog/' },
  { kind: 'blog post', path: '/blog/introducing-pyoso/' },
  { kind: 'tag page', path: '/blog/tags/data-science/' },
  { kind: 'author page', path: '/blog/authors/research/' },
  { kind: 'archive', path: '/blog/archive/' },
  { kind: 'search page', path: '/search/?q=bigquery' },
  { kind: '404', path: '/this-page-does-not-exist/', notFound: true },
];

/** The URL Lighthouse loads for a kind (a 404 response is not scored, its page is). */
export const lighthousePath = (k: PageKind) => (k.notFound ? '/404.html' : k.path);
