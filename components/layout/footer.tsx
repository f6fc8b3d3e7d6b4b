import { localizedFooter } from '@/lib/i18n/theme-config';
import { NavAnchor } from '../navbar/nav-anchor';
import styles from './footer.module.css';

export function Footer() {
  const footer = localizedFooter();
  // No footer in the settings (a Docusaurus config without one): none on the page, as there.
  if (!footer) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {footer.columns.map((col, i) => (
          <div key={col.title ?? i} className={styles.column}>
            {col.title ? <h2 className={styles.title}>{col.title}</h2> : null}
            <ul className={styles.list}>
              {col.items.map((it, j) =>
                'label' in it ? (
                  <li key={j}>
                    <NavAnchor item={it} href={(it.to ?? it.href)!} className={styles.link} markExternal />
                  </li>
                ) : (
                  // theme-classic's Footer/LinkItem: an `html` item is the list item's content, as written.
                  <li key={j} className={it.className} dangerouslySetInnerHTML={{ __html: it.html }} />
                ),
              )}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright ? <p className={styles.copyright}>{footer.copyright}</p> : null}
    </footer>
  );
}
