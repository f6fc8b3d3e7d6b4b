'use client';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type Setter = (node: ReactNode | null) => void;
const SecondaryValue = createContext<ReactNode | null | undefined>(undefined);
const SecondarySetter = createContext<Setter | null>(null);

/** Holds the mobile sidebar's secondary menu, which a section layout (docs, blog) provides. */
export function NavbarMobileProvider({ children }: { children: ReactNode }) {
  const [secondary, setSecondary] = useState<ReactNode | null>(null);
  return (
    <SecondarySetter.Provider value={setSecondary}>
      <SecondaryValue.Provider value={secondary}>{children}</SecondaryValue.Provider>
    </SecondarySetter.Provider>
  );
}

export function useMobileSecondary(): ReactNode | null {
  const v = useContext(SecondaryValue);
  if (v === undefined) throw new Error('useMobileSecondary must be used inside <NavbarMobileProvider>');
  return v;
}

/** Rendered by a section layout: puts its children in the mobile sidebar's secondary menu. */
export function MobileSecondaryMenu({ children }: { children: ReactNode }) {
  const set = useContext(SecondarySetter);
  if (!set) throw new Error('<MobileSecondaryMenu> must be used inside <NavbarMobileProvider>');
  useEffect(() => {
    set(children);
    return () => set(null);
  }, [children, set]);
  return null;
}
