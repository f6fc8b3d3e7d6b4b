import { site } from '@/lib/site';

/**
 * Shown only when the main stylesheet failed to load, which is what happens when the site is
 * served under another path than the one it was built for: its CSS and JS 404. Inline styles
 * keep it readable with no stylesheet; the script suggests the base path that would work.
 */
export function BaseUrlBanner() {
  const configured = site.baseUrl;
  const script = `(function(){var b=document.getElementById('oso-base-url-banner');if(!b||getComputedStyle(b).display==='none')return;
var c=${JSON.stringify(configured)},p=location.pathname,s=c;
if(p.indexOf(c)!==0||c==='/'){var seg=p.split('/').filter(Boolean)[0];s=seg?'/'+seg+'/':'/';}
var e=b.querySelector('[data-suggested]');if(e)e.textContent=s;})();`;
  return (
    <div
      id="oso-base-url-banner"
      role="alert"
      style={{ padding: '1rem', margin: '0.5rem', border: '2px solid #b91c1c', background: '#fef2f2', color: '#7f1d1d', fontFamily: 'system-ui, sans-serif' }}
    >
      <p style={{ margin: 0, fontWeight: 700 }}>Your site did not load properly.</p>
      <p style={{ margin: '0.5rem 0 0' }}>
        It was built for the base path <code>{configured}</code>, but it is served from <code>another path</code>, so its
        styles and scripts cannot be found. Rebuild with <code>BASE_PATH</code> set to the folder it is served from; here
        that looks like{' '}
        {/* The script below may rewrite this text before hydration. */}
        <code data-suggested suppressHydrationWarning>
          {configured}
        </code>
        .
      </p>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </div>
  );
}
