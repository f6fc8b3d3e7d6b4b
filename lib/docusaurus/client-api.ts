/**
 * Docusaurus's client API that needs nothing of the site's content: `@docusaurus/router`,
 * `BrowserOnly`, `useIsBrowser`, `ExecutionEnvironment`, `Translate`, `Interpolate`, each as
 * Docusaurus's server render gives it (packages/docusaurus/src/client/exports/*). A page is rendered
 * once, at build time, so they answer as the server does: not a browser, the page's own location.
 */
import { createElement, Fragment, isValidElement, cloneElement, type ReactNode } from 'react';
import { stripBase, withBase, withoutLeadingSlash, withoutTrailingSlash } from '../url';
import { exportHref } from '../routes';

type Values = Record<string, ReactNode>;

/** Interpolate.tsx: `{name}` placeholders filled from `values`; a string unless a value is an element. */
export function interpolate(text: string, values?: Values): ReactNode {
  const parts = text.split(/(\{\w+\})/).map((seg, i) => {
    const v = i % 2 === 1 ? values?.[seg.slice(1, -1)] : undefined;
    return v === undefined ? seg : v;
  });
  if (!parts.some((p) => isValidElement(p))) return parts.join('');
  return parts.map((p, key) => (isValidElement(p) ? cloneElement(p, { key }) : p)).filter((p) => p !== '');
}

export const Interpolate = ({ children, values }: { children: string; values?: Values }) => createElement(Fragment, null, interpolate(children, values));

/** Translate.tsx: the message as written (in the browser, where an island runs, no code translations are shipped). */
export const translate = ({ message }: { message: string; id?: string; description?: string }, values?: Values) => interpolate(message, values) as string;
export const Translate = ({ children, values }: { children: string; id?: string; description?: string; values?: Values }) => createElement(Interpolate as (p: { values?: Values; children?: string }) => ReactNode, { values }, children);

/**
 * Translate.tsx with the locale's code translations (theme-translations and i18n/<locale>/code.json,
 * lib/docusaurus/translations.ts): `codeTranslations[id ?? message] ?? message`, as Docusaurus's
 * client/exports/Translate.tsx looks a message up.
 */
function translateWith(messages: Readonly<Record<string, string>>) {
  const lookup = (message: string, id?: string) => messages[id ?? message] ?? message;
  const t = ({ message, id }: { message: string; id?: string; description?: string }, values?: Values) => interpolate(lookup(message, id), values) as string;
  const T = ({ children, id, values }: { children: string; id?: string; description?: string; values?: Values }) =>
    createElement(Interpolate as (p: { values?: Values; children?: string }) => ReactNode, { values }, lookup(children, id));
  return Object.assign(T, { translate: t });
}

/**
 * A router `to` as a URL of the export: useBaseUrl.ts's rule (a path already under the base URL
 * is kept, another gets it), then the export's trailing slash, as links here have it.
 */
export function resolveTo(to: string | { pathname?: string; search?: string; hash?: string }): string {
  const url = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return withBase(exportHref(stripBase(url)));
}

/**
 * react-router's `<Redirect>` in a static export: no router runs, so the page sends the reader on
 * itself: a script, before anything else loads, a refresh (React puts the `<meta>` in the head), so
 * a reader without scripts goes too, and the link, as Docusaurus's page reads before it hydrates.
 */
function Redirect({ to }: { to: string | { pathname?: string; search?: string; hash?: string }; push?: boolean }) {
  const href = resolveTo(to);
  const script = `location.replace(${JSON.stringify(href).replace(/</g, '\\u003c')})`;
  return createElement(
    Fragment,
    null,
    createElement('meta', { httpEquiv: 'refresh', content: `0; url=${href}` }),
    createElement('script', { dangerouslySetInnerHTML: { __html: script } }),
    createElement('p', null, createElement('a', { href }, href)),
  );
}

/** react-router v5's `matchPath` (the version Docusaurus 3 ships): `:param`, `:param?` and `*` patterns. */
export function matchPath(pathname: string, options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean }) {
  const o = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const path of ([] as string[]).concat(o.path ?? [])) {
    const keys: string[] = [];
    const body = path
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:(\w+)(\?)?/g, (_m, k: string, opt?: string) => (keys.push(k), opt ? '(?:/([^/]+))?' : '/([^/]+)'))
      .replace(/\*/g, () => (keys.push(String(keys.length)), '(.*)'));
    const re = new RegExp(`^${body}${o.strict ? '' : '/?'}${o.exact ? '$' : '(?=/|$)'}`, o.sensitive ? '' : 'i');
    const m = re.exec(pathname);
    if (!m) continue;
    const url = path === '/' && m[0] === '' ? '/' : m[0];
    return { path, url, isExact: pathname === url, params: Object.fromEntries(keys.map((k, i) => [k, m[i + 1]])) };
  }
  return null;
}

/** The client modules of a page whose path (with the base path) is `pathname`. */
/** `messages`: the locale's code translations, for `@docusaurus/Translate` (none: messages as written). */
export function clientApiModules(pathname: string, messages: Readonly<Record<string, string>> = {}) {
  const location = { pathname, search: '', hash: '', state: undefined, key: 'static' };
  const history = {
    length: 1,
    action: 'POP',
    location,
    createHref: (l: Parameters<typeof resolveTo>[0]) => resolveTo(l),
    push: () => {},
    replace: () => {},
    go: () => {},
    goBack: () => {},
    goForward: () => {},
    block: () => () => {},
    listen: () => () => {},
  };
  const match = { path: '/', url: '/', isExact: pathname === '/', params: {} };
  const withRouter = (C: (p: Record<string, unknown>) => ReactNode) =>
    function WithRouter(props: Record<string, unknown>) {
      return createElement(C, { ...props, location, history, match });
    };
  return {
    '@docusaurus/router': { Redirect, useLocation: () => location, useHistory: () => history, matchPath, withRouter },
    // BrowserOnly.tsx: the server render shows `fallback`; children are a function only the browser calls.
    '@docusaurus/BrowserOnly': ({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) => fallback ?? null,
    '@docusaurus/useIsBrowser': () => false,
    '@docusaurus/ExecutionEnvironment': { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false },
    '@docusaurus/Translate': translateWith(messages),
    '@docusaurus/Interpolate': Object.assign(Interpolate, { interpolate }),
    '@docusaurus/isInternalUrl': Object.assign(isInternalUrl, { hasProtocol }),
    '@docusaurus/useGlobalData': globalDataModule(GLOBAL_DATA),
  } as const;
}

/** isInternalUrl.ts: a URL with a scheme (`https:`, `mailto:`, `data:`) or protocol-relative (`//`) is not the site's. */
export const hasProtocol = (url: string) => /^(?:\w*:|\/\/)/.test(url);
/** isInternalUrl.ts: any other URL is internal, `undefined` is not. */
export const isInternalUrl = (url?: string) => url !== undefined && !hasProtocol(url);

/**
 * Plugins' global data (`useDocusaurusContext().globalData`, lib/docusaurus/context.ts): this
 * engine runs none of Docusaurus's plugins, so there is none, and the hooks answer as Docusaurus's
 * do for a plugin that set none: `undefined`, or the error `{ failfast: true }` asks for.
 */
export type GlobalData = Record<string, Record<string, unknown>>;
export const GLOBAL_DATA: GlobalData = {};

/** useGlobalData.ts: the whole map; all instances of a plugin; one instance (`'default'` unless named). */
export function globalDataModule(globalData: GlobalData) {
  const useAllPluginInstancesData = (pluginName: string, options: { failfast?: boolean } = {}) => {
    const data = globalData[pluginName];
    if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
    return data;
  };
  const usePluginData = (pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}) => {
    const data = useAllPluginInstancesData(pluginName)?.[pluginId];
    if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
    return data;
  };
  return Object.assign(() => globalData, { useAllPluginInstancesData, usePluginData });
}

/**
 * useRouteContext.ts: the plugin whose route renders the page (its name and instance id, one
 * instance here) and the route's data, which Docusaurus's routes merge from parent to child; this
 * engine's routes carry none, so `{}`.
 */
export type RouteContext = { plugin: { name: string; id: string }; data: Record<string, unknown> };
export function routeContext(kind: 'doc' | 'post' | 'page'): RouteContext {
  const name = { doc: 'docusaurus-plugin-content-docs', post: 'docusaurus-plugin-content-blog', page: 'docusaurus-plugin-content-pages' }[kind];
  return { plugin: { name, id: 'default' }, data: {} };
}

export type ColorModeName = 'light' | 'dark';

/**
 * `useColorMode()`'s value (theme-common contexts/colorMode.tsx): the mode painted, the reader's
 * explicit choice (null: none, the site's default or the system's), the setter, and the deprecated
 * helpers Docusaurus 3 keeps.
 */
export function colorModeValue(colorMode: ColorModeName, colorModeChoice: ColorModeName | null, setColorMode: (mode: ColorModeName | null, options?: { persist?: boolean }) => void) {
  return {
    colorMode,
    colorModeChoice,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

/**
 * The server's `useColorMode()`: Docusaurus renders the site's default mode (the reader's choice is
 * known only in the browser), and setting it there does nothing.
 */
export const serverColorMode = (defaultMode: ColorModeName) => colorModeValue(defaultMode, null, () => {});

/**
 * `@docusaurus/useBaseUrl`'s rule (utils-common addBaseUrl): a URL with a protocol or an anchor is
 * kept; `forcePrependBaseUrl` always prefixes; the base URL alone gains its slash; a path already
 * under the base URL is kept, another gets it; `absolute` puts the site's URL first.
 */
export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  if (!url || url.startsWith('#') || /^(?:\w*:|\/\/)/.test(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + withoutLeadingSlash(url);
  if (url === withoutTrailingSlash(baseUrl)) return baseUrl;
  const based = url.startsWith(baseUrl) ? url : baseUrl + withoutLeadingSlash(url);
  return absolute ? withoutTrailingSlash(siteUrl) + based : based;
}
