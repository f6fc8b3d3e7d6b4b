import type { Engine, FromWorker, ToWorker } from './engine';
import type { Manifest } from './sharded-index';
import { RetryError } from './errors';
import type { SearchClient, SearchRequest, SearchResponse, SearchResult } from './types';
import { withoutTrailingSlash } from '../url';
import { labelResult, versionInView } from './docs-versions';

/**
 * The embedded search service: answers algoliasearch's `search` call from the sharded index written
 * by the post-build step. The page fetches the small manifest (once per session) and hands it to a
 * Web Worker, which fetches the term shards and page fragments each query needs (content-hashed
 * files, cached as immutable across reloads), ranks and answers, so none of that work blocks input
 * or rendering. Where no worker can run, the same engine runs in this thread.
 */

/**
 * Performance entries (DevTools, the e2e budget check): the manifest's fetch, fetch + the engine
 * ready, each query as the page waited for it (downloads of shards and fragments included, and the
 * worker's reply queued behind whatever the page is doing), and the engine's own computing time.
 */
export const MEASURE_FETCH = 'oso-search:fetch';
export const MEASURE_LOAD = 'oso-search:load';
export const MEASURE_QUERY = 'oso-search:query';
export const MEASURE_ENGINE = 'oso-search:engine';
/** Marked when the engine runs in the page's thread (no worker could start). */
export const MARK_INLINE = 'oso-search:inline-engine';

export type LocalClientOptions = {
  /** Absolute or base-path-prefixed URL of the manifest naming the current index file. */
  manifestUrl: string;
  /** Turns the manifest's site path into a URL (adds the base path). */
  resolve: (path: string) => string;
  fetch?: typeof fetch;
};

async function get(f: typeof fetch, url: string): Promise<Response> {
  const res = await f(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res;
}

/**
 * The base path the index's site paths are fetched under ("" or "/base"): an absolute path, which a
 * worker resolves against its own URL — the same origin as the page.
 */
const prefixOf = (resolve: (p: string) => string) => withoutTrailingSlash(resolve('/'));

async function inlineEngine(manifest: Manifest, prefix: string, f: typeof fetch): Promise<Engine> {
  performance.mark?.(MARK_INLINE);
  const { createEngine, fetchLoader } = await import('./engine');
  return createEngine(manifest, fetchLoader(prefix, f));
}

/**
 * A worker, started before the manifest arrives so that its code loads meanwhile. `load` hands it
 * the manifest and resolves once its engine is ready; it rejects if the worker could not start or
 * load, and the caller falls back to this thread.
 */
function startWorker(): { load: (manifest: Manifest, prefix: string) => Promise<Engine>; stop: () => void } {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'oso-search' });
  const pending = new Map<number, { resolve: (r: { results: SearchResult[]; ms: number }) => void; reject: (e: Error) => void }>();
  let next = 0;
  let dead: Error | null = null;
  let loaded: { resolve: (e: Engine) => void; reject: (e: Error) => void } | null = null;
  const send = (m: ToWorker, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  const engine: Engine = {
    search: (requests: SearchRequest[]) =>
      new Promise((resolve, reject) => {
        if (dead) return reject(dead);
        const id = next++;
        pending.set(id, { resolve, reject });
        send({ type: 'search', id, requests });
      }),
  };
  const fail = (e: Error) => {
    dead = e;
    worker.terminate();
    loaded?.reject(e);
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === 'loaded') loaded?.resolve(engine);
    else if (data.type === 'load-error') fail(new Error(data.message));
    else {
      const p = pending.get(data.id);
      pending.delete(data.id);
      if (data.type === 'results') p?.resolve(data);
      else p?.reject(new Error(data.message));
    }
  };
  // Its code failed to load, or it crashed: searches in flight fail and the next one starts afresh.
  worker.onerror = (e) => {
    e.preventDefault();
    fail(new Error(`search worker failed: ${e.message || 'its code could not be loaded'}`));
  };
  return {
    stop: () => worker.terminate(),
    load: (manifest, prefix) =>
      new Promise((resolve, reject) => {
        if (dead) return reject(dead);
        loaded = { resolve, reject };
        send({ type: 'load', manifest, prefix });
      }),
  };
}

export function createLocalClient(opts: LocalClientOptions): SearchClient & { ready: () => Promise<unknown> } {
  const f = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const useWorker = typeof Worker !== 'undefined';
  let loading: Promise<Engine> | null = null;
  const ready = () => {
    loading ??= (async () => {
      const start = performance.now();
      let worker: ReturnType<typeof startWorker> | null = null;
      try {
        if (useWorker) worker = startWorker();
      } catch {
        // Workers refused (a content security policy, a sandbox): the engine runs here.
      }
      let manifest: Manifest;
      try {
        manifest = (await (await get(f, opts.manifestUrl)).json()) as Manifest;
      } catch (e) {
        worker?.stop();
        throw e;
      }
      performance.measure?.(MEASURE_FETCH, { start });
      const prefix = prefixOf(opts.resolve);
      const engine = worker ? await worker.load(manifest, prefix).catch(() => inlineEngine(manifest, prefix, f)) : await inlineEngine(manifest, prefix, f);
      performance.measure?.(MEASURE_LOAD, { start });
      return engine;
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
      const engine = await ready();
      const start = performance.now();
      // On a versioned site: the version in view first, each hit saying its version (./docs-versions.ts).
      const view = versionInView();
      const { results, ms } = await engine.search(view ? requests.map((r) => ({ ...r, docsVersion: view.preferred })) : requests).catch((e: unknown) => {
        loading = null;
        throw new RetryError('The search engine stopped; the next query starts it again.', e);
      });
      performance.measure?.(MEASURE_QUERY, { start });
      performance.measure?.(MEASURE_ENGINE, { start, duration: ms });
      return { results: view ? results.map((r) => labelResult(r, view.versions)) : results };
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
