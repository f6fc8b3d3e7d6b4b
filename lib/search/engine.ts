import { loadIndex, type PackedIndex } from './local-index';
import { runQuery } from './query';
import type { SearchRequest, SearchResult } from './types';

/**
 * The local search engine proper: the packed index's JSON in, Algolia-shaped results out. It runs
 * in a Web Worker in the browser (lib/search/worker.ts), so building the index and answering
 * queries never block the page; and in the calling thread where there is no Worker (Node, tests).
 */
export type Engine = {
  /** The results, and how long the engine itself took (ms), wherever it runs. */
  search: (requests: SearchRequest[]) => Promise<{ results: SearchResult[]; ms: number }>;
};

export function createEngine(json: string): Engine {
  const index = loadIndex(JSON.parse(json) as PackedIndex);
  return {
    search: async (requests) => {
      const start = performance.now();
      const results = requests.map((r) => runQuery(index, r));
      return { results, ms: performance.now() - start };
    },
  };
}

/** Messages between the page and the worker. */
export type ToWorker = { type: 'load'; json: ArrayBuffer } | { type: 'search'; id: number; requests: SearchRequest[] };
export type FromWorker =
  | { type: 'loaded' }
  | { type: 'load-error'; message: string }
  | { type: 'results'; id: number; results: SearchResult[]; ms: number }
  | { type: 'search-error'; id: number; message: string };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The worker's side of the conversation: one engine, built from the bytes of a `load`, answering each `search` by id. */
export function engineHost(post: (m: FromWorker) => void): (m: ToWorker) => Promise<void> {
  let engine: Engine | null = null;
  return async (m) => {
    if (m.type === 'load') {
      try {
        engine = createEngine(new TextDecoder().decode(m.json));
        post({ type: 'loaded' });
      } catch (e) {
        post({ type: 'load-error', message: message(e) });
      }
      return;
    }
    try {
      if (!engine) throw new Error('search index not loaded');
      post({ type: 'results', id: m.id, ...(await engine.search(m.requests)) });
    } catch (e) {
      post({ type: 'search-error', id: m.id, message: message(e) });
    }
  };
}
