import { uiText } from '@/lib/i18n/ui-text';
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
  const text = uiText();
  const readMore = text.t('theme.blog.post.readMore');
  // The visible "Read more", then the rest of "Read more about {title}" for screen readers (nothing when the
  // locale's label does not begin with its "Read more").
  const label = text.t('theme.blog.post.readMoreLabel', { title: post.title });
  const more = label.startsWith(readMore) ? label.slice(readMore.length) : '';
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
            {readMore}
            {more ? <span className="visually-hidden">{more}</span> : null}
          </RouteLink>
        ) : null}
      </footer>
    </article>
  );
}
