import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchConfig } from '../lib/search/client-settings';
import { engineHost, type FromWorker, type ToWorker } from '../lib/search/engine';
import { createLocalClient, MARK_INLINE } from '../lib/search/local-client';
import { indexFiles } from '../lib/search/index-files';
import type { SearchRecord } from '../lib/search/types';

const record: SearchRecord = {
  objectID: '/docs/pyoso/#0',
  url: '/docs/pyoso/',
  url_without_anchor: '/docs/pyoso/',
  anchor: null,
  type: 'lvl1',
  hierarchy: { lvl0: 'Documentation', lvl1: 'Access via Python', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const index = indexFiles([{ url: '/docs/pyoso/', records: [record] }], []);

/** A fetch that serves the manifest and the index's files under /base, or fails the first `failures` calls. */
function server(failures = 0) {
  let left = failures;
  const fn = vi.fn(async (url: string) => {
    if (left-- > 0) throw new TypeError('Failed to fetch');
    if (url === '/base/search-index.json') return json(index.manifest);
    const file = url.startsWith('/base/') ? index.files.get(url.slice('/base'.length)) : undefined;
    if (file) return new Response(file, { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response('not found', { status: 404 });
  });
  // A worker fetches with the same (fake) network.
  FakeWorker.fetch = fn as unknown as typeof fetch;
  return fn;
}
const client = (fetch: ReturnType<typeof server>) =>
  createLocalClient({ manifestUrl: '/base/search-index.json', resolve: (p) => `/base${p}`, fetch: fetch as unknown as typeof globalThis.fetch });
const request = { indexName: 'opensource', query: 'python', highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

describe('the local client', () => {
  it('answers the multi-query call with one result per request', async () => {
    const { results } = await client(server()).search({ requests: [request, { ...request, query: 'nothing-here' }] });
    expect(results.map((r) => r.nbHits)).toEqual([1, 0]);
    expect(results[0].hits[0]._highlightResult.hierarchy.lvl1?.value).toBe('Access via <mark>Python</mark>');
  });

  it('accepts the older array form too', async () => {
    const { results } = await client(server()).search([request]);
    expect(results[0].nbHits).toBe(1);
  });

  it('fetches the manifest and each file of the index once, however many searches follow', async () => {
    const fetch = server();
    const c = client(fetch);
    await Promise.all([c.search({ requests: [request] }), c.search({ requests: [request] })]);
    await c.search({ requests: [request] });
    const urls = fetch.mock.calls.map((c) => c[0]);
    expect(urls[0]).toBe('/base/search-index.json');
    expect(urls.slice(1).every((u) => u.startsWith(`/base${index.manifest.base}`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('rejects with a RetryError when the index cannot be fetched, and tries again on the next query', async () => {
    const fetch = server(1);
    const c = client(fetch);
    await expect(c.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    await expect(c.search({ requests: [request] })).resolves.toMatchObject({ results: [{ nbHits: 1 }] });
  });

  it('treats an HTTP error like an unreachable host', async () => {
    const c = createLocalClient({ manifestUrl: '/missing.json', resolve: (p) => p, fetch: server() as unknown as typeof fetch });
    await expect(c.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', cause: expect.objectContaining({ message: expect.stringMatching(/404/) }) });
  });

  it('records the agents DocSearch adds', () => {
    const c = client(server());
    c.addAlgoliaAgent('docsearch', '3.9.0');
    expect(c.transporter.algoliaAgent.value).toContain('docsearch (3.9.0)');
  });
});

/**
 * A stand-in for the browser's Worker: messages cross asynchronously, as they do between threads,
 * to the same host code the real worker runs (lib/search/worker.ts is only its wiring).
 */
class FakeWorker {
  static all: FakeWorker[] = [];
  /** How the next worker misbehaves. */
  static mode: 'ok' | 'throw' | 'no-code' | 'crash-after-load' = 'ok';
  onmessage: ((e: { data: FromWorker }) => void) | null = null;
  onerror: ((e: { message: string; preventDefault: () => void }) => void) | null = null;
  terminated = false;
  static fetch: typeof fetch;
  received: ToWorker[] = [];
  private readonly mode = FakeWorker.mode;
  private readonly host = engineHost((m) => setTimeout(() => !this.terminated && this.onmessage?.({ data: m })), FakeWorker.fetch);
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    if (this.mode === 'throw') throw new DOMException('Workers are not allowed', 'SecurityError');
    FakeWorker.all.push(this);
    if (this.mode === 'no-code') setTimeout(() => this.onerror?.({ message: '', preventDefault: () => undefined }));
  }
  postMessage(m: ToWorker) {
    this.received.push(m);
    if (this.mode === 'no-code') return;
    if (this.mode === 'crash-after-load' && m.type === 'search') {
      setTimeout(() => this.onerror?.({ message: 'Uncaught RangeError', preventDefault: () => undefined }));
      return;
    }
    setTimeout(() => void this.host(m));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the local client with a worker', () => {
  beforeEach(() => {
    FakeWorker.all = [];
    FakeWorker.mode = 'ok';
    performance.clearMarks(MARK_INLINE);
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());
  const inlineMarks = () => performance.getEntriesByName(MARK_INLINE).length;

  it('answers in the worker, handing it the manifest and the base path to fetch the rest from', async () => {
    const { results } = await client(server()).search({ requests: [request, { ...request, query: 'nothing-here' }] });
    expect(results.map((r) => r.nbHits)).toEqual([1, 0]);
    expect(results[0].hits[0]._highlightResult.hierarchy.lvl1?.value).toBe('Access via <mark>Python</mark>');
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0].url.pathname).toMatch(/\/lib\/search\/worker\.ts$/);
    expect(FakeWorker.all[0].received[0]).toEqual({ type: 'load', manifest: index.manifest, prefix: '/base' });
    expect(inlineMarks()).toBe(0);
  });

  it('starts one worker, however many searches follow', async () => {
    const c = client(server());
    await Promise.all([c.search({ requests: [request] }), c.search({ requests: [request] })]);
    await c.search({ requests: [{ ...request, query: 'access' }] });
    expect(FakeWorker.all).toHaveLength(1);
  });

  it.each([
    ['cannot be constructed', 'throw', 0],
    ['cannot load its code', 'no-code', 1],
  ] as const)('runs the engine in this thread when the worker %s', async (_, mode, workers) => {
    FakeWorker.mode = mode;
    const { results } = await client(server()).search({ requests: [request] });
    expect(results[0].nbHits).toBe(1);
    expect(inlineMarks()).toBe(1);
    expect(FakeWorker.all).toHaveLength(workers);
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
  });

  it('stops the worker it started when the index cannot be fetched', async () => {
    await expect(client(server(1)).search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError' });
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0].terminated).toBe(true);
  });

  it('fails the search in flight when the worker crashes, and the next search starts a new one', async () => {
    FakeWorker.mode = 'crash-after-load';
    const c = client(server());
    await expect(c.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', cause: expect.objectContaining({ message: expect.stringMatching(/RangeError/) }) });
    expect(FakeWorker.all[0].terminated).toBe(true);
    FakeWorker.mode = 'ok';
    await expect(c.search({ requests: [request] })).resolves.toMatchObject({ results: [{ nbHits: 1 }] });
    expect(FakeWorker.all).toHaveLength(2);
  });

  it('reports an index it cannot read as a failed load', async () => {
    const fetch = vi.fn(async () => json({ format: 3, path: '/bad.json' }));
    FakeWorker.fetch = fetch as unknown as typeof globalThis.fetch;
    const c = createLocalClient({ manifestUrl: '/search-index.json', resolve: (p) => p, fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(c.search({ requests: [request] })).rejects.toMatchObject({ name: 'RetryError', cause: expect.objectContaining({ message: expect.stringMatching(/format 3/) }) });
  });
});

describe('searchConfig', () => {
  const site = (search: Partial<{ appId: string; apiKey: string; insights: boolean }>) => ({
    url: 'https://docs.example.org',
    repository: 'https://github.com/o/r',
    search: { indexName: 'opensource', insights: false, ...search },
  });

  it.each([
    ['nothing set: local', {}, null, false],
    ['only an app id: local', { appId: 'APP' }, null, false],
    ['app id and key: hosted', { appId: 'APP', apiKey: 'KEY' }, { appId: 'APP', apiKey: 'KEY' }, false],
    ['insights on, hosted', { appId: 'APP', apiKey: 'KEY', insights: true }, { appId: 'APP', apiKey: 'KEY' }, true],
    ['insights on, local: off', { insights: true }, null, false],
  ])('%s', (_name, search, hosted, insights) => {
    expect(searchConfig(site(search))).toEqual({ indexName: 'opensource', hosted, insights, repository: 'https://github.com/o/r', siteUrl: 'https://docs.example.org' });
  });
});
