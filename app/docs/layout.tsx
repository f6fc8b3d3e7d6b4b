import type { ReactNode } from 'react';
import { PreferredVersion } from '@/components/docs/preferred-version';
import styles from '@/components/docs/docs.module.css';

// Each docs page draws its sidebar and <main> (components/docs/docs-frame.tsx).
export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.wrapper}>
      {children}
      <PreferredVersion />
    </div>
  );
}
