import { fileOfRoute, type ExportedSite } from '../exported-site';
import { routes } from '../routes';
import { site as settings } from '../site';
import { buildFeed, feedPosts, renderFeed } from '../blog/feed';
import { extractPostBody } from '../blog/post-html';
import { absoluteUrl } from '../absolute-url';
import { blogTags, listedBlogPosts } from '../blog/source';

/**
 * RSS, Atom and JSON feeds of the newest listed posts with their full HTML, plus an RSS feed per tag,
 * each of at most `site.blog.feedLimit` posts; each post's HTML is read from its page once.
 */
export function writeBlogFeeds(site: ExportedSite): { posts: number; tags: number } {
  // Docusaurus's `blog: false`: no blog, so no feed.
  if (!settings.blog.enabled) return { posts: 0, tags: 0 };
  const limit = settings.blog.feedLimit;
  const posts = feedPosts(listedBlogPosts(), limit);
  const tags = blogTags().map(({ tag, posts: tagged }) => ({ tag, posts: feedPosts(tagged, limit) }));
  const html = new Map<string, string>();
  for (const p of [...posts, ...tags.flatMap((t) => t.posts)]) {
    if (html.has(p.slug)) continue;
    const page = site.page(routes.post(p.slug));
    if (!page) throw new Error(`blog feeds: the page of ${p.source} (${fileOfRoute(routes.post(p.slug))}) is missing from the export`);
    const body = extractPostBody(page.html, absoluteUrl(routes.post(p.slug)));
    if (body === undefined) throw new Error(`blog feeds: no post body in ${page.file}`);
    html.set(p.slug, body);
  }
  const write = (route: string, text: string) => site.write(fileOfRoute(route), text);
  const all = renderFeed(buildFeed(posts, (s) => html.get(s)));
  write(routes.rss(), all.rss);
  write(routes.atom(), all.atom);
  write(routes.jsonFeed(), all.json);
  for (const { tag, posts: tagged } of tags) {
    write(routes.blogTagRss(tag.permalink), buildFeed(tagged, (s) => html.get(s), tag).rss2());
  }
  return { posts: posts.length, tags: tags.length };
}
