import { HomeFrame } from '@/components/home/home-frame';
import { BlogFrame } from '@/components/blog/blog-frame';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';

/** The site's `/` when the blog is at the root (Docusaurus's blog-only mode) and the site has no src/pages/index: the blog's first list page. */
export const generateMetadata = () => blogListMetadata(1);

export default function Home() {
  return (
    <HomeFrame>
      <BlogFrame>
        <BlogList n={1} />
      </BlogFrame>
    </HomeFrame>
  );
}
