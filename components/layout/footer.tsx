import { site } from '@/lib/site';
import { SmartLink } from '../ui/link';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {site.footer.columns.map((col) => (
          <div key={col.title} className={styles.column}>
            <h2 className={styles.title}>{col.title}</h2>
            <ul className={styles.list}>
              {col.items.map((it) => (
                <li key={it.label}>
                  <SmartLink href={(it.to ?? it.href)!} className={styles.link}>
                    {it.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className={styles.copyright}>{site.footer.copyright}</p>
    </footer>
  );
}
