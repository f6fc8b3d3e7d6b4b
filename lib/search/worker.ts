import { engineHost, type FromWorker, type ToWorker } from './engine';

/**
 * The search worker's entry (lib/search/local-client.ts starts it): fetches the index's shards and
 * fragments as queries need them, ranks and answers. The engine's code loads here, in the worker,
 * never on the page's main thread.
 */
type Scope = { onmessage: ((e: MessageEvent<ToWorker>) => void) | null; postMessage: (m: FromWorker) => void };
const scope = self as unknown as Scope;
const handle = engineHost((m) => scope.postMessage(m));
scope.onmessage = (e) => void handle(e.data);
