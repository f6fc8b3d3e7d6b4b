'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { searchClient } from '@/lib/search/client';
import { QUERY_MAX_LENGTH } from '@/lib/search/constants';
import { searchPageTitle } from '@/lib/search/page-results';
import type { SearchConfig, SearchText } from '@/lib/search/types';
import { routes, withBase } from '@/lib/routes';
import { SearchResults } from './search-results';
import { useSearchResults } from './use-search-results';
import styles from './search-page.module.css';

export function SearchField({ value, onChange, text }: { value: string; onChange?: (v: string) => void; text?: SearchText }) {
  return (
    <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
      <input
        type="search"
        name="q"
        className={styles.input}
        aria-label={text?.pageInputLabel ?? 'Search the documentation'}
        placeholder={text?.pagePlaceholder ?? 'Type your search here'}
        maxLength={QUERY_MAX_LENGTH}
        autoComplete="off"
        value={value}
        readOnly={!onChange}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </form>
  );
}

/**
 * The title follows the query. The router renders the exported title again after hydration, so
 * setting it once would not last: keep it set while the page is shown.
 */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const watch = new MutationObserver(apply);
    watch.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => watch.disconnect();
  }, [title]);
}

/**
 * /search: the input is bound to ?q= (replaced, not pushed, while typing, so Back leaves the page
 * and nothing scrolls); results come from the dialog's client.
 */
export function SearchPage({ config, siteTitle }: { config: SearchConfig; siteTitle: string }) {
  const urlQuery = (useSearchParams().get('q') ?? '').slice(0, QUERY_MAX_LENGTH);
  const [text, setText] = useState(urlQuery);
  const [seen, setSeen] = useState(urlQuery);
  // What this page wrote to the URL but the router has not reported back yet.
  const [written, setWritten] = useState<string[]>([]);
  if (urlQuery !== seen) {
    setSeen(urlQuery);
    if (urlQuery === text) setWritten([]);
    else if (!written.includes(urlQuery)) {
      setText(urlQuery); // a navigation (a link, Back) changed the query
      setWritten([]);
    }
  }
  // This page is for searching: load the engine and the index now, before the first query.
  useEffect(() => void searchClient(config).preload().catch(() => undefined), [config]);
  const results = useSearchResults(config, text);
  const title = searchPageTitle(text, config.text);
  useDocumentTitle(`${title} | ${siteTitle}`);

  const onChange = (value: string) => {
    setText(value);
    setWritten((w) => [...w.slice(-31), value]);
    window.history.replaceState(null, '', withBase(routes.search(value)));
  };

  return (
    <>
      <h1>{title}</h1>
      <SearchField value={text} onChange={onChange} text={config.text} />
      <SearchResults config={config} {...results} />
    </>
  );
}
