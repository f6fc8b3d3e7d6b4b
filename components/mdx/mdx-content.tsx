import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as runtime from 'react/jsx-runtime';
import { MODULES_VAR } from '@/lib/content/docusaurus-modules';
import { docusaurusModules, type MdxPage } from '../docusaurus/modules';
import { mdxComponents, type MDXComponents } from './components';

const cache = new Map<string, React.ComponentType<{ components?: MDXComponents }>>();

/**
 * Evaluate contentlayer's compiled MDX (mdx-bundler output) once per document. Docusaurus
 * modules it imports (`@theme/Tabs`, `@docusaurus/Link` …) are read from the page's module table.
 */
function componentFor(code: string, page: MdxPage) {
  let C = cache.get(code);
  if (!C) {
    const fn = new Function('React', 'ReactDOM', '_jsx_runtime', MODULES_VAR, code);
    C = fn(React, ReactDOM, runtime, docusaurusModules(page)).default as React.ComponentType<{ components?: MDXComponents }>;
    cache.set(code, C);
  }
  return C;
}

export function MDXContent({ code, page, components }: { code: string; page: MdxPage; components?: MDXComponents }) {
  const Component = componentFor(code, page);
  // A server component: the compiled MDX is evaluated once per document and cached above.
  // eslint-disable-next-line react-hooks/static-components
  return <Component components={{ ...mdxComponents, ...components }} />;
}
