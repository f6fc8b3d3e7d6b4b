'use client';
import { RouteLink } from '../ui/link';
import { useEffect, useRef } from 'react';
import { addRecentSearch, asPageHit, type StoredHit } from '@/lib/search/history';
import { countLabel, groupByPage } from '@/lib/search/page-results';
import type { SearchConfig, SearchHit } from '@/lib/search/types';
import { Highlighted } from './highlighted';
import styles from './search-page.module.css';

type Props = {
  config: SearchConfig;
  query: string;
  hits: SearchHit[];
  nbHits: number;
  status: 'idle' | 'loading' | 'done' | 'error';
  hasMore: boolean;
  more: () => void;
};

function remember(indexName: string, hit: SearchHit | StoredHit) {
  try {
    addRecentSearch(window.localStorage, indexName, hit);
  } catch {
    // No storage (blocked cookies): nothing to remember.
  }
}

/** The count, the hits grouped by page with their heading path and snippet, and more on scroll. */
export function SearchResults({ config, query, hits, nbHits, status, hasMore, more }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, more]);

  if (!query) return null;
  if (status === 'error' && !hits.length) {
    return (
      <div role="alert" className={styles.error}>
        <p className={styles.errorTitle}>{config.text?.errorTitle ?? 'Unable to fetch results'}</p>
        <p>{config.text?.errorHelp ?? 'You might want to check your network connection.'}</p>
      </div>
    );
  }
  return (
    <div className={styles.results} aria-busy={status === 'loading'}>
      <p className={styles.count} aria-live="polite">
        {status === 'loading' && !hits.length ? (config.text?.searching ?? 'Searching…') : countLabel(nbHits, config.text)}
      </p>
      {groupByPage(hits).map((g) => (
        <article key={g.url} className={styles.group}>
          <p className={styles.section}>
            <Highlighted value={g.section.value} />
          </p>
          <h2 className={styles.pageTitle}>
            <RouteLink href={g.url} data-prefetch="intent" onClick={() => remember(config.indexName, asPageHit(g.first))}>
              <Highlighted value={g.title.value} />
            </RouteLink>
          </h2>
          {g.hits.length ? (
            <ul className={styles.hits}>
              {g.hits.map((h) => (
                <li key={h.key}>
                  <RouteLink href={h.url} data-prefetch="intent" className={styles.hit} onClick={() => remember(config.indexName, h.hit)}>
                    {h.path.length ? (
                      <span className={styles.path}>
                        {h.path.map((p, i) => (
                          <span key={i}>
                            {i ? ' › ' : ''}
                            <Highlighted value={p.value} />
                          </span>
                        ))}
                      </span>
                    ) : null}
                    {h.snippet ? (
                      <span className={styles.snippet}>
                        <Highlighted value={h.snippet} />
                      </span>
                    ) : null}
                  </RouteLink>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
      ))}
      {hasMore || (status === 'loading' && hits.length) ? (
        <div ref={sentinel} className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={more} disabled={status === 'loading'}>
            {status === 'loading' ? (config.text?.loading ?? 'Loading…') : (config.text?.loadMore ?? 'Load more results')}
          </button>
        </div>
      ) : null}
      {status === 'error' && hits.length ? <p role="alert">{config.text?.errorTitle ?? 'Unable to fetch results'}</p> : null}
    </div>
  );
}
