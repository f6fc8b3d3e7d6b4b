import { uiText } from '@/lib/i18n/ui-text';
import { RouteLink } from '../ui/link';
import type { Crumb } from '@/lib/docusaurus/doc-navigation';
import { docsHome } from '@/lib/docs/source';
import styles from './docs.module.css';

/** A page's breadcrumbs, after a link to the docs' home page when they have one (as in Docusaurus). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const home = docsHome();
  const text = uiText();
  return (
    <nav aria-label={text.t('theme.docs.breadcrumbs.navAriaLabel')} className={styles.breadcrumbs}>
      <ol>
        {home ? (
          <li>
            <RouteLink href={home} aria-label={text.t('theme.docs.breadcrumbs.home')}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" fill="currentColor" />
              </svg>
            </RouteLink>
          </li>
        ) : null}
        {crumbs.map((c, i) => (
          <li key={i}>
            {c.href ? <RouteLink href={c.href}>{c.label}</RouteLink> : <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
