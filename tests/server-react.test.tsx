/**
 * Site code with state, effects, context and classes renders its first state, through the compile
 * and the evaluation pages use (lib/docusaurus/evaluate.ts), on tests/fixtures/stateful-site.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleMDX } from 'mdx-bundler';
import { describe, expect, it } from 'vitest';
import { docusaurusGlobals, esbuildOptionsFor } from '@/lib/content/compile';
import { clientApiModules } from '@/lib/docusaurus/client-api';
import { evaluateSiteCode, siteJsxRuntime, siteReact } from '@/lib/docusaurus/evaluate';
import { DOCUSAURUS_MODULES, ISLAND_MODULE } from '@/lib/docusaurus/module-names';
import { islandWrapper } from '@/components/islands/island';
import { serverRenderReact } from '@/lib/docusaurus/server-react';

const ROOT = path.resolve(__dirname, 'fixtures/stateful-site');

async function render(rel: string, pathname: string): Promise<string> {
  const { code } = await bundleMDX({
    source: fs.readFileSync(path.join(ROOT, rel), 'utf8'),
    cwd: path.join(ROOT, path.dirname(rel)),
    globals: docusaurusGlobals as never,
    esbuildOptions: esbuildOptionsFor(ROOT) as never,
  });
  const Stub = ({ children }: { children?: React.ReactNode }) => <>{children}</>;
  const modules = { ...Object.fromEntries(DOCUSAURUS_MODULES.map((m) => [m, Stub])), ...clientApiModules(pathname), [ISLAND_MODULE]: islandWrapper };
  return renderToStaticMarkup(React.createElement(evaluateSiteCode(code, modules), { components: {} }));
}

describe('site code renders its first state', () => {
  it('a doc with stateful, context, class and router components', async () => {
    const html = await render('docs/index.mdx', '/docs/');
    for (const [what, expected] of [
      ['useState + useEffect: the first state', '<div>Loading…</div>'],
      ['a handler on an element is dropped', /<button class="light">3<\/button>/],
      ['a component without hooks: no island', /<\/oso-island>\n<span class="badge" title="useState\(plain\)">plain<\/span>\n<oso-island/],
      ['useContext outside a Provider: the default; useReducer with init', '<b data-theme="light">light 10</b>'],
      ['useContext under a Provider, through a host element', '<section><b data-theme="dark">dark 10</b>'],
      ['a class with state and contextType', '<i>clock 7 dark</i>'],
      ['Consumer', '<u>dark</u>'],
      ['BrowserOnly: its fallback', '<span>server fallback</span>'],
      ['Translate and translate with values', '2 items and Hello you'],
      ['Redirect: a refresh (React hoists it), a script and a link', /^<meta http-equiv="refresh" content="0; url=\/docs\/next\/"\/>[\s\S]*<script>location.replace\("\/docs\/next\/"\)<\/script><p><a href="\/docs\/next\/">\/docs\/next\/<\/a><\/p>/],
      ['a stateful component is an island: its chunk and export around its first state', /<oso-island data-island="\/assets\/island-Counter-\w{8}\.js" data-island-export="default"><button class="light">3<\/button><\/oso-island>/],
      ['a named export; an island it imports (Loading) renders plainly inside it', /data-island="\/assets\/island-Embed-\w{8}\.js" data-island-export="Embed"><div>Loading…<\/div><\/oso-island>/],
    ] as const) {
      if (typeof expected === 'string') expect(html, what).toContain(expected);
      else expect(html, what).toMatch(expected);
    }
  });

  it('a page of src/pages with a Redirect', async () => {
    const { code } = await bundleMDX({
      source: "import Page from './index.jsx';\n\n<Page />\n",
      cwd: path.join(ROOT, 'src/pages'),
      globals: docusaurusGlobals as never,
      esbuildOptions: esbuildOptionsFor(ROOT) as never,
    });
    const Layout = ({ children }: { children?: React.ReactNode }) => <main>{children}</main>;
    const html = renderToStaticMarkup(React.createElement(evaluateSiteCode(code, { ...clientApiModules('/'), '@theme/Layout': Layout }), { components: {} }));
    expect(html).toBe('<meta http-equiv="refresh" content="0; url=/docs/"/><main><script>location.replace("/docs/")</script><p><a href="/docs/">/docs/</a></p></main>');
  });
});

describe('the site React', () => {
  it('renders under React Server Components: state, Providers (through an async component), classes, <Context value>', () => {
    const out = execFileSync(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', path.join(__dirname, 'fixtures/flight-render.ts')], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
    for (const text of ['"light 3"', '"section",null', '"7 dark"', '"blue 3"', '["$","em",null,{"children":["$","b",null,{"children":"dark 3"}]}]']) expect(out).toContain(text);
    expect(out).not.toContain('"null"');
  }, 30_000);

  it("elements with refs (a package's forwardRef components, useRef, a callback ref) render under React Server Components, their refs dropped", async () => {
    const { code } = await bundleMDX({
      source: fs.readFileSync(path.join(ROOT, 'docs/refs.mdx'), 'utf8'),
      cwd: path.join(ROOT, 'docs'),
      globals: docusaurusGlobals as never,
      esbuildOptions: esbuildOptionsFor(ROOT) as never,
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oso-refs-')), 'page.js');
    fs.writeFileSync(file, code);
    const run = () => execFileSync(path.resolve('node_modules/.bin/tsx'), ['--conditions=react-server', path.join(__dirname, 'fixtures/flight-mdx.ts'), file], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    expect(() => (out = run())).not.toThrow();
    for (const text of ['["$","div",null,{"className":"table","children":["$","div",null,{"className":"chip","children":"Very High","data-box":""}],"data-box":""}]', '["$","div",null,{"className":"fade","children":"moving"}]', '["$","label",null,{"children":["$","input",null,{"name":"q"}]}]']) expect(out).toContain(text);
    expect(out).not.toContain('"ref"');
  }, 60_000);

  const init = () => 4;
  it.each([
    ['useState with a value', () => siteReact.useState(1)[0], 1],
    ['useState with an initialiser', () => siteReact.useState(init)[0], 4],
    ['useReducer', () => siteReact.useReducer(() => 0, 2)[0], 2],
    ['useRef', () => siteReact.useRef(5).current, 5],
    ['useSyncExternalStore: the server snapshot', () => siteReact.useSyncExternalStore(() => () => {}, () => 'client', () => 'server'), 'server'],
    ['useTransition: not pending', () => siteReact.useTransition()[0], false],
    ['useDeferredValue: its initial value', () => siteReact.useDeferredValue('now', 'first'), 'first'],
    ['useOptimistic', () => siteReact.useOptimistic('s')[0], 's'],
    ['useActionState', () => siteReact.useActionState(() => 1, 'init')[0], 'init'],
    ['useEffect runs nothing', () => siteReact.useEffect(() => { throw new Error('ran'); }), undefined],
    ['default import is the site React', () => siteReact.default === siteReact, true],
  ])('%s', (_what, run, expected) => {
    expect(run()).toEqual(expected);
  });

  it('gives every client-only API over the react-server build, which lacks them', () => {
    const rsc = createRequire(import.meta.url)(path.resolve('node_modules/react/cjs/react.react-server.production.js')) as typeof React;
    const names = ['useState', 'useReducer', 'useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useRef', 'createContext', 'useContext', 'useSyncExternalStore', 'useTransition', 'useDeferredValue', 'useImperativeHandle', 'useOptimistic', 'useActionState', 'useId', 'Component', 'PureComponent', 'startTransition'];
    expect(names.filter((n) => !(n in rsc))).not.toEqual([]);
    const { react } = serverRenderReact(rsc);
    expect(names.filter((n) => typeof (react as Record<string, unknown>)[n] !== 'function')).toEqual([]);
  });

  it('the JSX runtime calls a class as a function, drops handlers of HTML elements only and every ref', () => {
    class C extends siteReact.Component<{ n: number }, { m: number }> {
      state = { m: 2 };
      render() {
        return <i>{this.props.n * this.state.m}</i>;
      }
    }
    const el = siteJsxRuntime.jsx(C, { n: 3 }) as React.ReactElement;
    expect(typeof el.type).toBe('function');
    expect((el.type as (p: object) => unknown)({ n: 3 })).toMatchObject({ props: { children: 6 } });
    const onPick = () => {};
    expect((siteJsxRuntime.jsx('button', { onClick: onPick, id: 'b' }) as React.ReactElement).props).toEqual({ id: 'b' });
    expect((siteJsxRuntime.jsx(C, { onPick, n: 1 }) as React.ReactElement<{ onPick: unknown }>).props.onPick).toBe(onPick);
    const ref = siteReact.createRef();
    expect((siteJsxRuntime.jsx('div', { ref, id: 'd' }) as React.ReactElement).props).toEqual({ id: 'd' });
    expect((siteJsxRuntime.jsx(C, { ref, n: 1 }) as React.ReactElement).props).toEqual({ n: 1 });
    expect((siteReact.cloneElement(siteReact.createElement('i', { ref }), { ref, title: 't' }) as React.ReactElement).props).toEqual({ title: 't' });
  });
});
