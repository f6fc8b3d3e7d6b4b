import type { Metadata } from 'next';
import { BlogFrame } from '@/components/blog/blog-frame';
import { PostView } from '@/components/blog/post-view';
import { postBySlug, routedSlugs } from '@/lib/blog/source';
import { postMetadata } from '@/lib/seo/blog';

/**
 * A blog at the site's root (routeBasePath '/'): its posts at `/<slug>`, as plugin-content-blog's
 * routes.ts puts them (`normalizeUrl([baseUrl, routeBasePath, permalink])`), rendered by the site's
 * catch-all (app/(site)/[...path]/page.tsx), which Next cannot have beside the blog template's own
 * `[...slug]`. next.config.ts gives the catch-all this module as `oso-root-posts` only when the blog
 * is at the root (NEXT_PUBLIC_BLOG_AT_ROOT, lib/builder/code-variants.ts); other sites get
 * ./root-posts-none.tsx and none of the posts' code.
 */

/** The posts' routes (no slashes at the ends: '2024/01/05/hello'), for the catch-all's params. */
export const rootPostRoutes = (): string[] => routedSlugs();

/** Whether a route (no slashes at the ends) is a post's. */
export const isRootPost = (route: string): boolean => Boolean(postBySlug(route));

export const rootPostMetadata = (route: string): Metadata => {
  const post = postBySlug(route);
  return post ? postMetadata(post) : {};
};

/** The post at `route`, in the blog's frame (the template's layout.tsx draws it for the blog's other pages). */
export function RootPost({ route }: { route: string }) {
  const post = postBySlug(route);
  if (!post) return null;
  return (
    <BlogFrame>
      <PostView post={post} />
    </BlogFrame>
  );
}
