import { uiText } from '@/lib/i18n/ui-text';
import { RouteLink } from '@/components/ui/link';
import { ListHeader } from '@/components/blog/list-header';
import { blogMetadata } from '@/lib/seo/blog';
import { blogYears } from '@/lib/blog/source';
import { formatDate } from '@/lib/i18n/dates';
import { routes } from '@/lib/routes';
import styles from '@/components/blog/blog.module.css';

// A function, so a locale's blog (lib/builder/locale-route-folders.ts) gets it in its locale.
export const generateMetadata = () => blogMetadata({ title: uiText().t('theme.blog.archive.title'), description: uiText().t('engine.blog.archiveDescription'), path: routes.blogArchive() ?? undefined });

export default function ArchivePage() {
  return (
    <div className={styles.listColumn}>
      <ListHeader title={uiText().t('theme.blog.archive.title')} description={uiText().t('engine.blog.archiveDescription')} />
      {blogYears().map(({ year, posts }) => (
        <section key={year} className={styles.archiveYear} aria-labelledby={`archive-${year}`}>
          <h2 id={`archive-${year}`}>{year}</h2>
          <ul>
            {posts.map((p) => (
              <li key={p.slug}>
                <time className={styles.archiveDate} dateTime={p.date}>
                  {formatDate(p.date)}
                </time>
                <RouteLink href={routes.post(p.slug)}>{p.title}</RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
