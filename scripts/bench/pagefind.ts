// Pagefind 1.x with its defaults on the same export, for the relevance bench's comparison
// (`npm run bench:relevance -- … --pagefind`): its CLI indexes the export's HTML into a temporary
// folder, then its own search runtime (pagefind.js and its WebAssembly) answers each query in this
// process, reading the files it asks for from that folder. Nothing of it ships with the site.
// The CLI is `PAGEFIND` when set, else `npx --yes pagefind@1.6.0` (the npm package carries the binary).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const PAGEFIND_VERSION = '1.6.0';
const ORIGIN = 'http://pagefind.invalid';

type PagefindResult = { id: string; data: () => Promise<{ url: string }> };
type PagefindApi = {
  destroy: () => Promise<void>;
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (q: string) => Promise<{ results: PagefindResult[] } | null>;
};

/** Pagefind's index of `outDir`, and a search over it: result URLs best first (the first `n`), and the bytes (gzip) each query fetched. */
export async function pagefindOver(outDir: string, n = 20): Promise<{ search: (q: string) => Promise<string[]>; coldBytes: (q: string) => Promise<number>; version: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  const bundle = path.join(dir, 'pagefind');
  const [cmd, args] = process.env.PAGEFIND ? [process.env.PAGEFIND, []] : ['npx', ['--yes', `pagefind@${PAGEFIND_VERSION}`]];
  execFileSync(cmd, [...args, '--site', outDir, '--output-path', bundle], { stdio: 'ignore' });
  const runtime = fs.readFileSync(path.join(bundle, 'pagefind.js'), 'utf8');
  const version = /pagefind_version="([^"]+)"/.exec(runtime)?.[1] ?? '?';

  let fetched = 0;
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    let s = gz.get(file);
    if (s === undefined) gz.set(file, (s = gzipSync(fs.readFileSync(file)).length));
    return s;
  };
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(`${ORIGIN}/pagefind/`)) return realFetch(input, init);
    const file = path.join(bundle, decodeURIComponent(new URL(url).pathname.slice('/pagefind/'.length)));
    if (!fs.existsSync(file)) return new Response('not found', { status: 404 });
    fetched += sizeOf(file);
    return new Response(fs.readFileSync(file), { status: 200, headers: { 'content-type': file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream' } });
  }) as typeof fetch;

  const pf = (await import(pathToFileURL(path.join(bundle, 'pagefind.js')).href)) as PagefindApi;
  const start = async () => {
    await pf.options({ basePath: `${ORIGIN}/pagefind/`, baseUrl: '/' });
    await pf.init();
  };
  await start();
  const page = (url: string) => url.replace(/\.html$/, '').replace(/\/index$/, '/');
  return {
    version,
    search: async (q) => {
      const r = await pf.search(q);
      const out: string[] = [];
      for (const res of (r?.results ?? []).slice(0, n)) out.push(page((await res.data()).url));
      return out;
    },
    // Opening its search and a first query, as its default UI runs them: the runtime script, its
    // entry and wasm, the query's index chunks, then the first 5 results' fragments.
    coldBytes: async (q) => {
      await pf.destroy();
      fetched = 0;
      await start();
      const r = await pf.search(q);
      for (const res of (r?.results ?? []).slice(0, 5)) await res.data();
      return sizeOf(path.join(bundle, 'pagefind.js')) + fetched;
    },
  };
}
