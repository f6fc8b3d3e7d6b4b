import { trackLazyLoad } from '../runtime/lazy-load';
import { withBase } from '../url';
import { SEARCH_MANIFEST_ROUTE } from './manifest-route';
import { RetryError } from './errors';
import type { SearchClient, SearchConfig } from './types';

/**
 * The one search client of the page, shared by the dialog and /search: local by default, hosted
 * when configured. It is returned at once (DocSearch's transformSearchClient is synchronous); the
 * engine's code, and for the local engine the index, load on first use or on `preload()`.
 */
export type LazySearchClient = SearchClient & { preload: () => Promise<unknown> };

let shared: { key: string; client: LazySearchClient } | null = null;

async function load(config: SearchConfig): Promise<SearchClient> {
  // The engine's code is lazy content: if its chunk fails, search reports it; the page stays.
  if (config.hosted) {
    const { createHostedClient } = await trackLazyLoad(import('./hosted-client'));
    return createHostedClient(config.hosted.appId, config.hosted.apiKey);
  }
  const { createLocalClient } = await trackLazyLoad(import('./local-client'));
  const client = createLocalClient({ manifestUrl: withBase(config.localIndex ?? SEARCH_MANIFEST_ROUTE), resolve: withBase });
  void client.ready().catch(() => undefined);
  return client;
}

export function searchClient(config: SearchConfig): LazySearchClient {
  const key = config.hosted ? `${config.hosted.appId}/${config.indexName}` : `local ${config.localIndex ?? ''}`;
  if (shared?.key === key) return shared.client;
  let engine: Promise<SearchClient> | null = null;
  const get = () => {
    engine ??= load(config).catch((e: unknown) => {
      engine = null;
      throw new RetryError('Unreachable hosts - the search code could not be loaded.', e);
    });
    return engine;
  };
  const agents: string[] = [];
  const client: LazySearchClient = {
    preload: () => get().then((c) => ('ready' in c ? (c as { ready: () => Promise<unknown> }).ready() : c)),
    search: async (arg) => (await get()).search(arg),
    addAlgoliaAgent: (segment, version) => {
      agents.push(version ? `${segment} (${version})` : segment);
      void get().then((c) => c.addAlgoliaAgent(segment, version), () => undefined);
    },
    transporter: {
      algoliaAgent: {
        get value() {
          return agents.join('; ');
        },
        add: (a) => client.addAlgoliaAgent(a.segment, a.version),
      },
    },
  };
  shared = { key, client };
  return client;
}

/** The client, with every request saying how many hits per section (lvl0) the caller shows (local engine only). */
export function showingPerGroup(client: SearchClient, hitsPerGroup: number): SearchClient {
  return {
    ...client,
    search: (arg) => client.search((Array.isArray(arg) ? arg : arg.requests).map((r) => ({ ...r, hitsPerGroup }))),
  };
}
