import { notFound } from 'next/navigation';
import { RouteLink } from '@/components/ui/link';
import { docTags } from '@/lib/docs/tags';
import { listedDocs } from '@/lib/docs/source';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import styles from '@/components/docs/docs.module.css';

export const metadata = pageMetadata({ title: 'Tags', description: 'Every docs tag and its pages.', path: routes.docsTags() });

export default function DocsTagsPage() {
  const groups = docTags(listedDocs());
  // Docs without tags have no tag pages (the post-build step removes this one's placeholder).
  if (!groups.length) notFound();
  return (
    <div className={styles.docRow}>
      <div className={`markdown ${styles.docColumn}`}>
        <h1>Tags</h1>
        <ul className={styles.cards}>
          {groups.map(({ tag, docs }) => (
            <li key={tag.permalink}>
              <RouteLink href={routes.docsTag(tag.permalink)} className={styles.card}>
                <span className={styles.cardTitle}>{tag.label}</span>
                <span className={styles.cardText}>{docs.length} {docs.length === 1 ? 'doc' : 'docs'}</span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
