// First-load JS of an exported route: the code a browser downloads and runs before the page is interactive.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// React's flight data for hydration (`self.__next_f.push([1,"…"])`): the page's content as data, not code.
const FLIGHT = /^\s*\(?self\.__next_f\s*=|^\s*self\.__next_f\.push\(/;
const attr = (attrs, name) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs)?.[1];

/**
 * Scripts a modern browser runs on load: `src` chunks (noModule polyfills skipped: modern browsers
 * never fetch them) and inline code (boot scripts); the inline RSC flight payload apart.
 * JSON-LD and other non-JS types are data and not counted.
 * @param {string} html
 */
export function scriptsOf(html) {
  const src = [];
  const inline = [];
  const payload = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    const type = attr(attrs, 'type');
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
    if (/\bnomodule\b/i.test(attrs)) continue;
    const s = attr(attrs, 'src');
    if (s) src.push(s);
    else if (!body.trim()) continue;
    else (FLIGHT.test(body) ? payload : inline).push(body);
  }
  return { src: [...new Set(src)], inline, payload };
}

/** Gzip at the default level, as static hosts and the bench's server compress. */
export const gzipSize = (buf) => zlib.gzipSync(buf).length;

/** `/_next/static/…` (with or without origin and base path) → the file under out/. */
export function fileForSrc(outDir, src, basePath = '') {
  let p = src.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  if (basePath && p.startsWith(`${basePath}/`)) p = p.slice(basePath.length);
  return path.join(outDir, decodeURIComponent(p));
}

const joinedGzip = (parts) => (parts.length ? gzipSize(Buffer.from(parts.join('\n'))) : 0);

/**
 * @param {string} outDir
 * @param {string} htmlFile relative to outDir
 * @param {Map<string, number>} [cache] gzip size per chunk file, shared across routes
 */
export function firstLoadOf(outDir, htmlFile, cache = new Map(), basePath = '') {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const { src, inline, payload } = scriptsOf(html);
  let chunks = 0;
  const missing = [];
  for (const s of src) {
    const file = fileForSrc(outDir, s, basePath);
    if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : -1);
    const size = cache.get(file);
    if (size < 0) missing.push(s);
    else chunks += size;
  }
  const inlineBytes = joinedGzip(inline);
  return { route: routeOf(htmlFile), chunks, inline: inlineBytes, payload: joinedGzip(payload), total: chunks + inlineBytes, scripts: src.length, missing };
}

/** docs/a/index.html → /docs/a/ ; 404.html → /404 */
export function routeOf(htmlFile) {
  const p = htmlFile.split(path.sep).join('/');
  if (p === 'index.html') return '/';
  if (p.endsWith('/index.html')) return `/${p.slice(0, -'index.html'.length)}`;
  return `/${p.replace(/\.html$/, '')}`;
}

/** Every exported page (HTML file) under out/, outside _next/. */
export function htmlFiles(outDir, dir = '') {
  const out = [];
  for (const e of fs.readdirSync(path.join(outDir, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (rel !== '_next') out.push(...htmlFiles(outDir, rel));
    } else if (e.name.endsWith('.html')) out.push(rel);
  }
  return out.sort();
}

/** First-load JS of every route, largest first. */
export function firstLoadAll(outDir, basePath = '') {
  const cache = new Map();
  return htmlFiles(outDir).map((f) => firstLoadOf(outDir, f, cache, basePath)).sort((a, b) => b.total - a.total);
}
