import { MAIN_ID } from './main';
import styles from './skip-to-content.module.css';

/** First tab stop on every page; the target is focusable, so focus moves with the jump. */
export function SkipToContent() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
