import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../routes';
import { POST_ASSET } from './assets';
import { NO_PAGES } from './pagination';
import { buildFeed, renderFeed } from './feed';
import { extractPostBody } from './post-html';
import { absoluteUrl } from './seo';
import { blogTags, listedBlogPosts, loadBlog } from './source';

const fileOf = (outDir: string, route: string) => path.join(outDir, route.endsWith('/') ? `${route}index.html` : route);

/** Images beside a folder post (`…/index.mdx`) go to the post's URL, where `./x.png` resolves. */
export function copyPostAssets(outDir: string): number {
  let n = 0;
  for (const p of loadBlog().routed) {
    if (!/\/index\.mdx?$/.test(p.file)) continue;
    const dir = path.dirname(path.join(process.cwd(), p.file));
    for (const f of fs.readdirSync(dir).filter((name) => POST_ASSET.test(name))) {
      const dest = path.join(outDir, routes.post(p.slug), f);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.copyFileSync(path.join(dir, f), dest);
      n++;
    }
  }
  return n;
}

/** The placeholder pages of list routes that have no page 2 yet (see orPlaceholder). */
export function removePlaceholders(outDir: string): void {
  const dirs = [routes.blogPage(2).replace(/2\/$/, `${NO_PAGES}/`), routes.blogTag(NO_PAGES), routes.blogAuthor(NO_PAGES)];
  for (const d of dirs) fs.rmSync(path.join(outDir, d), { recursive: true, force: true });
}

/** RSS, Atom and JSON feeds of the listed posts with their full HTML, plus an RSS feed per tag. */
export function writeBlogFeeds(outDir: string): { posts: number; tags: number } {
  const posts = listedBlogPosts();
  const html = new Map<string, string>();
  for (const p of posts) {
    const file = fileOf(outDir, routes.post(p.slug));
    if (!fs.existsSync(file)) throw new Error(`blog feeds: ${path.relative(process.cwd(), file)} is missing (${p.file})`);
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
