'use client';
import { useState } from 'react';
import styles from './copy-page.module.css';

type State = 'idle' | 'copied' | 'failed';
/** The button's words in the page's locale, from the server (lib/i18n/ui-text.ts): one per state, and its title. */
export type CopyPageText = Record<State | 'title', string>;

async function markdown(src: string): Promise<string> {
  const res = await fetch(src);
  if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
  return res.text();
}

async function copyMarkdown(src: string) {
  // Safari lets a click write to the clipboard only if the write starts within the click, so it
  // gets a ClipboardItem whose text is still being fetched; browsers without one take plain text.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      const blob = markdown(src).then((t) => new Blob([t], { type: 'text/plain' }));
      return await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } catch {
      // fall through to writeText
    }
  }
  await navigator.clipboard.writeText(await markdown(src));
}

/** Copies the page's Markdown twin (`src`, base path included) for pasting into a chat assistant. */
export function CopyPage({ src, text }: { src: string; text: CopyPageText }) {
  const [state, setState] = useState<State>('idle');
  const copy = async () => {
    try {
      await copyMarkdown(src);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className={styles.copy} onClick={copy} title={text.title}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
        />
      </svg>
      <span aria-live="polite">{text[state]}</span>
    </button>
  );
}
