'use client';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { trackLazyLoad } from '@/lib/runtime/lazy-load';
import styles from './lazy.module.css';

/** The spec's loading indicator delay: a spinner for fast loads would only flash. */
export const LOADING_DELAY_MS = 200;

export type LoadingProps = { error: Error | null; pastDelay: boolean; retry: () => void };
type Loaded<P> = { default: ComponentType<P> } | ComponentType<P>;
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

export class LazyConfigError extends Error {
  override name = 'LazyConfigError';
}

/**
 * A component whose code loads on first render (or on `preload()`, e.g. on hover). While loading,
 * `loading` renders with `pastDelay` turning true after 200 ms; on failure it gets the error and a
 * `retry` that loads again. `loading` is required and checked when the loader is created, not
 * when the first render would find it missing.
 */
export function lazy<P extends object>(load: () => Promise<Loaded<P>>, options: { loading: ComponentType<LoadingProps>; delay?: number }): LazyComponent<P> {
  if (typeof load !== 'function') throw new LazyConfigError('lazy(load, options): `load` must be a function returning import(…).');
  if (typeof options?.loading !== 'function') {
    throw new LazyConfigError('lazy(load, options): `options.loading` is required (the component shown while loading and on failure, e.g. LoadingIndicator).');
  }
  const { loading: Loading, delay = LOADING_DELAY_MS } = options;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const preload = () => {
    pending ??= trackLazyLoad(load()).then(
      (m) => (loaded = typeof m === 'function' ? m : m.default),
      (e: unknown) => {
        pending = null; // a later retry loads again
        throw e instanceof Error ? e : new Error(String(e));
      },
    );
    return pending;
  };

  function Lazy(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ error: Error | null; pastDelay: boolean; ready: boolean }>({ error: null, pastDelay: false, ready: false });
    useEffect(() => {
      if (loaded) return;
      let live = true;
      const timer = setTimeout(() => live && setState((s) => ({ ...s, pastDelay: true })), delay);
      preload().then(
        () => live && setState((s) => ({ ...s, ready: true })),
        (error: Error) => live && setState((s) => ({ ...s, error })),
      );
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [attempt]);
    const retry = useCallback(() => {
      setState({ error: null, pastDelay: false, ready: false });
      setAttempt((a) => a + 1);
    }, []);
    const Component = loaded;
    if (Component) return <Component {...props} />;
    return <Loading error={state.error} pastDelay={state.pastDelay} retry={retry} />;
  }
  return Object.assign(Lazy, { preload });
}

/** The default loading component: nothing for 200 ms, then a spinner; on failure the error and Retry. */
export function LoadingIndicator({ error, pastDelay, retry }: LoadingProps) {
  if (error) {
    return (
      <div role="alert" className={styles.error}>
        <p>{error.message || 'Loading failed.'}</p>
        <button type="button" className={styles.retry} onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
