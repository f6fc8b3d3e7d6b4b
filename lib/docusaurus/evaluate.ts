/**
 * Where compiled site code (mdx-bundler output: a doc, a post, a page of `src/pages/`, and the site
 * components they import) becomes a component. Every evaluation goes through here, so all see the
 * same React (./server-react.ts) and the same JSX runtime.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as runtime from 'react/jsx-runtime';
import { MODULES_VAR } from './module-names';
import { serverRenderReact, serverProps } from './server-react';

type JsxFn = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;

const site = serverRenderReact(React);

/** The React site code imports (`import { useState } from 'react'`). */
export const siteReact = site.react;

/**
 * The JSX runtime site code runs with, as `siteReact.createElement` makes elements: classes become
 * function components (a server component is called, never constructed), no element keeps a `ref`,
 * HTML elements lose their event handlers. Components keep their other props.
 */
const wrap = (fn: JsxFn): JsxFn => (type, props, key) => fn(site.asFunction(type), serverProps(type, props)!, key);

export const siteJsxRuntime = { ...runtime, jsx: wrap(runtime.jsx as JsxFn), jsxs: wrap(runtime.jsxs as JsxFn) };

export type Evaluated = React.ComponentType<{ components?: Record<string, unknown> }>;

/** The component compiled site code exports, with the Docusaurus modules it imports read from `modules`. */
export function evaluateSiteCode(code: string, modules: Record<string, unknown>): Evaluated {
  const fn = new Function('React', 'ReactDOM', '_jsx_runtime', MODULES_VAR, code);
  return fn(siteReact, ReactDOM, siteJsxRuntime, modules).default as Evaluated;
}
