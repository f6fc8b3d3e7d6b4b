import { uiText } from '@/lib/i18n/ui-text';
import { RouteLink } from '../ui/link';
import type { Tag as BlogTag } from '@/lib/docusaurus/tags';
import { routes } from '@/lib/routes';
import styles from './blog.module.css';

export function PostTags({ tags }: { tags: BlogTag[] }) {
  if (!tags.length) return null;
  const text = uiText();
  return (
    <div className={styles.tags}>
      <b>{text.t('theme.tags.tagsListLabel')}</b>
      <ul>
        {tags.map((t) => (
          <li key={t.permalink}>
            <RouteLink href={routes.blogTag(t.permalink)} className={styles.tag} rel="tag">
              {t.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
