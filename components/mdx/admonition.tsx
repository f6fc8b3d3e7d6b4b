import type { ReactNode } from 'react';
import { admonitionOf } from '@/lib/docusaurus/remark-admonitions';

type Props = { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode };

/**
 * Docusaurus's `@theme/Admonition`, with the markup `:::note` blocks get (lib/docusaurus/remark-admonitions.ts),
 * so both look the same, legacy types (`secondary`, `success`) included. An unknown type reads as a
 * note, as in Docusaurus.
 */
export function Admonition({ type = 'note', title, children }: Props) {
  const box = admonitionOf(type) ?? admonitionOf('note')!;
  return (
    <aside className={`admonition admonition-${box.type}`}>
      <p className="admonition-heading">{title ?? box.label}</p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
