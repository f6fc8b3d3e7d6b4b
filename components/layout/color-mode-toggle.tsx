'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { colorSnapshot, setColorChoice, subscribeColorMode } from '@/lib/runtime/color-mode';
import { nextColorMode, type ColorChoice, type ColorMode } from '@/lib/ui/color-choice';
import styles from './color-mode-toggle.module.css';


/** `text`: "Switch between dark and light mode (currently {mode})" and the three modes' names, in the page's locale. */
export type ColorToggleText = { label: string; dark: string; light: string; system: string };

export function ColorModeToggle({ defaultMode, respectSystem, className, text }: { defaultMode: ColorMode; respectSystem: boolean; className?: string; text: ColorToggleText }) {
  const config = useMemo(() => ({ defaultMode, respectSystem }), [defaultMode, respectSystem]);
  const subscribe = useCallback((onChange: () => void) => subscribeColorMode(config, onChange), [config]);
  // The server and hydration render the default; the label then follows the reader's choice.
  const snapshot = useSyncExternalStore(subscribe, () => colorSnapshot(config), () => `${defaultMode} ${defaultMode}`);
  const [choice, effective] = snapshot.split(' ') as [ColorChoice, ColorMode];
  const mode = respectSystem && choice === 'system' ? text.system : text[effective];
  const label = text.label.replace('{mode}', mode);
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      title={label}
      aria-label={label}
      aria-live="polite"
      onClick={() => setColorChoice(nextColorMode(choice, respectSystem), config)}
    >
      {/* Both icons are in the HTML; CSS shows the one for the painted theme, so nothing flips on hydration. */}
      <svg className={styles.sun} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <svg className={styles.moon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M20.5 14.6A8.5 8.5 0 1 1 9.4 3.5a7 7 0 0 0 11.1 11.1z" fill="currentColor" />
      </svg>
    </button>
  );
}
