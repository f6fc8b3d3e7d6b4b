import { TagList, tagListMetadata } from '@/components/blog/tag-list';
import { blogTags } from '@/lib/blog/source';
import { orPlaceholder } from '@/lib/routes';
import { generatedParams } from '@/lib/builder/page-reuse';

type Params = { tag: string };

export const dynamicParams = false;
export function generateStaticParams(): Params[] {
  return generatedParams(orPlaceholder(blogTags().map(({ tag }) => ({ tag: tag.permalink })), ['tag']), 'blog');
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return tagListMetadata(decodeURIComponent((await params).tag), 1);
}

export default async function BlogTagPage({ params }: { params: Promise<Params> }) {
  return <TagList permalink={decodeURIComponent((await params).tag)} n={1} />;
}
