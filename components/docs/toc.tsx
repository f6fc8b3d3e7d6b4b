import { uiText } from '@/lib/i18n/ui-text';
import type { TocItem } from '@/lib/content/toc';
import { TocDetails } from './toc-details';
import { TocHighlighter } from './toc-highlighter';
import styles from './docs.module.css';

type Node = TocItem & { children: Node[] };

function nest(items: TocItem[]): Node[] {
  const root: Node[] = [];
  const stack: Node[] = [];
  for (const it of items) {
    const node = { ...it, children: [] };
    while (stack.length && stack[stack.length - 1].depth >= it.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(node);
    stack.push(node);
  }
  return root;
}

function List({ nodes }: { nodes: Node[] }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`} data-toc-id={n.id}>
            {n.text}
          </a>
          {n.children.length ? <List nodes={n.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the h2–h3 headings (or the levels the doc asks for), highlighting the one in view. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  const text = uiText();
  return (
    <nav aria-label={text.t('engine.toc.navAriaLabel')} className={styles.toc}>
      <p className={styles.tocTitle}>{text.t('theme.TOCCollapsible.toggleButtonLabel')}</p>
      <List nodes={nest(items)} />
      <TocHighlighter />
    </nav>
  );
}

/**
 * The same list, collapsed above the text, for widths where the TOC column does not show (the
 * stylesheet shows one or the other; only one is ever in the accessibility tree).
 */
export function InlineTableOfContents({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  const text = uiText();
  return (
    <TocDetails className={styles.tocInline} summary={<summary className={styles.tocSummary}>{text.t('theme.TOCCollapsible.toggleButtonLabel')}</summary>}>
      <nav aria-label={text.t('engine.toc.navAriaLabel')}>
        <List nodes={nest(items)} />
      </nav>
    </TocDetails>
  );
}
