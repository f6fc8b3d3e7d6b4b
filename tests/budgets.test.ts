import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileImageSize, localImageSize } from '@/lib/content/assets';
import { checkFonts, checkImages, checkThirdParty } from '../scripts/bench/assets';
import { firstLoadCheck, lighthouseChecks } from '../scripts/bench/budgets';
import { COMPILE_HINT, addCompileHints, firstLoadChunks } from '@/lib/builder/compile-hints';
import { routeOfFile as routeOf } from '@/lib/exported-site';
import { FLIGHT_ANY, STYLESHEET_ANY } from '@/lib/builder/next-output';
import { PAYLOAD_LOADER_FILE } from '@/lib/builder/payload';
import { stylesheetsOf } from '@/lib/builder/stylesheet';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadAll, firstLoadOf, gzipSize, htmlFiles, scriptsOf } from '@/lib/builder/first-load';
import { siteUrlSettings } from '@/lib/url-settings';

// The base path out/ was built with: BASE_PATH, else the content folder's baseUrl.
const BASE_PATH = siteUrlSettings().basePath;

/** A throwaway out/ with the given files. */
function site(files: Record<string, string | Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-budget-'));
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
  dirs.push(dir);
  return dir;
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Bytes that gzip hardly shrinks, so a chunk's gzip size is about its length. */
const incompressible = (n: number) => randomBytes(n);
const page = (scripts: string) => `<!DOCTYPE html><html><head>${scripts}</head><body><main><h1>x</h1></main></body></html>`;

describe('scriptsOf', () => {
  it.each([
    ['src chunks, once each', '<script src="/_next/a.js" async=""></script><script src="/_next/a.js"></script>', { src: ['/_next/a.js'], inline: 0, payload: 0 }],
    ['noModule polyfills are never fetched by modern browsers', '<script src="/_next/p.js" noModule=""></script>', { src: [], inline: 0, payload: 0 }],
    ['JSON-LD is data', '<script type="application/ld+json">{"a":1}</script>', { src: [], inline: 0, payload: 0 }],
    ['inline boot code counts', '<script>document.documentElement.dataset.x="1"</script>', { src: [], inline: 1, payload: 0 }],
    ['a script in an HTML comment is not run', '<!-- <script src="/_next/old.js"></script> --><script src="/_next/new.js"></script>', { src: ['/_next/new.js'], inline: 0, payload: 0 }],
    ['attributes in single quotes or none', "<script src='/_next/b.js' type=module></script><script type=text/plain>not js</script>", { src: ['/_next/b.js'], inline: 0, payload: 0 }],
    ['the RSC flight data is apart', '<script>self.__next_f.push([1,"abc"])</script><script>(self.__next_f=self.__next_f||[]).push([0])</script>', { src: [], inline: 0, payload: 2 }],
  ])('%s', (_, html, want) => {
    const got = scriptsOf(html);
    expect({ src: got.src, inline: got.inline.length, payload: got.payload.length }).toEqual(want);
  });
});

describe('routeOf', () => {
  it.each([
    ['index.html', '/'],
    ['docs/a/index.html', '/docs/a/'],
    ['404.html', '/404'],
  ])('%s → %s', (file, route) => expect(routeOf(file)).toBe(route));
});

describe('first-load JS', () => {
  it('sums the gzip size of the chunks and the inline code of a page', () => {
    const chunk = incompressible(20_000);
    const dir = site({ 'index.html': page('<script src="/_next/static/chunks/a.js"></script><script>var boot=1</script>'), '_next/static/chunks/a.js': chunk });
    const r = firstLoadOf(dir, 'index.html');
    expect(r.chunks).toBe(gzipSize(chunk));
    expect(r.inline).toBeGreaterThan(0);
    expect(r.total).toBe(r.chunks + r.inline);
    expect(r.missing).toEqual([]);
  });

  it('fails the budget when one route goes over 150 KB, naming it', () => {
    const dir = site({
      'index.html': page('<script src="/_next/static/chunks/small.js"></script>'),
      'docs/big/index.html': page('<script src="/_next/static/chunks/small.js"></script><script src="/_next/static/chunks/big.js"></script>'),
      '_next/static/chunks/small.js': incompressible(10_000),
      '_next/static/chunks/big.js': incompressible(FIRST_LOAD_BUDGET_BYTES),
    });
    const check = firstLoadCheck(firstLoadAll(dir));
    expect(check.pass).toBe(false);
    expect(check.detail).toContain('/docs/big/');
    expect(check.detail).not.toMatch(/(^|; )\/ /);
  });

  it('fails when a referenced chunk is missing', () => {
    const dir = site({ 'index.html': page('<script src="/_next/static/chunks/gone.js"></script>') });
    expect(firstLoadCheck(firstLoadAll(dir)).pass).toBe(false);
  });
});

describe('Lighthouse mobile budget', () => {
  const good = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, tbt: 40, cls: 0, thirdParty: [] as string[], failed: { seo: [] as string[] } };
  it.each([
    ['all at 100', {}, []],
    ['performance 94', { performance: 94 }, ['performance']],
    ['accessibility 98', { accessibility: 98 }, ['accessibility']],
    ['TBT 150 ms', { tbt: 150 }, ['TBT']],
    ['CLS 0.02', { cls: 0.02 }, ['CLS']],
    ['CLS 0.0002 shows as 0.000', { cls: 0.0002 }, []],
    ['a third-party request', { thirdParty: ['https://fonts.googleapis.com/css'] }, ['third-party']],
  ])('%s', (_, over, failing) => {
    const failed = lighthouseChecks('page', { ...good, ...over }).filter((c) => !c.pass).map((c) => c.name);
    expect(failed.length).toBe(failing.length);
    failing.forEach((f, i) => expect(failed[i]).toContain(f));
  });

  it('a 404 page may be noindex, and nothing else', () => {
    const seo = (failed: string[]) => lighthouseChecks('404', { ...good, seo: 60, failed: { seo: failed } }, undefined, { notFound: true }).find((c) => c.name.includes('SEO'))!;
    expect(seo(['is-crawlable']).pass).toBe(true);
    expect(seo(['is-crawlable', 'document-title']).pass).toBe(false);
  });
});

describe('image sizes for width/height', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oso-img-'));
  const file = (name: string, data: string | Buffer) => {
    fs.writeFileSync(path.join(dir, name), data);
    return path.join(dir, name);
  };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['width and height', '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="470" viewBox="0 0 720 470"/>', { width: 720, height: 470 }],
    ['viewBox only', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"/>', { width: 300, height: 150 }],
    ['not an image', '<html></html>', null],
  ])('SVG: %s', (name, svg, want) => {
    expect(fileImageSize(file(`${name.replace(/\W+/g, '-')}.svg`, svg))).toEqual(want);
  });

  it('reads PNG headers, and finds site images in the static folders', () => {
    const png = Buffer.alloc(33);
    png.write('\x89PNG\r\n\x1a\n', 0, 'latin1');
    png.writeUInt32BE(13, 8);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    file('shot.png', png);
    expect(localImageSize('/shot.png', [dir])).toEqual({ width: 640, height: 480 });
    expect(localImageSize('/missing.png', [dir])).toBeNull();
    expect(localImageSize('https://x.test/shot.png', [dir])).toBeNull();
  });
});

describe('image, font and third-party checks', () => {
  it('flag unsized, eager, heavy and old-format images that pages show', () => {
    const dir = site({
      'index.html':
        '<header><img src="/logo.svg" width="32" height="32"></header><main><img src="/a.svg" loading="lazy"><img src="/b.svg" width="1" height="1">' +
        '<img src="/old.png" width="1" height="1" loading="lazy"><img src="/huge.webp" width="1" height="1" loading="lazy"></main>',
      'logo.svg': '<svg/>',
      'a.svg': '<svg/>',
      'b.svg': '<svg/>',
      'old.png': Buffer.alloc(10),
      'huge.webp': Buffer.alloc(201 * 1024),
      'og/card.png': Buffer.alloc(300 * 1024),
    });
    const { problems } = checkImages(dir);
    expect(problems.join('\n')).toMatch(/a\.svg"> has no width\/height/);
    expect(problems.join('\n')).toMatch(/b\.svg"> is not lazy/);
    expect(problems.join('\n')).toMatch(/old\.png: not WebP/);
    expect(problems.join('\n')).toMatch(/huge\.webp: 201 KB/);
    expect(problems.join('\n')).not.toMatch(/logo|card\.png/);
  });

  it('flag fonts without swap or from a CDN, and third-party resources (not links)', () => {
    const dir = site({
      '_next/static/a.css': '@font-face{font-family:x;src:url(https://fonts.gstatic.com/x.woff2)}',
      'index.html': '<a href="https://github.com/x">ok</a><link rel="stylesheet" href="https://fonts.googleapis.com/css"><script src="//cdn.example/x.js"></script>',
    });
    expect(checkFonts(dir).problems).toHaveLength(2);
    expect(checkThirdParty(dir).problems).toHaveLength(2);
  });
});

describe('compile hints', () => {
  const files = () => ({
    'index.html': page('<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script>'),
    'docs/index.html': page('<script src="/_next/static/chunks/a.js"></script><script src="/_next/static/chunks/b.js"></script><script src="/_next/static/chunks/gone.js"></script>'),
    '_next/static/chunks/a.js': 'TURBOPACK.push([1])',
    '_next/static/chunks/b.js': 'TURBOPACK.push([2])',
    '_next/static/chunks/poly.js': '!function(){}()',
    '_next/static/chunks/lazy.js': 'TURBOPACK.push([3])',
  });
  const read = (dir: string, f: string) => fs.readFileSync(path.join(dir, '_next/static/chunks', f), 'utf8');

  const pagesOf = (dir: string) => htmlFiles(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  const hint = (dir: string, basePath = '') => addCompileHints(firstLoadChunks(dir, pagesOf(dir), basePath));

  it('marks each chunk some page loads on start, and no other file', () => {
    const dir = site(files());
    expect(firstLoadChunks(dir, pagesOf(dir)).map((f) => path.basename(f))).toEqual(['a.js', 'b.js']);
    expect(hint(dir).map((f) => path.basename(f))).toEqual(['a.js', 'b.js']);
    expect(read(dir, 'a.js')).toBe(`${COMPILE_HINT}TURBOPACK.push([1])`);
    expect(read(dir, 'b.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read(dir, 'poly.js')).toBe('!function(){}()');
    expect(read(dir, 'lazy.js')).toBe('TURBOPACK.push([3])');
  });

  it('is the script’s first line, and is added once', () => {
    const dir = site(files());
    hint(dir);
    expect(hint(dir)).toEqual([]);
    expect(read(dir, 'a.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(read(dir, 'a.js').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });

  it('follows the base path', () => {
    const dir = site({ 'index.html': page('<script src="/oso-docs/_next/static/chunks/a.js"></script>'), '_next/static/chunks/a.js': 'x' });
    expect(hint(dir, '/oso-docs').map((f) => path.basename(f))).toEqual(['a.js']);
  });
});

// The real thing: the exported site. Unit tests run before the build in `npm test`, so without
// out/ these are skipped, saying why; `npm run build && npx vitest run tests/budgets.test.ts` runs them.
const OUT = path.resolve('out');
const built = fs.existsSync(path.join(OUT, 'index.html'));
const why = built ? '' : ' (skipped: out/ is not built — run `npm run build` first)';
if (!built) console.warn(`tests/budgets.test.ts: out/ is missing, the byte budgets of the built site are skipped.`);

describe.skipIf(!built)(`the built site${why}`, () => {
  it(`every route ships at most ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of first-load JS (gzip)`, () => {
    const routes = firstLoadAll(OUT, BASE_PATH);
    expect(routes.length).toBeGreaterThan(10);
    const over = routes.filter((r) => r.total > FIRST_LOAD_BUDGET_BYTES || r.missing.length).map((r) => `${r.route} ${(r.total / 1024).toFixed(1)} KB${r.missing.length ? ` missing ${r.missing}` : ''}`);
    expect(over).toEqual([]);
  });

  it('images are sized, lazy below the fold, modern or SVG, and at most 200 KB', () => {
    expect(checkImages(OUT).problems).toEqual([]);
  });

  it('fonts are the system stack or self-hosted with font-display: swap; no third-party resource', () => {
    expect(checkFonts(OUT).problems).toEqual([]);
    expect(checkThirdParty(OUT).problems).toEqual([]);
  });

  it('every first-load chunk carries the compile hint', () => {
    const chunks = firstLoadChunks(OUT, htmlFiles(OUT).map((f) => fs.readFileSync(path.join(OUT, f), 'utf8')), BASE_PATH);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.filter((f) => !fs.readFileSync(f, 'utf8').startsWith(COMPILE_HINT)).map((f) => path.basename(f))).toEqual([]);
  });

  // Code a static export never runs, kept out of every page's first load (bench/first-load.md): browserify's
  // `process` (next.config.ts aliases Next's polyfill to lib/runtime/browser-process.cjs) and the router's
  // Server Action reducer (scripts/patch-deps.mjs). Each mark is a string only that code holds.
  it.each([
    ["browserify's process polyfill", 'setTimeout has not been defined'],
    ['the Server Action reducer', 'was not found on the server'],
  ])('no first-load chunk carries %s', (_, mark) => {
    const chunks = firstLoadChunks(OUT, htmlFiles(OUT).map((f) => fs.readFileSync(path.join(OUT, f), 'utf8')), BASE_PATH);
    expect(chunks.filter((f) => fs.readFileSync(f, 'utf8').includes(mark)).map((f) => path.basename(f))).toEqual([]);
  });

  // The post-build's rewrites of Next's output on the real export (their marks: lib/builder/next-output.ts).
  it('every page fetches its payload instead of inlining it, and links the one stylesheet', () => {
    const pages = htmlFiles(OUT).map((f) => ({ f, html: fs.readFileSync(path.join(OUT, f), 'utf8') }));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((p) => p.html.includes(FLIGHT_ANY) && !p.html.includes(PAYLOAD_LOADER_FILE)).map((p) => p.f)).toEqual([]);
    expect(pages.filter((p) => p.html.includes(PAYLOAD_LOADER_FILE)).length).toBeGreaterThan(pages.length / 2);
    const linking = pages.filter((p) => p.html.includes(STYLESHEET_ANY));
    expect(linking.length).toBeGreaterThan(pages.length / 2);
    expect(linking.filter((p) => stylesheetsOf(p.html).length !== 1).map((p) => p.f)).toEqual([]);
    expect(new Set(linking.flatMap((p) => stylesheetsOf(p.html))).size).toBe(1);
  });

  it('publishes no TypeScript source', () => {
    const sources = (fs.readdirSync(OUT, { recursive: true }) as string[]).filter((f) => /\.(ts|tsx|mts|cts)$/.test(f));
    expect(sources).toEqual([]);
  });
});

// A versioned export (the wshub docs, out-wshub/, built by the end-to-end runner): its pages carry the
// navbar's version items (components/navbar/versions.tsx), which a one-version out/ does not.
const VERSIONED_OUT = path.resolve('out-wshub');
const versionedBuilt = fs.existsSync(path.join(VERSIONED_OUT, 'index.html'));
if (!versionedBuilt) console.warn('tests/budgets.test.ts: out-wshub/ is missing (npm run test:e2e builds it), the versioned budget is skipped.');

describe.skipIf(!versionedBuilt)('the built versioned site (out-wshub/)', () => {
  it(`every route ships at most ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of first-load JS (gzip), the version items included`, () => {
    // Its base path, from its own page: the part of a script's src before /_next/.
    const base = /<script src="([^"]*)\/_next\//.exec(fs.readFileSync(path.join(VERSIONED_OUT, 'index.html'), 'utf8'))?.[1] ?? '';
    const routes = firstLoadAll(VERSIONED_OUT, base);
    expect(routes.filter((r) => r.route.includes('/docs/1.7')).length).toBeGreaterThan(10);
    const over = routes.filter((r) => r.total > FIRST_LOAD_BUDGET_BYTES || r.missing.length).map((r) => `${r.route} ${(r.total / 1024).toFixed(1)} KB${r.missing.length ? ` missing ${r.missing}` : ''}`);
    expect(over).toEqual([]);
  });
});
