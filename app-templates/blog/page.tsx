import { BlogList, blogListMetadata } from '@/components/blog/blog-list';

// A function, so a locale's blog (lib/builder/locale-route-folders.ts) gets it in its locale.
export const generateMetadata = () => blogListMetadata(1);

export default function BlogIndexPage() {
  return <BlogList n={1} />;
}
