import errors from 'oso-dev-errors';
import type { DevError } from '@/lib/dev/content-errors';
import styles from './dev-content-errors.module.css';

/**
 * `npm run dev` only: the content errors of the files being edited (lib/dev/content-errors.ts), above
 * every page until they are fixed. A production build has none to show.
 */
export function DevContentErrors() {
  const list = errors as DevError[];
  if (!list.length) return null;
  return (
    <div role="alert" className={styles.panel}>
      <p className={styles.title}>
        {list.length === 1 ? 'A content file has an error' : `${list.length} content errors`}: the page shows its last good version until it is fixed.
      </p>
      <ul className={styles.list}>
        {list.map((e) => (
          <li key={`${e.file}:${e.line ?? ''}:${e.field ?? ''}:${e.message}`}>
            <code>
              {e.file}
              {e.line ? `:${e.line}` : ''}
            </code>
            {e.field ? ` ${e.field}:` : ''} {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
