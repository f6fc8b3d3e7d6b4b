import { RouteLink } from '@/components/ui/link';
import { Main } from '@/components/layout/main';
import { BadPathNotice } from '@/components/runtime/bad-path-notice';
import { pageMetadata } from '@/lib/seo/metadata';
import { docsEntry } from '@/lib/docs/source';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import styles from '@/components/layout/status-page.module.css';

export const metadata = pageMetadata({ title: 'Page Not Found', noindex: true });

export default function NotFound() {
  return (
    <Main className={styles.main}>
      <h1>Page Not Found</h1>
      <BadPathNotice />
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be wrong.</p>
      <ul className={styles.links}>
        {site.docs.enabled ? <li><RouteLink href={docsEntry()}>Read the docs</RouteLink></li> : null}
        {site.blog.enabled ? <li><RouteLink href={routes.blog()}>Browse the blog</RouteLink></li> : null}
        <li><RouteLink href={routes.search()}>Search the site</RouteLink></li>
      </ul>
    </Main>
  );
}
