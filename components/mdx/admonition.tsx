import type { ReactNode } from 'react';
import { ADMONITION_LABELS, ADMONITIONS } from '@/lib/docusaurus/remark-admonitions';

type Props = { type?: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode };

/**
 * Docusaurus's `@theme/Admonition`, with the markup `:::note` blocks get (lib/docusaurus/remark-admonitions.ts),
 * so both look the same. An unknown type reads as a note, as in Docusaurus.
 */
export function Admonition({ type = 'note', title, children }: Props) {
  const kind = (ADMONITIONS as readonly string[]).includes(type) ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`}>
      <p className="admonition-heading">{title ?? ADMONITION_LABELS[kind]}</p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
