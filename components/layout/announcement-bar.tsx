import { site } from '@/lib/site';
import { SmartLink } from '../ui/link';
import { AnnouncementClose } from './announcement-close';
import styles from './announcement-bar.module.css';


export function AnnouncementBar() {
  const a = site.announcement;
  if (!a) return null;
  return (
    <div className={styles.bar} data-announcement role="region" aria-label="Announcement">
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
      {a.isCloseable ? <AnnouncementClose /> : null}
    </div>
  );
}
