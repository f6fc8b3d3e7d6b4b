import { formatDate } from '@/lib/format';
import { site } from '@/lib/site';
import styles from './blog.module.css';

/** "July 16, 2024 · 6 min read" */
export function PostMeta({ date, minutes }: { date: string; minutes: number }) {
  return (
    <div className={styles.meta}>
      <time dateTime={date}>{formatDate(date)}</time>
      {site.blog.showReadingTime ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>{minutes} min read</span>
        </>
      ) : null}
    </div>
  );
}
