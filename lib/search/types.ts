/** The shapes DocSearch and the Algolia API agree on, trimmed to what this site reads and writes. */

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

/** One searchable unit, as the DocSearch crawler writes it: a title, a heading or a paragraph. */
export type SearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
};

export type SearchRequest = {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Sent by DocSearch; the local engine has no analytics to attach it to. */
  clickAnalytics?: boolean;
  /**
   * Local engine only (never sent to Algolia): the caller shows at most this many hits per section
   * (lvl0), as the DocSearch dialog does; the engine returns only those, and fetches nothing for
   * the rest. `nbHits` still counts every matching page.
   */
  hitsPerGroup?: number;
  /**
   * Local engine only: the docs version in view, else the reader's preferred one (its name). Its
   * pages come first among those holding as many of the words (Manifest.versions), as Docusaurus's
   * contextual search keeps to the version in view; the other versions' pages follow.
   */
  docsVersion?: string;
};

export type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightValue = { value: string; matchLevel: MatchLevel; matchedWords: string[]; fullyHighlighted?: boolean };
export type SnippetValue = { value: string; matchLevel: MatchLevel };

export type SearchHit = SearchRecord & {
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  _snippetResult: { hierarchy: Partial<Record<Level, SnippetValue>>; content?: SnippetValue };
};

export type SearchResult = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: boolean;
  processingTimeMS: number;
};

export type SearchResponse = { results: SearchResult[] };

/** The part of algoliasearch's lite client that DocSearch (`transformSearchClient`) and the search page use. */
export type SearchClient = {
  search: (arg: { requests: SearchRequest[] } | SearchRequest[]) => Promise<SearchResponse>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (a: { segment: string; version?: string }) => unknown } };
};

/** What the browser needs to know to search: where, and with which service. Built on the server from lib/site.ts. */
export type SearchConfig = {
  indexName: string;
  /** Set only in hosted mode (all three NEXT_PUBLIC_ALGOLIA_* values present). */
  hosted: { appId: string; apiKey: string } | null;
  insights: boolean;
  /** "Let us know." opens a prefilled issue here; without a repository the dialog offers no such link. */
  repository?: string;
  siteUrl: string;
  /** The local index's manifest, on a page of a locale other than the default (its own pages only); else routes.searchManifest(). */
  localIndex?: string;
  /** The search texts in the page's locale (lib/i18n/ui-text.ts `searchText`); English when absent. */
  text?: SearchText;
};

export type SearchText = {
  label: string;
  placeholder: string;
  /** "See all {count} results" */
  seeAll: string;
  errorTitle: string;
  errorHelp: string;
  pageInputLabel: string;
  pagePlaceholder: string;
  loadMore: string;
  loading: string;
  /** The search page: its count while the first results load, its two titles (`{query}` in the second), its count ("{count} documents found", plural forms) and none. */
  searching: string;
  emptyTitle: string;
  resultsTitle: string;
  /** "{count} documents found" by plural category of the locale. */
  documentsFound: Partial<Record<Intl.LDMLPluralRule, string>>;
  noResults: string;
  /** The locale whose plural rules pick the count's form (English's for the English fallback). */
  locale: string;
  /** DocSearch's `translations` (its modal's texts), only those the locale translates: DocSearch's own English stays for the rest. */
  docsearch: Record<string, Record<string, string>>;
};
