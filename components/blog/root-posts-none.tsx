import type { Metadata } from 'next';
import type { RootPost as Post } from './root-posts';

/**
 * The site's catch-all when the blog is not at the root: no post routes there, and none of the
 * posts' code on its pages. next.config.ts gives the catch-all this module or ./root-posts.tsx as
 * `oso-root-posts`, by NEXT_PUBLIC_BLOG_AT_ROOT (lib/builder/code-variants.ts).
 */
export const rootPostRoutes = (): string[] => [];
export const isRootPost = (route: string): boolean => (void route, false);
export const rootPostMetadata = (route: string): Metadata => (void route, {});
export const RootPost = (props: Parameters<typeof Post>[0]): null => (void props, null);
