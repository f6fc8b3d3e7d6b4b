import { notFound } from 'next/navigation';
import { PostView } from '@/components/blog/post-view';
import { postMetadata } from '@/lib/seo/blog';
import { postBySlug, routedSlugs } from '@/lib/blog/source';
import { orPlaceholder } from '@/lib/routes';
import { generatedParams } from '@/lib/builder/page-reuse';

// A post's path may have several segments (Docusaurus's default is YYYY/MM/DD/name).
type Params = { slug: string[] };

const slugOf = (segments: string[]) => segments.map(decodeURIComponent).join('/');

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return generatedParams(orPlaceholder(routedSlugs().map((slug) => ({ slug: slug.split('/') })), ['slug'], true), 'blog');
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const post = postBySlug(slugOf((await params).slug));
  return post ? postMetadata(post) : {};
}

export default async function PostPage({ params }: { params: Promise<Params> }) {
  const post = postBySlug(slugOf((await params).slug));
  if (!post) notFound();
  return <PostView post={post} />;
}
