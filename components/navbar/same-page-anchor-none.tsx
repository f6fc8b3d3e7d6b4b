import type { NavLinkLook } from '@/lib/navbar';
import { NavAnchor } from './nav-anchor';

/**
 * The language menu's row on a site of one locale, where no language menu is drawn: the locale's home,
 * with none of the browser code that finds the page in view (./same-page-anchor.tsx). next.config.ts
 * gives this module as `oso-locales-nav` unless NEXT_PUBLIC_MULTI_LOCALE is 1 (lib/builder/code-variants.ts).
 */
export function SamePageAnchor({ item, root, className, onClick }: { item: NavLinkLook; root: string; from: string; className?: string; onClick?: () => void }) {
  return <NavAnchor item={item} href={root} className={className} onClick={onClick} />;
}
