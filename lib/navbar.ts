import { routes } from './routes';
import { site } from './site';

/** A menu row: a link, or a heading that groups the links after it. */
export type NavMenuEntry = { label: string; href: string } | { heading: string };

/**
 * The navbar's items as the desktop bar and the mobile menu both render them. Each item carries
 * the path prefix under which it shows as active (none for links off the site).
 */
export type NavItem = {
  label: string;
  href: string;
  position: 'left' | 'right';
  /** Shown as active on every page under this path; absent for external links. */
  activePrefix?: string;
  external: boolean;
  /** A dropdown's rows; the item itself stays a link, as in Docusaurus. */
  menu?: NavMenuEntry[];
};

type ConfigItem = (typeof site.navbar.items)[number];

export function navItem(item: ConfigItem): NavItem {
  const { label, position } = item;
  switch (item.type) {
    case 'docSidebar':
      return { label, position, href: routes.docsRoot(), activePrefix: routes.docsRoot(), external: false };
    case 'dropdown':
      return {
        label,
        position,
        href: item.to,
        activePrefix: item.to,
        external: false,
        menu: item.items.map((e) => ('heading' in e ? { heading: e.heading } : { label: e.label, href: e.to ?? e.href! })),
      };
    case 'link':
      return item.to
        ? { label, position, href: item.to, activePrefix: item.to, external: false }
        : { label, position, href: item.href!, external: true };
  }
}

export const navItems = (): NavItem[] => site.navbar.items.map(navItem);
