import type { ReactNode } from 'react';
import { PreferredVersion } from '@/components/docs/preferred-version';
import { DocsSidebar } from '@/components/docs/sidebar';
import { Main } from '@/components/layout/main';
import { MobileSecondaryMenu } from '@/components/navbar/mobile-context';
import { mainSidebar } from '@/lib/docs/source';
import styles from '@/components/docs/docs.module.css';

export default function DocsLayout({ children }: { children: ReactNode }) {
  const sidebar = mainSidebar();
  return (
    <div className={styles.wrapper}>
      <aside className={styles.sidebarColumn}>
        <div className={styles.sidebarSticky}>
          <DocsSidebar items={sidebar} />
        </div>
      </aside>
      <MobileSecondaryMenu>
        <DocsSidebar items={sidebar} />
      </MobileSecondaryMenu>
      <PreferredVersion />
      <Main className={styles.main}>{children}</Main>
    </div>
  );
}
