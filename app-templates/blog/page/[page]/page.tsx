import { notFound } from 'next/navigation';
import { extraPageNumbers, parsePageParam } from '@/lib/blog/pagination';
import { orPlaceholder } from '@/lib/routes';
import { listedBlogPosts, postsPerPage } from '@/lib/blog/source';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';
import { generatedParams } from '@/lib/builder/page-reuse';

type Params = { page: string };

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return generatedParams(orPlaceholder(extraPageNumbers(listedBlogPosts().length, postsPerPage()).map((n) => ({ page: String(n) })), ['page']), 'blog');
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const n = parsePageParam((await params).page);
  return n ? blogListMetadata(n) : {};
}

export default async function BlogListPage({ params }: { params: Promise<Params> }) {
  const n = parsePageParam((await params).page);
  if (!n) notFound();
  return <BlogList n={n} />;
}
