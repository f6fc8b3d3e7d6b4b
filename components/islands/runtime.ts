/**
 * The island runtime (loaded by ./island-client.tsx on pages with islands, a chunk of its own): hands
 * island chunks the page's own React and the client API (one copy of React: the app's), then loads
 * a chunk and gives the component it exports. It imports nothing of React the page has not loaded:
 * no new code on pages without islands, and none moved out of the chunks every page loads.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { ISLAND_GLOBAL } from '@/lib/docusaurus/modules';
import { islandClientModules } from './client-modules';

/** A module's exports as a plain object (no `default`, no `__esModule`): an island chunk reads `import React from 'react'` as the whole. */
function plain(ns: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(ns)) if (k !== 'default' && k !== '__esModule') out[k] = (ns as Record<string, unknown>)[k];
  return out;
}

/** The component `name` of the chunk at `src` (the page's own URL, published with the site). */
export async function loadIsland(src: string, name: string): Promise<React.ComponentType<Record<string, unknown>>> {
  const g = globalThis as unknown as Record<string, { modules: Record<string, unknown> }>;
  g[ISLAND_GLOBAL] ??= { modules: { react: plain(React), 'react-dom': plain(ReactDOM), 'react/jsx-runtime': plain(JsxRuntime), ...islandClientModules } };
  const mod = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ src)) as Record<string, unknown>;
  const C = mod[name];
  if (typeof C !== 'function' && (typeof C !== 'object' || C === null)) throw new Error(`the chunk exports no component ${name}`);
  return C as React.ComponentType<Record<string, unknown>>;
}
