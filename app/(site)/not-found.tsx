import { uiText } from '@/lib/i18n/ui-text';
import { RouteLink } from '@/components/ui/link';
import { Main } from '@/components/layout/main';
import { BadPathNotice } from '@/components/runtime/bad-path-notice';
import { pageMetadata } from '@/lib/seo/metadata';
import { docsEntry } from '@/lib/docs/source';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import styles from '@/components/layout/status-page.module.css';

export const metadata = pageMetadata({ title: uiText().t('theme.NotFound.title'), noindex: true });

export default function NotFound() {
  const text = uiText();
  return (
    <Main className={styles.main}>
      <h1>{text.t('theme.NotFound.title')}</h1>
      <BadPathNotice />
      <p>{text.t('theme.NotFound.p1')}</p>
      <ul className={styles.links}>
        {site.docs.enabled ? <li><RouteLink href={docsEntry()}>{text.t('engine.notFound.docs')}</RouteLink></li> : null}
        {site.blog.enabled ? <li><RouteLink href={routes.blog()}>{text.t('engine.notFound.blog')}</RouteLink></li> : null}
        <li><RouteLink href={routes.search()}>{text.t('engine.notFound.search')}</RouteLink></li>
      </ul>
    </Main>
  );
}
