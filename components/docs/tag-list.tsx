import { RouteLink } from '../ui/link';
import { routes } from '@/lib/routes';
import { docTagOf } from '@/lib/docs/tags';
import styles from './docs.module.css';

export function DocTagList({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <div className={styles.tags}>
      <b>Tags:</b>
      <ul>
        {tags.map((t) => {
          const tag = docTagOf(t);
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
