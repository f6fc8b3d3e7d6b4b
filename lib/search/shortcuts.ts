/**
 * The dialog's keyboard contract (DocSearch's useDocSearchKeyboardEvents, without loading
 * DocSearch): Ctrl/⌘ K toggles, "/" opens when no field has focus, Escape closes.
 */
export type KeyLike = {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey?: boolean;
  target: unknown;
};

export function isEditable(target: unknown): boolean {
  const t = target as { tagName?: string; isContentEditable?: boolean } | null;
  return Boolean(t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName ?? '')));
}

export function shortcutAction(e: KeyLike, isOpen: boolean): 'open' | 'close' | null {
  if (e.key === 'Escape') return isOpen ? 'close' : null;
  if (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey) return isOpen ? 'close' : 'open';
  if (e.key === '/' && !isOpen && !e.metaKey && !e.ctrlKey && !isEditable(e.target)) return 'open';
  return null;
}

/** A printable key typed on the focused search button opens the dialog with it as the query. */
export const isTypedQueryStart = (e: KeyLike) => e.key.length === 1 && /[\p{L}\p{N}]/u.test(e.key) && !e.metaKey && !e.ctrlKey && !e.altKey;

export const isApplePlatform = (platform: string) => /(Mac|iPhone|iPod|iPad)/i.test(platform);
