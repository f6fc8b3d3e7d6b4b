import type { Metadata } from 'next';
import { routes } from './routes';
import { CARD_SIZE } from './seo/cards';
import { absoluteUrl } from './seo/url';
import { pageTitle, site } from './site';

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
};

/** The picture link previews show: the page's own image, its card, or the site's card. */
export function socialImage(opts: Pick<PageMetadataOptions, 'image' | 'card' | 'path'>): string {
  if (opts.image) return absoluteUrl(opts.image);
  return absoluteUrl(routes.socialCard(opts.card && opts.path ? opts.path : routes.home()));
}

/** Per-page metadata: the spec's title format, description, canonical, robots, OpenGraph and Twitter card. */
export function pageMetadata(opts: PageMetadataOptions): Metadata {
  const description = opts.description ?? site.tagline;
  const title = opts.title?.trim() || site.title;
  const image = socialImage(opts);
  const url = opts.path ? absoluteUrl(opts.path) : undefined;
  const images = [opts.image ? { url: image } : { url: image, ...CARD_SIZE, alt: title }];
  return {
    title: { absolute: pageTitle(opts.title) },
    description,
    ...(url
      ? { alternates: { canonical: url, ...(opts.markdown ? { types: { 'text/markdown': absoluteUrl(opts.markdown) } } : {}) } }
      : {}),
    ...(opts.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: opts.type ?? 'website', siteName: site.title, title, description, images, ...(url ? { url } : {}) },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
