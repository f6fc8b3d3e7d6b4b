import { Feed, type Item } from 'feed';
import { routes } from '../routes';
import { site } from '../site';
import type { BlogPost } from './model';
import { absoluteUrl } from '../absolute-url';
import { BLOG_DESCRIPTION, BLOG_TITLE } from './model';

export type FeedFiles = { rss: string; atom: string; json: string };

/** One feed item: absolute links, the post's rendered HTML as content when we have it. */
export function feedItem(post: BlogPost, content?: string): Item {
  const link = absoluteUrl(routes.post(post.slug));
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
    category: post.tags.map((t) => ({ name: t.label, domain: absoluteUrl(routes.blogTag(t.permalink)) })),
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
  };
}

/**
 * A feed over `posts` (already filtered to listed posts, newest first). `scope` names a tag
 * feed; `contentOf` supplies each post's HTML.
 */
/** The posts a feed carries: the newest `limit` (Docusaurus's `feedOptions.limit`), or all of them. */
export const feedPosts = <T>(posts: readonly T[], limit: number | false): readonly T[] => (limit === false ? posts : posts.slice(0, limit));

export function buildFeed(posts: readonly BlogPost[], contentOf: (slug: string) => string | undefined, scope?: { label: string; permalink: string }): Feed {
  const home = absoluteUrl(scope ? routes.blogTag(scope.permalink) : routes.blog());
  const feed = new Feed({
    id: home,
    link: home,
    title: scope ? `${BLOG_TITLE}: ${scope.label}` : BLOG_TITLE,
    description: scope ? `Posts tagged "${scope.label}" on the ${BLOG_TITLE}.` : BLOG_DESCRIPTION,
    language: site.locale,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    generator: `oso-docs ${site.version}`,
    favicon: absoluteUrl('/favicon.svg'),
    copyright: site.footer?.copyright ?? '',
    feedLinks: scope
      ? { rss: absoluteUrl(routes.blogTagRss(scope.permalink)) }
      : { rss: absoluteUrl(routes.rss()), atom: absoluteUrl(routes.atom()), json: absoluteUrl(routes.jsonFeed()) },
  });
  for (const p of posts) feed.addItem(feedItem(p, contentOf(p.slug)));
  return feed;
}

export const renderFeed = (feed: Feed): FeedFiles => ({ rss: feed.rss2(), atom: feed.atom1(), json: feed.json1() });
