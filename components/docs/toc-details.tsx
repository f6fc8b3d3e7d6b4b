'use client';
import { useRef, type ReactNode } from 'react';

/**
 * The "On this page" that sits above the text on narrower screens: a <details>, so it opens and
 * closes without JavaScript; with it, following one of its links closes it again (as Docusaurus
 * does), so the heading jumped to is not pushed down by the open list.
 */
export function TocDetails({ className, summary, children }: { className: string; summary: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={ref}
      className={className}
      onClick={(e) => {
        if ((e.target as Element).closest('a[href^="#"]') && ref.current) ref.current.open = false;
      }}
    >
      {summary}
      {children}
    </details>
  );
}
