import { notFound } from 'next/navigation';
import { PostView } from '@/components/blog/post-view';
import { postMetadata } from '@/lib/blog/seo';
import { postBySlug, routedSlugs } from '@/lib/blog/source';

type Params = { slug: string };

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return routedSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const post = postBySlug(decodeURIComponent((await params).slug));
  return post ? postMetadata(post) : {};
}

export default async function PostPage({ params }: { params: Promise<Params> }) {
  const post = postBySlug(decodeURIComponent((await params).slug));
  if (!post) notFound();
  return <PostView post={post} />;
}
