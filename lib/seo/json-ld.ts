/** schema.org data for the landing page and docs (posts: lib/seo/blog.ts), and how it is written into a page. */
import { routes } from '../routes';
import { site } from '../site';
import { absoluteUrl } from '../absolute-url';

/** JSON for a <script type="application/ld+json">, safe against "</script>" in the data. */
export const jsonLdString = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

const publisher = () => ({ '@type': 'Organization', name: site.title, url: site.url, logo: absoluteUrl(routes.icon(512)) });

/** WebSite with a SearchAction, so search engines can offer the site's search box. */
export function websiteJsonLd() {
  const home = absoluteUrl(routes.home());
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: site.title,
    description: site.tagline,
    inLanguage: site.locale,
    publisher: publisher(),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(routes.search())}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail to a doc: linked categories, then the page itself. Categories without a page are left out. */
export function breadcrumbJsonLd(crumbs: readonly { label: string; href?: string }[], pagePath: string) {
  const items = [
    ...crumbs.slice(0, -1).filter((c): c is { label: string; href: string } => Boolean(c.href)),
    { label: crumbs.at(-1)?.label ?? '', href: pagePath },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: absoluteUrl(c.href) })),
  };
}

export type ArticleInput = { title: string; description?: string; path: string; image: string; lastUpdated?: string; keywords?: string[]; section?: string };

/** TechArticle for a doc page. */
export function techArticleJsonLd(a: ArticleInput) {
  const url = absoluteUrl(a.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: a.title,
    name: a.title,
    ...(a.description ? { description: a.description } : {}),
    image: absoluteUrl(a.image),
    inLanguage: site.locale,
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.keywords?.length ? { keywords: a.keywords } : {}),
    ...(a.lastUpdated ? { dateModified: a.lastUpdated } : {}),
    isPartOf: { '@type': 'WebSite', '@id': `${absoluteUrl(routes.home())}#website`, name: site.title },
    publisher: publisher(),
  };
}
