import { uiText } from '@/lib/i18n/ui-text';
import { notFound } from 'next/navigation';
import { RouteLink } from '@/components/ui/link';
import { listedDocTags, versionOfPathPart } from '@/lib/docs/source';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { DocsFrame } from './docs-frame';
import styles from './docs.module.css';

/**
 * A docs version's tag pages (`<routeBasePath>/<version path>/tags/` and `…/tags/<tag>/`), routed by
 * app/[...path]: `version` is the version's path part ('' for the last version), and each lists that
 * version's docs only.
 */
const tagsOf = (version: string) => listedDocTags(versionOfPathPart(version).name);

export const docsTagsMetadata = (version = '') => pageMetadata({ title: 'Tags', description: 'Every docs tag and its pages.', path: routes.docsTags(version) });

export function docsTagMetadata(tag: string, version = '') {
  const g = tagsOf(version).find((x) => x.tag.permalink === tag);
  return g ? pageMetadata({ title: `${g.docs.length} docs tagged with "${g.tag.label}"`, path: routes.docsTag(tag, version) }) : {};
}

export function DocsTagsPage({ version = '' }: { version?: string }) {
  const groups = tagsOf(version);
  // Docs without tags have no tag pages (the post-build step removes this one's placeholder).
  if (!groups.length) notFound();
  return (
    <DocsFrame>
      <div className={styles.docRow}>
        <div className={`markdown ${styles.docColumn}`}>
          <h1>{uiText().t('theme.tags.tagsPageTitle')}</h1>
          {/* Compact chips, as Docusaurus's tags page lists them: a screenful at any width. */}
          <ul className={styles.tagChips}>
            {groups.map(({ tag, docs }) => (
              <li key={tag.permalink}>
                <RouteLink href={routes.docsTag(tag.permalink, version)} className={styles.tag}>
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

export function DocsTagPage({ tag, version = '' }: { tag: string; version?: string }) {
  const g = tagsOf(version).find((x) => x.tag.permalink === tag);
  if (!g) notFound();
  return (
    <DocsFrame>
      <div className={styles.docRow}>
        <div className={`markdown ${styles.docColumn}`}>
          <h1>
            {uiText().t('engine.docs.tagPageHeading', { nDocsTagged: uiText().plural('theme.docs.tagDocListPageTitle.nDocsTagged', g.docs.length), tagName: g.tag.label })}
          </h1>
          <p>
            <RouteLink href={routes.docsTags(version)}>{uiText().t('theme.tags.tagsPageLink')}</RouteLink>
          </p>
          <ul className={styles.cards}>
            {g.docs.map((d) => (
              <li key={d.id}>
                <RouteLink href={routes.doc(d.route)} className={styles.card}>
                  <span className={styles.cardTitle}>{d.title}</span>
                  {d.description ? <span className={styles.cardText}>{d.description}</span> : null}
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </DocsFrame>
  );
}
