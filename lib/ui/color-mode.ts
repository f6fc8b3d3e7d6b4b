export type ColorChoice = 'light' | 'dark' | 'system';

/** light ↔ dark; when the system preference is respected: system → light → dark → system. */
export function nextColorMode(current: ColorChoice, respectSystem: boolean): ColorChoice {
  if (!respectSystem) return current === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}
