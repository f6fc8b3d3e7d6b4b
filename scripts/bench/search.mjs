// Search index size and query time: the real local client (lib/search) over out/. Run with tsx.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../../lib/build/first-load.ts';
import { createLocalClient } from '../../lib/search/local-client.ts';

const QUERIES = ['bigquery', 'pyoso', 'dagster', 'retro funding', 'impact metrics', 'oss directory', 'graphql api', 'sqlmesh',
  'collections', 'dependencies', 'optimism', 'gitcoin grants', 'network graph', 'semantic layer', 'airbyte', 'artifacts', 'onchain',
  'developer activity', 'python client', 'quickstart', 'funding data', 'contract', 'trino', 'data portal', 'how to contribute'];

const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

export async function measureSearch(outDir, manifestPath = '/search-index.json') {
  const manifestFile = path.join(outDir, manifestPath);
  if (!fs.existsSync(manifestFile)) return { bytes: null, gzipBytes: null, records: null, loadMs: null, queryMs: null, queries: 0 };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const raw = fs.readFileSync(path.join(outDir, manifest.path));
  const result = { bytes: raw.length, gzipBytes: gzipSize(raw), records: manifest.records ?? null, loadMs: null, queryMs: null, queryP95Ms: null, queries: 0 };
  const read = async (url) => {
    const file = path.join(outDir, new URL(url, 'http://bench').pathname);
    return new Response(fs.readFileSync(file), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = createLocalClient({ manifestUrl: manifestPath, resolve: (p) => p, fetch: read });
  let t = performance.now();
  await client.ready();
  result.loadMs = performance.now() - t;
  const times = [];
  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      t = performance.now();
      await client.search([{ indexName: 'opensource', query, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' }]);
      times.push(performance.now() - t);
    }
  }
  result.queryMs = pct(times, 0.5);
  result.queryP95Ms = pct(times, 0.95);
  result.queries = times.length;
  return result;
}
