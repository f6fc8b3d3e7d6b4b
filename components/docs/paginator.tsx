import Link from 'next/link';
import type { PageLink } from '@/lib/docs/navigation';
import styles from './docs.module.css';

export function DocsPaginator({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.paginator}>
      {prev ? (
        <Link href={prev.href} className={styles.pageLink}>
          <span className={styles.pageSub}>Previous</span>
          <span className={styles.pageLabel}>« {prev.label}</span>
        </Link>
      ) : <span />}
      {next ? (
        <Link href={next.href} className={`${styles.pageLink} ${styles.pageNext}`}>
          <span className={styles.pageSub}>Next</span>
          <span className={styles.pageLabel}>{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
