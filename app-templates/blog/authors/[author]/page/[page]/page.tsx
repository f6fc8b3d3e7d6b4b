import { notFound } from 'next/navigation';
import { AuthorPostList, authorListMetadata } from '@/components/blog/author-list';
import { extraPageNumbers, parsePageParam } from '@/lib/blog/pagination';
import { orPlaceholder } from '@/lib/routes';
import { blogAuthors, postsPerPage } from '@/lib/blog/source';
import { generatedParams } from '@/lib/builder/page-reuse';

type Params = { author: string; page: string };

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return generatedParams(
    orPlaceholder(
      blogAuthors().flatMap(({ author, posts }) =>
        extraPageNumbers(posts.length, postsPerPage()).map((n) => ({ author: author.key, page: String(n) })),
      ),
      ['author', 'page'],
    ),
    'blog',
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const p = await params;
  const n = parsePageParam(p.page);
  return n ? authorListMetadata(decodeURIComponent(p.author), n) : {};
}

export default async function BlogAuthorListPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const n = parsePageParam(p.page);
  if (!n) notFound();
  return <AuthorPostList id={decodeURIComponent(p.author)} n={n} />;
}
