import { fileOfRoute, type ExportedSite } from '../exported-site';
import { routes } from '../routes';
import { site as settings } from '../site';
import { buildFeed, feedPosts, renderFeed, type FeedLocale } from '../blog/feed';
import { localizePath } from '../docusaurus/i18n';
import { groupByTag } from '../docusaurus/tags';
import { localizedFooter } from '../i18n/theme-config';
import { extractPostBody } from '../blog/post-html';
import { absoluteUrl } from '../absolute-url';
import { blogTags, loadBlog } from '../blog/source';

/**
 * RSS, Atom and JSON feeds of the newest listed posts with their full HTML, plus an RSS feed per tag,
 * each of at most `site.blog.feedLimit` posts; each post's HTML is read from its page once.
 * Every locale has its own (`/fr/blog/rss.xml` …): its blog's posts (a translated post's title and
 * text), at its URLs, in its language, as Docusaurus's build of each locale writes them into the
 * locale's folder (plugin-content-blog src/feed.ts createBlogFeedFiles, under the localized baseUrl).
 */
export function writeBlogFeeds(site: ExportedSite): { posts: number; tags: number } {
  // Docusaurus's `blog: false`: no blog, so no feed.
  if (!settings.blog.enabled) return { posts: 0, tags: 0 };
  let counts = { posts: 0, tags: 0 };
  for (const { locale } of settings.i18n.locales) {
    const c = writeLocaleFeeds(site, locale);
    if (locale === settings.i18n.defaultLocale) counts = c;
  }
  return counts;
}

function writeLocaleFeeds(site: ExportedSite, locale: string): { posts: number; tags: number } {
  const inDefault = locale === settings.i18n.defaultLocale;
  const at = (path: string) => localizePath(settings.i18n, locale, path);
  const feedLocale: FeedLocale = { language: inDefault ? settings.locale : locale, at, copyright: inDefault ? undefined : (localizedFooter(locale)?.copyright ?? '') };
  const limit = settings.blog.feedLimit;
  const listed = loadBlog(locale).listed;
  const posts = feedPosts(listed, limit);
  const tags = (inDefault ? blogTags() : groupByTag(listed).map(({ tag, items }) => ({ tag, posts: items }))).map(({ tag, posts: tagged }) => ({ tag, posts: feedPosts(tagged, limit) }));
  const html = new Map<string, string>();
  for (const p of [...posts, ...tags.flatMap((t) => t.posts)]) {
    if (html.has(p.slug)) continue;
    const route = at(routes.post(p.slug));
    const page = site.page(route);
    if (!page) throw new Error(`blog feeds: the page of ${p.source} (${fileOfRoute(route)}) is missing from the export`);
    const body = extractPostBody(page.html, absoluteUrl(route));
    if (body === undefined) throw new Error(`blog feeds: no post body in ${page.file}`);
    html.set(p.slug, body);
  }
  const write = (route: string, text: string) => site.write(fileOfRoute(at(route)), text);
  const all = renderFeed(buildFeed(posts, (s) => html.get(s), undefined, feedLocale));
  write(routes.rss(), all.rss);
  write(routes.atom(), all.atom);
  write(routes.jsonFeed(), all.json);
  for (const { tag, posts: tagged } of tags) {
    write(routes.blogTagRss(tag.permalink), buildFeed(tagged, (s) => html.get(s), tag, feedLocale).rss2());
  }
  return { posts: posts.length, tags: tags.length };
}
