'use client';
import { Component, createElement, useEffect, useState, type ReactNode } from 'react';
import { ISLAND_ATTR } from '@/lib/docusaurus/modules';

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
 * render): the page hydrates with that HTML as it is; then the island's chunk is loaded (the island
 * runtime, ./runtime.ts, a chunk of its own fetched then, so only pages with an island load it) and
 * the live component takes the place of its HTML, with its props, in the page's own React tree.
 * A chunk that does not load, or a component that throws, leaves the server-rendered HTML.
 */
export function IslandClient({ src, name, props, children }: Props) {
  const [Live, setLive] = useState<React.ComponentType<Record<string, unknown>> | null>(null);
  // Absent in the HTML and while the chunk loads; then `hydrated` or `failed`.
  const [state, setState] = useState<'hydrated' | 'failed' | undefined>(undefined);
  useEffect(() => {
    let current = true;
    import('./runtime')
      .then((m) => m.loadIsland(src, name))
      .then((C) => {
        if (!current) return;
        setLive(() => C);
        setState('hydrated');
      })
      .catch((e: unknown) => {
        if (!current) return;
        setState('failed');
        console.error(`island ${src} (${name}) did not start; its server-rendered HTML stays:`, e);
      });
    return () => {
      current = false;
    };
  }, [src, name]);
  const fail = (e: unknown) => {
    setState('failed');
    console.error(`island ${src} (${name}) did not start; its server-rendered HTML stays:`, e);
  };
  return createElement(
    'oso-island',
    { style: { display: 'contents' }, [ISLAND_ATTR.src]: src, [ISLAND_ATTR.name]: name, [ISLAND_ATTR.props]: JSON.stringify(props), 'data-island-state': state },
    Live ? createElement(Fallback, { fallback: children, onError: fail }, createElement(Live, props)) : children,
  );
}
