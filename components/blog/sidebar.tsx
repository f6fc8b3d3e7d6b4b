import { localizedBlog } from '@/lib/i18n/theme-config';
import { uiText } from '@/lib/i18n/ui-text';
import { blogSidebar } from '@/lib/blog/source';
import { SidebarLinks } from './sidebar-links';
import styles from './blog.module.css';

/** "All posts": the blog's sidebar, on desktop beside the content and on mobile in the secondary menu. */
export function BlogSidebar() {
  return (
    <nav aria-label={uiText().t('theme.blog.sidebar.navAriaLabel')} className={styles.sidebar}>
      <div className={styles.sidebarTitle}>{localizedBlog().sidebarTitle}</div>
      <SidebarLinks groups={blogSidebar().groups} />
    </nav>
  );
}
