import { describe, expect, it } from 'vitest';
import { loadIndex, packIndex, unpackRecords } from '../lib/search/local-index';
import { parseQuery } from '../lib/search/match';
import { runQuery } from '../lib/search/query';
import type { RecordType, SearchRecord, SearchRequest } from '../lib/search/types';

/** A record as the extractor makes it; only what a test cares about is given. */
function rec(page: string, type: RecordType, o: { title?: string; h2?: string; content?: string; anchor?: string; n?: number; section?: string } = {}): SearchRecord {
  const url = `/docs/${page}/`;
  return {
    objectID: `${url}#${o.n ?? 0}`,
    url: o.anchor ? `${url}#${o.anchor}` : url,
    url_without_anchor: url,
    anchor: o.anchor ?? null,
    type,
    hierarchy: { lvl0: o.section ?? 'Documentation', lvl1: o.title ?? page, lvl2: o.h2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: o.content ?? null,
  };
}

const RECORDS: SearchRecord[] = [
  rec('ingest', 'lvl1', { title: 'Quasar ingestion' }),
  rec('ingest', 'content', { title: 'Quasar ingestion', content: 'How data arrives in the warehouse.', n: 1 }),
  rec('pipes', 'lvl1', { title: 'Pipelines' }),
  rec('pipes', 'content', { title: 'Pipelines', content: 'The quasar job runs nightly; quasar retries; quasar logs everything.', n: 1 }),
  rec('pipes', 'lvl2', { title: 'Pipelines', h2: 'Scheduling', anchor: 'scheduling', n: 2 }),
  rec('pipes', 'content', { title: 'Pipelines', h2: 'Scheduling', anchor: 'scheduling', content: 'Use <b>cron</b> & friends to schedule dagster jobs.', n: 3 }),
  rec('pipes', 'content', { title: 'Pipelines', h2: 'Scheduling', anchor: 'scheduling', content: 'Dagster sensors watch for new data.', n: 4 }),
  rec('metrics', 'lvl1', { title: 'Metrics' }),
  rec('metrics', 'content', { title: 'Metrics', content: 'Developer activity metrics for every project in the directory.', n: 1 }),
];
const index = loadIndex(JSON.parse(JSON.stringify(packIndex(RECORDS))));

const DOCSEARCH: Omit<SearchRequest, 'query'> = {
  indexName: 'opensource',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};
const search = (query: string, extra: Partial<SearchRequest> = {}) => runQuery(index, { ...DOCSEARCH, query, ...extra });

describe('the packed index', () => {
  it('gives back the records it was built from', () => {
    expect(unpackRecords(packIndex(RECORDS))).toEqual(RECORDS);
  });

  it('refuses an index of another format', () => {
    expect(() => loadIndex({ format: 1 } as never)).toThrow(/format 1/);
  });
});

describe('the Algolia response shape', () => {
  const r = search('quasar');

  it('has the fields DocSearch and the search page read', () => {
    expect(r).toMatchObject({ page: 0, hitsPerPage: 20, query: 'quasar', index: 'opensource', exhaustiveNbHits: true });
    expect(r.nbHits).toBe(r.hits.length);
    expect(r.nbPages).toBe(1);
    expect(typeof r.processingTimeMS).toBe('number');
  });

  it('gives each hit its record, highlights and the requested snippets, in the requested tags', () => {
    const hit = r.hits[0];
    expect(hit).toMatchObject({ url: '/docs/ingest/', type: 'lvl1', hierarchy: { lvl0: 'Documentation', lvl1: 'Quasar ingestion' } });
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({ value: '<mark>Quasar</mark> ingestion', matchLevel: 'full', matchedWords: ['quasar'], fullyHighlighted: false });
    expect(hit._highlightResult.hierarchy.lvl0).toMatchObject({ value: 'Documentation', matchLevel: 'none' });
    expect(hit._snippetResult.hierarchy.lvl1).toEqual({ value: '<mark>Quasar</mark> ingestion', matchLevel: 'full' });
    const body = r.hits.find((h) => h.type === 'content')!;
    expect(body._snippetResult.content!.value).toBe('The <mark>quasar</mark> job runs nightly; <mark>quasar</mark> retries; <mark>quasar</mark> logs everything.');
    const cut = search('quasar', { attributesToSnippet: ['content:4'] }).hits.find((h) => h.type === 'content')!;
    expect(cut._snippetResult.content!.value).toBe('The <mark>quasar</mark> job runs…');
  });

  it('pages through the hits', () => {
    const all = search('quasar');
    const second = search('quasar', { hitsPerPage: 1, page: 1 });
    expect(second).toMatchObject({ page: 1, hitsPerPage: 1, nbHits: all.nbHits, nbPages: all.nbHits });
    expect(second.hits.map((h) => h.objectID)).toEqual([all.hits[1].objectID]);
  });

  it('answers an empty query with no hits', () => {
    expect(search('')).toMatchObject({ hits: [], nbHits: 0, nbPages: 0 });
  });
});

describe('ranking and matching', () => {
  const first = (q: string) => search(q).hits[0];

  it('ranks a title match above a body match, however often the body says it', () => {
    expect(search('quasar').hits.map((h) => `${h.type} ${h.url}`)).toEqual(['lvl1 /docs/ingest/', 'content /docs/pipes/']);
  });

  it('ranks a heading above the paragraphs under it, one hit per URL', () => {
    const hits = search('scheduling').hits;
    expect(hits[0]).toMatchObject({ type: 'lvl2', url: '/docs/pipes/#scheduling' });
    expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length);
  });

  it.each([
    ['the word being typed matches as a prefix', 'quas', 'Quasar ingestion'],
    ['a typo is tolerated in longer words', 'qasar', 'Quasar ingestion'],
    ['two typos from eight letters', 'pipelnes', 'Pipelines'],
    ['words are matched across the heading and its text', 'scheduling cron', 'Pipelines'],
    ['diacritics and case do not matter', 'MÉTRICS', 'Metrics'],
  ])('%s: "%s"', (_what, q, title) => {
    expect(first(q)?.hierarchy.lvl1).toBe(title);
  });

  it.each([
    ['a finished word is not a prefix', 'quas '],
    ['short words get no typo', 'mtrx'],
    ['nonsense', 'zzqxv'],
    ['a long query whose words mostly do not match', 'img src onerror alert metrics zzz'],
  ])('%s: "%s" finds nothing', (_what, q) => {
    expect(search(q).nbHits).toBe(0);
  });

  it('exact words rank above typos', () => {
    const r = runQuery(
      loadIndex(packIndex([rec('a', 'lvl1', { title: 'Metric' }), rec('b', 'lvl1', { title: 'Metrics' })])),
      { ...DOCSEARCH, query: 'metrics ' },
    );
    expect(r.hits.map((h) => h.hierarchy.lvl1)).toEqual(['Metrics', 'Metric']);
  });

  it('falls back to hits holding most words when no hit holds all of them', () => {
    expect(search('dagster sensors teleport').hits[0]?.content).toBe('Dagster sensors watch for new data.');
  });

  it('ignores stop words, except the word being typed', () => {
    expect(search('the quasar ').hits[0]?.hierarchy.lvl1).toBe('Quasar ingestion');
    expect(parseQuery('the').words).toEqual(['the']);
    expect(parseQuery('the ').words).toEqual([]);
  });

  it('reads a question for its subject: question words go when other words remain', () => {
    expect(parseQuery('how do I get metrics for my project').words).toEqual(['get', 'metrics', 'project']);
    expect(search('how do I quasar ').hits[0]?.hierarchy.lvl1).toBe('Quasar ingestion');
    // Alone, or as the word being typed (it may grow into another word), they are searched.
    expect(parseQuery('why ').words).toEqual(['why']);
    expect(parseQuery('metrics who').words).toEqual(['metrics', 'who']);
    expect(parseQuery('metrics who ').words).toEqual(['metrics']);
  });
});

describe('safety and limits', () => {
  it('escapes page text in highlights and snippets', () => {
    const hit = search('cron').hits[0];
    expect(hit._highlightResult.content!.value).toBe('Use &lt;b&gt;<mark>cron</mark>&lt;/b&gt; &amp; friends to schedule dagster jobs.');
    expect(hit._snippetResult.content!.value).not.toMatch(/<b>/);
  });

  it('never puts a query that looks like markup into a highlight', () => {
    const r = search('<img src=x onerror=alert(1)> metrics');
    for (const h of r.hits) expect(JSON.stringify([h._highlightResult, h._snippetResult])).not.toContain('<img');
  });

  it('searches at most 64 characters of the query', () => {
    const long = `metrics ${'x'.repeat(100)}`;
    expect(search(long).query).toHaveLength(64);
    expect(parseQuery(long).text).toBe(long.slice(0, 64));
  });
});
