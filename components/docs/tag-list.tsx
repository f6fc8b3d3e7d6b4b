import { uiText } from '@/lib/i18n/ui-text';
import { RouteLink } from '../ui/link';
import { routes } from '@/lib/routes';
import type { Tag } from '@/lib/docusaurus/tags';
import styles from './docs.module.css';

export function DocTagList({ tags }: { tags: Tag[] }) {
  if (!tags.length) return null;
  const text = uiText();
  return (
    <div className={styles.tags}>
      <b>{text.t('theme.tags.tagsListLabel')}</b>
      <ul>
        {tags.map((tag) => {
          return (
            <li key={tag.permalink}>
              <RouteLink href={routes.docsTag(tag.permalink)} className={styles.tag} rel="tag">
                {tag.label}
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
