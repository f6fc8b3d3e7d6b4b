import Link from 'next/link';
import styles from './blog.module.css';

/** Between list pages: newer posts are on lower-numbered pages. */
export function BlogListPaginator({ newer, older }: { newer?: string; older?: string }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Blog list page navigation" className={styles.paginator}>
      {newer ? (
        <Link href={newer} className={styles.pageLink}>
          <span className={styles.pageLabel}>« Newer entries</span>
        </Link>
      ) : <span />}
      {older ? (
        <Link href={older} className={`${styles.pageLink} ${styles.pageNext}`}>
          <span className={styles.pageLabel}>Older entries »</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** Between posts: the newer one and the older one, by title. */
export function PostPaginator({ newer, older }: { newer?: { href: string; title: string }; older?: { href: string; title: string } }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Blog post page navigation" className={styles.paginator}>
      {newer ? (
        <Link href={newer.href} className={styles.pageLink}>
          <span className={styles.pageSub}>Newer post</span>
          <span className={styles.pageLabel}>« {newer.title}</span>
        </Link>
      ) : <span />}
      {older ? (
        <Link href={older.href} className={`${styles.pageLink} ${styles.pageNext}`}>
          <span className={styles.pageSub}>Older post</span>
          <span className={styles.pageLabel}>{older.title} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
