import { notFound } from 'next/navigation';
import { RouteLink } from '@/components/ui/link';
import { listedDocTags } from '@/lib/docs/source';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { DocsFrame } from '@/components/docs/docs-frame';
import styles from '@/components/docs/docs.module.css';

export const metadata = pageMetadata({ title: 'Tags', description: 'Every docs tag and its pages.', path: routes.docsTags() });

export default function DocsTagsPage() {
  const groups = listedDocTags();
  // Docs without tags have no tag pages (the post-build step removes this one's placeholder).
  if (!groups.length) notFound();
  return (
    <DocsFrame>
      <div className={styles.docRow}>
        <div className={`markdown ${styles.docColumn}`}>
          <h1>Tags</h1>
          {/* Compact chips, as Docusaurus's tags page lists them: a screenful at any width. */}
          <ul className={styles.tagChips}>
            {groups.map(({ tag, docs }) => (
              <li key={tag.permalink}>
                <RouteLink href={routes.docsTag(tag.permalink)} className={styles.tag}>
                  {tag.label}
                  <span className={styles.tagCount}>
                    {docs.length}
                    <span className="visually-hidden"> {docs.length === 1 ? 'doc' : 'docs'}</span>
                  </span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </DocsFrame>
  );
}
