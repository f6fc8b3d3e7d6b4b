import type { ReactNode } from 'react';
import { BlogSidebar } from '@/components/blog/sidebar';
import { Main } from '@/components/layout/main';
import { MobileSecondaryMenu } from '@/components/navbar/mobile-context';
import styles from '@/components/blog/blog.module.css';

/** The blog's page frame: its sidebar (and the mobile menu's copy) beside the page. The blog's route folder's layout, and the site's `/` when that is the blog's list. */
export function BlogFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.wrapper}>
      <aside className={styles.sidebarColumn}>
        <div className={styles.sidebarSticky}>
          <BlogSidebar />
        </div>
      </aside>
      <MobileSecondaryMenu>
        <BlogSidebar />
      </MobileSecondaryMenu>
      <Main className={styles.main}>{children}</Main>
    </div>
  );
}
