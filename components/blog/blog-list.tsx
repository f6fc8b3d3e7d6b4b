import { localizedBlog } from '@/lib/i18n/theme-config';
import { notFound } from 'next/navigation';
import { ListHeader } from '@/components/blog/list-header';
import { PostList } from '@/components/blog/post-list';
import { blogMetadata } from '@/lib/seo/blog';
import { blogListPage } from '@/lib/blog/source';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** Shared by /blog and /blog/page/{n}. */
export function blogListMetadata(n: number) {
  const page = blogListPage(n);
  if (!page) return {};
  const blog = localizedBlog();
  return blogMetadata({ title: n > 1 ? `${blog.title} - Page ${n}` : blog.title, description: blog.description, path: routes.blogPage(n) });
}

export function BlogList({ n }: { n: number }) {
  const page = blogListPage(n);
  if (!page) notFound();
  return (
    <PostList
      page={page}
      path={routes.blogPage(n)}
      hrefOf={routes.blogPage}
      header={<ListHeader title={localizedBlog().title} description={localizedBlog().description} page={page.page} pages={page.pages} />}
    />
  );
}
