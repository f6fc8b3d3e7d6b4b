import { RouteLink } from './link';
import styles from './pager.module.css';

export type PagerSide = { href: string; label: string; sub?: string };

/** A two-sided pager (docs prev/next, blog list pages, newer/older post): one look everywhere. */
export function Pager({ label, prev, next }: { label: string; prev?: PagerSide; next?: PagerSide }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {prev ? (
        <RouteLink href={prev.href} className={styles.link}>
          {prev.sub ? <span className={styles.sub}>{prev.sub}</span> : null}
          <span className={styles.label}>« {prev.label}</span>
        </RouteLink>
      ) : null}
      {next ? (
        <RouteLink href={next.href} className={`${styles.link} ${styles.next}`}>
          {next.sub ? <span className={styles.sub}>{next.sub}</span> : null}
          <span className={styles.label}>{next.label} »</span>
        </RouteLink>
      ) : null}
    </nav>
  );
}
