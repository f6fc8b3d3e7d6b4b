import { useCallback, useEffect, useMemo, useState } from 'react';
import { searchClient } from '@/lib/search/client';
import { HITS_PER_PAGE } from '@/lib/search/constants';
import { prepareHit } from '@/lib/search/hits';
import type { SearchConfig, SearchHit } from '@/lib/search/types';
import { PAGE_TAGS } from './highlighted';
import { BASE_PATH } from '@/lib/url';

type State = { query: string; hits: SearchHit[]; nbHits: number; page: number; nbPages: number; status: 'idle' | 'loading' | 'done' | 'error' };
const EMPTY: State = { query: '', hits: [], nbHits: 0, page: 0, nbPages: 0, status: 'idle' };

/** Pages of hits for a query from the shared client; `more()` appends the next page. */
export function useSearchResults(config: SearchConfig, query: string) {
  const [state, setState] = useState<State>(EMPTY);

  const fetchPage = useCallback(
    async (q: string, page: number) => {
      const { results } = await searchClient(config).search({
        requests: [
          {
            indexName: config.indexName,
            query: q,
            page,
            hitsPerPage: HITS_PER_PAGE,
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: PAGE_TAGS.pre,
            highlightPostTag: PAGE_TAGS.post,
          },
        ],
      });
      const r = results[0];
      return { ...r, hits: r.hits.map((h) => prepareHit(h, config.siteUrl, BASE_PATH)) };
    },
    [config],
  );

  const q = query.trim();
  useEffect(() => {
    if (!q) return;
    let live = true;
    fetchPage(q, 0).then(
      (r) => live && setState({ query: q, hits: r.hits, nbHits: r.nbHits, page: 0, nbPages: r.nbPages, status: 'done' }),
      () => live && setState({ ...EMPTY, query: q, status: 'error' }),
    );
    return () => void (live = false);
  }, [q, fetchPage]);

  // Until the answer for the current query arrives, show it as loading (not the previous answer).
  const view = useMemo<State>(() => (!q ? EMPTY : state.query === q ? state : { ...EMPTY, query: q, status: 'loading' }), [q, state]);

  const more = useCallback(() => {
    if (view.status !== 'done' || view.page + 1 >= view.nbPages) return;
    const { query: current, page } = view;
    setState((s) => ({ ...s, status: 'loading' }));
    fetchPage(current, page + 1).then(
      (r) => setState((s) => (s.query === current ? { ...s, hits: [...s.hits, ...r.hits], page: page + 1, status: 'done' } : s)),
      () => setState((s) => (s.query === current ? { ...s, status: 'error' } : s)),
    );
  }, [view, fetchPage]);

  return { ...view, hasMore: view.status === 'done' && view.page + 1 < view.nbPages, more };
}
