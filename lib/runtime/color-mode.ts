/**
 * The colour mode in the browser: the reader's choice ('light' | 'dark' | 'system'), kept in
 * localStorage under STORAGE_KEYS.theme, and the mode painted, `data-theme` on <html>. The boot script
 * (lib/runtime/boot.ts) paints the stored choice before the first paint; after hydration the toggle
 * changes it with `setColorChoice` and follows other tabs and the system's setting.
 */
import { STORAGE_KEYS } from '../storage-keys';
import { resolveColorChoice, type ColorChoice, type ColorMode, type ColorModeConfig } from '../ui/color-choice';

/** The choice made on this page when storage is blocked (it then lasts as long as the page). */
let unstored: ColorChoice | null = null;

/** The reader's choice: stored, else made on this page, else none. */
export function colorChoice(): ColorChoice | null {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.theme);
    if (v === 'light' || v === 'dark' || v === 'system') return v;
  } catch {
    // blocked storage
  }
  return unstored;
}

const systemQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

/** The mode painted for the current choice. */
export const colorMode = (config: ColorModeConfig): ColorMode => resolveColorChoice(colorChoice(), config, Boolean(systemQuery()?.matches));

/**
 * What the toggle shows, as one string (a `useSyncExternalStore` snapshot): the choice in effect
 * (none made is 'system' where the site follows the system, else its default mode) and the mode painted.
 */
export function colorSnapshot(config: ColorModeConfig): `${ColorChoice} ${ColorMode}` {
  const choice = colorChoice() ?? (config.respectSystem ? 'system' : config.defaultMode);
  return `${choice} ${resolveColorChoice(choice, config, Boolean(systemQuery()?.matches))}`;
}

/** Paint a mode with transitions off for that moment (a toggle would otherwise animate every colour). */
function paint(mode: ColorMode) {
  const root = document.documentElement;
  if (root.getAttribute('data-theme') === mode) return;
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(still);
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
  void window.getComputedStyle(document.body).opacity; // apply the new colours before transitions return
  setTimeout(() => still.remove(), 1);
}

const listeners = new Set<() => void>();

function refresh(config: ColorModeConfig) {
  paint(colorMode(config));
  listeners.forEach((l) => l());
}

/**
 * Follow changes made elsewhere (another tab's choice, the system's mode) while subscribed; returns
 * the unsubscribe, as `useSyncExternalStore` wants.
 */
export function subscribeColorMode(config: ColorModeConfig, onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.theme || e.key === null) refresh(config);
  };
  const onSystem = () => refresh(config);
  const query = systemQuery();
  window.addEventListener('storage', onStorage);
  query?.addEventListener('change', onSystem);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
    query?.removeEventListener('change', onSystem);
  };
}

/** Store and paint a choice; with storage blocked it holds for this page. */
export function setColorChoice(choice: ColorChoice, config: ColorModeConfig) {
  unstored = choice;
  try {
    localStorage.setItem(STORAGE_KEYS.theme, choice);
  } catch {
    // blocked storage: `unstored` holds it
  }
  refresh(config);
}
