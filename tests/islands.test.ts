/** An island's two halves (lib/content/islands.ts): its browser chunk and its server module, on small fixtures. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ASSETS_DIR } from '@/lib/content/assets';
import { islandModules } from '@/lib/content/islands';
import { notData } from '@/components/islands/island';
import { addBaseUrl } from '@/lib/docusaurus/client-api';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-islands-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const noAssets: Plugin = { name: 'no-assets', setup() {} };

/** The server bundle of `entry` (a module importing site components), as the compile makes it. */
async function serverBundle(entry: string): Promise<{ code: string; errors: string[] }> {
  write('entry.jsx', entry);
  try {
    const r = await build({
      entryPoints: [path.join(root, 'entry.jsx')],
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react-dom/server', 'react/jsx-runtime', '@oso/island', '@docusaurus/*', '@theme/*'],
      plugins: [islandModules(root, noAssets)],
    });
    return { code: r.outputFiles[0].text, errors: [] };
  } catch (e) {
    return { code: '', errors: ((e as { errors?: { text: string }[] }).errors ?? []).map((x) => x.text) };
  }
}
const chunkText = (src: string) => fs.readFileSync(path.join(ASSETS_DIR, path.basename(src)), 'utf8');

describe('islands in the compile', () => {
  write('src/components/Counter.tsx', "import { useState } from 'react';\nimport { label } from './label';\nexport default function Counter({ start }: { start: number }) { const [n, setN] = useState(start); return <button onClick={() => setN(n + 1)}>{label(n)}</button>; }\nexport const STEP = 1;\nexport function Other() { return <i>{useState(0)[0]}</i>; }\nexport const helper = () => 2;\n");
  write('src/components/label.ts', 'export const label = (n: number) => `count ${n}`;\n');
  write('src/components/Plain.tsx', 'export default function Plain() { return <b>plain</b>; }\n');

  it('the server module wraps each component export (default, capitalised) with its chunk; other exports pass through; a plain module is left as is', async () => {
    const { code, errors } = await serverBundle("import Counter, { Other, STEP, helper } from './src/components/Counter';\nimport Plain from './src/components/Plain';\nexport default [Counter, Other, STEP, helper, Plain];\n");
    expect(errors).toEqual([]);
    const refs = [...code.matchAll(/__island\([^,]+, (\{[^}]+\})\)/g)].map((m) => JSON.parse(m[1]) as { src: string; name: string });
    expect(refs.map((r) => r.name).sort()).toEqual(['Other', 'STEP', 'default']);
    expect(refs[0].src).toMatch(/^\/assets\/island-Counter-\w{8}\.js$/);
    expect(new Set(refs.map((r) => r.src)).size).toBe(1);
    expect(code).toContain('function Plain()');
    expect(code).not.toMatch(/__island\([^)]*Plain/);

    // The chunk: ESM, its own helpers bundled, React read from the page (no copy of React).
    const chunk = chunkText(refs[0].src);
    expect(chunk).toContain('globalThis.__osoIslands.modules.react');
    expect(chunk).toContain('count ');
    expect(chunk).not.toMatch(/react\.production|__SECRET_INTERNALS|ReactCurrentOwner/);
    expect(chunk).toMatch(/export\{[^}]*as default[^}]*\}/);
    expect(Buffer.byteLength(chunk)).toBeLessThan(2000);
  });

  it('the same component, unchanged, is one chunk; an edit gives a new one', async () => {
    const first = (await serverBundle("import C from './src/components/Counter';\nexport default C;\n")).code.match(/island-Counter-\w{8}/)![0];
    const again = (await serverBundle("import C from './src/components/Counter';\nexport default [C];\n")).code.match(/island-Counter-\w{8}/)![0];
    expect(again).toBe(first);
    write('src/components/label.ts', 'export const label = (n: number) => `clicks ${n}`;\n');
    fs.utimesSync(path.join(root, 'src/components/label.ts'), new Date(), new Date(Date.now() + 5000));
    const edited = (await serverBundle("import C from './src/components/Counter';\nexport default C;\n")).code.match(/island-Counter-\w{8}/)![0];
    expect(edited).not.toBe(first);
  });

  it('the colour mode, ThemedImage, isInternalUrl and useGlobalData reach an island (useColorMode alone makes one)', async () => {
    write(
      'src/components/Themed.tsx',
      "import { useColorMode } from '@docusaurus/theme-common';\nimport ThemedImage from '@theme/ThemedImage';\nimport isInternalUrl from '@docusaurus/isInternalUrl';\nimport { usePluginData } from '@docusaurus/useGlobalData';\n" +
        "export default function Themed() { const { colorMode } = useColorMode(); return <p title={String(usePluginData('x'))}>{colorMode}{isInternalUrl('/a') ? 'in' : 'out'}<ThemedImage sources={{ light: '/l.png', dark: '/d.png' }} alt='' /></p>; }\n",
    );
    const { code, errors } = await serverBundle("import Themed from './src/components/Themed';\nexport default Themed;\n");
    expect(errors).toEqual([]);
    const src = code.match(/\/assets\/island-Themed-\w{8}\.js/)![0];
    const chunk = chunkText(src);
    expect(chunk).toContain('themedComponent--');
    expect(chunk).toContain('oso.theme');
    expect(chunk).toContain('respectPrefersColorScheme');
  });

  it("a chunk that reads the page (useRouteContext, useDocsSidebar/useDoc, DocCardList, Tabs) names the parts of the page's data it needs; one that does not, none", async () => {
    write(
      'src/components/Facts.tsx',
      "import { useState } from 'react';\nimport useRouteContext from '@docusaurus/useRouteContext';\nimport { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';\nimport DocCardList from '@theme/DocCardList';\n" +
        "export default function Facts() { const [n] = useState(0); const { plugin } = useRouteContext(); return <p title={useDoc().metadata.id + useDocsSidebar()?.name}>{plugin.name}{n}<DocCardList /></p>; }\n",
    );
    write('src/components/TabsIsland.tsx', "import { useState } from 'react';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nexport default function T() { const [n] = useState(0); return <Tabs groupId='g' queryString><TabItem value='a'>{n}</TabItem></Tabs>; }\n");
    const { code, errors } = await serverBundle("import Facts from './src/components/Facts';\nimport T from './src/components/TabsIsland';\nimport Counter from './src/components/Counter';\nexport default [Facts, T, Counter];\n");
    expect(errors).toEqual([]);
    // Each module's wrapper import is renamed by esbuild (__island, __island2 …).
    const refs = [...code.matchAll(/__island\d*\([^,]+, (\{[^}]+\})\)/g)].map((m) => JSON.parse(m[1]) as { src: string; name: string; needs?: string[] });
    const of = (name: string) => refs.find((r) => r.src.includes(`island-${name}-`))!;
    expect(of('Facts').needs).toEqual(['cards', 'doc', 'route', 'sidebar']);
    expect(of('TabsIsland').needs).toEqual(['tabs']);
    expect(of('Counter').needs).toBeUndefined();
    // The tabs are the page's own component (its groupId and queryString), their class names the page's.
    const tabs = chunkText(of('TabsIsland').src);
    expect(tabs).toContain('globalThis.__osoIslands.page.tabs');
    expect(tabs).toContain('oso.tabs.');
    expect(tabs).toContain('groupId prop is required if queryString=true');
    const facts = chunkText(of('Facts').src);
    expect(facts).toContain('"useDoc","DocProvider"');
    // Only what it uses: not the list of modules.
    expect(facts).not.toContain('@theme/ThemedImage');
  });

  it('a module the browser cannot have fails the build, naming the file and what an island may import', async () => {
    write('src/components/Bad.tsx', "import { useState } from 'react';\nimport DocItem from '@theme/DocItem';\nexport default function Bad() { useState(0); return <DocItem />; }\n");
    const { errors } = await serverBundle("import Bad from './src/components/Bad';\nexport default Bad;\n");
    expect(errors.join('\n')).toMatch(/^src\/components\/Bad\.tsx runs in the browser, but its bundle does not build: "@theme\/DocItem" is not available to a component that runs in the browser; it may import react, .*@docusaurus\/router.*@docusaurus\/useRouteContext.*@docusaurus\/plugin-content-docs\/client/);
  });

  it("react-dom in a chunk (a package's createPortal) is the engine's main module, its React the page's", async () => {
    write('node_modules/fake-portal/package.json', '{ "name": "fake-portal", "main": "index.js" }\n');
    write('node_modules/fake-portal/index.js', "import { createPortal } from 'react-dom';\nexport const Portal = ({ children }) => createPortal(children, document.body);\n");
    write('src/components/Modal.tsx', "import { useState } from 'react';\nimport { Portal } from 'fake-portal';\nexport default function Modal() { const [open] = useState(false); return open ? <Portal>x</Portal> : <b>closed</b>; }\n");
    const { code, errors } = await serverBundle("import Modal from './src/components/Modal';\nexport default Modal;\n");
    expect(errors).toEqual([]);
    const src = (/__island\([^,]+, (\{[^}]+\})\)/.exec(code)?.[1] ?? '{}');
    const chunk = chunkText((JSON.parse(src) as { src: string }).src);
    expect(chunk).toContain('react.portal');
    expect(chunk).toContain('globalThis.__osoIslands.modules.react');
    expect(chunk).not.toMatch(/ReactCurrentOwner|react\.production|createRoot/);
    expect(Buffer.byteLength(chunk)).toBeLessThan(8000);
  });

  it('a package the browser chunk cannot have (one rendering with react-dom/server) leaves the component rendered at build time only, with one warning naming it and the package', async () => {
    write('node_modules/fake-markup/package.json', '{ "name": "fake-markup", "main": "index.js" }\n');
    write('node_modules/fake-markup/index.js', "import { renderToStaticMarkup } from 'react-dom/server';\nexport const markup = (el) => renderToStaticMarkup(el);\n");
    write('src/components/Markup.tsx', "import { useState } from 'react';\nimport { markup } from 'fake-markup';\nexport default function Markup() { const [n] = useState(1); return <pre>{n ? 'none' : markup(<i />)}</pre>; }\n");
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 2; i++) {
        const { code, errors } = await serverBundle("import Markup from './src/components/Markup';\nexport default Markup;\n");
        expect(errors).toEqual([]);
        expect(code).toContain('function Markup()');
        expect(code).not.toContain('__island(');
      }
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^⚠ src\/components\/Markup\.tsx: rendered at build time only, not in the browser: its bundle for the browser does not build \(fake-markup imports "react-dom\/server"\)$/)]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('island props', () => {
  it.each([
    [{ a: 1, b: 'x', c: [true, null], d: { e: 2 } }, undefined],
    [{ children: 'text' }, undefined],
    [{ onPick: () => {} }, 'onPick'],
    [{ items: [{ render: () => null }] }, 'items[0].render'],
    [{ children: { $$typeof: Symbol.for('react.transitional.element') } }, 'children'],
    [{ when: new Date(0) }, 'when'],
    [{ n: Number.NaN }, 'n'],
    [{ skipped: undefined }, undefined],
  ])('%o → %s', (props, expected) => {
    expect(notData(props)).toBe(expected);
  });
});

describe('useBaseUrl (addBaseUrl, as Docusaurus)', () => {
  it.each([
    ['/img/x.png', {}, '/base/img/x.png'],
    ['img/x.png', {}, '/base/img/x.png'],
    ['/base/img/x.png', {}, '/base/img/x.png'],
    ['/base', {}, '/base/'],
    ['/base/img/x.png', { forcePrependBaseUrl: true }, '/base/base/img/x.png'],
    ['/img/x.png', { absolute: true }, 'https://example.com/base/img/x.png'],
    ['https://other.org/x', {}, 'https://other.org/x'],
    ['//cdn.org/x', {}, '//cdn.org/x'],
    ['#top', {}, '#top'],
    ['', {}, ''],
  ])('%s %o → %s', (url, opts, expected) => {
    expect(addBaseUrl('https://example.com/', '/base/', url, opts)).toBe(expected);
  });
});
