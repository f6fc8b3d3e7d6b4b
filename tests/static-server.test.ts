import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, byteRange, createStaticServer, listenHost } from '../scripts/static-server';
import { staticFile } from '@/lib/static-host';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
const root = path.join(tmp, 'out');
const secret = path.join(tmp, 'secret.txt');
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const PAGE = `<!doctype html><title>Docs</title>${'<p>text of the page</p>'.repeat(200)}`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
let servers: http.Server[] = [];
async function serve(options: { basePath?: string; compress?: boolean } = {}) {
  const server = createStaticServer({ root, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  /** A request with its path sent as written (no URL parsing on the way). */
  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: p, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  /** Raw bytes on a socket; resolves with whatever came back once the server closes it or answers. */
  const raw = (bytes: Buffer) =>
    new Promise<string>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => s.end(bytes));
      let got = '';
      s.on('data', (d) => (got += d.toString('latin1')));
      s.on('close', () => resolve(got));
      s.on('error', () => resolve(got));
    });
  return { get, raw, port };
}

beforeAll(() => {
  write('index.html', PAGE);
  write('404.html', '<title>Not found</title>');
  write('docs/index.html', PAGE);
  write('docs/a.html', '<title>A</title>');
  write('中/index.html', '<title>zh</title>');
  write('img/logo.svg', '<svg/>');
  write('data.bin', '0123456789');
  fs.writeFileSync(secret, 'outside the root');
  fs.symlinkSync(secret, path.join(root, 'leak.txt'));
  fs.symlinkSync(tmp, path.join(root, 'up'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('which file answers a URL (lib/static-host.ts)', () => {
  const files = new Set(['index.html', 'docs/index.html', 'docs/a.html', 'docs/b/index.html', 'feed.xml', 'both.html', 'both/index.html']);
  const has = (f: string) => files.has(f);
  it.each([
    ['/', 'index.html', false],
    ['/docs/', 'docs/index.html', false],
    ['/docs', 'docs/index.html', true],
    ['/docs/a', 'docs/a.html', false],
    ['/docs/b.html', 'docs/b/index.html', false],
    ['/feed.xml', 'feed.xml', false],
    ['/both', 'both.html', false],
    ['/../../docs/', 'docs/index.html', false],
    ['//docs//a', 'docs/a.html', false],
  ])('%s → %s', (url, file, addSlash) => expect(staticFile(url, has)).toEqual({ file, addSlash }));
  it('answers nothing for a missing file', () => expect(staticFile('/docs/nope', has)).toBeUndefined());
});

describe('the static server', () => {
  it('serves pages, redirects a folder without its slash on the same origin', async () => {
    const { get } = await serve();
    expect((await get('/')).status).toBe(200);
    const r = await get('/docs?x=1');
    expect([r.status, r.headers.location]).toEqual([308, '/docs/?x=1']);
    expect((await get('/docs/a')).body.toString()).toBe('<title>A</title>');
  });

  it('one request with a header-breaking path does not stop it (issue #53, 1)', async () => {
    const { get } = await serve();
    for (const p of ['/x%0d%0a/..%2fdocs', '/%E4%B8%AD%2F..%2Fdocs', '/%E4%B8%AD', '/docs?a=%0d%0aSet-Cookie:x']) {
      const r = await get(p);
      expect(r.status, p).toBeLessThan(500);
      if (r.headers.location) expect(r.headers.location, p).toMatch(/^\/[^/\\]/);
    }
    expect((await get('/%E4%B8%AD')).headers.location).toBe('/%E4%B8%AD/');
    expect((await get('/')).status).toBe(200);
  });

  it('never redirects off the origin (issue #53, 2)', async () => {
    const { get } = await serve();
    for (const p of ['/%2Fevil.example%2F..%2Fdocs', '/%5Cevil.example%2F..%2Fdocs', '//evil.example/../docs', '/%2F%2Fevil.example/../../docs', '/%5C%5Cevil.example%2F..%2F..%2Fdocs', '/.%2F%2Fevil.example%2F..%2Fdocs']) {
      const r = await get(p);
      expect(r.status, p).toBe(308);
      expect(r.headers.location, p).toBe('/docs/');
    }
  });

  it('serves no file outside its root, through a symlink either (issue #53, 3)', async () => {
    const { get } = await serve();
    for (const p of ['/leak.txt', '/up/secret.txt', '/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.body.toString(), p).not.toContain('outside the root');
    }
  });

  it('answers 405 with Allow to other methods, and nosniff everywhere (issue #53, 8)', async () => {
    const { get } = await serve();
    for (const m of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH']) {
      const r = await get('/', {}, m);
      expect([r.status, r.headers.allow], m).toEqual([405, 'GET, HEAD']);
    }
    const head = await get('/', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers['x-content-type-options']]).toEqual([200, 0, 'nosniff']);
    expect((await get('/nope')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a byte range with 206, one past the end with 416', async () => {
    const { get } = await serve();
    const r = await get('/data.bin', { Range: 'bytes=2-4' });
    expect([r.status, r.headers['content-range'], r.body.toString()]).toEqual([206, 'bytes 2-4/10', '234']);
    expect((await get('/data.bin', { Range: 'bytes=-3' })).body.toString()).toBe('789');
    expect((await get('/data.bin', { Range: 'bytes=7-' })).body.toString()).toBe('789');
    const past = await get('/data.bin', { Range: 'bytes=10-' });
    expect([past.status, past.headers['content-range']]).toEqual([416, 'bytes */10']);
    expect((await get('/data.bin', { Range: 'bytes=1-2,4-5' })).status).toBe(200);
  });

  it('with gzip: honours q=0, says Vary on every compressible answer, compresses once', async () => {
    const { get } = await serve({ compress: true });
    const z = await get('/', { 'Accept-Encoding': 'gzip, br' });
    expect([z.headers['content-encoding'], z.headers.vary]).toEqual(['gzip', 'Accept-Encoding']);
    expect(zlib.gunzipSync(z.body).toString()).toBe(PAGE);
    const refused = await get('/', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect([refused.headers['content-encoding'], refused.headers.vary, refused.body.toString()]).toEqual([undefined, 'Accept-Encoding', PAGE]);
    expect((await get('/')).headers.vary).toBe('Accept-Encoding');
    const spy = zlib.gzipSync;
    let calls = 0;
    (zlib as { gzipSync: typeof zlib.gzipSync }).gzipSync = ((...a: Parameters<typeof spy>) => (calls++, spy(...a))) as typeof spy;
    try {
      for (let i = 0; i < 3; i++) await get('/', { 'Accept-Encoding': 'gzip' });
    } finally {
      (zlib as { gzipSync: typeof zlib.gzipSync }).gzipSync = spy;
    }
    expect(calls).toBe(0);
  });

  it('parses Accept-Encoding and Range as RFC 9110 says', () => {
    expect([acceptsGzip('gzip'), acceptsGzip('GZIP;q=0.5'), acceptsGzip('gzip;q=0'), acceptsGzip('*'), acceptsGzip('*;q=0'), acceptsGzip('br'), acceptsGzip(undefined), acceptsGzip('*, gzip;q=0')]).toEqual([true, true, false, true, false, false, false, false]);
    expect([byteRange(undefined, 5), byteRange('bytes=0-0', 5), byteRange('bytes=3-1', 5), byteRange('bytes=-0', 5), byteRange('bytes=0-99', 5)]).toEqual([undefined, [0, 0], undefined, 'unsatisfiable', [0, 4]]);
  });

  it('listens on localhost unless --host says otherwise', () => {
    expect([listenHost(['node', 'serve.ts']), listenHost(['serve', '--host', '0.0.0.0']), listenHost(['serve', '--host=::']), listenHost(['serve', '--gzip'])]).toEqual(['localhost', '0.0.0.0', '::', 'localhost']);
  });

  it('still answers after hostile paths and random bytes (fuzz)', async () => {
    const { get, raw } = await serve({ basePath: '/base', compress: true });
    const hostile = [
      '/base/x%0d%0a/..%2fdocs', '/base/%E4%B8%AD%2F..%2Fdocs', '/base/%2Fevil%2F..%2Fdocs', '/base/%5Cevil', '/base/%00', '/base/%c0%ae%c0%ae/', '/base/%252e%252e/',
      '/base/..%5c..%5csecret.txt', `/base/${'a'.repeat(60_000)}`, '/base/%', '/base/%zz', '/base/%ED%A0%80', '*', 'base', '/base/docs?%0d%0a',
    ];
    for (const p of hostile) expect((await get(p)).status, p.slice(0, 60)).toBeLessThan(500);
    // A fixed seed: the same bytes every run.
    let seed = 53;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 40; i++) {
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(rand() * 300) }, () => Math.floor(rand() * 256)));
      const line = i % 2 ? bytes : Buffer.concat([Buffer.from('GET /base/'), bytes, Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]);
      await raw(line);
      expect((await get('/base/')).status, `after ${bytes.toString('hex').slice(0, 40)}`).toBe(200);
    }
  });
});
