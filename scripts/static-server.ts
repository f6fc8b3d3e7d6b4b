// A static host in a few lines: what `npm start`, the e2e tests and the bench serve `out/` with.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathInBase } from '../lib/url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.avif': 'image/avif', '.gif': 'image/gif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8', '.webmanifest': 'application/manifest+json', '.map': 'application/json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

function isFile(p: string) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** `/a/b` → a/b, a/b.html or a/b/index.html, as static hosts resolve it. */
export function resolveFile(root: string, urlPath: string): string | null {
  const safe = path.posix.normalize(urlPath).replace(/^(\.\.\/?)+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  const candidates = safe.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  // `/a/b.html` for a page exported as a/b/index.html: hosts that map .html do the same.
  if (safe.endsWith('.html')) candidates.push(path.join(base.slice(0, -'.html'.length), 'index.html'));
  return candidates.find(isFile) ?? null;
}

export type StaticServerOptions = { root: string; basePath?: string; compress?: boolean; log?: boolean };

export function createStaticServer({ root, basePath = '', compress = false, log = false }: StaticServerOptions): http.Server {
  root = path.resolve(root);
  return http.createServer((req, res) => {
    let pathname: string | null;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      // Let the page see the raw path: the app shows its "invalid percent-encoding" error.
      pathname = null;
    }
    const send = (status: number, file: string) => {
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      // Next's chunks and the content's assets carry a content hash in their names: cache them for ever.
      const hashed = file.includes(`${path.sep}_next${path.sep}static`) || file.startsWith(path.join(root, 'assets') + path.sep);
      const headers: Record<string, string | number> = { 'Content-Type': type, 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' };
      let body = fs.readFileSync(file);
      if (compress && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = zlib.gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      if (log) console.log(status, req.url);
    };
    const notFound = () => {
      const page = path.join(root, '404.html');
      if (isFile(page)) return send(404, page);
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    };
    if (pathname === null) return notFound();
    pathname = pathInBase(pathname, basePath);
    if (pathname === null) return notFound();
    const file = resolveFile(root, pathname);
    if (!file) return notFound();
    // A directory asked for without its slash: redirect like static hosts do, so relative URLs work.
    if (!pathname.endsWith('/') && file === path.join(root, pathname, 'index.html')) {
      const q = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
      res.writeHead(308, { Location: `${basePath}${pathname}/${q}` }).end();
      return;
    }
    send(200, file);
  });
}
