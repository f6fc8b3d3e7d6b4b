import { Feed, type Item } from 'feed';
import { routes } from '../routes';
import { site } from '../site';
import type { BlogPost } from './model';
import { absoluteUrl } from '../absolute-url';
import { BLOG_DESCRIPTION, BLOG_TITLE } from './model';

export type FeedFiles = { rss: string; atom: string; json: string };

/**
 * Which locale's feed is written: its language, and its paths (a site path → the locale's, e.g.
 * `/blog/a/` → `/fr/blog/a/`). Docusaurus builds each locale as a site of its own, so each locale's
 * feeds are its blog's posts at its own URLs, `language` its locale (plugin-content-blog src/feed.ts
 * generateBlogFeed: `language: feedOptions.language ?? locale`, the links under the locale's baseUrl).
 */
export type FeedLocale = { language: string; at: (path: string) => string; copyright?: string };
const DEFAULT_LOCALE: FeedLocale = { language: site.locale, at: (p) => p };

/** One feed item: absolute links, the post's rendered HTML as content when we have it. */
export function feedItem(post: BlogPost, content?: string, { at }: FeedLocale = DEFAULT_LOCALE): Item {
  const link = absoluteUrl(at(routes.post(post.slug)));
  return {
    title: post.title,
    id: link,
    link,
    date: new Date(post.date),
    published: new Date(post.date),
    description: post.description,
    content,
    // feed's json1 reads author[0] whenever the list is there: a post without authors has none.
    ...(post.authors.length ? { author: post.authors.map((a) => ({ name: a.name, ...(a.url ? { link: a.url } : {}) })) } : {}),
    category: post.tags.map((t) => ({ name: t.label, domain: absoluteUrl(at(routes.blogTag(t.permalink))) })),
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
  };
}

/**
 * A feed over `posts` (already filtered to listed posts, newest first). `scope` names a tag
 * feed; `contentOf` supplies each post's HTML.
 */
/** The posts a feed carries: the newest `limit` (Docusaurus's `feedOptions.limit`), or all of them. */
export const feedPosts = <T>(posts: readonly T[], limit: number | false): readonly T[] => (limit === false ? posts : posts.slice(0, limit));

export function buildFeed(posts: readonly BlogPost[], contentOf: (slug: string) => string | undefined, scope?: { label: string; permalink: string }, locale: FeedLocale = DEFAULT_LOCALE): Feed {
  const url = (path: string) => absoluteUrl(locale.at(path));
  const home = url(scope ? routes.blogTag(scope.permalink) : routes.blog());
  const feed = new Feed({
    id: home,
    link: home,
    title: scope ? `${BLOG_TITLE}: ${scope.label}` : BLOG_TITLE,
    description: scope ? `Posts tagged "${scope.label}" on the ${BLOG_TITLE}.` : BLOG_DESCRIPTION,
    language: locale.language,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    generator: `oso-docs ${site.version}`,
    favicon: absoluteUrl('/favicon.svg'),
    copyright: locale.copyright ?? site.footer?.copyright ?? '',
    feedLinks: scope ? { rss: url(routes.blogTagRss(scope.permalink)) } : { rss: url(routes.rss()), atom: url(routes.atom()), json: url(routes.jsonFeed()) },
  });
  for (const p of posts) feed.addItem(feedItem(p, contentOf(p.slug), locale));
  return feed;
}

export const renderFeed = (feed: Feed): FeedFiles => ({ rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() });
