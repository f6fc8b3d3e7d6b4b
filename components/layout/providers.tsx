'use client';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { NavbarMobileProvider } from '../navbar/mobile-context';

export const THEME_STORAGE_KEY = 'oso.theme';

export function Providers({
  children,
  defaultMode,
  respectSystem,
}: {
  children: ReactNode;
  defaultMode: 'light' | 'dark';
  respectSystem: boolean;
}) {
  return (
    <ThemeProvider
      attribute="data-theme"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme={respectSystem ? 'system' : defaultMode}
      enableSystem={respectSystem}
      themes={['light', 'dark']}
      disableTransitionOnChange
    >
      <NavbarMobileProvider>{children}</NavbarMobileProvider>
    </ThemeProvider>
  );
}
