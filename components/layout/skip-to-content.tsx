import { uiText } from '@/lib/i18n/ui-text';
import { MAIN_ID } from './main';
import styles from './skip-to-content.module.css';

/** First tab stop on every page; the target is focusable, so focus moves with the jump. */
export function SkipToContent() {
  const text = uiText();
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      {text.t('theme.common.skipToMainContent')}
    </a>
  );
}
