import { RouteLink } from '../ui/link';
import type { DocEntry } from '@/lib/docs/entry';
import type { SidebarItem } from '@/lib/docs/types';
import type { DocCard } from '@/lib/docusaurus/docs-client';
import styles from './docs.module.css';
import { DocCardsView } from './doc-card-list';

/** The cards of sidebar items: label and description (the doc's, else a category's count of items). */
export function docCardsOf(items: SidebarItem[], docs: DocEntry[]): DocCard[] {
  return items
    .filter((i): i is Exclude<SidebarItem, { type: 'html' }> => i.type !== 'html' && i.className !== 'hidden' && !!i.href)
    .map((i) => {
      const id = i.type === 'link' ? i.docId : i.linkDocId;
      const d = id ? docs.find((x) => x.id === id) : undefined;
      const count = i.type === 'category' ? i.items.length : 0;
      return { href: i.href!, label: i.label, text: d?.description ?? (count ? `${count} items` : ''), isCategory: i.type === 'category' };
    });
}

/** A card per sidebar item (a generated index, or Docusaurus's `<DocCardList />`): label and description. */
export function DocCards({ items, docs }: { items: SidebarItem[]; docs: DocEntry[] }) {
  return <DocCardsView cards={docCardsOf(items, docs)} classes={styles} Link={RouteLink} />;
}
