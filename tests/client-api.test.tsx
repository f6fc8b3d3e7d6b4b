/** Docusaurus's client API as a page's server render gives it (lib/docusaurus/client-api.ts). */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clientApiModules, interpolate, matchPath, translate } from '@/lib/docusaurus/client-api';

describe('matchPath (react-router v5, as Docusaurus 3 ships it)', () => {
  it.each([
    ['/docs/intro', '/docs/:id', { path: '/docs/:id', url: '/docs/intro', isExact: true, params: { id: 'intro' } }],
    ['/docs/intro/more', '/docs/:id', { path: '/docs/:id', url: '/docs/intro', isExact: false, params: { id: 'intro' } }],
    ['/docs', '/docs/:id?', { path: '/docs/:id?', url: '/docs', isExact: true, params: { id: undefined } }],
    ['/blog/2024/x', '/blog/*', { path: '/blog/*', url: '/blog/2024/x', isExact: true, params: { 0: '2024/x' } }],
    ['/DOCS/a', '/docs/:id', { path: '/docs/:id', url: '/DOCS/a', isExact: true, params: { id: 'a' } }],
    ['/', '/', { path: '/', url: '/', isExact: true, params: {} }],
    ['/other', '/docs/:id', null],
  ])('%s against %s', (pathname, path, expected) => {
    expect(matchPath(pathname, path)).toEqual(expected);
  });

  it('exact, strict, sensitive and several paths', () => {
    expect(matchPath('/docs/a/b', { path: '/docs/:id', exact: true })).toBeNull();
    expect(matchPath('/docs/a/', { path: '/docs/a', strict: true, exact: true })).toBeNull();
    expect(matchPath('/DOCS/a', { path: '/docs/:id', sensitive: true })).toBeNull();
    expect(matchPath('/blog/x', { path: ['/docs/:id', '/blog/:slug'] })?.params).toEqual({ slug: 'x' });
  });
});

describe('Translate, translate, Interpolate (one locale: the message as written)', () => {
  it('fills placeholders: a string, or elements when a value is one', () => {
    expect(translate({ message: 'Hello {who}', id: 'x' }, { who: 'you' })).toBe('Hello you');
    expect(interpolate('{n} items', { n: 2 })).toBe('2 items');
    expect(interpolate('no {value} given')).toBe('no {value} given');
    const html = renderToStaticMarkup(<>{interpolate('see {link} now', { link: <a href="https://example.com/x">this</a> })}</>);
    expect(html).toBe('see <a href="https://example.com/x">this</a> now');
    const { '@docusaurus/Translate': Translate, '@docusaurus/Interpolate': Interpolate } = clientApiModules('/docs/');
    expect(renderToStaticMarkup(<Translate id="a" values={{ n: 3 }}>{'{n} left'}</Translate>)).toBe('3 left');
    expect(renderToStaticMarkup(<Interpolate values={{ b: <b>x</b> }}>{'a {b}'}</Interpolate>)).toBe('a <b>x</b>');
  });
});

describe('the server render of the rest', () => {
  const m = clientApiModules('/base/docs/intro/');
  it('useLocation is the page; useHistory does nothing; withRouter passes both', () => {
    expect(m['@docusaurus/router'].useLocation()).toMatchObject({ pathname: '/base/docs/intro/', search: '', hash: '' });
    const h = m['@docusaurus/router'].useHistory();
    expect(h.location.pathname).toBe('/base/docs/intro/');
    expect(() => h.push()).not.toThrow();
    const Shown = m['@docusaurus/router'].withRouter((p) => <i>{(p.location as { pathname: string }).pathname}</i>);
    expect(renderToStaticMarkup(<Shown />)).toBe('<i>/base/docs/intro/</i>');
  });
  it('not a browser: useIsBrowser false, ExecutionEnvironment false, BrowserOnly its fallback', () => {
    expect(m['@docusaurus/useIsBrowser']()).toBe(false);
    expect(m['@docusaurus/ExecutionEnvironment']).toEqual({ canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false });
    const BrowserOnly = m['@docusaurus/BrowserOnly'];
    expect(renderToStaticMarkup(<BrowserOnly fallback={<span>later</span>}>{() => <b>now</b>}</BrowserOnly>)).toBe('<span>later</span>');
    expect(renderToStaticMarkup(<BrowserOnly>{() => <b>now</b>}</BrowserOnly>)).toBe('');
  });
  it('Redirect: a refresh React hoists, a script and the link', () => {
    const { Redirect } = m['@docusaurus/router'];
    const html = renderToStaticMarkup(
      <html>
        <head />
        <body>
          <Redirect to="/docs" />
        </body>
      </html>,
    );
    expect(html).toMatch(/<head><meta http-equiv="refresh" content="0; url=\/docs\/"\/><\/head>/);
    expect(html).toContain('<body><script>location.replace("/docs/")</script><p><a href="/docs/">/docs/</a></p></body>');
  });
});
