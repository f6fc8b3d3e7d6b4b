import { BlogList, blogListMetadata } from '@/components/blog/blog-list';

export const metadata = blogListMetadata(1);

export default function BlogIndexPage() {
  return <BlogList n={1} />;
}
