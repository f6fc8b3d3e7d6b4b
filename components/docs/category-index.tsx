import type { SidebarCategory } from '@/lib/docs/types';
import { prevNext, shownBreadcrumbs } from '@/lib/docusaurus/doc-navigation';
import { site } from '@/lib/site';
import { docsSetOfHref, everySidebarItem } from '@/lib/docs/source';
import { Breadcrumbs } from './breadcrumbs';
import { DocCards } from './doc-cards';
import { DocsPaginator } from './paginator';
import styles from './docs.module.css';

/** A generated-index category page: its title, description, a card per item, and previous/next in sidebar order. */
export function CategoryIndex({ category }: { category: SidebarCategory }) {
  const g = category.generatedIndex!;
  const sidebar = everySidebarItem();
  const { prev, next } = prevNext(docsSetOfHref(category.href!), { href: category.href! });
  const crumbs = shownBreadcrumbs(site.docs.breadcrumbs, sidebar, category.href!, g.title);
  return (
    <div className={styles.docRow}>
      <div className={styles.docColumn}>
        {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
        <article className={`markdown ${styles.article}`}>
          <h1>{g.title}</h1>
          {g.description ? <p className={styles.lead}>{g.description}</p> : null}
          <DocCards items={category.items} docs={docsSetOfHref(category.href!).docs} />
        </article>
        <DocsPaginator prev={prev} next={next} />
      </div>
    </div>
  );
}
