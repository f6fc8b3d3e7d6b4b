import type { Metadata } from 'next';
import type { HeadTag } from '../content/body';
import { exportHref, routes } from '../routes';
import { CARD_SIZE } from './cards';
import { absoluteUrl } from '../absolute-url';
import { pageTitle, site } from '../site';
import { alternateLinks, isMultiLocale } from '../docusaurus/i18n';
import { inCurrentLocale } from '../i18n/current-locale';

export type PageMetadataOptions = {
  title?: string;
  description?: string;
  /** The page's own path: its canonical URL, og:url and social card. */
  path?: string;
  noindex?: boolean;
  /** A picture the page chose (frontmatter `image`), used instead of its card. */
  image?: string;
  /** The page has its own social card (docs, posts, generated indexes); others share the site's. */
  card?: boolean;
  /** Path of the page's Markdown twin, announced as `<link rel="alternate" type="text/markdown">`. */
  markdown?: string;
  type?: 'website' | 'article';
  /** Tags the page's body writes in `<Head>`: a canonical, a title, meta tags win over the defaults. */
  head?: HeadTag[];
};

/** The picture link previews show: the page's own image, its card, or the site's card. */
export function socialImage(opts: Pick<PageMetadataOptions, 'image' | 'card' | 'path'>): string {
  if (opts.image) return absoluteUrl(opts.image);
  return absoluteUrl(routes.socialCard(opts.card && opts.path ? opts.path : routes.home()));
}

/** What `<Head>` tags in a page's body change: canonical, title, description, robots, other meta. */
export function headOverrides(head: HeadTag[] = []) {
  const meta = (name: string) => head.find((h) => h.tag === 'meta' && (h.attrs.name ?? h.attrs.property) === name)?.attrs.content;
  const other: Record<string, string> = {};
  for (const h of head) {
    const name = h.attrs.name ?? h.attrs.property;
    if (h.tag === 'meta' && name && h.attrs.content !== undefined && !['description', 'robots'].includes(name)) other[name] = h.attrs.content;
  }
  return {
    canonical: head.find((h) => h.tag === 'link' && h.attrs.rel === 'canonical')?.attrs.href,
    title: head.find((h) => h.tag === 'title')?.text,
    description: meta('description'),
    robots: meta('robots'),
    other,
  };
}

/** Per-page metadata: the spec's title format, description, canonical, robots, OpenGraph and Twitter card. */
export function pageMetadata(opts: PageMetadataOptions): Metadata {
  const own = headOverrides(opts.head);
  const description = own.description ?? opts.description ?? site.tagline;
  const title = own.title?.trim() || opts.title?.trim() || site.title;
  const image = socialImage(opts);
  // The page in the rendered locale (its canonical and og:url), and its twins in every locale (hreflang).
  const url = opts.path ? absoluteUrl(exportHref(inCurrentLocale(opts.path))) : undefined;
  const canonical = own.canonical ?? url;
  const languages = opts.path && isMultiLocale(site.i18n) ? Object.fromEntries(alternateLinks(site.i18n, opts.path, (p) => absoluteUrl(exportHref(p))).map((l) => [l.hrefLang, l.href])) : undefined;
  const images = [opts.image ? { url: image } : { url: image, ...CARD_SIZE, alt: title }];
  return {
    title: { absolute: pageTitle(own.title ?? opts.title) },
    description,
    ...(canonical
      ? { alternates: { canonical, ...(languages ? { languages } : {}), ...(opts.markdown ? { types: { 'text/markdown': absoluteUrl(opts.markdown) } } : {}) } }
      : {}),
    ...(own.robots ? { robots: own.robots } : opts.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: opts.type ?? 'website', siteName: site.title, title, description, images, ...(url ? { url } : {}) },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(Object.keys(own.other).length ? { other: own.other } : {}),
  };
}
