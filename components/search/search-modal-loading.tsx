'use client';
import { createContext, useContext } from 'react';
import { LoadingIndicator, type LoadingProps } from '@/components/ui/lazy';
import styles from './search-modal-loading.module.css';

/** Lets the placeholder close the dialog it stands in for. */
export const CloseSearchContext = createContext<() => void>(() => {});

/** Shown while the dialog's code loads: a backdrop, the delayed spinner, or the error with Retry. */
export function SearchModalLoading(props: LoadingProps) {
  const close = useContext(CloseSearchContext);
  if (!props.error && !props.pastDelay) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Search">
        {props.error ? <p className={styles.title}>The search dialog could not load.</p> : null}
        <LoadingIndicator {...props} />
        <button type="button" className={styles.close} onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
