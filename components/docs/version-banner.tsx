import type { DocsVersion } from '@/lib/docusaurus/versions';
import { site } from '@/lib/site';
import { RouteLink } from '../ui/link';
import { VERSION_ATTR } from '@/lib/ui/docs-versions';
import styles from './version-banner.module.css';

/**
 * theme-classic's DocVersionBanner: on a version that is not the last, what it is ("unreleased" or
 * "unmaintained", in Docusaurus's words) and a link to the latest version, to the same page when it
 * is there, else to its main doc. A click on that link makes the latest version the preferred one
 * (no script of its own: the navbar's version items listen for clicks on version links).
 */
export function VersionBanner({ version, latest, latestHref }: { version: DocsVersion; latest: DocsVersion; latestHref: string }) {
  if (!version.banner) return null;
  const what =
    version.banner === 'unreleased'
      ? `This is unreleased documentation for ${site.title} ${version.label} version.`
      : `This is documentation for ${site.title} ${version.label}, which is no longer actively maintained.`;
  return (
    <div className={`theme-doc-version-banner ${styles.banner}`} role="alert">
      <div>{what}</div>
      <div className={styles.suggestion}>
        For up-to-date documentation, see the{' '}
        <b>
          {/* A click makes the latest version the preferred one (the navbar's listener, components/navbar/versions.tsx). */}
          <RouteLink href={latestHref} {...{ [VERSION_ATTR]: latest.name }}>
            latest version
          </RouteLink>
        </b>{' '}
        ({latest.label}).
      </div>
    </div>
  );
}

/** theme-classic's DocVersionBadge: "Version: <label>" when the version shows a badge. */
export function VersionBadge({ version }: { version: DocsVersion }) {
  if (!version.badge) return null;
  return <span className={`theme-doc-version-badge ${styles.badge}`}>Version: {version.label}</span>;
}
