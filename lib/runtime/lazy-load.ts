/**
 * While a lazy chunk loads, and briefly after it failed (the runtime reports a chunk's sibling
 * scripts failing after the import has already rejected), <html data-lazy-loading> is set: such a
 * failure is this loader's to report (error text and Retry), not a broken route to reload.
 */
const FAILURE_GRACE_MS = 2_000;
let pendingLoads = 0;
export function trackLazyLoad<T>(p: Promise<T>): Promise<T> {
  if (typeof document === 'undefined') return p;
  const root = document.documentElement;
  pendingLoads++;
  root.dataset.lazyLoading = 'true';
  const done = () => {
    if (--pendingLoads === 0) delete root.dataset.lazyLoading;
  };
  p.then(done, () => setTimeout(done, FAILURE_GRACE_MS));
  return p;
}
