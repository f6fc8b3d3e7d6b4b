import type { ReactNode } from 'react';
import type { BlogPost } from '@/lib/blog/model';
import type { ListPage } from '@/lib/blog/pagination';
import { blogJsonLd } from '@/lib/seo/blog';
import { JsonLd } from '../seo/json-ld';
import { BlogListPaginator } from './paginator';
import { PostItem } from './post-item';
import styles from './blog.module.css';

/** One page of a post list (the blog, a tag, an author), with its header and paginator. */
export function PostList({ page, hrefOf, path, header }: { page: ListPage<BlogPost>; hrefOf: (n: number) => string; path: string; header: ReactNode }) {
  return (
    <div className={styles.listColumn}>
      <JsonLd data={blogJsonLd(page.items, path)} />
      {header}
      {page.items.map((p) => (
        <PostItem key={p.slug} post={p} />
      ))}
      <BlogListPaginator newer={page.newer ? hrefOf(page.newer) : undefined} older={page.older ? hrefOf(page.older) : undefined} />
    </div>
  );
}
