import { site } from '@/lib/site';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { SmartLink } from '../ui/link';
import { AnnouncementClose } from './announcement-close';
import styles from './announcement-bar.module.css';


/**
 * Runs in <head> before the bar paints: forget a dismissal made for another announcement id,
 * and mark the document when this one was closed, so CSS hides it with no flash.
 */
export function announcementScript(id: string): string {
  const k = { id: STORAGE_KEYS.announcementId, dismiss: STORAGE_KEYS.announcementDismiss };
  return `(function(){try{var s=localStorage;if(s.getItem(${JSON.stringify(k.id)})!==${JSON.stringify(id)}){s.setItem(${JSON.stringify(k.id)},${JSON.stringify(id)});s.removeItem(${JSON.stringify(k.dismiss)})}if(s.getItem(${JSON.stringify(k.dismiss)})==='true')document.documentElement.setAttribute('data-announcement-dismissed','true')}catch(e){}})();`;
}

export function AnnouncementBar() {
  const a = site.announcement;
  if (!a) return null;
  return (
    <div className={styles.bar} data-announcement role="region" aria-label="Announcement">
      <p className={styles.content}>
        {/* On a narrow screen the text is cut to one line; the link always shows. */}
        <span className={styles.text} title={a.content}>
          {a.content}
        </span>
        {a.link ? (
          <>
            {' '}
            <SmartLink href={a.link.to} className={styles.link}>
              {a.link.label}
            </SmartLink>
          </>
        ) : null}
      </p>
      {a.isCloseable ? <AnnouncementClose /> : null}
    </div>
  );
}
