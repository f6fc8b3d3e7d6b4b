import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../routes';
import { buildFeed, renderFeed } from './feed';
import { extractPostBody } from './post-html';
import { absoluteUrl } from './seo';
import { blogTags, listedBlogPosts } from './source';

const fileOf = (outDir: string, route: string) => path.join(outDir, route.endsWith('/') ? `${route}index.html` : route);

/** RSS, Atom and JSON feeds of the listed posts with their full HTML, plus an RSS feed per tag. */
export function writeBlogFeeds(outDir: string): { posts: number; tags: number } {
  const posts = listedBlogPosts();
  const html = new Map<string, string>();
  for (const p of posts) {
    const file = fileOf(outDir, routes.post(p.slug));
    if (!fs.existsSync(file)) throw new Error(`blog feeds: ${path.relative(process.cwd(), file)} is missing (${p.source})`);
    const body = extractPostBody(fs.readFileSync(file, 'utf8'), absoluteUrl(routes.post(p.slug)));
    if (body === undefined) throw new Error(`blog feeds: no post body in ${path.relative(process.cwd(), file)}`);
    html.set(p.slug, body);
  }
  const write = (route: string, text: string) => {
    const file = fileOf(outDir, route);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const all = renderFeed(buildFeed(posts, (s) => html.get(s)));
  write(routes.rss(), all.rss);
  write(routes.atom(), all.atom);
  write(routes.jsonFeed(), all.json);
  const tags = blogTags();
  for (const { tag, posts: tagged } of tags) {
    write(routes.blogTagRss(tag.permalink), buildFeed(tagged, (s) => html.get(s), tag).rss2());
  }
  return { posts: posts.length, tags: tags.length };
}
