/**
 * The inline script every page runs in <head>, before any bundle: things that must happen before
 * React hydrates or that must work when bundles fail to load. Kept as source text so the same
 * logic is unit-testable (see normalizePath) and shipped once per page.
 */
import { STORAGE_KEYS } from '../storage-keys';

/** `/a/index.html`, `/a/index`, `/a.html` → `/a/`; null when nothing to change. */
export function normalizePath(pathname: string): string | null {
  const m = pathname.match(/^(.*?)(?:\/index(?:\.html)?|\.html)$/);
  if (!m) return null;
  return `${m[1]}/`;
}

/** True when a pathname cannot be percent-decoded (e.g. `/docs/%E0%A4%A`). */
export function isUndecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Whether to skip prefetching: 2g connections or data-saver on. */
export function prefetchDisallowed(conn: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  return Boolean(conn && (conn.saveData || /(^|-)2g$/.test(conn.effectiveType ?? '')));
}

export function bootScript(): string {
  return `(function(){
var d=document.documentElement,l=location;
try{var n=(${normalizePath.toString()})(l.pathname);if(n&&n!==l.pathname)history.replaceState(history.state,'',n+l.search+l.hash)}catch(e){}
try{decodeURIComponent(l.pathname)}catch(e){d.setAttribute('data-bad-path','true')}
var c=navigator.connection;
if(c&&(c.saveData||/(^|-)2g$/.test(c.effectiveType||''))){
  d.setAttribute('data-no-prefetch','true');
  var f=window.fetch;
  window.fetch=function(i,o){var h=o&&o.headers;var p=h&&(typeof h.get==='function'?h.get('next-router-prefetch'):(h['Next-Router-Prefetch']||h['next-router-prefetch']));
    if(p)return Promise.reject(new Error('prefetch skipped: data saver or 2g'));return f.apply(this,arguments)};
}
// One reload per URL: a bundle that fails again after the reload leaves the page as it is.
var K=${JSON.stringify(STORAGE_KEYS.reloadAfterFailedBundle)};
// Lazy components (e.g. the search dialog) show their own error and Retry instead.
function reloadOnce(what){if(d.hasAttribute('data-lazy-loading'))return;try{if(sessionStorage.getItem(K)===l.href)return;sessionStorage.setItem(K,l.href)}catch(e){}
  console.warn('A route bundle failed to load ('+what+'); reloading the page.');l.reload()}
addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&/\\/_next\\/static\\//.test(t.src||''))reloadOnce(t.src)},true);
addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&(r.name==='ChunkLoadError'||/Loading chunk [^ ]+ failed/.test(String(r&&r.message))))reloadOnce(String(r.message))});
})();`;
}
