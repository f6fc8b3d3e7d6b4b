/**
 * Mermaid diagrams drawn at build time by mermaid itself (the library Docusaurus's theme-mermaid
 * runs in the reader's browser), in a headless Chromium, once per diagram: the SVGs are cached by
 * content hash, so an unchanged diagram is never drawn again and a build with no new diagram never
 * starts a browser. One browser page with mermaid loaded serves every diagram of the build (mermaid
 * is loaded once, ~1 s; a diagram then costs ~40 ms per theme, the first of a kind ~0.2 s more).
 * No browser on this machine: the result says so and the page shows the diagram's source instead.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumPath } from '../browser';

/**
 * Docusaurus's theme-mermaid defaults, `mermaid.theme: { light: 'default', dark: 'dark' }`, with one
 * change: mermaid's dark edge labels (#ccc on #585858, 4.4:1) fail WCAG AA contrast; a darker label
 * background passes (axe checks it in e2e/mermaid.spec.ts).
 */
export const MERMAID_THEMES = {
  light: { theme: 'default' },
  dark: { theme: 'dark', themeVariables: { edgeLabelBackground: '#2e2e2e' } },
} as const;
export type MermaidTheme = keyof typeof MERMAID_THEMES;

/** Written into every id of a cached SVG; the page swaps it for its own id (see `withId`). */
export const ID_TOKEN = 'MERMAIDID';

export type DrawnSvg = { svg: string; width: number; height: number };
export type Drawn = { ok: true; light: DrawnSvg; dark: DrawnSvg; title?: string; description?: string };
export type MermaidResult = Drawn | { ok: false; error: string; line?: number } | { ok: false; unavailable: string };
export type MermaidRenderer = (source: string) => Promise<MermaidResult>;

/** Bump when what is drawn or how it is post-processed changes: old cache entries are then ignored. */
const RENDER_VERSION = 2;
const IDLE_CLOSE_MS = 1500;
/** The drawing page's origin: answered by the page's own route, never looked up. */
const MERMAID_ORIGIN = 'http://mermaid.invalid';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const mermaidVersion = (): string => (require('mermaid/package.json') as { version: string }).version;


/** One ID per diagram and colour mode on a page: mermaid scopes its styles and markers by it. */
export const withId = (svg: string, id: string) => svg.split(ID_TOKEN).join(id);

// ---- runs inside the browser page (serialised by Playwright: no closures) ----
type PageArgs = { source: string; themes: Record<MermaidTheme, object>; token: string };
async function drawInPage({ source, themes, token }: PageArgs) {
  type M = { initialize(c: object): void; render(id: string, text: string): Promise<{ svg: string }> };
  const mermaid = (globalThis as unknown as { mermaid: M }).mermaid;
  const out: Record<string, { svg: string; width: number; height: number; title?: string; description?: string }> = {};
  for (const [mode, config] of Object.entries(themes)) {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', ...config });
    let svg: string;
    try {
      ({ svg } = await mermaid.render(token, source));
    } catch (e) {
      document.getElementById(token)?.remove();
      document.getElementById(`d${token}`)?.remove();
      return { error: e instanceof Error ? e.message : String(e) };
    }
    // Parsed as HTML, as the page will: labels hold HTML (`<br>`) that an XML parse rejects.
    const doc = new DOMParser().parseFromString(svg, 'text/html');
    const root = doc.getElementsByTagName('svg')[0];
    // Ids mermaid did not prefix with the diagram's (sequence actors…) would clash between diagrams.
    const renamed = new Map<string, string>();
    for (const el of Array.from(doc.querySelectorAll('[id]'))) {
      if (!el.id.includes(token)) {
        renamed.set(el.id, `${token}-${el.id}`);
        el.id = `${token}-${el.id}`;
      }
    }
    if (renamed.size) {
      for (const el of Array.from(doc.querySelectorAll('*'))) {
        for (const a of Array.from(el.attributes)) {
          const v = a.value.replace(/url\(#([^)]+)\)/g, (m, id) => (renamed.has(id) ? `url(#${renamed.get(id)})` : m));
          const w = /href$/.test(a.name) && v.startsWith('#') && renamed.has(v.slice(1)) ? `#${renamed.get(v.slice(1))}` : v;
          if (w !== a.value) el.setAttribute(a.name, w);
        }
      }
    }
    const text = (attr: string) =>
      (root.getAttribute(attr) ?? '').split(/\s+/).map((id) => (id ? (doc.getElementById(id)?.textContent ?? '') : '')).join(' ').trim() || undefined;
    const title = text('aria-labelledby');
    const description = text('aria-describedby');
    const vb = root.viewBox.baseVal;
    const width = Math.ceil(vb.width);
    const height = Math.ceil(vb.height);
    // An image with a name; its size is fixed in the markup, so nothing moves when the page lays out.
    root.setAttribute('role', 'img');
    root.setAttribute('aria-label', title ?? 'Diagram');
    root.removeAttribute('aria-labelledby');
    root.removeAttribute('aria-roledescription');
    if (!description) root.removeAttribute('aria-describedby');
    root.setAttribute('width', String(width));
    root.setAttribute('height', String(height));
    root.setAttribute('style', `aspect-ratio: ${width} / ${height}`);
    out[mode] = { svg: root.outerHTML, width, height, title, description };
  }
  return { out };
}
// ---- end of the in-page part ----

type Page = { evaluate<R, A>(fn: (a: A) => R | Promise<R>, arg: A): Promise<R> };
type Browser = { close(): Promise<void> };

/**
 * A renderer with its own cache folder and browser. `cacheDir` null: no cache (tests of the drawing
 * itself). The browser starts on the first diagram not in the cache and closes when idle.
 */
export function createMermaidRenderer(o: { cacheDir?: string | null; executablePath?: string } = {}): MermaidRenderer {
  const cacheDir = o.cacheDir === undefined ? path.join(process.cwd(), 'node_modules', '.cache', 'oso-mermaid') : o.cacheDir;
  let session: Promise<{ browser: Browser; page: Page } | { unavailable: string }> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let idle: NodeJS.Timeout | undefined;

  const open = async () => {
    const executablePath = o.executablePath ?? chromiumPath();
    try {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
      const page = await browser.newPage();
      // mermaid's ES module build from a made-up origin this page answers from node_modules: the core
      // and each drawn kind's chunks load, not the 3.5 MB bundle of every kind (measured: 0.7 s + 0.2 s
      // for a flowchart's chunks, against 2.8 s).
      const dist = path.dirname(require.resolve('mermaid/dist/mermaid.esm.min.mjs'));
      await page.route(`${MERMAID_ORIGIN}/**`, (route) => {
        const file = new URL(route.request().url()).pathname;
        if (file === '/') return route.fulfill({ body: '<!doctype html><title>mermaid</title>', contentType: 'text/html' });
        const abs = path.join(dist, path.normalize(file));
        if (!abs.startsWith(dist + path.sep) || !fs.existsSync(abs)) return route.fulfill({ status: 404 });
        return route.fulfill({ body: fs.readFileSync(abs), contentType: 'text/javascript' });
      });
      await page.goto(`${MERMAID_ORIGIN}/`);
      // As source text: a bundler compiling this file (vitest) rewrites an import() written here.
      await page.addScriptTag({ type: 'module', content: `import mermaid from '${MERMAID_ORIGIN}/mermaid.esm.min.mjs'; globalThis.mermaid = mermaid;` });
      await page.waitForFunction('globalThis.mermaid !== undefined');
      // drawInPage is sent as its source; compiled by esbuild with keepNames (tsx) it calls __name.
      await page.addScriptTag({ content: 'globalThis.__name = (f) => f;' });
      return { browser, page: page as unknown as Page };
    } catch (e) {
      const why = (e instanceof Error ? e.message : String(e)).split('\n')[0];
      return { unavailable: `no browser to draw mermaid diagrams with (${why}); install chromium or set CHROME_PATH` };
    }
  };

  const close = () => {
    const s = session;
    session = undefined;
    void s?.then((x) => ('browser' in x ? x.browser.close() : undefined)).catch(() => undefined);
  };

  const draw = async (source: string, key: string): Promise<MermaidResult> => {
    session ??= open();
    const s = await session;
    if ('unavailable' in s) return { ok: false, unavailable: s.unavailable };
    const r = (await s.page.evaluate(drawInPage, { source, themes: MERMAID_THEMES, token: ID_TOKEN })) as { error: string } | { out: Record<string, unknown> };
    if ('error' in r) {
      const line = /line (\d+)/i.exec(r.error)?.[1];
      return { ok: false, error: r.error, line: line ? Number(line) : undefined };
    }
    const { light, dark } = r.out as Record<MermaidTheme, DrawnSvg & { title?: string; description?: string }>;
    const result: Drawn = { ok: true, light: pick(light), dark: pick(dark), title: light.title, description: light.description };
    if (cacheDir) {
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(path.join(cacheDir, `${key}.json`), JSON.stringify(result));
    }
    return result;
  };

  return async (source) => {
    const key = crypto.createHash('sha256').update(`${RENDER_VERSION}\n${mermaidVersion()}\n${JSON.stringify(MERMAID_THEMES)}\n${source}`).digest('hex').slice(0, 32);
    if (cacheDir) {
      try {
        return JSON.parse(fs.readFileSync(path.join(cacheDir, `${key}.json`), 'utf8')) as Drawn;
      } catch {
        // not drawn yet
      }
    }
    clearTimeout(idle);
    pending += 1;
    // mermaid draws one diagram at a time in its page: a queue, whatever the compile's concurrency.
    const run = queue.then(() => draw(source, key));
    queue = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      pending -= 1;
      if (!pending) idle = setTimeout(close, IDLE_CLOSE_MS);
    }
  };
}

const pick = ({ svg, width, height }: DrawnSvg): DrawnSvg => ({ svg, width, height });

let shared: MermaidRenderer | undefined;
/** The build's renderer: one browser and one cache for every document compiled in this process. */
export const renderMermaid: MermaidRenderer = (source) => (shared ??= createMermaidRenderer())(source);
