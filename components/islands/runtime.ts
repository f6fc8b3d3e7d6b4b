/**
 * The island runtime (loaded by ./hydrator.tsx on pages with islands): hands island chunks the
 * page's own React and the client API (one copy of React: the app's), then hydrates each
 * `<oso-island>` of the page with its component and props (react-dom's hydrateRoot). A chunk that
 * does not load, or a component that throws, leaves the server-rendered HTML as it was.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { ISLAND_ATTR, ISLAND_GLOBAL } from '@/lib/docusaurus/modules';
import { islandClientModules } from './client-modules';

/** A module's exports as a plain object (no `default`, no `__esModule`): an island chunk reads `import React from 'react'` as the whole. */
function plain(ns: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(ns)) if (k !== 'default' && k !== '__esModule') out[k] = (ns as Record<string, unknown>)[k];
  return out;
}

const roots = new Map<Element, ReactDOMClient.Root>();
const STATE = 'data-island-state';

/** A chunk's module (its URL is the page's own, published with the site). */
const load = (src: string): Promise<Record<string, unknown>> => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ src);

function hydrateOne(el: Element) {
  const src = el.getAttribute(ISLAND_ATTR.src)!;
  const name = el.getAttribute(ISLAND_ATTR.name) ?? 'default';
  el.setAttribute(STATE, 'loading');
  const html = el.innerHTML;
  const fail = (why: unknown) => {
    el.setAttribute(STATE, 'failed');
    console.error(`island ${src} (${name}) did not start; its server-rendered HTML stays:`, why);
  };
  load(src)
    .then((mod) => {
      const Component = mod[name] as React.ComponentType;
      if (!Component) throw new Error(`the chunk exports no ${name}`);
      const props = JSON.parse(el.getAttribute(ISLAND_ATTR.props) ?? '{}') as Record<string, unknown>;
      const root = ReactDOMClient.hydrateRoot(el, React.createElement(Component, props), {
        // An error the component throws unmounts the island: put its server HTML back.
        onUncaughtError: (error) => {
          queueMicrotask(() => {
            root.unmount();
            roots.delete(el);
            el.innerHTML = html;
            fail(error);
          });
        },
      });
      roots.set(el, root);
      el.setAttribute(STATE, 'hydrated');
    })
    .catch(fail);
}

/** Hydrates every island of the page not hydrated yet; lets go of those a navigation removed. */
export function hydrateIslands() {
  const g = globalThis as unknown as Record<string, { modules: Record<string, unknown> }>;
  g[ISLAND_GLOBAL] ??= {
    modules: { react: plain(React), 'react-dom': plain(ReactDOM), 'react-dom/client': plain(ReactDOMClient), 'react/jsx-runtime': plain(JsxRuntime), ...islandClientModules },
  };
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    queueMicrotask(() => root.unmount());
  }
  for (const el of document.querySelectorAll(`oso-island[${ISLAND_ATTR.src}]:not([${STATE}])`)) hydrateOne(el);
}
