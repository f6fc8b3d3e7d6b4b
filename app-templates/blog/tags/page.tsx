import { RouteLink } from '@/components/ui/link';
import { ListHeader } from '@/components/blog/list-header';
import { blogMetadata } from '@/lib/seo/blog';
import { blogTags } from '@/lib/blog/source';
import { routes } from '@/lib/routes';
import styles from '@/components/blog/blog.module.css';

// A function, so a locale's blog (lib/builder/locale-route-folders.ts) gets it in its locale.
export const generateMetadata = () => blogMetadata({ title: 'Tags', description: 'Every blog tag and how many posts carry it.', path: routes.blogTags() });

export default function BlogTagsPage() {
  return (
    <div className={styles.listColumn}>
      <ListHeader title="Tags" description="Every blog tag and how many posts carry it." />
      <ul className={styles.tagIndex}>
        {blogTags().map(({ tag, posts }) => (
          <li key={tag.permalink}>
            <RouteLink href={routes.blogTag(tag.permalink)} className={styles.tag} title={tag.description}>
              {tag.label}
              <span className={styles.tagCount}>{posts.length}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
