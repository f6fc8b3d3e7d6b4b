/** Docusaurus's client API as a page's server render gives it (lib/docusaurus/client-api.ts). */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { clientApiModules, interpolate, matchPath, routeContext, serverColorMode, translate } from '@/lib/docusaurus/client-api';
import { ThemedImage } from '@/components/docusaurus/plain-modules';

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

describe('isInternalUrl (isInternalUrl.ts)', () => {
  const isInternalUrl = clientApiModules('/')['@docusaurus/isInternalUrl'];
  it.each([
    ['/docs/intro', true],
    ['docs/intro', true],
    ['#anchor', true],
    ['', true],
    ['https://example.com', false],
    ['http://example.com/a', false],
    ['//cdn.example.com/x.js', false],
    ['mailto:a@b.c', false],
    ['data:image/png;base64,AA', false],
    [undefined, false],
  ])('%s → %s', (url, internal) => {
    expect(isInternalUrl(url)).toBe(internal);
  });
  it('hasProtocol: a scheme or //', () => {
    expect(isInternalUrl.hasProtocol('ftp://x')).toBe(true);
    expect(isInternalUrl.hasProtocol('/x')).toBe(false);
  });
});

describe('useGlobalData (no plugin sets global data here)', () => {
  const useGlobalData = clientApiModules('/')['@docusaurus/useGlobalData'];
  it('the map is empty; a plugin and an instance are undefined', () => {
    expect(useGlobalData()).toEqual({});
    expect(useGlobalData.useAllPluginInstancesData('docusaurus-plugin-content-docs')).toBeUndefined();
    expect(useGlobalData.usePluginData('docusaurus-plugin-content-docs')).toBeUndefined();
    expect(useGlobalData.usePluginData('docusaurus-plugin-content-docs', 'other')).toBeUndefined();
  });
  it('failfast throws naming the plugin (and the instance)', () => {
    expect(() => useGlobalData.useAllPluginInstancesData('my-plugin', { failfast: true })).toThrow('"my-plugin" plugin');
    expect(() => useGlobalData.usePluginData('my-plugin', undefined, { failfast: true })).toThrow('with id "default"');
  });
});

describe('useRouteContext', () => {
  it('names the plugin whose route renders the page, default instance, no data', () => {
    expect(routeContext('doc')).toEqual({ plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' }, data: {} });
    expect(routeContext('post').plugin.name).toBe('docusaurus-plugin-content-blog');
    expect(routeContext('page').plugin.name).toBe('docusaurus-plugin-content-pages');
  });
});

describe('ThemedImage', () => {
  it('one image per mode, with the classes CSS shows by <html data-theme>', () => {
    const html = renderToStaticMarkup(<ThemedImage sources={{ light: '/img/l.png', dark: '/img/d.png' }} alt="Logo" className="logo" width={20} />);
    // (React adds a preload of each image before them.)
    expect(html.replace(/<link [^>]*>/g, '')).toBe(
      '<img src="/img/l.png" alt="Logo" class="logo themedComponent themedComponent--light" width="20"/>' +
        '<img src="/img/d.png" alt="Logo" class="logo themedComponent themedComponent--dark" width="20"/>',
    );
  });
  it('the stylesheet hides both but the painted mode one', async () => {
    const css = (await import('node:fs')).readFileSync('app/globals.css', 'utf8');
    expect(css).toMatch(/\.themedComponent \{ display: none; \}/);
    expect(css).toContain("html[data-theme='dark'] .themedComponent--dark");
    expect(css).toContain("html[data-theme='light'] .themedComponent--light");
  });
});

describe('useColorMode (theme-common)', () => {
  it('on the server: the default mode, no choice, setting does nothing', () => {
    const v = serverColorMode('dark');
    expect(v).toMatchObject({ colorMode: 'dark', colorModeChoice: null, isDarkTheme: true });
    expect(() => v.setColorMode('light')).not.toThrow();
    expect(serverColorMode('light').isDarkTheme).toBe(false);
  });

  describe('in an island', () => {
    // A browser as far as the colour-mode module reaches: storage, <html>, events, the system query.
    const store = new Map<string, string>();
    const attrs = new Map<string, string>();
    const events: string[] = [];
    const target = new EventTarget();
    const g = globalThis as Record<string, unknown>;
    const saved = ['window', 'document', 'localStorage', 'StorageEvent', 'location', 'history'].map((k) => [k, g[k]] as const);
    class FakeStorageEvent extends Event {
      key: string | null;
      constructor(type: string, init: { key?: string | null } = {}) {
        super(type);
        this.key = init.key ?? null;
      }
    }
    g.StorageEvent = FakeStorageEvent;
    g.localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    g.window = Object.assign(target, {
      matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
      getComputedStyle: () => ({ opacity: '1' }),
    });
    target.addEventListener('storage', (e) => events.push(`storage ${(e as FakeStorageEvent).key}`));
    const element = () => ({ textContent: '', remove() {} });
    g.document = {
      documentElement: { getAttribute: (n: string) => attrs.get(n) ?? null, setAttribute: (n: string, v: string) => void attrs.set(n, v), style: {} },
      head: { appendChild() {} },
      body: {},
      createElement: element,
    };
    afterAll(() => saved.forEach(([k, v]) => (g[k] = v)));

    it('renders the default mode first; setColorMode stores, paints and tells the navbar toggle', async () => {
      const { colorModeHook } = await import('@/components/islands/client-modules');
      const useColorMode = colorModeHook({ defaultMode: 'light', respectPrefersColorScheme: false });
      let value: ReturnType<typeof useColorMode> | undefined;
      const Probe = () => {
        value = useColorMode();
        return <i>{value.colorMode}</i>;
      };
      expect(renderToStaticMarkup(<Probe />)).toBe('<i>light</i>');
      expect(value).toMatchObject({ colorMode: 'light', colorModeChoice: null, isDarkTheme: false });
      value!.setColorMode('dark');
      expect(store.get('oso.theme')).toBe('dark');
      expect(attrs.get('data-theme')).toBe('dark');
      expect(events).toEqual(['storage oso.theme']);
      value!.setColorMode(null);
      expect(store.get('oso.theme')).toBe('system');
      expect(attrs.get('data-theme')).toBe('light');
      value!.setColorMode('dark', { persist: false });
      expect(attrs.get('data-theme')).toBe('dark');
      expect(store.get('oso.theme')).toBe('system');
    });
  });
});
