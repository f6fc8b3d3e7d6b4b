import { uiText } from '@/lib/i18n/ui-text';
import type { ReactNode } from 'react';
import { Main } from '@/components/layout/main';
import { MobileSecondaryMenu } from '@/components/navbar/mobile-context';
import { sidebarView } from '@/lib/docs/sidebar-view';
import { sidebarFor } from '@/lib/docs/source';
import { docsVersions } from '@/lib/docusaurus/versions';
import { DocsSidebar } from './sidebar';
import { PreferredVersion } from './preferred-version';
import styles from './docs.module.css';

/**
 * A docs page's sidebar column and <main>. The page, not the docs layout, draws the sidebar: it
 * knows which branch to open, so its HTML and payload carry that branch and the top level only
 * (lib/docs/sidebar-view.ts), and no copy of the whole tree is shared by, and repeated in, every page.
 */
export function DocsFrame({ active, children }: { active?: string; children: ReactNode }) {
  // A page no sidebar lists has none, as in Docusaurus (a sidebars file may leave docs out).
  const items = sidebarView(sidebarFor(active), active);
  const ui = uiText();
  const text = { nav: ui.t('theme.docs.sidebar.navAriaLabel'), expand: ui.message('theme.DocSidebarItem.expandCategoryAriaLabel'), collapse: ui.message('theme.DocSidebarItem.collapseCategoryAriaLabel') };
  // The docs' wrapper is the page's, not a layout's: the docs may share the root route with the
  // site's own pages (routeBasePath '/'), so no layout segment is theirs alone (app/[...path]).
  return (
    <div className={styles.wrapper}>
      {items.length ? (
        <>
          <aside className={styles.sidebarColumn}>
            <div className={styles.sidebarSticky}>
              <DocsSidebar items={items} text={text} />
            </div>
          </aside>
          <MobileSecondaryMenu>
            <DocsSidebar items={items} text={text} />
          </MobileSecondaryMenu>
        </>
      ) : null}
      <Main className={styles.main}>{children}</Main>
      {docsVersions().length === 1 ? <PreferredVersion /> : null}
    </div>
  );
}
