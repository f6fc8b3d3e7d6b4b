import { liteClient } from 'algoliasearch/lite';
import { TIMEOUTS } from './constants';
import type { SearchClient } from './types';

/**
 * The hosted service: algoliasearch v5's lite client (search only). Its transport retries the
 * next host on failure and keeps a failed host marked down for 2 minutes (client-common's
 * EXPIRATION_DELAY), which is the spec's 120 s.
 */
export function createHostedClient(appId: string, apiKey: string): SearchClient {
  return liteClient(appId, apiKey, { timeouts: TIMEOUTS }) as unknown as SearchClient;
}
