/**
 * The inline script every page runs in <head>, before any bundle: things that must happen before
 * React hydrates or that must work when bundles fail to load. Kept as source text so the same
 * logic is unit-testable (see normalizePath) and shipped once per page.
 */
import { STORAGE_KEYS } from '../storage-keys';
import { resolveColorChoice, type ColorModeConfig } from '../ui/color-choice';

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

export type BootOptions = {
  colorMode: ColorModeConfig;
  /** The announcement's id, when the site has one: a dismissal made for another id is forgotten. */
  announcementId?: string;
};

/**
 * The one inline script of every page, in <head> before any bundle (one script, written compact:
 * every page carries it). In order:
 * - paints the stored colour mode, so a dark choice never flashes light;
 * - marks a dismissed announcement, so CSS hides its bar with no flash;
 * - cleans `/a/index.html` up to `/a/` and marks an undecodable path;
 * - on data-saver or 2g, marks the page so nothing is prefetched (components/runtime/client-links.tsx,
 *   through which every prefetch goes, reads the mark);
 * - reloads once when a route bundle fails to load.
 */
export function bootScript(o: BootOptions): string {
  const k = STORAGE_KEYS;
  const j = JSON.stringify;
  const announcement = o.announcementId
    ? `try{if(s.getItem(${j(k.announcementId)})!==${j(o.announcementId)}){s.setItem(${j(k.announcementId)},${j(o.announcementId)});s.removeItem(${j(k.announcementDismiss)})}if(s.getItem(${j(k.announcementDismiss)})==='true')d.setAttribute('data-announcement-dismissed','true')}catch(e){}`
    : '';
  return `(function(){var d=document.documentElement,l=location,s;try{s=localStorage}catch(e){}
try{var m=(${resolveColorChoice.toString()})(s?s.getItem(${j(k.theme)}):null,${j(o.colorMode)},!!(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches));d.setAttribute('data-theme',m);d.style.colorScheme=m}catch(e){}
${announcement}
try{var n=(${normalizePath.toString()})(l.pathname);if(n&&n!==l.pathname)history.replaceState(history.state,'',n+l.search+l.hash)}catch(e){}
try{decodeURIComponent(l.pathname)}catch(e){d.setAttribute('data-bad-path','true')}
if((${prefetchDisallowed.toString()})(navigator.connection))d.setAttribute('data-no-prefetch','true');
var K=${j(k.reloadAfterFailedBundle)};
function reloadOnce(w){if(d.hasAttribute('data-lazy-loading'))return;try{if(sessionStorage.getItem(K)===l.href)return;sessionStorage.setItem(K,l.href)}catch(e){}console.warn('A route bundle failed to load ('+w+'); reloading the page.');l.reload()}
addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&/\\/_next\\/static\\//.test(t.src||''))reloadOnce(t.src)},true);
addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&(r.name==='ChunkLoadError'||/Loading chunk [^ ]+ failed/.test(String(r&&r.message))))reloadOnce(String(r.message))})})();`;
}

/**
 * The home page's inline script: once the page has loaded, when the stylesheet did not apply (the
 * site served under another path than its base path `baseUrl`: its CSS and JS 404), it shows a
 * banner that says so and suggests the base path. On the home page only, as Docusaurus's
 * baseUrlIssueBanner: the home page is where a wrong base path is first seen, and every other page
 * is spared the bytes.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const j = JSON.stringify;
  const banner = `<b>Your site did not load properly.</b> It was built for the base path <code></code>, not the one it is served from, so its styles and scripts are missing. Rebuild with <code>BASE_PATH</code> set to <code data-suggested></code>.`;
  return `addEventListener('load',function(){var d=document.documentElement,l=location;if(getComputedStyle(d).getPropertyValue(${j(STYLESHEET_MARK)}))return;
var c=${j(baseUrl)},p=l.pathname,g=c;if(p.indexOf(c)!==0||c==='/'){var x=p.split('/').filter(Boolean)[0];g=x?'/'+x+'/':'/'}
var b=document.createElement('div');b.id='oso-base-url-banner';b.setAttribute('role','alert');b.style.cssText='padding:1rem;border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;font:1rem/1.5 system-ui,sans-serif';
b.innerHTML='${banner}';var e=b.querySelectorAll('code');e[0].textContent=c;e[2].textContent=g;d.style.overflowAnchor='none';document.body.insertBefore(b,document.body.firstChild)})`;
}

/** A custom property the site's stylesheet sets on :root (app/globals.css): set means it applied. */
export const STYLESHEET_MARK = '--oso-stylesheet';
