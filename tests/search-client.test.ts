import { describe, expect, it, vi } from 'vitest';
import { searchConfig } from '../lib/search/config';
import { createLocalClient } from '../lib/search/local-client';
import { packIndex } from '../lib/search/local-index';
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

/** A fetch that serves the manifest and the index, or fails the first `failures` calls. */
function server(failures = 0) {
  let left = failures;
  return vi.fn(async (url: string) => {
    if (left-- > 0) throw new TypeError('Failed to fetch');
    if (url === '/base/search-index.json') return json({ format: 3, path: '/_next/static/search/index.abc.json' });
    if (url === '/base/_next/static/search/index.abc.json') return json(packIndex([record]));
    return new Response('not found', { status: 404 });
  });
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

  it('fetches the manifest and the index once, however many searches follow', async () => {
    const fetch = server();
    const c = client(fetch);
    await Promise.all([c.search({ requests: [request] }), c.search({ requests: [request] })]);
    await c.search({ requests: [request] });
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/base/search-index.json', '/base/_next/static/search/index.abc.json']);
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
