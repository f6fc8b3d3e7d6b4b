import { exportHref, withBase } from '@/lib/url';
import { RouteLink } from '../ui/link';
import { ReplaceRoute } from './replace-route';
import styles from './docs.module.css';

/**
 * A path that leads to another page (a category folder's own path → its generated index). A
 * static export cannot answer 308, so the page does what a static host's redirect would: a
 * zero-delay refresh in <head> (React hoists the <meta>), the router's replace when the page is
 * reached by client navigation, and, whatever happens, a visible link (never a blank page).
 */
export function Moved({ title, to }: { title: string; to: string }) {
  const href = withBase(exportHref(to));
  return (
    <div className={styles.docRow}>
      <div className={styles.docColumn}>
        <meta httpEquiv="refresh" content={`0;url=${href}`} />
        <article className={`markdown ${styles.article}`}>
          <h1>{title}</h1>
          <p>
            This section’s page is <RouteLink href={to}>{title}</RouteLink>.
          </p>
        </article>
        <ReplaceRoute to={to} />
      </div>
    </div>
  );
}
