'use client';
import styles from './status-page.module.css';

/** The crash page: what broke, and a way to try again without losing the tab. */
export function CrashPage({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <main id="__main" tabIndex={-1} className={styles.main}>
      <h1>Page Error</h1>
      <p>This page crashed.</p>
      <p>
        <button type="button" className={styles.retry} onClick={reset}>
          Try again
        </button>
      </p>
      <pre className={styles.error}>{error.message || String(error)}</pre>
    </main>
  );
}
