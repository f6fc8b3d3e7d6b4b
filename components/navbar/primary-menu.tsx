import type { NavItem, NavMenuEntry } from '@/lib/navbar';
import { NavAnchor } from './nav-anchor';
import { SamePageAnchor } from 'oso-locales-nav';
import { NavItemLink } from './nav-item-link';
// The version items' browser code on a versioned site, nothing on another (next.config.ts).
import { VersionedNavLink, VersionsNavItem } from 'oso-versions-nav';
import styles from './mobile-sidebar.module.css';

const classes = (...c: (string | undefined)[]) => c.filter(Boolean).join(' ');

/** A dropdown's row in the mobile menu. */
function SubEntry({ entry }: { entry: NavMenuEntry }) {
  if ('heading' in entry) return <li className={styles.menuHeading}>{entry.heading}</li>;
  if (!('href' in entry)) return <li className={classes(styles.menuHtml, entry.className)} dangerouslySetInnerHTML={{ __html: entry.html }} />;
  return (
    <li>
      {entry.samePage ? <SamePageAnchor item={entry} root={entry.href} from={entry.samePage.from} className={styles.menuLink} /> : <NavAnchor item={entry} href={entry.href} className={styles.menuLink} markExternal />}
    </li>
  );
}

/** The navbar's items as a vertical menu, for the mobile sidebar: a dropdown's rows listed under it, the section you are in marked. */
export function PrimaryMenu({ items }: { items: NavItem[] }) {
  return (
    <ul className={styles.menu}>
      {items.map((item, i) =>
        item.type === 'html' ? (
          // theme-classic's HtmlNavbarItem, mobile: the HTML is the list item's content.
          <li key={i} className={classes(styles.menuHtml, item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />
        ) : item.type === 'versions' ? (
          <li key={i}>
            <VersionsNavItem item={item} mobile={{ menuLink: styles.menuLink, submenu: styles.submenu, menuHeading: styles.menuHeading, menuHtml: styles.menuHtml }} />
          </li>
        ) : (
          <li key={i}>
            {item.external ? (
              <NavAnchor item={item} href={item.href} className={styles.menuLink} markExternal />
            ) : item.byVersion ? (
              <VersionedNavLink item={item} byVersion={item.byVersion} className={styles.menuLink} activeClassName={styles.menuLinkActive} />
            ) : (
              <NavItemLink item={{ ...item, menu: undefined } as typeof item} className={styles.menuLink} activeClassName={styles.menuLinkActive} />
            )}
            {item.menu ? (
              <ul className={styles.submenu}>
                {item.menu.map((entry, j) => (
                  <SubEntry key={j} entry={entry} />
                ))}
              </ul>
            ) : null}
          </li>
        ),
      )}
    </ul>
  );
}
