/**
 * The client API in an island, in the browser (lib/docusaurus/modules.ts lists what an island may
 * import): each module as Docusaurus's client gives it after hydration
 * (packages/docusaurus/src/client/exports/*), its server render being lib/docusaurus/client-api.ts
 * and components/docusaurus/modules.tsx. Bundled into the island chunks that import them, only what
 * each uses (lib/content/islands.ts), never into the app; React is the page's own (./island-client.tsx
 * hands it over).
 * `useDocusaurusContext` is written into the chunk that imports it.
 */
import { useEffect, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { addBaseUrl, interpolate, matchPath, resolveTo, translate, Interpolate, Translate } from '@/lib/docusaurus/client-api';
import { BASE_PATH } from '@/lib/url';
import { Admonition } from '../mdx/admonition';
export { Details, Heading, Layout } from '../docusaurus/plain-modules';
export { Admonition, matchPath, Translate, translate, Interpolate, interpolate };

type To = Parameters<typeof resolveTo>[0];

const subscribeNothing = () => () => {};

/** useIsBrowser.tsx: false on the server and while hydrating, true once hydrated (React re-renders with the client snapshot). */
export const useIsBrowser = () => useSyncExternalStore(subscribeNothing, () => true, () => false);

/** BrowserOnly.tsx: `fallback` until hydrated, then what `children()` returns. */
export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return useIsBrowser() && children ? <>{children()}</> : <>{fallback ?? null}</>;
}

export const useLocation = () => locationNow();
const locationNow = () => ({ pathname: location.pathname, search: location.search, hash: location.hash, state: history.state as unknown, key: 'browser' });

const historyApi = {
  get length() {
    return history.length;
  },
  action: 'POP',
  get location() {
    return locationNow();
  },
  createHref: (to: To) => resolveTo(to),
  push: (to: To) => location.assign(resolveTo(to)),
  replace: (to: To) => location.replace(resolveTo(to)),
  go: (n: number) => history.go(n),
  goBack: () => history.back(),
  goForward: () => history.forward(),
  block: () => () => {},
  listen: (fn: (l: ReturnType<typeof locationNow>) => void) => {
    const on = () => fn(locationNow());
    window.addEventListener('popstate', on);
    return () => window.removeEventListener('popstate', on);
  },
};

/** react-router's `<Redirect>` rendered in the browser: goes to `to` once mounted (`push` keeps this page in history). */
export function Redirect({ to, push }: { to: To; push?: boolean }) {
  useEffect(() => (push ? location.assign(resolveTo(to)) : location.replace(resolveTo(to))), [to, push]);
  return null;
}

/** `@docusaurus/Link`: an anchor with the export's URL (the site's own link handling takes internal ones client-side). */
export function Link({ to, href, children, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to?: string; href?: string; children?: ReactNode }) {
  return (
    <a href={resolveTo(to ?? href ?? '#')} {...rest}>
      {children}
    </a>
  );
}

const withBaseUrl = (url: string, opts?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => addBaseUrl(location.origin, `${BASE_PATH}/`, url, opts);

/** `@theme/CodeBlock` for code an island has in the browser (fetched, typed): the figure code blocks have, without token colours or buttons. */
export function CodeBlock({ children, language, className, title }: { children?: ReactNode; language?: string; className?: string; title?: string }) {
  const lang = (language ?? className?.match(/language-(\S+)/)?.[1] ?? 'text').toLowerCase();
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : String(children ?? '');
  return (
    <figure data-rehype-pretty-code-figure="">
      {title ? <figcaption data-rehype-pretty-code-title="">{title}</figcaption> : null}
      <div className="code-frame">
        <pre data-language={lang} tabIndex={0}>
          <code data-language={lang}>
            {code.split('\n').map((line, i) => (
              <span key={i} data-line="">
                {line}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      </div>
    </figure>
  );
}

export const useHistory = () => historyApi;
export const withRouter = (C: (p: Record<string, unknown>) => ReactNode) => (p: Record<string, unknown>) => C({ ...p, location: locationNow(), history: historyApi });
export const ExecutionEnvironment = { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: 'IntersectionObserver' in window, canUseViewport: 'screen' in window };
export const Head = () => null;
export const useBaseUrl = withBaseUrl;
export const useBaseUrlUtils = () => ({ withBaseUrl });
