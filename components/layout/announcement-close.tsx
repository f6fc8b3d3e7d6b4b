'use client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import styles from './announcement-bar.module.css';

export function AnnouncementClose({ label }: { label: string }) {
  const close = () => {
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    try {
      localStorage.setItem(STORAGE_KEYS.announcementDismiss, 'true');
    } catch {
      // Blocked storage: the bar still closes for this page view.
    }
  };
  return (
    <button type="button" className={styles.close} aria-label={label} onClick={close}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
