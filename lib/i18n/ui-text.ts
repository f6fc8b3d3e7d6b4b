import type { SearchText } from '../search/types';
import { contentPaths } from '../env';
import { themeStrings } from '../docusaurus/translations';
import { currentLocale } from './current-locale';
import { pluralFormsByCategory, selectPlural } from '../docusaurus/plural-forms';

/**
 * Every string the engine's chrome shows, by Docusaurus's translation id where Docusaurus has one
 * (packages/docusaurus-theme-translations/locales/base/theme-common.json and
 * theme-search-algolia.json name them), under `engine.` where it has none. `ENGLISH` is what an English
 * site shows, exactly the engine's own texts (where they differ from Docusaurus's English, the
 * engine's stay); another locale gets `@docusaurus/theme-translations`'s strings for it and the site's
 * `i18n/<locale>/code.json` over them (lib/docusaurus/translations.ts), English for ids neither has.
 * Messages use Docusaurus's `{name}` placeholders and `one|other` plural forms (lib/docusaurus/plural-forms.ts).
 */
export const ENGLISH = {
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.common.editThisPage': 'Edit this page',
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'engine.navbar.menuAriaLabel': 'Navigation menu',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.colorToggle.ariaLabel.mode.system': 'system mode',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'engine.announcementBar.ariaLabel': 'Announcement',
  'theme.BackToTopButton.buttonAriaLabel': 'Scroll back to top',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'theme.CodeBlock.wordWrapToggle': 'Toggle word wrap',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'engine.error.heading': 'Page Error',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for. The page may have moved, or the link that brought you here may be wrong.',
  'engine.notFound.docs': 'Read the docs',
  'engine.notFound.blog': 'Browse the blog',
  'engine.notFound.search': 'Search the site',
  // Docs
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'engine.toc.navAriaLabel': 'Table of contents',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Docs home',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.DocSidebarItem.collapseCategoryAriaLabel': "Collapse sidebar category '{label}'",
  'theme.DocSidebarItem.expandCategoryAriaLabel': "Expand sidebar category '{label}'",
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.docs.versions.latestVersionSuggestionLabel': 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.unmaintainedVersionLabel': 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.unreleasedVersionLabel': 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsPageLink': 'View All Tags',
  'theme.docs.tagDocListPageTitle.nDocsTagged': '{count} doc tagged|{count} docs tagged',
  // Docusaurus's theme.docs.tagDocListPageTitle with the engine's curly quotes, for the heading.
  'engine.docs.tagPageHeading': '{nDocsTagged} with \u201c{tagName}\u201d',
  'engine.docs.copyPage': 'Copy page',
  'engine.docs.copyPageDone': 'Copied',
  'engine.docs.copyPageFailed': 'Copy failed',
  'engine.docs.copyPageTitle': 'Copy this page as Markdown',
  // Blog
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.readingTime.plurals': '{readingTime} min read',
  'theme.blog.post.plurals': '{count} post|{count} posts',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'theme.blog.authorsList.viewAll': 'View All Authors',
  'engine.blog.pageOf': 'Page {page} of {pages}',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.blog.archive.title': 'Archive',
  'engine.blog.archiveDescription': 'Every post on the blog, by year.',
  // Search
  'theme.SearchBar.label': 'Search',
  'theme.SearchModal.placeholder': 'Search docs',
  'theme.SearchBar.seeAll': 'See all {count} results',
  'theme.SearchModal.errorScreen.titleText': 'Unable to fetch results',
  'theme.SearchModal.errorScreen.helpText': 'You might want to check your network connection.',
  'theme.SearchPage.inputLabel': 'Search the documentation',
  'theme.SearchPage.inputPlaceholder': 'Type your search here',
  'theme.SearchPage.emptyResultsTitle': 'Search the documentation',
  'theme.SearchPage.existingResultsTitle': 'Search results for "{query}"',
  'theme.SearchPage.documentsFound.plurals': '1 document found|{count} documents found',
  'theme.SearchPage.noResultsText': 'No documents were found',
  'engine.search.searching': 'Searching…',
  'engine.search.loadMore': 'Load more results',
  'engine.search.loading': 'Loading…',
  'engine.search.noScript': 'Search needs JavaScript, which is turned off in this browser. Browse the documentation by section instead:',
} as const;

/**
 * The engine's own ids whose text Docusaurus's theme has under another id: a locale that translates
 * that id (theme-translations, or the site's code.json) gives the engine's string its text; the
 * engine's own id in code.json still comes first. The engine's English stays for a locale with neither.
 * (theme-translations locales/base/theme-common.json and theme-search-algolia.json name them.)
 */
export const ENGINE_EQUIVALENTS: Partial<Record<keyof typeof ENGLISH, string>> = {
  'engine.docs.tagPageHeading': 'theme.docs.tagDocListPageTitle',
  'engine.docs.copyPageDone': 'theme.CodeBlock.copied',
  'engine.blog.archiveDescription': 'theme.blog.archive.description',
  'engine.search.searching': 'theme.SearchPage.fetchingNewResults',
  'engine.search.loading': 'theme.SearchPage.fetchingNewResults',
};

export type UiTextId = keyof typeof ENGLISH;
type Values = Record<string, string | number>;

export type UiText = {
  locale: string;
  /** The message for `id`, its `{name}` placeholders filled from `values`. */
  t: (id: UiTextId, values?: Values) => string;
  /** The plural form of `id` for `count` (Docusaurus's `one|other` messages), placeholders filled. */
  plural: (id: UiTextId, count: number, values?: Values) => string;
  /** The raw message, placeholders left in (for text split around a link or an element). */
  message: (id: UiTextId) => string;
  /** The locale's own messages (theme-translations and code.json) whose ids start with `prefix`, without English fallbacks. */
  translated: (prefix: string) => Record<string, string>;
  /** Every message the locale has (theme-translations and code.json): the code translations site code reads with `<Translate>`. */
  codeTranslations: Readonly<Record<string, string>>;
};

/** `{name}` placeholders filled; an unknown name stays as written, as Docusaurus's interpolate leaves it. */
export const fill = (message: string, values: Values = {}) => message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

const cache = new Map<string, UiText>();

/** The chrome's strings for `locale` (the locale being rendered unless given). */
export function uiText(locale = currentLocale(), siteDir = contentPaths().root): UiText {
  const key = `${locale}\0${siteDir}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const own = themeStrings(siteDir, locale);
  const equivalent = (id: UiTextId) => (ENGINE_EQUIVALENTS[id] === undefined ? undefined : own[ENGINE_EQUIVALENTS[id]]);
  const message = (id: UiTextId) => own[id] ?? equivalent(id) ?? ENGLISH[id];
  // English's plural rules for the English fallback, the locale's for its own message.
  const rulesLocale = (id: UiTextId) => (own[id] === undefined && equivalent(id) === undefined ? 'en' : locale);
  const text: UiText = {
    locale,
    message,
    t: (id, values) => fill(message(id), values),
    plural: (id, count, values) => fill(selectPlural(message(id), count, rulesLocale(id)), { count, ...values }),
    codeTranslations: own,
    translated: (prefix) => Object.fromEntries(Object.entries(own).filter(([id]) => id.startsWith(prefix))),
  };
  cache.set(key, text);
  return text;
}

/** The code block buttons' labels (components/mdx/copy-button.tsx, a client component, gets them as props). */
export function codeButtonsText(text = uiText()) {
  return {
    copy: text.t('theme.CodeBlock.copy'),
    copied: text.t('theme.CodeBlock.copied'),
    copyAriaLabel: text.t('theme.CodeBlock.copyButtonAriaLabel'),
    wrap: text.t('theme.CodeBlock.wordWrapToggle'),
  };
}
export type CodeButtonsText = ReturnType<typeof codeButtonsText>;

/**
 * The search control's, dialog's and page's texts. DocSearch's dialog gets the locale's own
 * `theme.SearchModal.<screen>.<key>` messages as its `translations.<screen>.<key>`, the names
 * Docusaurus's theme-search-algolia passes them under (useDocSearchTranslations); none for English.
 */
export function searchText(text = uiText()): SearchText {
  // The locale's plural rules for its own count message, English's for the English fallback (as `plural` above).
  const countLocale = text.codeTranslations['theme.SearchPage.documentsFound.plurals'] === undefined ? 'en' : text.locale;
  const docsearch: Record<string, Record<string, string>> = {};
  for (const [id, message] of Object.entries(text.translated('theme.SearchModal.'))) {
    const [screen, key, ...rest] = id.slice('theme.SearchModal.'.length).split('.');
    if (!key || rest.length) continue;
    (docsearch[screen] ??= {})[key] = message;
  }
  return {
    label: text.t('theme.SearchBar.label'),
    placeholder: text.t('theme.SearchModal.placeholder'),
    seeAll: text.message('theme.SearchBar.seeAll'),
    errorTitle: text.t('theme.SearchModal.errorScreen.titleText'),
    errorHelp: text.t('theme.SearchModal.errorScreen.helpText'),
    pageInputLabel: text.t('theme.SearchPage.inputLabel'),
    pagePlaceholder: text.t('theme.SearchPage.inputPlaceholder'),
    loadMore: text.t('engine.search.loadMore'),
    loading: text.t('engine.search.loading'),
    searching: text.t('engine.search.searching'),
    emptyTitle: text.t('theme.SearchPage.emptyResultsTitle'),
    resultsTitle: text.message('theme.SearchPage.existingResultsTitle'),
    noResults: text.t('theme.SearchPage.noResultsText'),
    documentsFound: pluralFormsByCategory(text.message('theme.SearchPage.documentsFound.plurals'), countLocale),
    locale: countLocale,
    docsearch,
  };
}

/**
 * A message split at its `{name}` placeholders, each replaced by `values[name]` (an element, say),
 * for text written around a link or a date (Docusaurus's `<Translate values>` with elements).
 */
export function interpolate<T>(message: string, values: Record<string, T | string | number>): (T | string)[] {
  const out: (T | string)[] = [];
  let last = 0;
  for (const m of message.matchAll(/\{(\w+)\}/g)) {
    if (!(m[1] in values)) continue;
    if (m.index > last) out.push(message.slice(last, m.index));
    const v = values[m[1]];
    out.push(typeof v === 'number' ? String(v) : v);
    last = m.index + m[0].length;
  }
  if (last < message.length) out.push(message.slice(last));
  return out;
}
