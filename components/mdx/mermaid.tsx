import type { CSSProperties } from 'react';
import styles from './mermaid.module.css';

type Props = {
  /** The diagram's mermaid source. */
  value: string;
  /** SVGs drawn at build time (lib/docusaurus/remark-mermaid.ts); absent when the build could not draw. */
  light?: string;
  dark?: string;
  /** Natural width in px. */
  width?: string;
  title?: string;
  description?: string;
};

/**
 * A mermaid diagram: both colour modes are in the HTML and CSS shows the one `<html data-theme>`
 * names, so it is drawn without scripts and switches with the page. The SVG is an image named by
 * the diagram's accTitle (else "Diagram"); its text is in the source below it.
 */
export function Mermaid({ value, light, dark, width }: Props) {
  const source = (
    <pre>
      <code>{value}</code>
    </pre>
  );
  if (!light || !dark) {
    return (
      <figure className={styles.fallback}>
        <figcaption>Diagram (not drawn in this build; its source)</figcaption>
        {source}
      </figure>
    );
  }
  return (
    <figure className={styles.diagram}>
      {/* Focusable so the keyboard can scroll a wide diagram, as code blocks and tables are. */}
      <div className={styles.frame} tabIndex={0} style={{ '--mermaid-width': `${Number(width) || 0}px` } as CSSProperties}>
        <div className={styles.light} dangerouslySetInnerHTML={{ __html: light }} />
        <div className={styles.dark} dangerouslySetInnerHTML={{ __html: dark }} />
      </div>
      <details className={styles.source}>
        <summary>Diagram source</summary>
        {source}
      </details>
    </figure>
  );
}
