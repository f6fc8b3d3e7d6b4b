import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as runtime from 'react/jsx-runtime';
import { mdxComponents, type MDXComponents } from './components';

const cache = new Map<string, React.ComponentType<{ components?: MDXComponents }>>();

/** Evaluate contentlayer's compiled MDX (mdx-bundler output) once per document. */
function componentFor(code: string) {
  let C = cache.get(code);
  if (!C) {
    const fn = new Function('React', 'ReactDOM', '_jsx_runtime', code);
    C = fn(React, ReactDOM, runtime).default as React.ComponentType<{ components?: MDXComponents }>;
    cache.set(code, C);
  }
  return C;
}

export function MDXContent({ code, components }: { code: string; components?: MDXComponents }) {
  const Component = componentFor(code);
  // A server component: the compiled MDX is evaluated once per document and cached above.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={{ ...mdxComponents, ...components }} />;
}
