/**
 * An island on the page (server side): a site component that needs the browser
 * (lib/docusaurus/islands.ts) renders here as every component does, inside ./island-client.tsx,
 * which writes the `<oso-island>` element naming its chunk, export and props, and in the browser
 * puts the live component in the place of that HTML.
 *
 * Props must be data (JSON: strings, numbers, booleans, null, arrays and plain objects): a function or
 * an element cannot reach the browser, so such a use renders on the server only, as the component's
 * first state, and the element says why (`data-island-static`). An island inside another island is
 * part of the outer one's chunk and renders plainly.
 */
import { createElement, type ReactNode } from 'react';
import { siteReact } from '@/lib/docusaurus/evaluate';
import type { IslandRef } from '@/lib/docusaurus/module-names';
import type { IslandPageData } from '@/lib/docusaurus/docs-client';
import { withBase } from '@/lib/url';
import { IslandClient } from './island-client';

type Props = Record<string, unknown>;

/** Site code's own context: true inside an island (read while the site's components render). */
const InIsland = siteReact.createContext(false);

/** The first prop that is not data, by its path (`children`, `items[2].render`), or undefined. */
export function notData(value: unknown, at = ''): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : at;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = notData(value[i], `${at}[${i}]`);
      if (bad !== undefined) return bad;
    }
    return undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !('$$typeof' in (value as object))) {
    for (const [k, v] of Object.entries(value as Props)) {
      if (v === undefined) continue;
      const bad = notData(v, at ? `${at}.${k}` : k);
      if (bad !== undefined) return bad;
    }
    return undefined;
  }
  return at || '(props)';
}

const isComponent = (c: unknown) => typeof c === 'function' || (typeof c === 'object' && c !== null && '$$typeof' in c);

/**
 * `@oso/island`: the component exported as `ref` by an island module, wrapped (see the top of this
 * file); `page` is the page's data its chunk reads (components/islands/page-data.tsx), if any.
 */
export function islandWrapper(Component: unknown, ref: IslandRef, page?: IslandPageData): unknown {
  if (!isComponent(Component)) return Component;
  const name = (Component as { displayName?: string; name?: string }).displayName ?? (Component as { name?: string }).name ?? ref.name;
  function Island(props: Props) {
    const inner = siteReact.createElement(Component as never, props as never);
    if (siteReact.useContext(InIsland)) return inner;
    const bad = notData(props);
    const shown = siteReact.createElement(InIsland as never, { value: true } as never, inner as ReactNode) as ReactNode;
    if (bad !== undefined) return createElement('oso-island', { 'data-island-static': `${bad} is not data: rendered on the server only` }, shown);
    // Keyed by its chunk: a new build of the component (an edit in `npm run dev`) mounts and loads anew.
    return createElement(IslandClient, { key: ref.src, src: withBase(ref.src), name: ref.name, props, page }, shown);
  }
  Object.defineProperty(Island, 'name', { value: `Island(${name})` });
  return Island;
}
