'use client';
import type { CodeButtonsText } from '@/lib/i18n/ui-text';
import { useRef, useState } from 'react';
import styles from './copy-button.module.css';

/** Copies the code block it sits in; the text is read from the DOM, so no code is duplicated in props. */
export function CopyButton({ text }: { text: CodeButtonsText }) {
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
    <button ref={ref} type="button" className={styles.button} onClick={copy} aria-label={copied ? text.copied : text.copyAriaLabel} title={text.copy}>
      {copied ? text.copied : text.copy}
    </button>
  );
}

/**
 * Soft-wraps the long lines of the block it sits in (Docusaurus's word-wrap toggle): the figure's
 * data-wrap attribute switches the stylesheet (app/markdown.css), so the code itself is untouched
 * and Copy still copies the lines as written.
 */
export function WrapButton({ text }: { text: CodeButtonsText }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [on, setOn] = useState(false);
  const toggle = () => {
    const figure = ref.current?.closest('figure');
    if (!figure) return;
    figure.toggleAttribute('data-wrap', !on);
    setOn(!on);
  };
  return (
    <button ref={ref} type="button" className={styles.button} onClick={toggle} aria-label={text.wrap} aria-pressed={on} title={text.wrap}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
      </svg>
    </button>
  );
}

/** The buttons at the top right of a code block; they act only with scripts, so only then do they show. */
export function CodeActions({ text }: { text: CodeButtonsText }) {
  return (
    <div className={styles.actions}>
      <WrapButton text={text} />
      <CopyButton text={text} />
    </div>
  );
}
