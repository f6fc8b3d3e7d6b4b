import type { Metadata } from 'next';
import { pageMetadata, socialImage } from './metadata';
import { routes } from '../routes';
import { absoluteUrl } from '../absolute-url';
import { site } from '../site';
import { inCurrentLocale } from '../i18n/current-locale';
import { BLOG_DESCRIPTION, BLOG_TITLE, type BlogPost } from '../blog/model';


/** The three feeds, announced in the <head> of every blog page (a tag page adds its own RSS feed). */
export function feedAlternates(tag?: { label: string; permalink: string }) {
  // A locale's page announces the locale's own feeds (lib/builder/blog-feeds.ts writes one set per locale).
  const url = (path: string) => absoluteUrl(inCurrentLocale(path));
  return {
    'application/rss+xml': [
      { url: url(routes.rss()), title: `${BLOG_TITLE} RSS Feed` },
      ...(tag ? [{ url: url(routes.blogTagRss(tag.permalink)), title: `${BLOG_TITLE}: ${tag.label} RSS Feed` }] : []),
    ],
    'application/atom+xml': [{ url: url(routes.atom()), title: `${BLOG_TITLE} Atom Feed` }],
    'application/feed+json': [{ url: url(routes.jsonFeed()), title: `${BLOG_TITLE} JSON Feed` }],
  };
}

/** pageMetadata plus the feed links (a page's `alternates` replaces the layout's, so every page adds them). */
export function blogMetadata(opts: Parameters<typeof pageMetadata>[0], tag?: { label: string; permalink: string }): Metadata {
  const m = pageMetadata(opts);
  return { ...m, alternates: { ...m.alternates, types: { ...m.alternates?.types, ...feedAlternates(tag) } } };
}

/** The post's own image, or its social card (app/og draws one for every routed post). */
const postImage = (post: BlogPost) => (post.image ? absoluteUrl(post.image) : socialImage({ card: true, path: routes.post(post.slug) }));

export function postMetadata(post: BlogPost): Metadata {
  const url = absoluteUrl(routes.post(post.slug));
  const images = [postImage(post)];
  const base = blogMetadata({ title: post.title, description: post.description, path: routes.post(post.slug), noindex: post.unlisted, markdown: routes.postMarkdown(post.slug), head: post.head });
  return {
    ...base,
    openGraph: {
      type: 'article',
      url,
      siteName: site.title,
      title: post.title,
      description: post.description,
      images,
      publishedTime: post.date,
      authors: post.authors.map((a) => a.url ?? a.name),
      tags: post.tags.map((t) => t.label),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: post.title, description: post.description, images },
  };
}

const person = (a: BlogPost['authors'][number]) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.imageUrl ? { image: absoluteUrl(a.imageUrl) } : {}) });

/** schema.org BlogPosting for a post page. */
export function postJsonLd(post: BlogPost) {
  const url = absoluteUrl(routes.post(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date,
    author: post.authors.map(person),
    keywords: post.tags.map((t) => t.label),
    image: postImage(post),
    isPartOf: { '@type': 'Blog', '@id': absoluteUrl(routes.blog()), name: BLOG_TITLE },
  };
}

/** schema.org Blog for a list page, with the posts it shows. */
export function blogJsonLd(posts: BlogPost[], path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': absoluteUrl(routes.blog()),
    mainEntityOfPage: absoluteUrl(path),
    name: BLOG_TITLE,
    description: BLOG_DESCRIPTION,
    blogPost: posts.map((p) => ({
      '@type': 'BlogPosting',
      '@id': absoluteUrl(routes.post(p.slug)),
      mainEntityOfPage: absoluteUrl(routes.post(p.slug)),
      url: absoluteUrl(routes.post(p.slug)),
      headline: p.title,
      name: p.title,
      description: p.description,
      datePublished: p.date,
      author: p.authors.map(person),
      keywords: p.tags.map((t) => t.label),
    })),
  };
}
