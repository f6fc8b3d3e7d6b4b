import { notFound } from 'next/navigation';
import { TagList, tagListMetadata } from '@/components/blog/tag-list';
import { extraPageNumbers, parsePageParam } from '@/lib/blog/pagination';
import { orPlaceholder } from '@/lib/routes';
import { blogTags, postsPerPage } from '@/lib/blog/source';
import { generatedParams } from '@/lib/builder/page-reuse';

type Params = { tag: string; page: string };

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return generatedParams(
    orPlaceholder(
      blogTags().flatMap(({ tag, posts }) =>
        extraPageNumbers(posts.length, postsPerPage()).map((n) => ({ tag: tag.permalink, page: String(n) })),
      ),
      ['tag', 'page'],
    ),
    'blog',
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const p = await params;
  const n = parsePageParam(p.page);
  return n ? tagListMetadata(decodeURIComponent(p.tag), n) : {};
}

export default async function BlogTagListPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const n = parsePageParam(p.page);
  if (!n) notFound();
  return <TagList permalink={decodeURIComponent(p.tag)} n={n} />;
}
