import { MDXContent } from '@/components/mdx/mdx-content';
import type { BlogPost } from '@/lib/blog/model';
import { POST_REST } from '@/lib/docusaurus/remark-truncate';

/**
 * A post's compiled MDX, whole or only its excerpt (what precedes the truncate marker: the rest
 * is one <PostRest> element, rendered as nothing). Files beside the post were published as
 * assets when it was compiled, so its links and images work on list pages too.
 */
export function PostBody({ post, excerpt = false }: { post: BlogPost; excerpt?: boolean }) {
  return <MDXContent code={post.code} page={{ kind: 'post', entry: post }} components={excerpt ? { [POST_REST]: () => null } : undefined} />;
}
