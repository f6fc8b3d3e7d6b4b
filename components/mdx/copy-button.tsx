'use client';
import { useRef, useState } from 'react';
import styles from './copy-button.module.css';

/** Copies the code block it sits in; the text is read from the DOM, so no code is duplicated in props. */
export function CopyButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const code = ref.current?.closest('figure')?.querySelector('pre code');
    if (!code) return;
    const text = [...code.querySelectorAll('[data-line]')].map((l) => l.textContent ?? '').join('\n') || code.textContent || '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button ref={ref} type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy">
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
