'use client';
import type { ReactNode } from 'react';
import { NavbarMobileProvider } from '../navbar/mobile-context';

export function Providers({ children }: { children: ReactNode }) {
  return <NavbarMobileProvider>{children}</NavbarMobileProvider>;
}
