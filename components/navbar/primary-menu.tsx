import type { NavItem } from '@/lib/navbar';
import { SmartLink } from '../ui/link';
import { NavItemLink } from './nav-item-link';
import styles from './mobile-sidebar.module.css';

/** The navbar's items as a vertical menu, for the mobile sidebar: a dropdown's rows listed under it, the section you are in marked. */
export function PrimaryMenu({ items }: { items: NavItem[] }) {
  return (
    <ul className={styles.menu}>
      {items.map((item, i) => (
        <li key={i}>
          {item.activePrefix ? (
            <NavItemLink href={item.href} label={item.label} activePrefix={item.activePrefix} className={styles.menuLink} activeClassName={styles.menuLinkActive} />
          ) : (
            <SmartLink href={item.href} className={styles.menuLink} markExternal>{item.label}</SmartLink>
          )}
          {item.menu ? (
            <ul className={styles.submenu}>
              {item.menu.map((entry, j) =>
                'heading' in entry ? (
                  <li key={j} className={styles.menuHeading}>{entry.heading}</li>
                ) : (
                  <li key={j}>
                    <SmartLink href={entry.href} className={styles.menuLink} markExternal>{entry.label}</SmartLink>
                  </li>
                ),
              )}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
