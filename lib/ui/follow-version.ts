/**
 * The navbar's version items in the browser (drawn on the server for the last version by
 * components/navbar/versions.tsx): after each navigation, and when another tab changes the preferred
 * version, each item is set for the version lib/ui/docs-versions.ts's versionsView picks — the
 * dropdown's label and link, each version's entry to the page in view in that version (the version
 * in view marked unless `dropdownActiveClassDisabled`), the `docsVersion` label, and the `doc` /
 * `docSidebar` links of the version followed. A click on any version's link (the dropdown's, the
 * banner's) makes it the preferred version (theme-common's docsPreferredVersion). Items drawn later
 * (the mobile menu's, when it opens) are set as they appear.
 *
 * Loaded after the page by components/navbar/versions-follow.tsx: none of it is first-load JS.
 */
import type { ByVersion, VersionLink } from '../navbar';
import { exportHref, withBase } from '../url';
import { isNavActive } from './nav-active';
import { parseAlternates, readPreferredVersion, savePreferredVersion, VERSION_ATTR, VERSION_ITEM_ATTR, VERSION_LINKS_ATTR, VERSIONS_DATA_ATTR, versionsView } from './docs-versions';

const ACTIVE_ENTRY = 'dropdown__link--active';
const href = (route: string) => withBase(exportHref(route));
let lastPath = '';
let listening = false;

function json<T>(value: string | null | undefined, fallback: T): T {
  try {
    return value ? (JSON.parse(value) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Sets the navbar's version items for the page at `pathname` (the path without the base path). */
export function followVersion(pathname: string): void {
  lastPath = pathname;
  if (!listening) {
    listening = true;
    window.addEventListener('storage', () => followVersion(lastPath));
    document.addEventListener(
      'click',
      (e) => {
        const name = (e.target as Element | null)?.closest?.(`[${VERSION_ATTR}]`)?.getAttribute(VERSION_ATTR);
        if (name) savePreferredVersion(name);
      },
      true,
    );
    const items = `[${VERSION_ITEM_ATTR}], a[${VERSION_LINKS_ATTR}]`;
    new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches(items) || n.querySelector(items))))) followVersion(lastPath);
    }).observe(document.body, { childList: true, subtree: true });
  }
  const versions = json<VersionLink[]>(document.querySelector(`[${VERSIONS_DATA_ATTR}]`)?.getAttribute(VERSIONS_DATA_ATTR), []);
  const alternates = parseAlternates(document.querySelector('[data-doc-alternates]')?.getAttribute('data-doc-alternates'));
  const { active, shown, hrefs } = versionsView(pathname, versions, readPreferredVersion(), alternates);
  if (!shown) return;

  for (const item of document.querySelectorAll<HTMLElement>(`[${VERSION_ITEM_ATTR}]`)) {
    const fixedLabel = item.hasAttribute('data-fixed-label');
    const fixedTo = item.hasAttribute('data-fixed-to');
    // The label: the mobile menu's marked span, the dropdown's first link, or the item itself (docsVersion).
    const label = item.querySelector<HTMLElement>('[data-version-label]') ?? (item.tagName === 'A' ? item : item.querySelector<HTMLElement>('a'));
    if (label && !fixedLabel) label.textContent = shown.label;
    if (label instanceof HTMLAnchorElement && !fixedTo) label.href = href(shown.mainHref);
    item.querySelector('button[aria-label]')?.setAttribute('aria-label', `${shown.label} menu`);
    for (const entry of item.querySelectorAll<HTMLAnchorElement>(`a[${VERSION_ATTR}]`)) {
      const name = entry.getAttribute(VERSION_ATTR)!;
      if (hrefs[name]) entry.href = href(hrefs[name]);
      entry.classList.toggle(ACTIVE_ENTRY, name === active?.name && !item.hasAttribute('data-active-off'));
    }
  }
  for (const a of document.querySelectorAll<HTMLAnchorElement>(`a[${VERSION_LINKS_ATTR}]`)) {
    const link = json<ByVersion['links']>(a.getAttribute(VERSION_LINKS_ATTR), {})[shown.name];
    if (!link) continue;
    a.href = href(link.href);
    const cls = a.getAttribute('data-active-class');
    if (cls) for (const c of cls.split(' ')) a.classList.toggle(c, isNavActive({ activePrefix: link.activePrefix }, pathname));
  }
}
