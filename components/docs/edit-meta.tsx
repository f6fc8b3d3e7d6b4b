import { Fragment } from 'react';
import { interpolate, uiText } from '@/lib/i18n/ui-text';
import { formatDate } from '@/lib/i18n/dates';
import styles from './edit-meta.module.css';

/**
 * "Edit this page" (the source file on GitHub, unless `custom_edit_url: null`) and, when known,
 * "Last updated on {date}", with " by {author}" when the frontmatter's `last_update` names one.
 */
export function EditMeta({ editUrl, lastUpdated, updatedBy }: { editUrl?: string; lastUpdated?: string; updatedBy?: string }) {
  if (!editUrl && !lastUpdated) return null;
  const text = uiText();
  return (
    <div className={styles.meta}>
      {editUrl ? (
        <a className={styles.edit} href={editUrl} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 17.46V20.5a.5.5 0 0 0 .5.5h3.04a.5.5 0 0 0 .35-.15L17.81 9.94l-3.75-3.75L3.15 17.1a.5.5 0 0 0-.15.36zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
            />
          </svg>
          {text.t('theme.common.editThisPage')}
        </a>
      ) : null}
      {lastUpdated ? (
        <span className={styles.updated}>
          {/* theme-classic's LastUpdated: "Last updated{atDate}{byUser}", " on {date}", " by {user}". */}
          {interpolate(text.message('theme.lastUpdated.lastUpdatedAtBy'), {
            atDate: <Fragment key="at">{interpolate(text.message('theme.lastUpdated.atDate'), { date: <time key="d" dateTime={lastUpdated}>{formatDate(lastUpdated)}</time> })}</Fragment>,
            byUser: updatedBy ? <Fragment key="by">{interpolate(text.message('theme.lastUpdated.byUser'), { user: <b key="u">{updatedBy}</b> })}</Fragment> : '',
          })}
        </span>
      ) : null}
    </div>
  );
}
