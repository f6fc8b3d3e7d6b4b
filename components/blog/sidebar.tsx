import { blogSidebar } from '@/lib/blog/source';
import { site } from '@/lib/site';
import { SidebarLinks } from './sidebar-links';
import styles from './blog.module.css';

/** "All posts": the blog's sidebar, on desktop beside the content and on mobile in the secondary menu. */
export function BlogSidebar() {
  return (
    <nav aria-label="Blog recent posts navigation" className={styles.sidebar}>
      <div className={styles.sidebarTitle}>{site.blog.sidebarTitle}</div>
      <SidebarLinks groups={blogSidebar().groups} />
    </nav>
  );
}
