import { RouteLink } from '../ui/link';
import type { SidebarCategory } from '@/lib/docs/types';
import { breadcrumbs } from '@/lib/docs/navigation';
import { currentVersion, mainSidebar } from '@/lib/docs/source';
import { Breadcrumbs } from './breadcrumbs';
import styles from './docs.module.css';

/** A generated-index category page: its title, description and a card per item. */
export function CategoryIndex({ category }: { category: SidebarCategory }) {
  const g = category.generatedIndex!;
  const docs = currentVersion().docs;
  const cards = category.items
    .filter((i) => i.className !== 'hidden')
    .map((i) => {
      const d = i.type === 'link' ? docs.find((x) => x.id === i.docId) : i.linkDocId ? docs.find((x) => x.id === i.linkDocId) : undefined;
      const count = i.type === 'category' ? i.items.length : 0;
      return {
        href: i.href ?? '#',
        label: i.label,
        text: d?.description ?? (count ? `${count} items` : ''),
        isCategory: i.type === 'category',
      };
    });
  return (
    <div className={styles.docRow}>
      <div className={styles.docColumn}>
        <Breadcrumbs crumbs={breadcrumbs(mainSidebar(), category.href!, g.title)} />
        <article className={`markdown ${styles.article}`}>
          <h1>{g.title}</h1>
          {g.description ? <p className={styles.lead}>{g.description}</p> : null}
          <ul className={styles.cards}>
            {cards.map((c) => (
              <li key={c.href}>
                <RouteLink href={c.href} className={styles.card}>
                  <span className={styles.cardTitle}>
                    {c.isCategory ? '🗃️ ' : '📄️ '}
                    {c.label}
                  </span>
                  {c.text ? <span className={styles.cardText}>{c.text}</span> : null}
                </RouteLink>
              </li>
            ))}
          </ul>
        </article>
      </div>
    </div>
  );
}
