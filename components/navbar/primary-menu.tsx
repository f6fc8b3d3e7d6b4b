import { site } from '@/lib/site';
import { routes } from '@/lib/routes';
import { SmartLink } from '../ui/link';
import styles from './mobile-sidebar.module.css';

/** The navbar's items as a vertical menu, for the mobile sidebar. */
export function PrimaryMenu() {
  return (
    <ul className={styles.menu}>
      {site.navbar.items.map((item, i) => {
        if (item.type === 'docSidebar') {
          return (
            <li key={i}>
              <SmartLink href={routes.docsRoot()} className={styles.menuLink}>{item.label}</SmartLink>
            </li>
          );
        }
        if (item.type === 'dropdown') {
          return (
            <li key={i}>
              <SmartLink href={item.to} className={styles.menuLink}>{item.label}</SmartLink>
              <ul className={styles.submenu}>
                {item.items.map((it, j) =>
                  'heading' in it ? (
                    <li key={j} className={styles.menuHeading}>{it.heading}</li>
                  ) : (
                    <li key={j}>
                      <SmartLink href={it.to ?? it.href!} className={styles.menuLink}>{it.label}</SmartLink>
                    </li>
                  ),
                )}
              </ul>
            </li>
          );
        }
        return (
          <li key={i}>
            <SmartLink href={item.to ?? item.href!} className={styles.menuLink}>{item.label}</SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
