/**
 * First-load JS of an exported page: the code a browser downloads and runs before the page is
 * interactive. The bench, the budget test and the compile hints read scripts the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { isPageFile, routeOfFile } from '../exported-site';
import { walkFiles } from '../fs-walk';
import { stripBase } from '../url';
import { gzipSize } from '../gzip-size';
// React's flight data for hydration (`self.__next_f.push([1,"…"])`): the page's content as data, not code.
import { FLIGHT_SCRIPT as FLIGHT } from './next-output';

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

const JS_TYPE = /^(text|application)\/javascript$|^module$/i;

/**
 * Scripts a modern browser runs on load: `src` chunks (noModule polyfills skipped: modern browsers
 * never fetch them) and inline code (boot scripts); the inline RSC flight payload apart.
 * JSON-LD and other non-JS types are data and not counted.
 */
export function scriptsOf(html: string): { src: string[]; inline: string[]; payload: string[] } {
  const src: string[] = [];
  const inline: string[] = [];
  const payload: string[] = [];
  // Read as a browser reads the page (quotes or none, comments skipped), script bodies kept as written.
  const root = parseHtml(html, { comment: false, blockTextElements: { script: true } });
  for (const el of root.querySelectorAll('script')) {
    const type = el.getAttribute('type');
    if (type && !JS_TYPE.test(type)) continue;
    if (el.hasAttribute('nomodule')) continue;
    const s = el.getAttribute('src');
    const body = el.rawText;
    if (s) src.push(s);
    else if (!body.trim()) continue;
    else (FLIGHT.test(body) ? payload : inline).push(body);
  }
  return { src: [...new Set(src)], inline, payload };
}

/** Gzip at the default level, as static hosts and the bench's server compress. */
export { gzipSize };

/** `/_next/static/…` (with or without origin and base path) → the file under out/. */
export function fileForSrc(outDir: string, src: string, basePath = ''): string {
  const p = src.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  return path.join(outDir, decodeURIComponent(stripBase(p, basePath)));
}

const joinedGzip = (parts: string[]) => (parts.length ? gzipSize(Buffer.from(parts.join('\n'))) : 0);

export type FirstLoad = { route: string; chunks: number; inline: number; payload: number; total: number; scripts: number; missing: string[] };

/** A page's first-load JS; `cache` holds each chunk file's gzip size across pages. */
export function firstLoadOf(outDir: string, htmlFile: string, cache = new Map<string, number>(), basePath = '', html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8')): FirstLoad {
  const { src, inline, payload } = scriptsOf(html);
  let chunks = 0;
  const missing: string[] = [];
  for (const s of src) {
    const file = fileForSrc(outDir, s, basePath);
    if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : -1);
    const size = cache.get(file)!;
    if (size < 0) missing.push(s);
    else chunks += size;
  }
  const inlineBytes = joinedGzip(inline);
  return { route: routeOfFile(htmlFile), chunks, inline: inlineBytes, payload: joinedGzip(payload), total: chunks + inlineBytes, scripts: src.length, missing };
}

/** Every exported page (HTML file) under out/, outside _next/. */
export const htmlFiles = (outDir: string): string[] =>
  walkFiles(outDir, (_, rel) => rel === '_next')
    .filter(isPageFile)
    .sort();

/** First-load JS of every route, largest first. */
export function firstLoadAll(outDir: string, basePath = ''): FirstLoad[] {
  const cache = new Map<string, number>();
  return htmlFiles(outDir)
    .map((f) => firstLoadOf(outDir, f, cache, basePath))
    .sort((a, b) => b.total - a.total);
}
