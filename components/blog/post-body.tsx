import type { ComponentProps } from 'react';
import { MDXContent } from '@/components/mdx/mdx-content';
import { postAssetUrl } from '@/lib/blog/assets';
import type { BlogPost } from '@/lib/blog/model';
import { POST_REST } from '@/lib/blog/remark-truncate';

/**
 * A post's compiled MDX, whole or only its excerpt (what precedes the truncate marker: the rest
 * is one <PostRest> element, rendered as nothing). Relative images resolve beside the post.
 */
export function PostBody({ post, excerpt = false }: { post: BlogPost; excerpt?: boolean }) {
  function PostImg({ src, alt, ...rest }: ComponentProps<'img'>) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={typeof src === 'string' ? postAssetUrl(post.slug, src) : undefined} alt={alt ?? ''} loading="lazy" decoding="async" {...rest} />;
  }
  return <MDXContent code={post.code} components={{ img: PostImg, ...(excerpt ? { [POST_REST]: () => null } : {}) }} />;
}
