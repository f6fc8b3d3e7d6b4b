import { RetryError } from './errors';
import { type LocalIndex, loadIndex, type PackedIndex } from './local-index';
import { runQuery } from './query';
import type { SearchClient, SearchRequest, SearchResponse } from './types';

/**
 * The embedded search service: answers algoliasearch's `search` call from the index written by
 * the post-build step. The index is fetched once and kept for the session (client navigations
 * keep this module alive; the hashed file is cached as immutable across reloads).
 */

type Manifest = { format: number; path: string };

/** Performance entries (DevTools, the e2e budget check): index fetch, fetch + build, each query. */
export const MEASURE_FETCH = 'oso-search:fetch';
export const MEASURE_LOAD = 'oso-search:load';
export const MEASURE_QUERY = 'oso-search:query';

export type LocalClientOptions = {
  /** Absolute or base-path-prefixed URL of the manifest naming the current index file. */
  manifestUrl: string;
  /** Turns the manifest's site path into a URL (adds the base path). */
  resolve: (path: string) => string;
  fetch?: typeof fetch;
};

async function getJson<T>(f: typeof fetch, url: string): Promise<T> {
  const res = await f(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export function createLocalClient(opts: LocalClientOptions): SearchClient & { ready: () => Promise<LocalIndex> } {
  const f = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let loading: Promise<LocalIndex> | null = null;
  const ready = () => {
    loading ??= (async () => {
      const start = performance.now();
      const manifest = await getJson<Manifest>(f, opts.manifestUrl);
      const packed = await getJson<PackedIndex>(f, opts.resolve(manifest.path));
      performance.measure?.(MEASURE_FETCH, { start });
      const index = loadIndex(packed);
      performance.measure?.(MEASURE_LOAD, { start });
      return index;
    })().catch((e: unknown) => {
      // Forget the failure so the next query tries again (the dialog recovers when the network does).
      loading = null;
      throw new RetryError('Unreachable hosts - the search index could not be loaded.', e);
    });
    return loading;
  };
  const agents: string[] = ['oso-local-search'];
  return {
    ready,
    async search(arg): Promise<SearchResponse> {
      const requests: SearchRequest[] = Array.isArray(arg) ? arg : arg.requests;
      const index = await ready();
      const start = performance.now();
      const results = requests.map((r) => runQuery(index, r));
      performance.measure?.(MEASURE_QUERY, { start });
      return { results };
    },
    addAlgoliaAgent(segment, version) {
      agents.push(version ? `${segment} (${version})` : segment);
    },
    transporter: {
      algoliaAgent: {
        get value() {
          return agents.join('; ');
        },
        add: ({ segment, version }) => agents.push(version ? `${segment} (${version})` : segment),
      },
    },
  };
}
