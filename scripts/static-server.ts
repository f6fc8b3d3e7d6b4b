// A static host in a few lines: what `npm start`, the e2e tests and the bench serve `out/` with.
// Which file answers a URL is lib/static-host.ts's rule (the link check of the export uses it too).
// Hostile requests cannot stop it: each is answered inside a try (500 at worst), redirects are built
// from the normalised path re-encoded (never a raw byte in a header, never `//host` or `/\host`), and
// no file outside the root is served, through a symlink either.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { notFoundFile, staticFile } from '../lib/static-host';
import { pathInBase } from '../lib/url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.avif': 'image/avif', '.gif': 'image/gif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8', '.webmanifest': 'application/manifest+json', '.map': 'application/json',
};
/** The Content-Type a host sends for `file` (a module script is run only with a JavaScript type). */
export const contentTypeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const ALLOW = 'GET, HEAD';
/** Compressed bodies kept in memory (by file, size and time), up to this many bytes in all. */
const GZIP_CACHE_BYTES = 64 * 2 ** 20;

/** A regular file inside `root` once every symlink is resolved (`root` itself resolved). */
function fileInRoot(root: string, file: string): boolean {
  try {
    const real = fs.realpathSync(file);
    return real.startsWith(root + path.sep) && fs.statSync(real).isFile();
  } catch {
    // missing, a NUL byte, a name too long: no such file
    return false;
  }
}

/** The file under `root` answering a decoded URL path (see lib/static-host.ts), or null. */
export function resolveFile(root: string, urlPath: string): string | null {
  const real = fs.realpathSync(root);
  const answer = staticFile(urlPath, (f) => fileInRoot(real, path.join(real, f)));
  return answer ? path.join(real, answer.file) : null;
}

/** Whether `Accept-Encoding` takes gzip: listed (or `*`) with a q above 0 (`gzip;q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  let star: boolean | undefined;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';').map((s) => s.trim());
    const q = params.map((p) => /^q=([\d.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const ok = q === undefined || Number(q) > 0;
    if (name === 'gzip' || name === 'x-gzip') return ok;
    if (name === '*') star = ok;
  }
  return star ?? false;
}

/** A single `bytes=` range of a body of `size` bytes: [start, end] inclusive, 'unsatisfiable', or undefined to send it whole. */
export function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  // Absent, malformed or several ranges: the whole body, as RFC 9110 lets a server do.
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
  }
  return start >= size ? 'unsatisfiable' : [start, end];
}

/** Each segment percent-encoded again: a header value of plain ASCII that says the same path. */
const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');
/** A query string as received, with anything outside printable ASCII percent-encoded. */
const safeQuery = (q: string) => q.replace(/[^\x21-\x7e]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);

/** The interface `npm start` listens on: `--host <name>` or `--host=<name>`, else localhost only (as `docusaurus serve`). */
export function listenHost(argv: string[]): string {
  const i = argv.findIndex((a) => a === '--host' || a.startsWith('--host='));
  const value = i < 0 ? undefined : argv[i].startsWith('--host=') ? argv[i].slice('--host='.length) : argv[i + 1];
  return value && !value.startsWith('--') ? value : 'localhost';
}

export type StaticServerOptions = { root: string; basePath?: string; compress?: boolean; log?: boolean };

export function createStaticServer({ root, basePath = '', compress = false, log = false }: StaticServerOptions): http.Server {
  root = path.resolve(root);
  const gzipped = new Map<string, Buffer>();
  let gzippedBytes = 0;
  const gzipOf = (file: string, body: Buffer, st: fs.Stats) => {
    const key = `${file}\0${st.size}\0${st.mtimeMs}`;
    let z = gzipped.get(key);
    if (!z) {
      z = zlib.gzipSync(body);
      if (gzippedBytes + z.length > GZIP_CACHE_BYTES) {
        gzipped.clear();
        gzippedBytes = 0;
      }
      gzipped.set(key, z);
      gzippedBytes += z.length;
    }
    return z;
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const head = { 'X-Content-Type-Options': 'nosniff' };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...head, Allow: ALLOW, 'Content-Type': 'text/plain' }).end('Method not allowed');
      return;
    }
    // Not `new URL(req.url)`: it reads `//host/x` as another host. The path is what comes before `?`.
    const raw = req.url ?? '/';
    const cut = raw.indexOf('?');
    const rawPath = cut < 0 ? raw : raw.slice(0, cut);
    const query = cut < 0 ? '' : safeQuery(raw.slice(cut));
    let pathname: string | null = null;
    try {
      if (rawPath.startsWith('/')) pathname = decodeURIComponent(rawPath);
    } catch {
      // Bad percent-encoding: the 404 page, which shows its "invalid percent-encoding" error.
    }

    let real: string;
    try {
      real = fs.realpathSync(root);
    } catch {
      res.writeHead(404, { ...head, 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const send = (status: number, file: string) => {
      const type = contentTypeOf(file);
      // Next's chunks and the content's assets carry a content hash in their names: cache them for ever.
      const hashed = file.includes(`${path.sep}_next${path.sep}static`) || file.startsWith(path.join(real, 'assets') + path.sep);
      const headers: Record<string, string | number> = { ...head, 'Content-Type': type, 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' };
      const st = fs.statSync(file);
      let body: Buffer = fs.readFileSync(file);
      const compressible = compress && COMPRESSIBLE.test(type);
      if (compressible) headers.Vary = 'Accept-Encoding';
      const range = status === 200 ? byteRange(req.headers.range, body.length) : undefined;
      if (status === 200) headers['Accept-Ranges'] = 'bytes';
      if (range === 'unsatisfiable') {
        res.writeHead(416, { ...head, 'Content-Range': `bytes */${body.length}` }).end();
        return;
      }
      if (range) {
        // A range is of the file's bytes, never of a compressed body.
        headers['Content-Range'] = `bytes ${range[0]}-${range[1]}/${body.length}`;
        body = body.subarray(range[0], range[1] + 1);
        status = 206;
      } else if (compressible && acceptsGzip(req.headers['accept-encoding'])) {
        body = gzipOf(file, body, st);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      if (log) console.log(status, req.url);
    };
    const notFound = (inBase?: string | null) => {
      // A locale's own 404 page for a path under it, else the site's (lib/static-host.ts).
      const file = notFoundFile(inBase ?? '/', (f) => fileInRoot(real, path.join(real, f)));
      if (file) return send(404, path.join(real, file));
      res.writeHead(404, { ...head, 'Content-Type': 'text/plain' }).end('Not found');
    };
    if (pathname === null) return notFound();
    const inBase = pathInBase(pathname, basePath);
    if (inBase === null) return notFound();
    const answer = staticFile(inBase, (f) => fileInRoot(real, path.join(real, f)));
    if (!answer) return notFound(inBase);
    if (answer.addSlash) {
      // A folder asked for without its slash: redirect like static hosts do, so relative URLs work.
      // To the folder's own path (`..` and repeated slashes gone), so always one leading '/' on this origin.
      const folder = `/${answer.file.slice(0, -'index.html'.length)}`;
      res.writeHead(308, { ...head, Location: `${encodePath(basePath)}${encodePath(folder)}${query}` }).end();
      return;
    }
    send(200, path.join(real, answer.file));
  };

  return http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (e) {
      // One request's failure is that request's 500: the server goes on.
      console.error(`static server: ${req.method} ${JSON.stringify(req.url)}: ${(e as Error).message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal error');
      else res.destroy();
    }
  });
}
