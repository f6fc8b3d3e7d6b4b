import { AuthorPostList, authorListMetadata } from '@/components/blog/author-list';
import { blogAuthors } from '@/lib/blog/source';
import { orPlaceholder } from '@/lib/routes';
import { generatedParams } from '@/lib/builder/page-reuse';

type Params = { author: string };

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return generatedParams(orPlaceholder(blogAuthors().map(({ author }) => ({ author: author.key })), ['author']), 'blog');
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return authorListMetadata(decodeURIComponent((await params).author), 1);
}

export default async function BlogAuthorPage({ params }: { params: Promise<Params> }) {
  return <AuthorPostList id={decodeURIComponent((await params).author)} n={1} />;
}
