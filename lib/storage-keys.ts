/**
 * Every browser-storage key the site writes, in one place (DESIGN.md: keys are prefixed `oso.`).
 * DocSearch keeps its own `__DOCSEARCH_RECENT_SEARCHES__{index}` keys; they are not listed here.
 */
export const STORAGE_KEYS = {
  /** Colour mode chosen with the toggle: 'light' | 'dark' | 'system' (lib/runtime/color-mode.ts). */
  theme: 'oso.theme',
  /** 'true' once the announcement bar was closed… */
  announcementDismiss: 'oso.announcement.dismiss',
  /** …for the announcement with this id; a new id shows the bar again. */
  announcementId: 'oso.announcement.id',
  /** The reader's preferred docs version, as Docusaurus keeps it per docs plugin: the version last chosen in the version dropdown or a version banner ("current" on a site with one version). */
  preferredVersion: 'oso.docs.preferredVersion.default',
  /** Session flag: the page already reloaded once after a failed script chunk. */
  reloadAfterFailedBundle: 'oso.reload-after-failed-bundle',
  /** The tab chosen in every `<Tabs groupId>` of that group, on every page (components/mdx/tabs.tsx). */
  tabGroup: (groupId: string) => `oso.tabs.${groupId}`,
} as const;
