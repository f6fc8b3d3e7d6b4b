/**
 * The React a site's own code (its MDX, `src/components`, `src/pages`) is evaluated with.
 *
 * Docusaurus renders every page once on the server with react-dom/server and hydrates it in the
 * browser (packages/docusaurus/src/client/serverEntry.tsx → renderToHtml.tsx): a component's
 * first render runs at build time with its initial state, no effect, no ref attached. Pages here
 * are React Server Components, whose React build lacks those APIs altogether, so site code that
 * merely has state crashed the page. This React gives them their server-render meaning instead:
 * the page shows the component's first state. (Hydrating it in the browser is not done here.)
 *
 * Built over whichever React is imported (the react-server build in Next's pages, the full one in
 * scripts and tests), so both render site code alike.
 */
import type * as ReactNS from 'react';

type Base = typeof ReactNS;
type Fn = (...args: never[]) => unknown;
type Props = Record<string, unknown>;
type Element = { type: unknown; props: Props; key: string | null; _store?: { validated?: number } };

const noop = () => {};
const CLIENT_REFERENCE = Symbol.for('react.client.reference');
const MEMO = Symbol.for('react.memo');
const FORWARD_REF = Symbol.for('react.forward_ref');
const STATIC_CONTEXT = Symbol('oso.staticContext');

/** A context as site code sees it: also its own Provider (`<Ctx value>`, React 19). */
type StaticContext<T = unknown> = ((p: { value: T; children?: unknown }) => unknown) & {
  [STATIC_CONTEXT]: true;
  defaultValue: T;
  Provider: StaticContext<T>;
  Consumer: (p: { children: (v: T) => unknown }) => unknown;
  displayName?: string;
};

const HANDLER = /^on[A-Z]/;

/**
 * An element's props as the server render keeps them:
 * - without `ref`: react-dom/server attaches no ref (a component's refs are set once it mounts in
 *   the browser), and React's server-components renderer refuses any element that has one ("Refs
 *   cannot be used in Server Components, nor passed to Client Components": react-server-dom's
 *   renderElement), so a component library's `forwardRef` components (MUI, framer-motion's
 *   `motion.div`) or a site component's `useRef` stopped the page's build. React 19 carries a ref as
 *   the prop `ref`, so leaving it out of the props is leaving it out of the element.
 * - an HTML element without its event handlers (`<button onClick={…}>`): react-dom/server writes
 *   none into the HTML, and a server component cannot send a function to the browser.
 */
export function serverProps(type: unknown, props: Props | null | undefined) {
  if (!props) return props;
  const handlers = typeof type === 'string' && Object.keys(props).some((k) => HANDLER.test(k) && typeof props[k] === 'function');
  if (!handlers && !('ref' in props)) return props;
  return Object.fromEntries(Object.entries(props).filter(([k, v]) => k !== 'ref' && !(handlers && HANDLER.test(k) && typeof v === 'function')));
}

const isStaticContext = (c: unknown): c is StaticContext => typeof c === 'function' && STATIC_CONTEXT in c;

/** The Provider values in effect while a component under a Provider is called. */
let scope: ReadonlyMap<StaticContext, unknown> = new Map();

const readContext = <T>(ctx: StaticContext<T>): T => (scope.has(ctx as never) ? (scope.get(ctx as never) as T) : ctx.defaultValue);

/** `Component`/`PureComponent`: setState applies only while componentWillMount runs, as react-dom/server does. */
class Component<P = Props, S = Props> {
  props: P;
  context: unknown;
  state!: S;
  refs = {};
  mounting = false;
  constructor(props: P, context?: unknown) {
    this.props = props;
    this.context = context;
  }
  setState(update: Partial<S> | ((s: S, p: P) => Partial<S>)) {
    if (!this.mounting) return;
    this.state = { ...this.state, ...(typeof update === 'function' ? update(this.state, this.props) : update) };
  }
  forceUpdate() {}
}
(Component.prototype as unknown as Props).isReactComponent = {};
class PureComponent<P = Props, S = Props> extends Component<P, S> {}
(PureComponent.prototype as unknown as Props).isPureReactComponent = true;

type ClassType = (new (props: Props, context?: unknown) => Props) & Props;
const isClass = (t: unknown): t is ClassType => typeof t === 'function' && !!(t.prototype as Props | undefined)?.isReactComponent;

/** A class component's first render, as react-dom/server gives it (ReactFizzClassComponent: constructor, getDerivedStateFromProps, componentWillMount, render). */
function renderClass(C: ClassType, given: Props): unknown {
  const defaults = (C.defaultProps ?? {}) as Props;
  const props = { ...given };
  for (const k of Object.keys(defaults)) if (props[k] === undefined) props[k] = defaults[k];
  const context = isStaticContext(C.contextType) ? readContext(C.contextType) : undefined;
  const inst = new C(props, context) as Props & { state?: Props; render: () => unknown };
  Object.assign(inst, { props, context });
  const derived = (C.getDerivedStateFromProps as Fn | undefined)?.call(null, ...([props, inst.state ?? null] as never[])) as Props | null | undefined;
  if (derived) inst.state = { ...inst.state, ...derived };
  const willMount = (inst.UNSAFE_componentWillMount ?? inst.componentWillMount) as (() => void) | undefined;
  if (willMount && !C.getDerivedStateFromProps) {
    inst.mounting = true;
    willMount.call(inst);
    inst.mounting = false;
  }
  return inst.render();
}

/** Calls a component the way React would, so the Provider values in effect reach it. */
function callComponent(type: unknown, props: Props): unknown {
  const t = type as Props & Fn;
  if (t.$$typeof === MEMO) return callComponent(t.type, props);
  if (t.$$typeof === FORWARD_REF) return (t.render as Fn)(...([props, props.ref ?? null] as never[]));
  if (isClass(type)) return renderClass(type, props);
  return (type as (p: Props) => unknown)(props);
}

/** Builds the site React over `base` (see the top of this file). */
export function serverRenderReact(base: Base) {
  const adapters = new WeakMap<object, Fn>();
  /** A class as a function component (RSC calls every component as a function). */
  const asFunction = (type: unknown) => {
    if (!isClass(type)) return type;
    let f = adapters.get(type);
    if (!f) {
      f = ((props: Props) => renderClass(type, props)) as Fn;
      Object.defineProperty(f, 'name', { value: (type.displayName as string) ?? type.name });
      adapters.set(type, f);
    }
    return f;
  };

  /** A component called under the Provider values it was placed under; its output stays under them. */
  function InScope({ type, props, values }: { type: unknown; props: Props; values: typeof scope }): unknown {
    const outer = scope;
    scope = values;
    let out: unknown;
    try {
      out = callComponent(type, props);
    } finally {
      scope = outer;
    }
    if (out && typeof (out as Promise<unknown>).then === 'function') return (out as Promise<unknown>).then((r) => inScope(r, values));
    return inScope(out, values);
  }

  /**
   * A tree with every component element in it set to render under `values`. A Provider's subtree
   * may render after the Provider returns (async components, RSC's own scheduling), so the values
   * travel with the elements rather than on a stack.
   */
  function inScope(node: unknown, values: typeof scope): unknown {
    if (Array.isArray(node)) {
      const mapped = node.map((n) => inScope(n, values));
      return mapped.some((m, i) => m !== node[i]) ? mapped : node;
    }
    if (!base.isValidElement(node)) return node;
    const el = node as unknown as Element;
    const t = el.type as (Props & Fn) | Props | undefined;
    // createElement would make a null key the string "null".
    const key = el.key === null ? {} : { key: el.key };
    let made: Element;
    if ((typeof t === 'function' && t.$$typeof !== CLIENT_REFERENCE) || t?.$$typeof === MEMO || t?.$$typeof === FORWARD_REF) {
      made = (base.createElement as Fn)(...([InScope, { ...key, type: t, props: el.props, values }] as never[])) as Element;
    } else {
      // A host element, fragment or client component: what it holds is scoped.
      const next: Props = {};
      let changed = false;
      for (const [k, v] of Object.entries(el.props)) {
        next[k] = inScope(v, values);
        changed ||= next[k] !== v;
      }
      if (!changed) return node;
      made = base.createElement(el.type as string, { ...next, ...key }) as unknown as Element;
    }
    // Development builds warn on list children not marked as checked: these were, as written.
    if (el._store && made._store) made._store.validated = el._store.validated;
    return made;
  }

  function createContext<T>(defaultValue: T): StaticContext<T> {
    const ctx = (({ value, children }: { value: T; children?: unknown }) => inScope(children, new Map(scope).set(ctx as never, value))) as StaticContext<T>;
    Object.assign(ctx, { [STATIC_CONTEXT]: true, defaultValue, Provider: ctx, Consumer: ({ children }: { children: (v: T) => unknown }) => children(readContext(ctx)) });
    return ctx;
  }

  const createElement = (type: unknown, props?: Props | null, ...children: unknown[]) =>
    (base.createElement as Fn)(...([asFunction(type), serverProps(type, props), ...children] as never[]));
  /** `cloneElement(el, { ref })` (a library handing its child a ref) keeps the element free of refs too. */
  const cloneElement = (el: unknown, props?: Props | null, ...children: unknown[]) =>
    (base.cloneElement as Fn)(...([el, serverProps((el as Element | null)?.type, props), ...children] as never[]));

  const react = {
    ...base,
    Component,
    PureComponent,
    createContext,
    createElement,
    cloneElement,
    useContext: (ctx: unknown) => (isStaticContext(ctx) ? readContext(ctx) : base.useContext(ctx as ReactNS.Context<unknown>)),
    use: (x: unknown) => (isStaticContext(x) ? readContext(x) : base.use(x as Promise<unknown>)),
    useState: (init: unknown) => [typeof init === 'function' ? (init as () => unknown)() : init, noop],
    useReducer: (_r: unknown, arg: unknown, init?: (a: unknown) => unknown) => [init ? init(arg) : arg, noop],
    useEffect: noop as (effect: () => unknown, deps?: unknown[]) => void,
    useLayoutEffect: noop,
    useInsertionEffect: noop,
    useImperativeHandle: noop,
    useDebugValue: noop,
    useRef: (current: unknown) => ({ current }),
    useSyncExternalStore: (_s: unknown, getSnapshot: () => unknown, getServerSnapshot?: () => unknown) => (getServerSnapshot ?? getSnapshot)(),
    useTransition: () => [false, noop],
    startTransition: (fn: () => void) => fn(),
    // react-dom/server renders the initial value when one is given (React 19).
    useDeferredValue: (value: unknown, initial?: unknown) => (initial === undefined ? value : initial),
    useOptimistic: (state: unknown) => [state, noop],
    useActionState: (_a: unknown, initial: unknown) => [initial, noop, false],
    useEffectEvent: (fn: unknown) => fn,
    useMemo: base.useMemo ?? ((f: () => unknown) => f()),
    useCallback: base.useCallback ?? ((f: unknown) => f),
  };
  // `import React from 'react'` in site code reads the default: this object, not the base's module.
  const out = { ...react, default: undefined as unknown };
  delete (out as Props).__esModule;
  out.default = out;
  return { react: out, asFunction };
}
