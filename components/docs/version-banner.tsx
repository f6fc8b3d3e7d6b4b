import { interpolate, uiText } from '@/lib/i18n/ui-text';
import type { DocsVersion } from '@/lib/docusaurus/versions';
import { site } from '@/lib/site';
import { localizedVersionLabel } from '@/lib/i18n/theme-config';
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
  const text = uiText();
  const what = text.t(version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel', { siteTitle: site.title, versionLabel: localizedVersionLabel(version) });
  const link = (
    <b key="link">
      {/* A click makes the latest version the preferred one (the navbar's listener, components/navbar/versions.tsx). */}
      <RouteLink href={latestHref} {...{ [VERSION_ATTR]: latest.name }}>
        {text.t('theme.docs.versions.latestVersionLinkLabel')}
      </RouteLink>
    </b>
  );
  return (
    <div className={`theme-doc-version-banner ${styles.banner}`} role="alert">
      <div>{what}</div>
      <div className={styles.suggestion}>{interpolate(text.message('theme.docs.versions.latestVersionSuggestionLabel'), { latestVersionLink: link, versionLabel: localizedVersionLabel(latest) })}</div>
    </div>
  );
}

/** theme-classic's DocVersionBadge: "Version: <label>" when the version shows a badge. */
export function VersionBadge({ version }: { version: DocsVersion }) {
  if (!version.badge) return null;
  return <span className={`theme-doc-version-badge ${styles.badge}`}>{uiText().t('theme.docs.versionBadge.label', { versionLabel: localizedVersionLabel(version) })}</span>;
}
