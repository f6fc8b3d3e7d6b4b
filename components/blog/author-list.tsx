import { uiText } from '@/lib/i18n/ui-text';
import { notFound } from 'next/navigation';
import { blogMetadata } from '@/lib/seo/blog';
import { blogAuthor, postsPerPage } from '@/lib/blog/source';
import { paginate } from '@/lib/blog/pagination';
import { routes } from '@/lib/routes';
import { AuthorCard } from './author-card';
import { ListHeader, plural } from './list-header';
import { PostList } from './post-list';
import styles from './blog.module.css';

const lookup = (id: string, n: number) => {
  const group = blogAuthor(id);
  const page = group ? paginate(group.posts, postsPerPage(), n) : null;
  return group && page ? { ...group, page } : null;
};

/** Shared by /blog/authors/{id} and /blog/authors/{id}/page/{n}. */
export function authorListMetadata(id: string, n: number) {
  const found = lookup(id, n);
  if (!found) return {};
  const a = found.author;
  return blogMetadata({ title: `${a.name}${n > 1 ? ` - Page ${n}` : ''}`, description: a.title, path: routes.blogAuthor(id, n) });
}

export function AuthorPostList({ id, n }: { id: string; n: number }) {
  const found = lookup(id, n);
  if (!found) notFound();
  const { author, posts, page } = found;
  return (
    <PostList
      page={page}
      path={routes.blogAuthor(id, n)}
      hrefOf={(i) => routes.blogAuthor(id, i)}
      header={
        <ListHeader title={null} page={page.page} pages={page.pages} back={{ href: routes.blogAuthors(), label: uiText().t('theme.blog.authorsList.viewAll') }}>
          <AuthorCard author={author} large heading="h1" />
          <p className={styles.postCount}>{plural(posts.length)}</p>
        </ListHeader>
      }
    />
  );
}
