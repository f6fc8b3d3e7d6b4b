import type { SidebarCategory } from '@/lib/docs/types';
import { breadcrumbs } from '@/lib/docs/navigation';
import { currentVersion, mainSidebar } from '@/lib/docs/source';
import { Breadcrumbs } from './breadcrumbs';
import { DocCards } from './doc-cards';
import styles from './docs.module.css';

/** A generated-index category page: its title, description and a card per item. */
export function CategoryIndex({ category }: { category: SidebarCategory }) {
  const g = category.generatedIndex!;
  return (
    <div className={styles.docRow}>
      <div className={styles.docColumn}>
        <Breadcrumbs crumbs={breadcrumbs(mainSidebar(), category.href!, g.title)} />
        <article className={`markdown ${styles.article}`}>
          <h1>{g.title}</h1>
          {g.description ? <p className={styles.lead}>{g.description}</p> : null}
          <DocCards items={category.items} docs={currentVersion().docs} />
        </article>
      </div>
    </div>
  );
}
