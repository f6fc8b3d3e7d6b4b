'use client';
import * as React from 'react';
import { Component, createElement, useEffect, useState, type ReactNode } from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { ISLAND_ATTR, ISLAND_GLOBAL } from '@/lib/docusaurus/modules';
import { CodeActions } from '../mdx/copy-button';
import { TabItem, Tabs } from '../mdx/tabs';

/** A module's exports as a plain object (no `default`, no `__esModule`): an island chunk reads `import React from 'react'` as the whole. */
function plain(ns: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(ns)) if (k !== 'default' && k !== '__esModule') out[k] = (ns as Record<string, unknown>)[k];
  return out;
}

/**
 * The component `name` of the chunk at `src` (the page's own URL, published with the site). Island
 * chunks read the page's own React (one copy) and the app's components with their class names
 * through a global; all of it is code every page has loaded already. (Not react-dom: importing it
 * here moved it out of the framework chunk every page loads, +1.2 KB gzip on every page.)
 */
async function loadIsland(src: string, name: string): Promise<React.ComponentType<Record<string, unknown>>> {
  const g = globalThis as unknown as Record<string, { modules: Record<string, unknown> }>;
  g[ISLAND_GLOBAL] ??= {
    modules: { react: plain(React), 'react/jsx-runtime': plain(JsxRuntime), '@theme/Tabs': Tabs, '@theme/TabItem': TabItem, 'oso:CodeActions': CodeActions },
  };
  // A missing export throws where it renders, inside the island's boundary: its HTML stays.
  return ((await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ src)) as Record<string, React.ComponentType<Record<string, unknown>>>)[name];
}

type Props = { src: string; name: string; props: Record<string, unknown>; children?: ReactNode };

/** A component that throws in the browser: its server-rendered HTML comes back. */
class Fallback extends Component<{ fallback: ReactNode; onError: (e: unknown) => void; children?: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * An island in the browser (./island.tsx renders it on the server around the component's first
 * render): the page hydrates with that HTML as it is; then the island's chunk is loaded (built by
 * esbuild outside the app's bundle: lib/content/islands.ts) and the live component takes the place
 * of its HTML, with its props, in the page's own React tree. Nothing here is new code for a page:
 * React, the tabs and the code buttons are in every page's chunks already.
 * A chunk that does not load, or a component that throws, leaves the server-rendered HTML.
 */
export function IslandClient({ src, name, props, children }: Props) {
  const [Live, setLive] = useState<React.ComponentType<Record<string, unknown>> | null>(null);
  // Absent in the HTML and while the chunk loads; then `hydrated` or `failed`.
  const [state, setState] = useState<'hydrated' | 'failed' | undefined>(undefined);
  const fail = (e: unknown) => {
    setState('failed');
    console.error(`island ${src} (${name}) did not start; its server-rendered HTML stays:`, e);
  };
  useEffect(() => {
    let current = true;
    loadIsland(src, name).then((C) => {
        if (!current) return;
        setLive(() => C);
        setState('hydrated');
      })
      .catch((e: unknown) => current && fail(e));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fail` only sets state
  }, [src, name]);
  return createElement(
    'oso-island',
    { style: { display: 'contents' }, [ISLAND_ATTR.src]: src, [ISLAND_ATTR.name]: name, 'data-island-state': state },
    Live ? createElement(Fallback, { fallback: children, onError: fail }, createElement(Live, props)) : children,
  );
}
