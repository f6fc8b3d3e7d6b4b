import { AuthorPostList, authorListMetadata } from '@/components/blog/author-list';
import { blogAuthors } from '@/lib/blog/source';

type Params = { author: string };

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return blogAuthors().map(({ author }) => ({ author: author.id }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return authorListMetadata(decodeURIComponent((await params).author), 1);
}

export default async function BlogAuthorPage({ params }: { params: Promise<Params> }) {
  return <AuthorPostList id={decodeURIComponent((await params).author)} n={1} />;
}
