import type { ReactNode } from 'react';

export const MAIN_ID = '__main';

/** The one <main> of a page; the skip link lands here. */
export function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
