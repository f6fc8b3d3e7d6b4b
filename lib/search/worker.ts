import { engineHost, type FromWorker, type ToWorker } from './engine';

/**
 * The search worker's entry (lib/search/local-client.ts starts it): builds the index from the
 * bytes the page fetched and answers queries. MiniSearch and the ranking code load here, in the
 * worker, never on the page's main thread.
 */
type Scope = { onmessage: ((e: MessageEvent<ToWorker>) => void) | null; postMessage: (m: FromWorker) => void };
const scope = self as unknown as Scope;
const handle = engineHost((m) => scope.postMessage(m));
scope.onmessage = (e) => void handle(e.data);
