import { AuthorCard } from '@/components/blog/author-card';
import { ListHeader, plural } from '@/components/blog/list-header';
import { blogMetadata } from '@/lib/seo/blog';
import { blogAuthorsList } from '@/lib/blog/source';
import { routes } from '@/lib/routes';
import styles from '@/components/blog/blog.module.css';

// A function, so a locale's blog (lib/builder/locale-route-folders.ts) gets it in its locale.
export const generateMetadata = () => blogMetadata({ title: 'Authors', description: 'The teams who write the blog, and their posts.', path: routes.blogAuthors() });

export default function BlogAuthorsPage() {
  return (
    <div className={styles.listColumn}>
      <ListHeader title="Authors" description="The teams who write the blog, and their posts." />
      <ul className={styles.authorIndex}>
        {blogAuthorsList().map(({ author, posts }) => (
          <li key={author.key}>
            <AuthorCard author={author} heading="h2" />
            <p className={styles.postCount}>{plural(posts.length)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
