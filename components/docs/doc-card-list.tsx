/**
 * The cards' markup: drawn by the page (./doc-cards.tsx, its links RouteLink) and by `<DocCardList />`
 * in an island (components/islands/client-modules.tsx, with the class names the page gives it).
 */
import type { ComponentType, ReactNode } from 'react';
import type { DocCard } from '@/lib/docusaurus/docs-client';

type LinkProps = { href: string; className?: string; children: ReactNode };

export function DocCardsView({ cards, classes, Link, className }: { cards: DocCard[]; classes: Record<string, string>; Link: ComponentType<LinkProps>; className?: string }) {
  if (!cards.length) return null;
  return (
    <ul className={className ? `${classes.cards} ${className}` : classes.cards}>
      {cards.map((c) => (
        <li key={c.href}>
          <Link href={c.href} className={classes.card}>
            <span className={classes.cardTitle}>
              {c.isCategory ? '🗃️ ' : '📄️ '}
              {c.label}
            </span>
            {c.text ? <span className={classes.cardText}>{c.text}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
