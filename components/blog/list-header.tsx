import { RouteLink } from '../ui/link';
import type { ReactNode } from 'react';
import styles from './blog.module.css';

const plural = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/** The heading of a list page; tag and author pages show their post count beside the name. */
export function ListHeader(p: { title: ReactNode; count?: number; description?: string; page?: number; pages?: number; back?: { href: string; label: string }; children?: ReactNode }) {
  return (
    <header className={styles.listHeader}>
      {p.children}
      {p.title ? (
        <h1>
          {p.title}
          {p.count !== undefined ? <span className={styles.count}> · {plural(p.count)}</span> : null}
        </h1>
      ) : null}
      {p.description ? <p>{p.description}</p> : null}
      {p.pages && p.pages > 1 ? <p>Page {p.page} of {p.pages}</p> : null}
      {p.back ? (
        <p>
          <RouteLink href={p.back.href}>{p.back.label}</RouteLink>
        </p>
      ) : null}
    </header>
  );
}

export { plural };
