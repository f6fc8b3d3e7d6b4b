/**
 * The client API in an island, in the browser (lib/docusaurus/module-names.ts lists what an island may
 * import): each module as Docusaurus's client gives it after hydration
 * (packages/docusaurus/src/client/exports/*), its server render being lib/docusaurus/client-api.ts
 * and components/docusaurus/page-modules.tsx. Bundled into the island chunks that import them, only what
 * each uses (lib/content/islands.ts), never into the app; React is the page's own (./island-client.tsx
 * hands it over).
 * `useDocusaurusContext` is written into the chunk that imports it.
 */
import { useCallback, useEffect, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { addBaseUrl, colorModeValue, globalDataModule, GLOBAL_DATA, hasProtocol, interpolate, isInternalUrl, matchPath, resolveTo, translate, Interpolate, Translate, type ColorModeName } from '@/lib/docusaurus/client-api';
import { colorChoice, colorSnapshot, setColorChoice, subscribeColorMode } from '@/lib/runtime/color-mode';
import { docsClientHooks, type DocCard, type IslandPageData, type PropSidebarItem } from '@/lib/docusaurus/docs-client';
import { ISLAND_GLOBAL } from '@/lib/docusaurus/island-global';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { BASE_PATH } from '@/lib/url';
import { Admonition } from '../mdx/admonition';
import { DocCardsView } from '../docs/doc-card-list';
export { Details, Heading, Layout, ThemedImage } from '../docusaurus/plain-modules';
export { Admonition, matchPath, Translate, translate, Interpolate, interpolate, isInternalUrl, hasProtocol };

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

const globalData = globalDataModule(GLOBAL_DATA);
export const useGlobalData = globalData;
export const { useAllPluginInstancesData, usePluginData } = globalData;

/**
 * `useColorMode` of `@docusaurus/theme-common` in an island, on this site's colour mode
 * (lib/runtime/color-mode.ts: the reader's choice under STORAGE_KEYS.theme, the mode painted on
 * `<html data-theme>`), for the site's `colorMode` settings (`config`, from the chunk's
 * `useDocusaurusContext`: lib/content/islands.ts). The server's and hydration's render is the
 * default mode, as Docusaurus's; then the painted one. `setColorMode('dark')` stores and paints the
 * choice, `null` forgets it (the site's default, or the system's where the site follows it),
 * `{ persist: false }` paints it for this page only. The navbar's toggle (another copy of that
 * module, in the app's bundle) hears of it through a `storage` event, as it hears of other tabs.
 */
export function colorModeHook(config: { defaultMode: ColorModeName; respectPrefersColorScheme: boolean }) {
  const c = { defaultMode: config.defaultMode, respectSystem: config.respectPrefersColorScheme };
  const subscribe = (onChange: () => void) => subscribeColorMode(c, onChange);
  return function useColorMode() {
    const snapshot = useSyncExternalStore(subscribe, () => colorSnapshot(c), () => `${c.defaultMode} ${c.defaultMode}`);
    const painted = snapshot.split(' ')[1] as ColorModeName;
    const choice = useSyncExternalStore(subscribe, colorChoice, () => null);
    const setColorMode = useCallback((mode: ColorModeName | null, options: { persist?: boolean } = {}) => {
      if (options.persist === false && mode) {
        document.documentElement.setAttribute('data-theme', mode);
        document.documentElement.style.colorScheme = mode;
        return;
      }
      setColorChoice(mode ?? 'system', c);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme }));
    }, []);
    return colorModeValue(painted, choice === 'light' || choice === 'dark' ? choice : null, setColorMode);
  };
}

/** The page's data this island was given (./island-client.tsx puts it there before the chunk loads). */
const pageData = (): IslandPageData => (globalThis as unknown as Record<string, { page?: IslandPageData }>)[ISLAND_GLOBAL].page ?? {};

/** useRouteContext.tsx: the context of the page's route (its plugin), as the page gave it. */
export function useRouteContext() {
  const { route } = pageData();
  if (!route) throw new Error('Unexpected: no Docusaurus route context found');
  return route;
}

export const { useDocsSidebar, useDoc } = docsClientHooks(pageData);

/**
 * `@theme/DocCardList` in an island: the cards the page shows (its category's), or one per item of
 * `items` (Docusaurus's sidebar items, as useDocsSidebar gives them), with the page's class names.
 */
export function DocCardList({ items, className }: { items?: PropSidebarItem[]; className?: string }) {
  const { cards: page } = pageData();
  const given = (i: PropSidebarItem): DocCard[] =>
    i.type === 'html' || !i.href || i.className === 'hidden' ? [] : [{ href: i.href, label: i.label, text: i.type === 'category' ? (i.description ?? `${i.items.length} items`) : '', isCategory: i.type === 'category' }];
  const cards = items ? items.flatMap(given) : (page?.cards ?? []);
  return <DocCardsView cards={cards} classes={page?.classes ?? {}} Link={Link} className={className} />;
}
