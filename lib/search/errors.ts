/**
 * DocSearch shows "Unable to fetch results" only for a rejection with this name (algoliasearch's
 * own error when every host failed), so the local client and the lazy loader reject with it too.
 */
export class RetryError extends Error {
  override name = 'RetryError';
  constructor(message = 'Unreachable hosts - the search service could not be reached.', cause?: unknown) {
    super(message, { cause });
  }
}
