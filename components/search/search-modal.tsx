'use client';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './docsearch-theme.css';
import { type DocSearchHit, DocSearchModal, type DocSearchTransformClient, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { searchClient, showingPerGroup } from '@/lib/search/client';
import { MAX_HITS_PER_GROUP } from '@/lib/search/constants';
import { prepareHit } from '@/lib/search/hits';
import type { SearchConfig } from '@/lib/search/types';
import { missingResultsUrl } from '@/lib/search/urls';
import { routes } from '@/lib/routes';
import { BASE_PATH } from '@/lib/url';

type Props = { config: SearchConfig; initialQuery?: string; onClose: () => void };

const LOCAL_FOOTER_CSS =
  '.DocSearch-Logo{display:none}@media (max-width:768px){.DocSearch-Footer{display:none}.DocSearch-Modal{--docsearch-footer-height:0px}}';

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  // Prefetched on intent only (hover, touch, focus): hits change on every keystroke, and a prefetch
  // per visible hit would flood the network.
  return (
    <Link href={hit.url} prefetch={false} data-prefetch="intent">
      {children}
    </Link>
  );
}

/** DocSearch 3.9's dialog on this site's client; hits and Enter navigate with the Next.js router. */
export default function SearchModal({ config, initialQuery, onClose }: Props) {
  const router = useRouter();
  const client = searchClient(config);
  const [scrollY] = useState(() => window.scrollY);
  useEffect(() => void client.preload().catch(() => undefined), [client]);

  const props = useMemo(
    () => ({
      // Same search() contract as algoliasearch's lite client (lib/search/types.ts), narrower types.
      // The local engine is told how many hits per section the dialog shows, so it fetches nothing for the rest.
      transformSearchClient: () => (config.hosted ? client : showingPerGroup(client, MAX_HITS_PER_GROUP)) as unknown as DocSearchTransformClient,
      transformItems: (items: DocSearchHit[]) => items.map((i) => prepareHit(i, config.siteUrl, BASE_PATH)),
      navigator: { navigate: ({ itemUrl }: { itemUrl: string }) => router.push(itemUrl) },
      getMissingResultsUrl: config.repository ? ({ query }: { query: string }) => missingResultsUrl(config.repository!, query) : undefined,
      resultsFooterComponent: ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
        <Link href={routes.search(state.query)} prefetch={false} onClick={onClose}>
          {(config.text?.seeAll ?? 'See all {count} results').replace('{count}', String(state.context.nbHits ?? ''))}
        </Link>
      ),
    }),
    [client, config, router, onClose],
  );

  return createPortal(
    <>
      {/* "Search by Algolia" would be untrue for the embedded index. Without the logo, the footer on
          a phone (DocSearch hides its key hints at 768 px and below) is an empty 40 px bar: it goes,
          and the results take its height. */}
      {config.hosted ? null : <style>{LOCAL_FOOTER_CSS}</style>}
      <DocSearchModal
        appId={config.hosted?.appId ?? 'local'}
        apiKey={config.hosted?.apiKey ?? 'local'}
        indexName={config.indexName}
        placeholder={config.text?.placeholder ?? 'Search docs'}
        translations={config.text?.docsearch}
        initialScrollY={scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        maxResultsPerGroup={MAX_HITS_PER_GROUP}
        hitComponent={Hit}
        insights={config.insights}
        {...props}
      />
    </>,
    document.body,
  );
}
