'use client';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { ISLAND_ATTR, ISLAND_GLOBAL } from '@/lib/docusaurus/module-names';

type Props = { src: string; name: string; props: Record<string, unknown>; page?: object; children?: React.ReactNode };
type State = { Live?: React.ComponentType<Record<string, unknown>>; state?: 'hydrated' | 'failed' };

/**
 * An island in the browser (./island.tsx renders it on the server around the component's first
 * render): the page hydrates with that HTML as it is; then the island's chunk (built by esbuild
 * outside the app's bundle: lib/content/islands.ts) is loaded and its live component takes the place
 * of that HTML, with its props, in the page's own React tree. Island chunks read React through a
 * global: code every page has loaded already. A chunk that does not load, or a component that
 * throws (this is its error boundary), leaves the server-rendered HTML. The page's data the chunk
 * reads (`page`: its route, sidebar, doc …, components/islands/page-data.tsx) is put where the
 * chunk's client modules read it before the chunk loads; every island of a page carries the same.
 *
 * Every page carries this code (Next puts a route's client components in all its pages), so it is
 * kept small: one class, no other import (react-dom here moved React DOM into one more chunk on every
 * page, +1.2 KB gzip).
 */
export class IslandClient extends React.Component<Props, State> {
  state: State = {};
  componentDidMount() {
    const { src, name } = this.props;
    this.componentDidUpdate();
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ src).then(
      (m: Record<string, State['Live']>) => this.setState({ Live: m[name], state: 'hydrated' }),
      (e: unknown) => this.componentDidCatch(e),
    );
  }
  // The page's data where the chunk reads it, again if React kept this island for another page.
  componentDidUpdate() {
    const g = ((globalThis as unknown as Record<string, { page?: object }>)[ISLAND_GLOBAL] ??= { modules: { react: React, 'react/jsx-runtime': JsxRuntime } } as never);
    g.page = { ...g.page, ...this.props.page };
  }
  // Its error boundary (setState here renders the HTML again).
  componentDidCatch(e: unknown) {
    this.setState({ state: 'failed' });
    console.error(this.props.src, e);
  }
  render() {
    const { src, name, props, children } = this.props;
    const { Live, state } = this.state;
    return React.createElement('oso-island', { [ISLAND_ATTR.src]: src, [ISLAND_ATTR.name]: name, 'data-island-state': state }, Live && state !== 'failed' ? React.createElement(Live, props) : children);
  }
}
