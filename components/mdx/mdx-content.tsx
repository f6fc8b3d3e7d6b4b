import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as runtime from 'react/jsx-runtime';
import { MODULES_VAR } from '@/lib/docusaurus/modules';
import { docusaurusModules, type MdxPage } from '../docusaurus/modules';
import { mdxComponents, type MDXComponents } from './components';

type JsxFn = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;
const handler = /^on[A-Z]/;

/**
 * The JSX runtime compiled MDX runs with, less the event handlers written on HTML elements
 * (`<button onClick={…}>` in MDX, as Docusaurus's templates have): pages are rendered once, at build
 * time, where a function cannot go to the browser (CONTENT.md, "Moving from Docusaurus", says so).
 * Components keep all their props.
 */
const withoutHandlers = (fn: JsxFn): JsxFn => (type, props, key) =>
  fn(type, typeof type === 'string' && Object.keys(props).some((k) => handler.test(k) && typeof props[k] === 'function') ? Object.fromEntries(Object.entries(props).filter(([k, v]) => !(handler.test(k) && typeof v === 'function'))) : props, key);
const mdxRuntime = { ...runtime, jsx: withoutHandlers(runtime.jsx as JsxFn), jsxs: withoutHandlers(runtime.jsxs as JsxFn) };

type Evaluated = React.ComponentType<{ components?: MDXComponents }>;

/**
 * Evaluated documents a worker keeps, least recently used out first. A post is rendered on its page
 * and again on the list, tag and author pages that show its excerpt, which a worker mostly renders
 * close together; keeping every document (keyed by its whole compiled code) held the whole site in
 * each worker's memory.
 */
const CACHE_SIZE = 64;
const cache = new Map<string, Evaluated>();

/**
 * Evaluate contentlayer's compiled MDX (mdx-bundler output), reused while it is in the cache.
 * Docusaurus modules it imports (`@theme/Tabs`, `@docusaurus/Link` …) are read from the page's
 * module table.
 */
function componentFor(code: string, page: MdxPage): Evaluated {
  let C = cache.get(code);
  if (C) cache.delete(code);
  else {
    const fn = new Function('React', 'ReactDOM', '_jsx_runtime', MODULES_VAR, code);
    C = fn(React, ReactDOM, mdxRuntime, docusaurusModules(page)).default as Evaluated;
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(code, C);
  return C;
}

export function MDXContent({ code, page, components }: { code: string; page: MdxPage; components?: MDXComponents }) {
  const Component = componentFor(code, page);
  // A server component: the compiled MDX is evaluated when it is not in the cache above.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={{ ...mdxComponents, ...components }} />;
}
