import { uiText } from '@/lib/i18n/ui-text';
import { site } from '@/lib/site';
import { SmartLink } from '../ui/link';
import { AnnouncementClose } from './announcement-close';
import styles from './announcement-bar.module.css';


export function AnnouncementBar() {
  const a = site.announcement;
  if (!a) return null;
  const text = uiText();
  return (
    <div className={styles.bar} data-announcement role="region" aria-label={text.t('engine.announcementBar.ariaLabel')}>
      <p className={styles.content}>
        {a.content}
        {a.link ? (
          <>
            {a.content ? ' ' : null}
            <SmartLink href={(a.link.to ?? a.link.href)!} className={styles.link}>
              {a.link.label}
            </SmartLink>
          </>
        ) : null}
        {a.contentAfter ? ` ${a.contentAfter}` : null}
      </p>
      {a.isCloseable ? <AnnouncementClose label={text.t('theme.AnnouncementBar.closeButtonAriaLabel')} /> : null}
    </div>
  );
}
