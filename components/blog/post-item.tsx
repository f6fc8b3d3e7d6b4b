import { RouteLink } from '../ui/link';
import type { BlogPost } from '@/lib/blog/model';
import { routes } from '@/lib/routes';
import { AuthorList } from './author-card';
import { PostBody } from './post-body';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';
import styles from './blog.module.css';

/** A post on a list: title, date, reading time, authors, excerpt, tags and "Read more". */
export function PostItem({ post }: { post: BlogPost }) {
  const href = routes.post(post.slug);
  return (
    <article className={styles.item}>
      <header>
        <h2 className={styles.itemTitle}>
          <RouteLink href={href}>{post.title}</RouteLink>
        </h2>
        <PostMeta date={post.date} minutes={post.readingMinutes} />
        <AuthorList authors={post.authors} links={false} />
      </header>
      <div className={`markdown ${styles.excerpt}`}>
        <PostBody post={post} excerpt />
      </div>
      <footer className={styles.itemFooter}>
        <PostTags tags={post.tags} />
        {/* The title is in the link's text, not only its aria-label: link-text checks (Lighthouse SEO) read the text. */}
        {post.truncated ? (
          <RouteLink href={href} className={styles.readMore}>
            Read more<span className="visually-hidden"> about {post.title}</span>
          </RouteLink>
        ) : null}
      </footer>
    </article>
  );
}
