export type ColorChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';
/** The site's colour-mode settings (site.config's `colorMode`). */
export type ColorModeConfig = { defaultMode: ColorMode; respectSystem: boolean };

/** light ↔ dark; when the system preference is respected: system → light → dark → system. */
export function nextColorMode(current: ColorChoice, respectSystem: boolean): ColorChoice {
  if (!respectSystem) return current === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}

/**
 * The mode a stored choice paints. No choice is 'system' when the site respects the system's
 * preference, else the default mode; 'system' on a site that does not respect it is the default.
 * Self-contained: the boot script inlines it with `toString()`.
 */
export function resolveColorChoice(choice: string | null, config: ColorModeConfig, systemDark: boolean): ColorMode {
  if (choice === 'light' || choice === 'dark') return choice;
  if (config.respectSystem && (choice === 'system' || choice === null)) return systemDark ? 'dark' : 'light';
  return config.defaultMode;
}
