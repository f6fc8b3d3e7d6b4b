'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { routes } from '@/lib/routes';
import styles from './search-button.module.css';

const isEditable = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** The navbar search control: the button, and the Ctrl/⌘ K and / shortcuts. */
export function SearchButton() {
  const router = useRouter();
  const [apple, setApple] = useState(false);
  useEffect(() => {
    setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform));
    const onKey = (e: KeyboardEvent) => {
      const mod = (e.key === 'k' || e.key === 'K') && (e.metaKey || e.ctrlKey);
      const slash = e.key === '/' && !isEditable(e.target);
      if (!mod && !slash) return;
      e.preventDefault();
      router.push(routes.search());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [router]);
  return (
    <button type="button" className={styles.button} aria-label="Search" onClick={() => router.push(routes.search())}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.placeholder}>Search</span>
      <span className={styles.keys} aria-hidden="true">
        <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}
