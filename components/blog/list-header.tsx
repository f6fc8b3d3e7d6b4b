import { uiText } from '@/lib/i18n/ui-text';
import { RouteLink } from '../ui/link';
import type { ReactNode } from 'react';
import styles from './blog.module.css';

/** "3 posts", in the page's locale (theme.blog.post.plurals). */
const plural = (n: number) => uiText().plural('theme.blog.post.plurals', n);

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
      {p.pages && p.pages > 1 ? <p>{uiText().t('engine.blog.pageOf', { page: p.page!, pages: p.pages })}</p> : null}
      {p.back ? (
        <p>
          <RouteLink href={p.back.href}>{p.back.label}</RouteLink>
        </p>
      ) : null}
    </header>
  );
}

export { plural };
