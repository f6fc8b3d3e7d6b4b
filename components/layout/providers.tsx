'use client';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { NavbarMobileProvider } from '../navbar/mobile-context';


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
      storageKey={STORAGE_KEYS.theme}
      defaultTheme={respectSystem ? 'system' : defaultMode}
      enableSystem={respectSystem}
      themes={['light', 'dark']}
      disableTransitionOnChange
    >
      <NavbarMobileProvider>{children}</NavbarMobileProvider>
    </ThemeProvider>
  );
}
