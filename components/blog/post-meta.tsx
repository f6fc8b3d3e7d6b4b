import { uiText } from '@/lib/i18n/ui-text';
import { formatDate } from '@/lib/i18n/dates';
import { site } from '@/lib/site';
import styles from './blog.module.css';

/** "July 16, 2024 · 6 min read" */
export function PostMeta({ date, minutes }: { date: string; minutes: number }) {
  const text = uiText();
  return (
    <div className={styles.meta}>
      <time dateTime={date}>{formatDate(date)}</time>
      {site.blog.showReadingTime ? (
        <>
          <span aria-hidden="true"> · </span>
          <span>{text.plural('theme.blog.post.readingTime.plurals', minutes, { readingTime: minutes })}</span>
        </>
      ) : null}
    </div>
  );
}
