import { uiText } from '@/lib/i18n/ui-text';
import { RouteLink } from '../ui/link';
import { routes } from '@/lib/routes';
import type { Tag } from '@/lib/docusaurus/tags';
import styles from './docs.module.css';

/** A doc's tags, each linking to its version's tag page (`version`: the version's path part, '' for the last). */
export function DocTagList({ tags, version = '' }: { tags: Tag[]; version?: string }) {
  if (!tags.length) return null;
  const text = uiText();
  return (
    <div className={styles.tags}>
      <b>{text.t('theme.tags.tagsListLabel')}</b>
      <ul>
        {tags.map((tag) => {
          return (
            <li key={tag.permalink}>
              <RouteLink href={routes.docsTag(tag.permalink, version)} className={styles.tag} rel="tag">
                {tag.label}
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
