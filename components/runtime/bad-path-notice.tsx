import styles from './bad-path-notice.module.css';

/**
 * On the not-found page: says when the address itself was malformed. The boot script marks
 * `<html data-bad-path>` before the first paint (lib/runtime/boot.ts) and the stylesheet shows the
 * notice then, so the page carries it as HTML, with no browser code: as a client component it was a
 * chunk of its own in every page's first-load JS (411 B gzip), since Next loads the not-found
 * boundary's code with every page.
 */
export function BadPathNotice() {
  return (
    <p role="alert" className={styles.notice}>
      <strong>This address has invalid percent-encoding</strong>, so it cannot name any page. Check the link for a broken
      <code> %</code> sequence.
    </p>
  );
}
